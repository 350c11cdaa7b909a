"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { thumbnailUrl } from "@/lib/images";
import { ContentWarning } from "./content-warning";
import type { EmbedFlags } from "./embed-flags";
import { PlayerLogo } from "./player-logo";
import { PlayerMessage } from "./player-message";
import { PlaylistPanel } from "./playlist-panel";
import { usePlayerData, type PlayerData, type PlayerSource } from "./use-player-data";
import { parseStartTime } from "@/lib/player/start-time";
import { useContentWarningChoice } from "./use-content-warning";
import { postToParent, useParentMessages } from "./use-parent-messages";
import { Video } from "./video";

type Props = {
  source: PlayerSource;
  flags: EmbedFlags;
  /** The site's logo and name, for the `logo` flag. */
  logo: string | null;
  siteName: string;
  /**
   * The item's content warning (null: none) and the item whose choice it is: nothing plays, not even
   * on `autoplay` or a link's `t`, until the visitor continues past it.
   */
  warning?: { itemUid: string; text: string } | null;
};

const LINK = "inline-flex min-h-touch items-center rounded bg-primary px-4 font-medium text-on-primary";

/** The embedded player (spec §7 /embed/…): the viewer's video, or why they cannot watch it. */
export function Player({ source, flags, logo, siteName, warning = null }: Props) {
  const t = useTranslations("player");
  const state = usePlayerData(source);
  const choice = useContentWarningChoice(warning?.itemUid ?? null);

  if (state.status === "loading") {
    return (
      <PlayerMessage>
        <p role="status">{t("loading")}</p>
      </PlayerMessage>
    );
  }
  if (state.status === "not-found") {
    return (
      <PlayerMessage>
        <p role="alert">{t("notFound")}</p>
      </PlayerMessage>
    );
  }
  if (state.status === "error") {
    return (
      <PlayerMessage>
        <p role="alert">{t("loadError")}</p>
        <button type="button" onClick={state.retry} className={LINK}>
          {t("retry")}
        </button>
      </PlayerMessage>
    );
  }
  const { data } = state;
  const page = data.slug ? `/${data.slug}` : null;
  const logoLink = flags.logo && logo && page ? <PlayerLogo logo={logo} siteName={siteName} href={page} /> : null;
  if (!data.hasAccess) {
    return (
      <div className="relative h-full w-full">
        {logoLink}
        <PlayerMessage thumbnail={data.thumbnail}>
          <p className="text-lg font-medium">{t("noAccess")}</p>
          {page ? (
            <a href={page} target="_blank" rel="noopener" className={LINK}>
              {t("openItemPage")}
            </a>
          ) : null}
        </PlayerMessage>
      </div>
    );
  }
  if (warning && !choice.passed) {
    return (
      <div className="relative h-full w-full">
        {logoLink}
        <ContentWarning
          text={warning.text}
          thumbnail={data.thumbnail}
          onContinue={() => {
            choice.proceed();
            postToParent({ event: "player.warning.passed" });
          }}
        />
      </div>
    );
  }
  // Continuing (or the item page's Play) was the visitor's request to watch: the video starts, and
  // takes the focus the button had.
  return <PlayingView data={data} flags={flags} logoLink={logoLink} start={choice.continuedHere || flags.play} />;
}

/**
 * A parameter of a shared link (`t`: where to start, `m`: which media of a playlist): the embed's
 * own, else that of the item page that framed it (same site).
 */
function linkParam(name: string): string | null {
  const own = new URLSearchParams(window.location.search).get(name);
  if (own !== null || window.parent === window) return own;
  try {
    return new URLSearchParams(window.parent.location.search).get(name);
  } catch {
    // Framed by another site: its address is not ours to read.
    return null;
  }
}

type PlayingProps = { data: PlayerData; flags: EmbedFlags; logoLink: ReactNode; start?: boolean };

function PlayingView({ data, flags, logoLink, start = false }: PlayingProps) {
  const t = useTranslations("player");
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!start) return;
    const video = frame.current?.querySelector("video");
    video?.focus();
    // A browser whose video takes no focus gives it to the player's frame: never back to the page's top.
    if (document.activeElement !== video) frame.current?.focus();
  }, [start]);
  // The media a link names, else the first; the link's time is for that one only.
  const [first] = useState(() => {
    const uid = typeof window === "undefined" ? null : linkParam("m");
    return Math.max(0, uid ? data.medias.findIndex((m) => m.uid === uid) : 0);
  });
  const [index, setIndex] = useState(first);
  // After the first media, a change of media continues playing (the viewer is watching).
  const [continuing, setContinuing] = useState(false);
  // Autoplay starts muted (browsers allow only that); the viewer's own unmuting is kept across medias.
  const [muted, setMuted] = useState(flags.mute || flags.autoplay);
  const [startAt] = useState(() => (typeof window === "undefined" ? null : parseStartTime(linkParam("t"))));
  const { medias } = data;
  // Each request is new, even to the same second (the viewer chose the same line twice); a new
  // media starts clear of it.
  const [seek, setSeek] = useState<{ seconds: number; n: number } | null>(null);
  const seekFromParent = useCallback((seconds: number) => setSeek((last) => ({ seconds, n: (last?.n ?? 0) + 1 })), []);

  const fromParent = useCallback(
    (uid: string) => {
      const at = medias.findIndex((m) => m.uid === uid);
      if (at < 0) return;
      setIndex(at);
      setContinuing(true);
      setSeek(null);
    },
    [medias],
  );
  // The last second reported, told again when the page asks (it may have started listening late).
  const reported = useRef<number | null>(null);
  const report = useCallback((seconds: number) => {
    reported.current = seconds;
    postToParent({ event: "player.time", seconds });
  }, []);
  const sync = useCallback(() => {
    if (reported.current !== null) postToParent({ event: "player.time", seconds: reported.current });
  }, []);
  const notify = useParentMessages(fromParent, seekFromParent, sync);

  const goTo = (at: number) => {
    const media = medias[at];
    if (!media) return;
    setIndex(at);
    setContinuing(true);
    setSeek(null);
    notify(media.uid);
  };
  const onEnded = () => {
    if (index < medias.length - 1) goTo(index + 1);
    else if (flags.loop && medias.length > 1) goTo(0);
  };

  const media = medias[index];
  if (!media || media.files.every((f) => f.slug === "captions")) {
    return (
      <PlayerMessage thumbnail={data.thumbnail}>
        <p>{t("noFiles")}</p>
      </PlayerMessage>
    );
  }
  return (
    <div ref={frame} tabIndex={start ? -1 : undefined} className="relative h-full w-full bg-black">
      {logoLink}
      {medias.length > 1 ? <PlaylistPanel medias={medias} index={index} onSelect={goTo} /> : null}
      <Video
        key={media.uid}
        media={media}
        poster={thumbnailUrl("media", media.uid, 1280)}
        autoPlay={flags.autoplay || continuing || start}
        muted={muted}
        onMutedChange={setMuted}
        loop={flags.loop && medias.length === 1}
        onEnded={onEnded}
        // The link's time is for the media it opens on, not for the next ones.
        startAt={index === first && !continuing ? startAt : null}
        seek={seek}
        onTime={report}
      />
    </div>
  );
}
