// The way to the other form (login ↔ registration): a link, or a button when the parent switches forms itself.
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

type SwitchLinkProps = {
  href: ComponentProps<typeof Link>["href"];
  /** Embedded (cart drawer): the parent switches forms itself, so this is a button instead of a link. */
  onClick?: () => void;
  className: string;
  children: ReactNode;
};

/** The way to the other form (login ↔ registration). */
export function SwitchLink({ href, onClick, className, children }: SwitchLinkProps) {
  return onClick ? (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
