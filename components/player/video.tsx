import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { PlayerFile, PlayerMedia } from "@/lib/api/player";

type Props = {
  media: PlayerMedia;
  poster: string | null;
  autoPlay: boolean;
  muted: boolean;
  loop: boolean;
  onEnded: () => void;
  onMutedChange?: (muted: boolean) => void;
  /** Seconds to start at (a shared link's `t`), if any. */
  startAt?: number | null;
  /** A request to play from a second (from the page's transcript); a new object each time. */
  seek?: { seconds: number } | null;
  /** Told the whole second the viewer is at, each time it changes. */
  onTime?: (seconds: number) => void;
};

/** The caption language the viewer chose when it differs from the page's ("off": none). */
const CAPTIONS_KEY = "player.captions";

function readChoice(): string | null {
  try {
    return localStorage.getItem(CAPTIONS_KEY);
  } catch {
    return null;
  }
}

function keepChoice(language: string | null): void {
  try {
    if (language === null) localStorage.removeItem(CAPTIONS_KEY);
    else localStorage.setItem(CAPTIONS_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this video only.
  }
}

/**
 * Captions follow the page's language unless the viewer chose otherwise in the player's menu; that
 * choice (another language, or none) is kept for the next videos. It is read when the video mounts
 * (never on the server: the player's data loads in the browser) to mark the `default` track,
 * which Chromium shows once loaded whatever a script set before.
 */
function useRememberedCaptions(ref: RefObject<HTMLVideoElement | null>, locale: string): string {
  const [language] = useState(() => readChoice() ?? locale);
  useEffect(() => {
    const tracks = ref.current?.textTracks;
    // jsdom and old browsers have no track list: the default track stands.
    if (!tracks || typeof tracks.addEventListener !== "function") return;
    const onChange = () => {
      const showing = Array.from(tracks).find((track) => track.mode === "showing");
      const chosen = showing?.language ?? "off";
      keepChoice(chosen === locale ? null : chosen);
    };
    tracks.addEventListener("change", onChange);
    return () => tracks.removeEventListener("change", onChange);
  }, [ref, locale]);
  return language;
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One media in a native <video>: hd then source as <source>, a captions <track> per language (the
 * page's shown by default, or the one the viewer chose). Native controls are keyboard accessible and localised by the browser,
 * captions menu included. Remount per media
 * (key) so the browser picks the new sources.
 */
export function Video({ media, poster, autoPlay, muted, loop, onEnded, onMutedChange, startAt = null, seek = null, onTime }: Props) {
  const t = useTranslations("player");
  const locale = useLocale();
  const ref = useRef<HTMLVideoElement>(null);
  const sources = media.files.filter((f) => f.slug === "hd" || f.slug === "source");
  const tracks = media.files.filter((f): f is PlayerFile & { language: string } => f.slug === "captions" && Boolean(f.language));

  // React sets `muted` as a property only after mount; autoplay policies read it at play().
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  const captions = useRememberedCaptions(ref, locale);
  const lastSecond = useRef(-1);

  useEffect(() => {
    const video = ref.current;
    if (!seek || !video) return;
    video.currentTime = seek.seconds;
    void video.play()?.catch(() => undefined);
  }, [seek]);

  // Start once per media (the element is remounted for each), not again on a later change.
  const startOnMount = useRef(autoPlay);
  useEffect(() => {
    if (startOnMount.current) void ref.current?.play()?.catch(() => undefined);
  }, []);

  return (
    // The caption tracks are children passed in by the player, which the rule cannot see.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      muted={muted}
      loop={loop}
      onEnded={onEnded}
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        if (startAt !== null && startAt < video.duration) video.currentTime = startAt;
      }}
      onTimeUpdate={(event) => {
        const second = Math.floor(event.currentTarget.currentTime);
        if (second === lastSecond.current) return;
        lastSecond.current = second;
        onTime?.(second);
      }}
      // The site offers downloads itself, and only where the item allows them (spec §2).
      controlsList="nodownload"
      onVolumeChange={(event) => onMutedChange?.(event.currentTarget.muted)}
      aria-label={media.name}
      className="h-full w-full bg-black object-contain"
    >
      {sources.map((file) => (
        <source key={file.uid} src={file.file} />
      ))}
      {tracks.map((file) => (
        <track
          key={file.uid}
          kind="captions"
          src={file.file}
          srcLang={file.language}
          label={languageName(file.language, locale)}
          default={file.language === captions}
        />
      ))}
      {t("unsupported")}
    </video>
  );
}
