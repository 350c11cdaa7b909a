// The "Cite" dialog: the citation in three styles, each with a copy button, and BibTeX and RIS
// files. Loaded on its first opening by CiteButton (cite-button.tsx), which takes the day and the
// player's time when it opens and gets the focus back when it closes.
import { mdiDownload } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toBibtex } from "@/lib/citations/bibtex";
import type { Citation } from "@/lib/citations/citation-source";
import { toRis } from "@/lib/citations/ris";
import { CITATION_STYLES } from "@/lib/citations/styles";
import { formatClock } from "@/lib/player/start-time";
import { CiteStyle } from "./cite-style";
import { saveFile } from "@/components/ui/save-file";

type Props = {
  /** The citation shown; null: the dialog is closed. */
  citation: Citation | null;
  /** Names the downloaded files (`{slug}.bib`). */
  slug: string;
  onClose: () => void;
  /** Where the focus goes back when the dialog closes (the Cite button). */
  returnFocus: RefObject<HTMLElement | null>;
};

export function CiteDialog({ citation, slug, onClose, returnFocus }: Props) {
  const t = useTranslations("cite");
  return (
    <Dialog.Root open={citation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
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
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
