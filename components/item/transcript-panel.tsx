"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { usePlayerData } from "@/components/player/use-player-data";
import { browserApi } from "@/lib/api/browser";
import { getPlayerItem } from "@/lib/api/player";
import { captionsTrack, type MediaTranscript } from "@/lib/transcripts/track";
import { readCues, type Cue } from "@/lib/transcripts/vtt";
import { TranscriptLines } from "./transcript-lines";

type Props = {
  itemUid: string;
  /** The media playing (a playlist's selected one); null: the item's first. */
  mediaUid: string | null;
  /** A playlist's media uid for the lines' links (null for a single media). */
  linkMedia: string | null;
  locale: string;
  /** What the server read for the page (a public item's first media), or null. */
  initial: MediaTranscript | null;
  /** Copy and download are offered only where the item's files may be downloaded. */
  downloadable: boolean;
  name: string;
  onSeek: (seconds: number) => void;
  /** Held back (with the player) behind a content warning the visitor has not continued past. */
  hidden?: boolean;
  /** Its place in the page's layout. */
  className?: string;
};

async function readFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`captions: ${response.status}`);
  return response.text();
}

/** The captions, read in the browser (for a viewer who may play an item the page could not show them for). */
async function loadTranscript(url: string): Promise<{ vtt: string; cues: Cue[] }> {
  const vtt = await readFile(url);
  return { vtt, cues: readCues(vtt) };
}

/** The captions file of lines that came with the page: asked for only when it is downloaded. */
async function loadVtt(itemUid: string, mediaUid: string, locale: string): Promise<string> {
  const { medias } = await getPlayerItem(browserApi, itemUid);
  const track = captionsTrack(medias.find((m) => m.uid === mediaUid)?.files ?? [], locale);
  if (!track) throw new Error("captions: none");
  return readFile(track.file);
}

/**
 * The transcript beside the player, read from the media's captions in the page's language (else
 * any). A public item's come with the page (the server read them); otherwise, for a viewer who may
 * play the item, they are read here. Its box keeps its place while it loads, so the page does not move.
 */
export function TranscriptPanel({ initial, hidden = false, className = "", ...props }: Props) {
  const t = useTranslations("transcript");
  const given = initial && (props.mediaUid === null || props.mediaUid === initial.media) ? initial : null;
  return (
    <section aria-labelledby={`transcript-${props.itemUid}`} hidden={hidden} className={`relative h-80 lg:h-auto ${className}`}>
      <div className="absolute inset-0 flex flex-col gap-2 overflow-hidden rounded bg-background p-3 ring-1 ring-black/10">
        <h2 id={`transcript-${props.itemUid}`} className="text-lg font-medium">
          {t("title")}
        </h2>
        {given ? <GivenLines transcript={given} {...props} /> : <FetchedLines {...props} />}
      </div>
    </section>
  );
}

type BodyProps = Omit<Props, "initial" | "hidden" | "className">;

function GivenLines({ transcript, itemUid, locale, linkMedia, downloadable, name, onSeek }: BodyProps & { transcript: MediaTranscript }) {
  const t = useTranslations("transcript");
  if (transcript.cues.length === 0) return <p>{t("none")}</p>;
  return (
    <TranscriptLines
      cues={transcript.cues}
      getVtt={() => loadVtt(itemUid, transcript.media, locale)}
      lang={transcript.lang ?? locale}
      media={linkMedia}
      name={name}
      downloadable={downloadable}
      onSeek={onSeek}
    />
  );
}

function FetchedLines({ itemUid, mediaUid, linkMedia, locale, downloadable, name, onSeek }: BodyProps) {
  const t = useTranslations("transcript");
  const player = usePlayerData({ kind: "item", uid: itemUid });
  const data = player.status === "ready" ? player.data : null;
  const media = data ? (data.medias.find((m) => m.uid === mediaUid) ?? data.medias[0]) : undefined;
  const track = captionsTrack(media?.files ?? [], locale);
  const transcript = useSWR(track ? ["transcript", track.uid] : null, () => loadTranscript(track!.file), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  if (player.status === "error" || transcript.error) return <p role="alert">{t("error")}</p>;
  if (player.status === "not-found" || (data && !data.hasAccess)) return <p>{t("noAccess")}</p>;
  if (data && !track) return <p>{t("none")}</p>;
  if (!transcript.data) return <p role="status">{t("loading")}</p>;
  const { vtt, cues } = transcript.data;
  return (
    <TranscriptLines
      key={track!.uid}
      cues={cues}
      getVtt={() => Promise.resolve(vtt)}
      lang={track!.language ?? locale}
      media={linkMedia}
      name={name}
      downloadable={downloadable}
      onSeek={onSeek}
    />
  );
}
