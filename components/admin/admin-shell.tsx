"use client";
// The members' area: its title and the sub-navigation between its views (links, so each view has
// its own address, works with the keyboard and the browser's back button). Orders only on a site
// with monetization; invitations only where visitors have accounts of their own.
import { mdiAccountPlusOutline, mdiEmailOutline, mdiFileDocumentEditOutline, mdiInboxArrowDown, mdiReceiptTextOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { tabClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link, usePathname } from "@/lib/i18n/navigation";

const SECTIONS = [
  { href: "/admin", key: "requests", icon: mdiInboxArrowDown },
  { href: "/admin/invitations", key: "invitations", icon: mdiAccountPlusOutline },
  { href: "/admin/outbox", key: "outbox", icon: mdiEmailOutline },
  { href: "/admin/orders", key: "orders", icon: mdiReceiptTextOutline },
  { href: "/admin/pages", key: "pages", icon: mdiFileDocumentEditOutline },
] as const;

type Props = {
  children: ReactNode;
  /** Shows the Orders view (a site with monetization). */
  orders?: boolean;
  /** Shows the Invitations view (a site whose visitors have accounts: auth_method 'users'). */
  invitations?: boolean;
};

export function AdminShell({ children, orders = false, invitations = true }: Props) {
  const t = useTranslations("admin");
  const pathname = usePathname();
  const shown = { requests: true, invitations, outbox: true, orders, pages: true };
  const current = (href: string) => pathname === href || pathname === `${href}/`;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <p className="text-sm font-medium uppercase tracking-wide text-muted">{t("title")}</p>
      <nav aria-label={t("nav.label")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-on-surface/15">
          {SECTIONS.filter((section) => shown[section.key]).map((section) => {
            const active = current(section.href);
            return (
              <li key={section.key}>
                <Link
                  href={section.href}
                  aria-current={active ? "page" : undefined}
                  className={tabClass(active, active ? "text-sm no-underline" : "text-sm no-underline hover:bg-on-surface/5")}
                >
                  <Icon path={section.icon} size={20} />
                  {t(`nav.${section.key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}
