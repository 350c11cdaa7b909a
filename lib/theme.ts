// Spec §9 colours turned into CSS custom properties, with WCAG 2.x contrast guarantees:
// the site owner picks any primary colour, and we derive text colours that stay readable.
import type { WebsiteSettings } from "@/lib/api/schemas";

export const DEFAULT_PRIMARY = "#884aff";
export const SECONDARY = "#a4a5a8";
const SURFACE = { light: "#eeeeee", dark: "#000000" } as const;
// The spec gives only the surface; the backgrounds are the usual Material light/dark ones.
const BACKGROUND = { light: "#ffffff", dark: "#121212" } as const;
const TEXT = { light: "#1f1f1f", dark: "#ffffff" } as const;
const BLACK = "#000000";
const WHITE = "#ffffff";

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa (alpha is ignored); null when invalid. */
export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join("");
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function rgbOf(color: string): Rgb {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  return rgb;
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgbOf(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with `background`. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, i) => channel + ((to[i] ?? 0) - channel) * amount) as unknown as Rgb;
}

/**
 * `color` itself when it already reaches `target` contrast on `background`; otherwise the
 * smallest step towards black (light background) or white (dark background) that does.
 */
export function ensureContrast(color: string, background: string, target: number = AA_TEXT): string {
  const start = rgbOf(color);
  const normalised = toHex(start);
  if (contrastRatio(normalised, background) >= target) return normalised;
  const towards = rgbOf(readableOn(background));
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(mix(start, towards, step / 20));
    if (contrastRatio(candidate, background) >= target) return candidate;
  }
  return toHex(towards);
}

/** Both backgrounds of a theme lie on the same side (light or dark), so the two steps agree. */
function readableOnBoth(color: string, background: string, surface: string): string {
  return ensureContrast(ensureContrast(color, background), surface);
}

export type ThemeSettings = Pick<WebsiteSettings, "colors_primary" | "colors_theme">;

/** `light` or `dark`, for the `color-scheme` property and the toaster. */
export function themeMode(settings: Pick<WebsiteSettings, "colors_theme">): "light" | "dark" {
  return settings.colors_theme === "dark" ? "dark" : "light";
}

/**
 * The CSS custom properties of a site, to set as `style` on `<html>` (or `<body>`) so that
 * portalled dialogs and menus inherit them too. app/globals.css maps them to Tailwind colours.
 */
export function themeVariables(settings: ThemeSettings): Record<string, string> {
  const mode = themeMode(settings);
  const primary = parseHex(settings.colors_primary) ? toHex(rgbOf(settings.colors_primary)) : DEFAULT_PRIMARY;
  const surface = SURFACE[mode];
  const background = BACKGROUND[mode];
  return {
    "--color-primary": primary,
    "--color-on-primary": readableOn(primary),
    "--color-secondary": SECONDARY,
    "--color-surface": surface,
    "--color-background": background,
    "--color-on-surface": ensureContrast(ensureContrast(TEXT[mode], surface), background),
    // Muted text and primary-coloured text appear on both the page and the bars.
    "--color-muted": readableOnBoth(SECONDARY, background, surface),
    "--color-primary-text": readableOnBoth(primary, background, surface),
    // Read by globals.css as `color-scheme`, so form controls and scrollbars match the theme.
    "--color-scheme": mode,
  };
}
