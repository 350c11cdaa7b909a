"use client";
// The links of the frame's navigation (category strip, drawer's tree) that say whether they are
// the current page (aria-current): the frame is rendered once for every page, so only the browser
// knows which page it is on.
import type { ComponentProps } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether `href` is the page shown. */
export function useIsCurrent(href: string): boolean {
  return decoded(usePathname()) === decoded(href);
}

type Props = Omit<ComponentProps<typeof Link>, "href" | "aria-current"> & { href: string };

export function NavLink({ href, ...props }: Props) {
  return <Link href={href} aria-current={useIsCurrent(href) ? "page" : undefined} {...props} />;
}
