// Plain text whose web links become clickable (the outbox's mails hold invitation, reset and My
// List links). Only http(s) addresses become links; everything else stays text, never HTML.
import type { ReactNode } from "react";

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const nodes: ReactNode[] = splitLinks(text).map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="break-all text-primary-text underline">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <p className={["whitespace-pre-wrap break-words", className].filter(Boolean).join(" ")}>{nodes}</p>;
}
