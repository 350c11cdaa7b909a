import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requestEmbedLocale } from "@/components/player/embed-request-locale";
import EmbedNotFound from "../embed/not-found";

// Rendered per request, as every embed: in the frame's language, with the nonce of its policy.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestEmbedLocale(), namespace: "player" });
  return { title: t("notFoundTitle") };
}

// The page the server puts in place of the framework's empty document when an embed names no
// published item or media: the player's message, drawn without waiting for the scripts.
export default function EmbedNotFoundPage() {
  return <EmbedNotFound />;
}
