import { createNavigation } from "next-intl/navigation";
import type { ComponentProps } from "react";
import { routing } from "./routing";

const navigation = createNavigation(routing);
const LocaleLink = navigation.Link;

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * A link within the site, in the page's language. It fetches its page when the visitor reaches for
 * it (components/layout/intent-prefetch.tsx), not whenever it is on screen: the framework's default
 * fetched every visible link's page as each page started (9 to 23 requests a page, 18 on an item
 * page on a desktop), each read on the main thread while the page was starting. `prefetch` still
 * asks for that, link by link.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink prefetch={prefetch} {...props} />;
}
