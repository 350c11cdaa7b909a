import { useTranslations } from "next-intl";
import { mdiDownload, mdiFileDocumentOutline, mdiFileVideoOutline } from "./icons";
import { useState } from "react";
import useSWR from "swr";
import { browserApi } from "@/lib/api/browser";
import { getItemDownloads } from "@/lib/api/endpoints";
import type { MediaFile } from "@/lib/api/schemas";
import { formatFileSize } from "@/lib/format-account";
import { Icon } from "@/components/ui/icon";
import { TogglePanel } from "./toggle-panel";

type Props = { uid: string; locale: string };

/** The Download button and its panel, for a viewer who may download (item-downloads.tsx). The
 * signed links are fetched when the panel opens, so they are fresh and never in the page's HTML. */
export function DownloadsPanel({ uid, locale }: Props) {
  const t = useTranslations("download");
  const [open, setOpen] = useState(false);
  const { data, error, isLoading } = useSWR<MediaFile[]>(open ? `/items/${uid}/download/` : null, () => getItemDownloads(browserApi, uid), {
    revalidateOnFocus: false,
  });

  const main = (data ?? []).filter((file) => file.slug !== "extra");
  const extras = (data ?? []).filter((file) => file.slug === "extra");
  return (
    <TogglePanel
      open={open}
      onToggle={() => setOpen((value) => !value)}
      icon={mdiDownload}
      label={t("button")}
      title={t("title")}
      buttonClassName="inline-flex min-h-touch items-center gap-2 rounded px-4 font-medium text-primary-text ring-1 ring-primary"
    >
      {isLoading ? <p role="status">{t("loading")}</p> : null}
      {error ? <p role="alert">{t("error")}</p> : null}
      {data && data.length === 0 ? <p>{t("empty")}</p> : null}
      <FileList title={t("files")} files={main} icon={mdiFileVideoOutline} locale={locale} />
      <FileList title={t("extras")} files={extras} icon={mdiFileDocumentOutline} locale={locale} />
      {data && data.length > 0 ? <p className="text-sm text-muted">{t("rules")}</p> : null}
    </TogglePanel>
  );
}

function FileList({ title, files, icon, locale }: { title: string; files: MediaFile[]; icon: string; locale: string }) {
  const t = useTranslations("download");
  if (files.length === 0) return null;
  return (
    <section>
      <h3 className="mb-1 text-sm font-medium text-muted">{title}</h3>
      <ul className="flex flex-col gap-1">
        {files.map((file) => {
          const size = formatFileSize(file.size, locale);
          return (
            <li key={file.uid}>
              <a
                href={file.file}
                download
                aria-label={t("fileLabel", { name: file.display_name, size })}
                className="inline-flex min-h-touch items-center gap-2 rounded px-2 hover:bg-black/5"
              >
                <Icon path={icon} size={20} />
                <span className="font-medium">{file.display_name}</span>
                <span className="text-sm text-muted">{size}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
