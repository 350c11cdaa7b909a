import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { BlockList } from "@/components/blocks/block-renderer";
import { getEditorPage } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import { readPageParams } from "@/lib/i18n/page-params";
import { serverApi } from "@/lib/server/api";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";

type Props = { params: Promise<{ site: string; locale: string; id: string }> };

// Per member and per request: never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

// /admin/pages/{id}/preview – the page's draft at the site's real look, in the page's language
// (/fr/… for the French words), for the editor's <iframe>. The member's session is read here, on
// the server: the editor API answers 401/403 to anyone else, and they get a 404.
export default async function PagePreview({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) notFound();
  const page = await getEditorPage(serverApi({ site, locale, token }), Number(id)).catch((error: unknown) => {
    if (error instanceof ServerError && [401, 403, 404].includes(error.status)) notFound();
    throw error;
  });
  const blocks = locale === "fr" ? page.draft.i18n.fr : page.draft.content;
  return <BlockList blocks={blocks} site={site} locale={locale} />;
}
