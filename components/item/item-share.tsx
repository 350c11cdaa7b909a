"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { mdiShareVariant } from "./icons";
import { useState } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { canShare } from "./item-rules";
import { TogglePanel } from "./toggle-panel";
import type { SharePanelProps } from "./item-share-panel";

// The panel's content (the links, the share targets, the embed code) is fetched when it first opens.
const SharePanel = dynamic(() => import("./item-share-panel").then((module) => module.SharePanel), { ssr: false });

type Props = SharePanelProps & {
  optionsShareBtn: boolean;
  monetized: boolean;
};

/** Share panel (spec §2): only when the site allows it and the item is free; embed code on desktop, WhatsApp on mobile. */
export function ItemShare({ optionsShareBtn, monetized, ...panel }: Props) {
  const t = useTranslations("share");
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  if (!canShare(optionsShareBtn, monetized)) return null;

  return (
    <TogglePanel
      open={open}
      onToggle={() => setOpen((value) => !value)}
      icon={mdiShareVariant}
      label={t("button")}
      title={t("title")}
      buttonClassName="inline-flex min-h-touch items-center gap-2 rounded bg-primary px-4 font-medium text-on-primary"
    >
      {wanted ? <SharePanel {...panel} /> : null}
    </TogglePanel>
  );
}
