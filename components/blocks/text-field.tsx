import type { CSSProperties } from "react";
import type { FONT_FAMILIES } from "@/lib/editor/blocks";
import { ensureContrast } from "@/lib/theme";
import type { TextField } from "./fields";

export type TextRole = "title" | "subtitle" | "text";
type FontFamily = (typeof FONT_FAMILIES)[number];

// The editor's fonts as system / web-safe stacks (nothing is downloaded): Roboto is the site's own
// font, so it is inherited; the others name the font first (used when the visitor has it) and then
// the closest fonts every system ships.
const FONT_STACKS: Record<FontFamily, string | undefined> = {
  Roboto: undefined,
  Georgia: 'Georgia, Cambria, "Times New Roman", Times, serif',
  Merriweather: 'Merriweather, Georgia, Cambria, "Times New Roman", Times, serif',
  Montserrat: 'Montserrat, "Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  Courier: '"Courier New", Courier, ui-monospace, monospace',
};

/** The CSS font-family of an editor font; undefined for Roboto (the site font, inherited). */
export function fontStack(family: FontFamily): string | undefined {
  return FONT_STACKS[family];
}

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
 * The editor's font and text colour. On a plain colour background the colour is nudged until it
 * reaches WCAG AA; on an image (`background` null) it is used as given, over a scrim or the
 * background's veil (see BackgroundImage, Scrim).
 */
export function textFieldStyle(field: TextField, background: string | null): CSSProperties | undefined {
  const fontFamily = fontStack(field.fontFamily);
  const color = field.color ? (background ? ensureContrast(field.color, background) : field.color) : undefined;
  if (!fontFamily && !color) return undefined;
  return { fontFamily, color };
}

type Props = { field: TextField | null; kind: TextRole; background: string | null; id?: string; className?: string };

/** A block's text in the editor's styles: the title is an h2 (the page's h1 is the site name), the others paragraphs. */
export function BlockText({ field, kind, background, id, className }: Props) {
  if (!field?.text.trim()) return null;
  const Tag = kind === "title" ? "h2" : "p";
  return (
    <Tag id={id} className={[textFieldClasses(field, kind), className].filter(Boolean).join(" ")} style={textFieldStyle(field, background)}>
      {field.text}
    </Tag>
  );
}
