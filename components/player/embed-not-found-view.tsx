"use client";
import { useTranslations } from "next-intl";
import { PlayerMessage } from "./player-message";

/** An embed that names no published item or media: the player's message. */
export function EmbedNotFoundView() {
  const t = useTranslations("player");
  return (
    <PlayerMessage>
      <h1 className="sr-only">{t("notFoundTitle")}</h1>
      <p role="alert">{t("notFound")}</p>
    </PlayerMessage>
  );
}
