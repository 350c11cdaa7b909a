"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { usePlayerData } from "@/components/player/use-player-data";
import type { Cue } from "@/lib/transcripts/vtt";
import type { TranscriptLines } from "./transcript-lines";

type Props = {
  itemUid: string;
  /** The media playing (a playlist's selected one); null: the item's first. */
  mediaUid: string | null;
  locale: string;
  /** Copy and download are offered only where the item's files may be downloaded. */
  downloadable: boolean;
  name: string;
  onSeek: (seconds: number) => void;
};

/** The captions, read, with the component that shows them: the lines and the WebVTT reader are
 * fetched with the captions (most visitors never see a transcript, so they are not in the page's
 * first load). */
type Transcript = { vtt: string; cues: Cue[]; Lines: typeof TranscriptLines };

async function loadTranscript(url: string): Promise<Transcript> {
  const [response, { readCues }, { TranscriptLines: Lines }] = await Promise.all([
    fetch(url),
    import("@/lib/transcripts/vtt"),
    import("./transcript-lines"),
  ]);
  if (!response.ok) throw new Error(`captions: ${response.status}`);
  const vtt = await response.text();
  return { vtt, cues: readCues(vtt), Lines };
}

/**
 * The transcript beside the player, read from the media's captions in the page's language (else
 * any): only for a viewer who may play the item, since the captions are its content. Its box keeps
 * its place while it loads and when there is nothing to show, so the page does not move.
 */
export function TranscriptPanel({ itemUid, mediaUid, locale, downloadable, name, onSeek }: Props) {
  const t = useTranslations("transcript");
  const player = usePlayerData({ kind: "item", uid: itemUid });
  const data = player.status === "ready" ? player.data : null;
  const media = data ? (data.medias.find((m) => m.uid === mediaUid) ?? data.medias[0]) : undefined;
  const tracks = media?.files.filter((f) => f.slug === "captions") ?? [];
  const track = tracks.find((f) => f.language === locale) ?? tracks[0];
  const transcript = useSWR(track ? ["transcript", track.uid] : null, () => loadTranscript(track!.file), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  let body;
  if (player.status === "error" || transcript.error) body = <p role="alert">{t("error")}</p>;
  else if (player.status === "not-found" || (data && !data.hasAccess)) body = <p>{t("noAccess")}</p>;
  else if (data && !track) body = <p>{t("none")}</p>;
  else if (!transcript.data) body = <p role="status">{t("loading")}</p>;
  else
    body = (
      <transcript.data.Lines
        key={track!.uid}
        cues={transcript.data.cues}
        vtt={transcript.data.vtt}
        lang={track!.language ?? locale}
        name={name}
        downloadable={downloadable}
        onSeek={onSeek}
      />
    );

  return (
    <section aria-labelledby={`transcript-${itemUid}`} className="relative h-80 lg:h-auto">
      <div className="absolute inset-0 flex flex-col gap-2 overflow-hidden rounded bg-background p-3 ring-1 ring-black/10">
        <h2 id={`transcript-${itemUid}`} className="text-lg font-medium">
          {t("title")}
        </h2>
        {body}
      </div>
    </section>
  );
}
