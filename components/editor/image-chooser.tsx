// An image of the site: chosen from its uploads (a dialog of thumbnails) or uploaded now. JPEG and
// PNG up to 10 MB; anything else is refused here, before sending, and the server's own refusal is
// shown as it says it.
import { mdiImageOutline, mdiUpload } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useId, useState, type ChangeEvent } from "react";
import { ErrorState, LoadingState } from "@/components/admin/admin-ui";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { browserApi } from "@/lib/api/browser";
import { uploadImage } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import { checkUpload } from "./upload-check";
import { useUploads } from "./use-editor-data";

type Props = { label: string; value: string | null; onChange: (src: string) => void };

export function ImageChooser({ label, value, onChange }: Props) {
  const t = useTranslations("editor.image");
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refusal = checkUpload(file);
    if (refusal) {
      setError(t(refusal === "type" ? "refusedType" : "refusedSize", { name: file.name }));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const saved = await uploadImage(browserApi, file);
      onChange(saved.url);
    } catch (failure) {
      setError(failure instanceof ServerError && failure.type !== "server_error" ? failure.message : t("uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{label}</p>
      {value ? (
        <img src={value} alt={t("current")} className="max-h-40 w-full rounded-md object-contain" />
      ) : (
        <p className="text-sm text-muted">{t("none")}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className={buttonClass({ variant: "outline", size: "sm" })}>
            <Icon path={mdiImageOutline} size={20} />
            {t("choose")}
          </Dialog.Trigger>
          <Dialog.Portal>
            <DialogOverlay />
            <DialogContent className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[720px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
              <div className="flex items-start gap-2">
                <Dialog.Title className="flex-1 text-xl font-medium">{t("pickerTitle")}</Dialog.Title>
                <DialogCloseButton label={t("close")} className="-m-2" />
              </div>
              <Dialog.Description className="text-sm text-muted">{t("pickerDescription")}</Dialog.Description>
              <UploadGrid
                selected={value}
                onPick={(url) => {
                  onChange(url);
                  setOpen(false);
                }}
              />
            </DialogContent>
          </Dialog.Portal>
        </Dialog.Root>
        <label
          htmlFor={inputId}
          className={buttonClass({ variant: "outline", size: "sm", className: "cursor-pointer focus-within:outline-2" })}
        >
          <Icon path={mdiUpload} size={20} />
          {uploading ? t("uploading") : t("upload")}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            disabled={uploading}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void upload(event)}
          />
        </label>
      </div>
      <p className="text-xs text-muted">{t("rules")}</p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UploadGrid({ selected, onPick }: { selected: string | null; onPick: (url: string) => void }) {
  const t = useTranslations("editor.image");
  const { data, error, mutate } = useUploads(true);
  if (error && !data) return <ErrorState message={t("uploadsError")} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (data.length === 0) return <p className="text-muted">{t("noUploads")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {data.map((upload) => (
        <li key={upload.uid}>
          <button
            type="button"
            aria-pressed={upload.url === selected}
            aria-label={upload.name}
            onClick={() => onPick(upload.url)}
            className={`block w-full overflow-hidden rounded-md border-2 ${upload.url === selected ? "border-primary" : "border-transparent"}`}
          >
            <img src={upload.url} alt="" className="aspect-square w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
