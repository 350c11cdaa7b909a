"use client";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import {
  isMediasChange,
  isPlayerTime,
  isWarningPassed,
  type SeekTo,
  type SyncRequest,
  type UpdateCurrentMedia,
} from "@/components/player/protocol";
import { useContentWarningChoice } from "@/components/player/use-content-warning";
import { setPlayerMedia, setPlayerTime } from "@/lib/player/current-time";
import type { MediaTranscript } from "@/lib/transcripts/track";
import { ItemPlayer, type ItemPlayerProps, type PlayerFrame } from "./item-player";
import { canDownload } from "./item-rules";
import { TranscriptPanel } from "./transcript-panel";
import { useViewerItem } from "./use-viewer-item";
import { PlaylistList } from "./playlist-list";

type Props = Omit<ItemPlayerProps, "iframeRef" | "frame" | "onPlay"> & {
  /** What the server read of the transcript for everyone (a public item), or null. */
  transcript?: MediaTranscript | null;
  /** The item's title (the page's h1) and facts: right under the player, before a playlist's list. */
  heading?: ReactNode;
  /** The rest of the item's details: between the list and the transcript in the page. */
  children?: ReactNode;
};

/**
 * The player and, for a playlist, its media list, the item's details, and the transcript: selecting
 * a media scrolls to the top and tells the embedded player; the player reports the media it moved to
 * on its own, and where the viewer is (for the share panel's "start at"). The embedded player is
 * loaded when first wanted: Play, a link to a moment, a line of the transcript or a media of the
 * list (see ItemPlayer).
 *
 * The title comes first in the page's headings: under the player, before a playlist's "Playlist"
 * list. The transcript comes after the details and stands beside
 * the player on a large screen. It shows only to a viewer who may play the item: there is no empty
 * card on a locked item. Behind a content warning it is held back until the visitor continues in
 * the player (without scripts, never).
 */
export function ItemPlayerArea({ transcript = null, heading, children, ...props }: Props) {
  const medias = props.item.content_object_type === "playlist" ? (props.item.content_object.medias ?? []) : [];
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [selected, setSelected] = useState<string | null>(medias[0]?.uid ?? null);
  const known = useRef(new Set(medias.map((m) => m.uid)));
  // A warned item's player is there at once: its warning comes before anything else of the item.
  const [frame, setFrame] = useState<PlayerFrame | null>(props.item.content_warning ? { play: false } : null);
  const loaded = frame !== null;
  // Told by the player, beside the choice it stores (which may be refused).
  const [passedHere, setPassedHere] = useState(false);
  const warning = useContentWarningChoice(props.item.content_warning ? props.item.uid : null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = iframeRef.current?.contentWindow;
      // Only our own embed player, in our own frame.
      if (event.origin !== window.location.origin || !frame || event.source !== frame) return;
      if (isMediasChange(event.data) && known.current.has(event.data.media_id)) setSelected(event.data.media_id);
      if (isPlayerTime(event.data)) setPlayerTime(event.data.seconds);
      if (isWarningPassed(event.data)) setPassedHere(true);
    };
    window.addEventListener("message", onMessage);
    // The player may have reported its time before this page listened (a link's t): ask again.
    const sync: SyncRequest = { event: "player.sync" };
    iframeRef.current?.contentWindow?.postMessage(sync, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  // A playlist's time is its current media's: links to a moment name the media (`&m=`).
  const isPlaylist = medias.length > 0;
  useEffect(() => {
    setPlayerMedia(isPlaylist ? selected : null);
    return () => setPlayerMedia(null);
  }, [isPlaylist, selected]);

  // A link to a moment (`?t=…`, and `m=…` for a later media of a playlist, from a search): the
  // player is loaded at once and opens on it by itself; the list and the transcript follow.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const uid = query.get("m");
    if (uid && known.current.has(uid)) setSelected(uid);
    if (query.has("t") || query.has("m")) setFrame((current) => current ?? { play: false });
  }, []);

  const select = useCallback(
    (uid: string) => {
      setSelected(uid);
      window.scrollTo({ top: 0 });
      if (!loaded) return setFrame({ play: true, m: uid });
      const message: UpdateCurrentMedia = { event: "updateCurrentMedia", media_uid: uid };
      iframeRef.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [loaded],
  );

  // The transcript's media: the selected one of a playlist.
  const media = isPlaylist ? selected : null;
  const seek = useCallback(
    (seconds: number) => {
      if (!loaded) return setFrame({ play: true, t: seconds, ...(media ? { m: media } : {}) });
      const message: SeekTo = { event: "seekTo", seconds };
      iframeRef.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [loaded, media],
  );
  const firstMedia = medias[0]?.uid;
  const play = useCallback(() => setFrame({ play: true, ...(media && media !== firstMedia ? { m: media } : {}) }), [media, firstMedia]);
  const viewer = useViewerItem(props.item.slug);
  const { item } = props;
  const mayPlay = item.has_access || viewer.item?.has_access === true;
  // A single media the server found no captions for has no card; a playlist's next media may have some.
  const captionless = !isPlaylist && transcript !== null && transcript.cues.length === 0;
  const withTranscript = mayPlay && !captionless;

  return (
    <div className={`grid gap-4 ${withTranscript ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}>
      <ItemPlayer {...props} iframeRef={iframeRef} frame={frame} onPlay={play} />
      {heading ? <div className="col-span-full mt-4">{heading}</div> : null}
      {medias.length > 0 ? (
        <div className="col-span-full">
          <PlaylistList medias={medias} selectedUid={selected} onSelect={select} />
        </div>
      ) : null}
      {children ? <div className="col-span-full mt-4">{children}</div> : null}
      {withTranscript ? (
        <TranscriptPanel
          itemUid={item.uid}
          mediaUid={isPlaylist ? selected : item.content_object.uid}
          linkMedia={isPlaylist ? selected : null}
          locale={props.locale}
          initial={transcript}
          downloadable={canDownload(viewer.item ?? item)}
          name={item.content_object.name}
          onSeek={seek}
          hidden={!(warning.passed || passedHere)}
          className="mt-4 lg:col-start-2 lg:row-start-1 lg:mt-0"
        />
      ) : null}
    </div>
  );
}
