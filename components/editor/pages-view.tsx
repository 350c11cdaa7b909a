"use client";
// /admin/pages – the site's pages, each opening the editor.
import { mdiPencil } from "@mdi/js";
import { useTranslations } from "next-intl";
import { AdminListView } from "@/components/admin/admin-ui";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import { useEditorPages } from "./use-editor-data";

export function PagesView() {
  const t = useTranslations("editor.pages");
  const list = useEditorPages();
  return (
    <AdminListView title={t("title")} intro={t("intro")} errorText={t("error")} emptyText={t("empty")} list={list}>
      {(data) => (
        <ul className="flex flex-col gap-2">
          {data.map((page) => (
            <li key={page.id}>
              <Link
                href={`/admin/pages/${page.id}`}
                className="flex min-h-touch flex-wrap items-center gap-3 rounded-md border border-on-surface/15 p-4 no-underline hover:bg-on-surface/5"
              >
                <span className="text-lg font-medium">{page.title}</span>
                {page.is_home ? <Badge tone="good">{t("home")}</Badge> : null}
                {page.has_draft ? <Badge tone="waiting">{t("draft")}</Badge> : null}
                <span className="ml-auto text-sm text-muted">
                  {page.published_version ? t("version", { number: page.published_version }) : t("neverPublished")}
                </span>
                <Icon path={mdiPencil} size={20} />
                <span className="sr-only">{t("edit")}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminListView>
  );
}
