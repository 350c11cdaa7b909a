"use client";
// "Cite": the rules of use ask for the organisation and the page's address (spec §1). The button
// takes the day and the player's time (and a playlist's media) when pressed: the page itself is
// cached for everyone. The dialog's code (Radix's dialog and the citation styles) is fetched on
// the first press only, not with every item page.
import { mdiFormatQuoteClose } from "./icons";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { citedAt, type Citation, type CitationSource } from "@/lib/citations/citation-source";
import { usePlayerMedia, usePlayerTime } from "@/lib/player/current-time";

const CiteDialog = dynamic(() => import("./cite-dialog").then((module) => module.CiteDialog), { ssr: false });

type Props = {
  source: CitationSource;
  /** Names the downloaded files (`{slug}.bib`). */
  slug: string;
};

export function CiteButton({ source, slug }: Props) {
  const t = useTranslations("cite");
  const time = usePlayerTime();
  const media = usePlayerMedia();
  const [citation, setCitation] = useState<Citation | null>(null);
  const wanted = useOpenedOnce(citation !== null);
  const button = useRef<HTMLAnchorElement>(null);
  // A press before the page is hydrated is not lost (useEarlyPress).
  const press = useEarlyPress("cite", () => setCitation(citedAt(source, new Date(), time > 0 ? time : null, media)));

  return (
    <>
      <a ref={button} {...press} aria-haspopup="dialog" aria-expanded={citation !== null} className={buttonClass({ variant: "outline" })}>
        <Icon path={mdiFormatQuoteClose} size={20} />
        {t("button")}
      </a>
      {wanted ? <CiteDialog citation={citation} slug={slug} onClose={() => setCitation(null)} returnFocus={button} /> : null}
    </>
  );
}
