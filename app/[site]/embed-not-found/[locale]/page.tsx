import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmbedNotFoundAnswer } from "@/components/player/embed-not-found-answer";
import { readPageParams } from "@/lib/i18n/page-params";

type Props = { params: Promise<{ site: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await readPageParams(params)).locale, namespace: "player" });
  return { title: t("notFoundTitle") };
}

// An embed address that names no player: the player's message, with a 404.
export default function EmbedNotFoundPage() {
  return <EmbedNotFoundAnswer />;
}
