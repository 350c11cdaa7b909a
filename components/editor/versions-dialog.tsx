// The page's published versions (newest first): number, date, who, "restored from N"; one can be
// looked at (its blocks) and restored, after a confirmation.
import { mdiHistory, mdiRestore } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { ErrorState, LoadingState } from "@/components/admin/admin-ui";
import { formatDateTime } from "@/lib/format-account";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { browserApi } from "@/lib/api/browser";
import { getPageVersion } from "@/lib/api/editor";
import { usePageVersions } from "./use-editor-data";

type Props = {
  pageId: number;
  /** Restores a version; answers an error message, or null when it worked. */
  onRestore: (version: number) => Promise<string | null>;
};

export function VersionsDialog({ pageId, onRestore }: Props) {
  const t = useTranslations("editor.versions");
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setViewing(null);
      }}
    >
      <Dialog.Trigger className={buttonClass({ variant: "outline", size: "sm" })}>
        <Icon path={mdiHistory} size={20} />
        {t("open")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[640px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("title")}</Dialog.Title>
            <DialogCloseButton label={t("close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm text-muted">{t("description")}</Dialog.Description>
          {viewing === null ? (
            <VersionList pageId={pageId} onView={setViewing} />
          ) : (
            <VersionDetail
              pageId={pageId}
              number={viewing}
              onBack={() => setViewing(null)}
              onRestore={async () => {
                const failure = await onRestore(viewing);
                if (!failure) setOpen(false);
                return failure;
              }}
            />
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VersionList({ pageId, onView }: { pageId: number; onView: (number: number) => void }) {
  const t = useTranslations("editor.versions");
  const locale = useLocale();
  const { data, error, mutate } = usePageVersions(pageId, true);
  if (error && !data) return <ErrorState message={t("error")} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (data.length === 0) return <p className="text-muted">{t("empty")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {data.map((version) => (
        <li key={version.number} className="flex flex-wrap items-center gap-3 rounded-md border border-on-surface/15 p-3">
          <div className="flex-1">
            <p className="font-medium">{t("number", { number: version.number })}</p>
            <p className="text-sm text-muted">
              {t("by", { date: formatDateTime(version.published_at, locale), name: version.published_by })}
              {version.restored_from !== null ? ` · ${t("restoredFrom", { number: version.restored_from })}` : ""}
            </p>
          </div>
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            aria-label={t("viewLabel", { number: version.number })}
            onClick={() => onView(version.number)}
          >
            {t("view")}
          </button>
        </li>
      ))}
    </ul>
  );
}

type DetailProps = { pageId: number; number: number; onBack: () => void; onRestore: () => Promise<string | null> };

function VersionDetail({ pageId, number, onBack, onRestore }: DetailProps) {
  const t = useTranslations("editor");
  const { data, error, mutate } = useSWR(
    `/admin/editor/pages/${pageId}/versions/${number}`,
    () => getPageVersion(browserApi, pageId, number),
    {
      shouldRetryOnError: false,
    },
  );
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-medium">{t("versions.number", { number })}</h3>
      {error && !data ? (
        <ErrorState message={t("versions.error")} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState />
      ) : data.content.content.length === 0 ? (
        <p className="text-muted">{t("versions.noBlocks")}</p>
      ) : (
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          {data.content.content.map((block) => (
            <li key={block.uid}>
              {block.title} <span className="text-sm text-muted">({t(`types.${block.component}`)})</span>
              {block.is_displayed ? null : <span className="text-sm text-muted"> · {t("list.hidden")}</span>}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonClass({ variant: "text", size: "sm" })} onClick={onBack}>
          {t("versions.back")}
        </button>
        <ConfirmDialog
          icon={mdiRestore}
          texts={{
            trigger: t("versions.restore"),
            triggerLabel: t("versions.restoreLabel", { number }),
            title: t("versions.confirmTitle", { number }),
            description: t("versions.confirmDescription", { number }),
            close: t("versions.close"),
            keep: t("versions.keep"),
            confirm: t("versions.confirm"),
            busy: t("versions.restoring"),
          }}
          onConfirm={onRestore}
        />
      </div>
    </div>
  );
}
