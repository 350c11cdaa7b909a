import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminGate } from "@/components/admin/admin-gate";
import { PageEditor } from "@/components/editor/page-editor";
import { readPageParams } from "@/lib/i18n/page-params";

type Props = { params: Promise<{ site: string; locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "editor" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// /admin/pages/{id} – the page editor, the whole width (outside the admin shell), members only:
// the gate decides in the browser, the editor API enforces.
export default async function PageEditorPage({ params }: Props) {
  await readPageParams(params);
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return (
    <AdminGate>
      <PageEditor id={Number(id)} />
    </AdminGate>
  );
}
