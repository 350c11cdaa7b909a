import type { Metadata } from "next";
import type { ReactNode } from "react";
import { EmbedFrame, embedMetadata } from "@/components/player/embed-frame";
import { readPageParams } from "@/lib/i18n/page-params";
import "../../../globals.css";

type Props = { children: ReactNode; params: Promise<{ site: string; locale: string }> };

// Rendered once per site and language, then cached: the language is in the path (proxy.ts reads
// the frame's), so nothing here depends on the request, and the answer can be drawn whole with its
// 404 (components/layout/not-found-status.tsx).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return embedMetadata(site, locale);
}

// The player's frame for an address under /embed/ that names no player (proxy.ts rewrites it here).
export default async function EmbedNotFoundLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);
  return (
    <EmbedFrame site={site} locale={locale}>
      {children}
    </EmbedFrame>
  );
}
