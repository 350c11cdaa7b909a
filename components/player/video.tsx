"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { PlayerFile, PlayerMedia } from "@/lib/api/player";

type Props = {
  media: PlayerMedia;
  poster: string | null;
  autoPlay: boolean;
  muted: boolean;
  loop: boolean;
  onEnded: () => void;
  onMutedChange?: (muted: boolean) => void;
};

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One media in a native <video>: hd then source as <source>, a captions <track> per language.
 * Native controls are keyboard accessible and localised by the browser. Remount per media
 * (key) so the browser picks the new sources.
 */
export function Video({ media, poster, autoPlay, muted, loop, onEnded, onMutedChange }: Props) {
  const t = useTranslations("player");
  const locale = useLocale();
  const ref = useRef<HTMLVideoElement>(null);
  const sources = media.files.filter((f) => f.slug === "hd" || f.slug === "source");
  const tracks = media.files.filter((f): f is PlayerFile & { language: string } => f.slug === "captions" && Boolean(f.language));

  // React sets `muted` as a property only after mount; autoplay policies read it at play().
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

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
      onVolumeChange={(event) => onMutedChange?.(event.currentTarget.muted)}
      aria-label={media.name}
      className="h-full w-full bg-black object-contain"
    >
      {sources.map((file) => (
        <source key={file.uid} src={file.file} />
      ))}
      {tracks.map((file) => (
        <track key={file.uid} kind="captions" src={file.file} srcLang={file.language} label={languageName(file.language, locale)} />
      ))}
      {t("unsupported")}
    </video>
  );
}
