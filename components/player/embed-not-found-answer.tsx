import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundStatus } from "@/components/layout/not-found-status";
import { EmbedNotFoundView } from "./embed-not-found-view";
import { requestEmbedLocale } from "./embed-request-locale";

/** The player's not-found title, in the frame's language. */
export async function embedNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestEmbedLocale(), namespace: "player" });
  return { title: t("notFoundTitle") };
}

/** What an embed that names nothing answers: the player's message, with a 404. */
export function EmbedNotFoundAnswer() {
  return (
    <>
      <EmbedNotFoundView />
      <NotFoundStatus />
    </>
  );
}
