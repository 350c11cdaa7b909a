"use client";
import { useTranslations } from "next-intl";
import { PlayerMessage } from "@/components/player/player-message";

export default function EmbedNotFound() {
  const t = useTranslations("player");
  return (
    <PlayerMessage>
      <p role="alert">{t("notFound")}</p>
    </PlayerMessage>
  );
}
