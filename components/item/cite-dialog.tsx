"use client";
// "Cite": the rules of use ask for the organisation and the page's address (spec §1). The dialog
// gives the citation in three styles, each with a copy button, and BibTeX and RIS files. The day
// and the player's time are taken when it opens: the page itself is cached for everyone.
import { mdiDownload, mdiFormatQuoteClose } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogOverlay } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toBibtex } from "@/lib/citations/bibtex";
import { citedAt, type Citation, type CitationSource } from "@/lib/citations/citation-source";
import { toRis } from "@/lib/citations/ris";
import { CITATION_STYLES } from "@/lib/citations/styles";
import { usePlayerMedia, usePlayerTime } from "@/lib/player/current-time";
import { formatClock } from "@/lib/player/start-time";
import { CiteStyle } from "./cite-style";
import { saveFile } from "@/components/ui/save-file";

type Props = {
  source: CitationSource;
  /** Names the downloaded files (`{slug}.bib`). */
  slug: string;
};

export function CiteDialog({ source, slug }: Props) {
  const t = useTranslations("cite");
  const time = usePlayerTime();
  const media = usePlayerMedia();
  const [citation, setCitation] = useState<Citation | null>(null);

  const onOpenChange = (open: boolean) => setCitation(open ? citedAt(source, new Date(), time > 0 ? time : null, media) : null);

  return (
    <Dialog.Root open={citation !== null} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass({ variant: "outline" })}>
        <Icon path={mdiFormatQuoteClose} size={20} />
        {t("button")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          className={[
            "fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 text-on-surface shadow-2xl",
            "sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:max-w-[640px]",
            "sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg",
          ].join(" ")}
        >
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("title")}</Dialog.Title>
            <DialogCloseButton label={t("close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm text-muted">
            {t("description")} {citation?.seconds ? t("withTime", { time: formatClock(citation.seconds) }) : t("withoutTime")}
          </Dialog.Description>
          {citation
            ? CITATION_STYLES.map((style) => <CiteStyle key={style} style={style} citation={citation} label={t(`styles.${style}`)} />)
            : null}
          {citation ? (
            <div className="flex flex-wrap gap-2 border-t border-on-surface/10 pt-4">
              <button
                type="button"
                className={buttonClass({ variant: "outline", size: "sm" })}
                onClick={() => saveFile(toBibtex(citation), "application/x-bibtex;charset=utf-8", `${slug}.bib`)}
              >
                <Icon path={mdiDownload} size={20} />
                {t("bibtex")}
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "outline", size: "sm" })}
                onClick={() => saveFile(toRis(citation), "application/x-research-info-systems;charset=utf-8", `${slug}.ris`)}
              >
                <Icon path={mdiDownload} size={20} />
                {t("ris")}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
