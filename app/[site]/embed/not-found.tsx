"use client";
import { useTranslations } from "next-intl";
import { PlayerMessage } from "@/components/player/player-message";

/** An embed that names no published item or media; the server draws it too (app/[site]/embed-not-found). */
export default function EmbedNotFound() {
  const t = useTranslations("player");
  return (
    <PlayerMessage>
      <h1 className="sr-only">{t("notFoundTitle")}</h1>
      <p role="alert">{t("notFound")}</p>
    </PlayerMessage>
  );
}
