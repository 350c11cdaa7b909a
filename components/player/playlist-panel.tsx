import { useTranslations } from "next-intl";
import { mdiClose } from "@/components/ui/icons";
import { mdiPlaylistPlay } from "./icons";
import { useId, useState } from "react";
import type { PlayerMedia } from "@/lib/api/player";
import { formatDuration } from "@/lib/format";
import { Icon } from "@/components/ui/icon";

type Props = { medias: PlayerMedia[]; index: number; onSelect: (index: number) => void };

/** The playlist inside the embed: a toggle in a corner opening a list over the video. */
export function PlaylistPanel({ medias, index, onSelect }: Props) {
  const t = useTranslations("player");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="absolute left-3 top-3 z-20 inline-flex min-h-[40px] items-center gap-1 rounded bg-black/60 px-3 text-sm font-medium text-white hover:bg-black/80"
      >
        <Icon path={open ? mdiClose : mdiPlaylistPlay} size={20} />
        {/* The visible "1/4" is part of the name too (WCAG 2.5.3, label in name). */}
        <span className="sr-only">{t(open ? "hidePlaylist" : "showPlaylist")} </span>
        <span>{t("position", { index: index + 1, total: medias.length })}</span>
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t("playlist")}
        className="absolute bottom-14 left-0 top-0 z-10 w-72 max-w-[80%] overflow-y-auto bg-black/85 pt-14 text-white"
      >
        <ol>
          {medias.map((media, at) => (
            <li key={media.uid}>
              <button
                type="button"
                aria-current={at === index ? "true" : undefined}
                onClick={() => {
                  onSelect(at);
                  setOpen(false);
                }}
                className={`flex w-full gap-2 px-3 py-2 text-left text-sm hover:bg-white/10 ${at === index ? "bg-white/15" : ""}`}
              >
                <span className="w-5 shrink-0 text-white/70">{at + 1}</span>
                <span className="flex min-w-0 flex-col">
                  <span className="line-clamp-2">{media.name}</span>
                  <span className="text-xs text-white/70">{formatDuration(media.duration)}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
