"use client";
import { useTranslations } from "next-intl";
import { mdiPlayCircle } from "./icons";
import type { PlaylistMedia } from "@/lib/api/schemas";
import { formatDuration } from "@/lib/format";
import { thumbnailUrl } from "@/lib/images";
import { Icon } from "@/components/ui/icon";

type Props = {
  medias: PlaylistMedia[];
  selectedUid: string | null;
  onSelect: (uid: string) => void;
};

/** The medias of a playlist under the player (spec §2); the selected one is marked as current. */
export function PlaylistList({ medias, selectedUid, onSelect }: Props) {
  const t = useTranslations("item");
  if (medias.length === 0) return null;
  return (
    <section aria-labelledby="playlist-title" className="rounded-md bg-surface p-3 text-on-surface">
      <h2 id="playlist-title" className="mb-2 px-1 text-lg font-medium">
        {t("playlistTitle")}
      </h2>
      <ol className="flex max-h-[26rem] flex-col gap-1 overflow-y-auto">
        {medias.map((media, index) => {
          const selected = media.uid === selectedUid;
          return (
            <li key={media.uid}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelect(media.uid)}
                className={`flex w-full items-center gap-3 rounded p-2 text-left hover:bg-black/5 ${selected ? "bg-primary/15 ring-1 ring-primary" : ""}`}
              >
                <span className="w-6 shrink-0 text-center text-sm text-muted">
                  {selected ? <Icon path={mdiPlayCircle} size={20} title={t("nowPlaying")} className="text-primary-text" /> : index + 1}
                </span>
                <img
                  src={thumbnailUrl("media", media.uid, 320)}
                  width={320}
                  height={180}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-28 shrink-0 rounded object-cover"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="line-clamp-2 font-medium">{media.name}</span>
                  {/* On the current entry's tint the muted grey falls under 4.5:1: full colour there. */}
                  <span className={`text-sm ${selected ? "" : "text-muted"}`}>
                    <span className="sr-only">{t("playlistPosition", { index: index + 1, total: medias.length })} · </span>
                    <time dateTime={`PT${Math.floor(media.duration)}S`}>{formatDuration(media.duration)}</time>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
