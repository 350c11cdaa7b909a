import type { CSSProperties } from "react";
import { ensureContrast } from "@/lib/theme";
import type { TextField } from "./fields";

export type TextRole = "title" | "subtitle" | "text";

// fontSize 1–5 (default 2) on a scale per role, so a size-2 title still reads as a title.
const SCALES: Record<TextRole, readonly [string, string, string, string, string]> = {
  title: ["text-xl", "text-2xl md:text-3xl", "text-3xl md:text-4xl", "text-4xl md:text-5xl", "text-5xl md:text-6xl"],
  subtitle: ["text-base", "text-lg md:text-xl", "text-xl md:text-2xl", "text-2xl md:text-3xl", "text-3xl md:text-4xl"],
  text: ["text-sm", "text-base", "text-lg", "text-xl", "text-2xl"],
};

const ALIGN = { left: "text-left", center: "text-center", right: "text-right" } as const;

export function textFieldClasses(field: TextField, role: TextRole): string {
  return [
    SCALES[role][field.fontSize - 1] ?? SCALES[role][1],
    ALIGN[field.textAlign],
    field.fontIsBold ? "font-bold" : role === "title" ? "font-light" : "font-normal",
    field.fontIsItalic ? "italic" : "",
    "leading-snug whitespace-pre-line",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The editor's text colour; on a plain colour background it is nudged until it reaches WCAG AA
 * (an image background has a veil of that colour, see BackgroundImage).
 */
export function textFieldStyle(field: TextField, background: string | null): CSSProperties | undefined {
  if (!field.color) return undefined;
  return { color: background ? ensureContrast(field.color, background) : field.color };
}

type Props = { field: TextField | null; kind: TextRole; background: string | null; id?: string };

/** A Banner1 text: the title is an h2, the subtitle and text are paragraphs. */
export function BannerText({ field, kind, background, id }: Props) {
  if (!field?.text.trim()) return null;
  const Tag = kind === "title" ? "h2" : "p";
  return (
    <Tag id={id} className={textFieldClasses(field, kind)} style={textFieldStyle(field, background)}>
      {field.text}
    </Tag>
  );
}
