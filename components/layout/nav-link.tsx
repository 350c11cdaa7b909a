"use client";
// A link of the frame's navigation (category strip, drawer) that says whether it is the current
// page (aria-current): the frame is rendered once for every page, so only the browser knows which
// page it is on.
import type { ComponentProps } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

type Props = Omit<ComponentProps<typeof Link>, "href" | "aria-current"> & { href: string };

export function NavLink({ href, ...props }: Props) {
  const current = decoded(usePathname()) === decoded(href);
  return <Link href={href} aria-current={current ? "page" : undefined} {...props} />;
}
