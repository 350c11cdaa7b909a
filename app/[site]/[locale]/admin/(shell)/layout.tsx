import type { ReactNode } from "react";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminShell } from "@/components/admin/admin-shell";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { children: ReactNode; params: SiteParams };

// The members' views with the area's title and tabs. Invitations exist only where visitors have
// accounts of their own; orders only on a site with monetization.
export default async function AdminShellLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  return (
    <AdminGate>
      <AdminShell orders={settings.monetization_enabled} invitations={settings.auth_method === "users"}>
        {children}
      </AdminShell>
    </AdminGate>
  );
}
