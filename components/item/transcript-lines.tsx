"use client";
import { mdiChevronDown, mdiChevronUp } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { usePlayerTime } from "@/lib/player/current-time";
import { formatClock } from "@/lib/player/start-time";
import { cuesToText, type Cue } from "@/lib/transcripts/vtt";
import { saveFile } from "@/components/ui/save-file";

type Props = {
  cues: Cue[];
  /** The captions file, for its download (read only when asked for, if the lines came with the page). */
  getVtt: () => Promise<string>;
  /** The captions' language (they may differ from the page's). */
  lang: string;
  /** The playlist media the lines are of (its links name it); null: a single media, or the first. */
  media: string | null;
  name: string;
  downloadable: boolean;
  onSeek: (seconds: number) => void;
};

const BUTTON = "inline-flex min-h-touch min-w-touch items-center justify-center rounded px-2 text-sm ring-1 ring-black/10 hover:bg-black/5";

/** Letters compared without case or accents ("Été" finds "ete"), each mapped to its place in `text`. */
function folded(text: string): { chars: string; at: number[] } {
  let chars = "";
  const at: number[] = [];
  Array.from(text).forEach((char, index) => {
    const plain = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    for (const c of plain) {
      chars += c;
      at.push(index);
    }
  });
  return { chars, at };
}

/** `text` with each match of `query` marked. */
function marked(text: string, query: string): ReactNode {
  const needle = folded(query).chars;
  if (!needle) return text;
  const letters = Array.from(text);
  const { chars, at } = folded(text);
  const parts: ReactNode[] = [];
  let from = 0;
  for (let hit = chars.indexOf(needle); hit >= 0; hit = chars.indexOf(needle, hit + needle.length)) {
    const start = at[hit]!;
    const end = at[hit + needle.length - 1]! + 1;
    if (start < from) continue;
    parts.push(letters.slice(from, start).join(""), <mark key={start}>{letters.slice(start, end).join("")}</mark>);
    from = end;
  }
  parts.push(letters.slice(from).join(""));
  return parts;
}

/** Scrolls the list, not the page, so that `line` shows. */
function keepInView(list: HTMLElement | null, line: HTMLElement | null | undefined) {
  if (!list || !line) return;
  const top = line.offsetTop;
  if (top >= list.scrollTop && top + line.offsetHeight <= list.scrollTop + list.clientHeight) return;
  list.scrollTop = Math.max(0, top - list.clientHeight / 3);
}

/** The item page at a moment of the media: what a line links to (the player opens there on its own). */
function momentHref(seconds: number, media: string | null): string {
  return `?t=${Math.floor(seconds)}${media ? `&m=${encodeURIComponent(media)}` : ""}`;
}

/** A plain click (not one asking for a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The transcript's lines, each a link to its moment of the item page, which plays from there once
 * the page is running; the line being spoken is marked and kept in view; a search marks its
 * matches and steps through them. The server renders them with the page when it may (the lines are
 * the same until the player reports a time).
 */
export function TranscriptLines({ cues, getVtt, lang, media, name, downloadable, onSeek }: Props) {
  const t = useTranslations("transcript");
  const fieldId = useId();
  const time = usePlayerTime();
  const [query, setQuery] = useState("");
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const lines = useRef<(HTMLLIElement | null)[]>([]);

  const needle = folded(query.trim()).chars;
  const matches = useMemo(
    () => (needle.length < 2 ? [] : cues.flatMap((cue, index) => (folded(cue.text).chars.includes(needle) ? [index] : []))),
    [cues, needle],
  );
  const active = matches.length ? matches[step % matches.length] : undefined;
  const spoken = cues.findLastIndex((cue, index) => cue.start <= time && time < (cues[index + 1]?.start ?? cue.end + 1));

  useEffect(() => {
    if (active === undefined) keepInView(list.current, lines.current[spoken]);
  }, [spoken, active]);
  useEffect(() => {
    if (active !== undefined) keepInView(list.current, lines.current[active]);
  }, [active]);

  const move = (by: number) => setStep((current) => (current + by + matches.length) % Math.max(1, matches.length));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cuesToText(cues));
      setStatus(t("copied"));
    } catch {
      setStatus(t("copyFailed"));
    }
  };
  const downloadVtt = async () => {
    try {
      saveFile(await getVtt(), "text/vtt", `${name}.vtt`);
    } catch {
      setStatus(t("error"));
    }
  };

  return (
    <>
      <div className="flex items-center gap-1">
        <label htmlFor={fieldId} className="sr-only">
          {t("search")}
        </label>
        <input
          id={fieldId}
          type="search"
          value={query}
          placeholder={t("search")}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setStep(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              move(event.shiftKey ? -1 : 1);
            }
          }}
          className="min-h-touch min-w-0 flex-1 rounded bg-background px-2 text-sm border border-on-surface/60"
        />
        <button type="button" className={BUTTON} onClick={() => move(-1)} disabled={matches.length === 0} aria-label={t("previous")}>
          <Icon path={mdiChevronUp} size={20} />
        </button>
        <button type="button" className={BUTTON} onClick={() => move(1)} disabled={matches.length === 0} aria-label={t("next")}>
          <Icon path={mdiChevronDown} size={20} />
        </button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {needle.length < 2
          ? ""
          : matches.length
            ? t("matches", { current: (step % matches.length) + 1, total: matches.length })
            : t("noMatch")}
      </p>
      <ol ref={list} lang={lang} className="relative min-h-0 flex-1 overflow-y-auto">
        {cues.map((cue, index) => (
          <li
            key={`${cue.start}-${index}`}
            ref={(element) => {
              lines.current[index] = element;
            }}
          >
            <a
              href={momentHref(cue.start, media)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onSeek(cue.start);
              }}
              aria-current={index === spoken ? "true" : undefined}
              data-match={index === active ? "" : undefined}
              className="transcript-line"
            >
              <span className="transcript-time">
                <span className="sr-only">{t("playFrom")} </span>
                <time dateTime={`PT${Math.floor(cue.start)}S`}>{formatClock(cue.start)}</time>
              </span>
              <span>{marked(cue.text, query.trim())}</span>
            </a>
          </li>
        ))}
      </ol>
      {downloadable ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON} onClick={copy}>
            {t("copy")}
          </button>
          <button type="button" className={BUTTON} onClick={() => saveFile(cuesToText(cues), "text/plain", `${name}.txt`)}>
            {t("downloadText")}
          </button>
          <button type="button" className={BUTTON} onClick={() => void downloadVtt()}>
            {t("downloadVtt")}
          </button>
          <p role="status" className="text-sm">
            {status}
          </p>
        </div>
      ) : null}
    </>
  );
}
