import type { CSSProperties } from "react";
import { Link } from "@/lib/i18n/navigation";
import { ensureContrast } from "@/lib/theme";
import type { ButtonField } from "./fields";

// Spec §2 (editor rule for button links): a link is used as given when it starts with http://,
// https:// or / (a path of this site); otherwise http:// is prepended ("example.org" → "http://example.org").

export function bannerHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  if (/^(https?:\/\/|\/)/i.test(href)) return href;
  return `http://${href}`;
}

/** A path inside this site ("/medias"), which keeps the page's locale; "//host" is not one. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

const SIZE: Record<string, string> = {
  "x-small": "px-3 py-1 text-xs",
  small: "px-4 py-1.5 text-sm",
  large: "px-6 py-3 text-base",
  "x-large": "px-8 py-4 text-lg",
};
const SHAPE: Record<string, string> = { rounded: "rounded-full", pill: "rounded-full", tile: "rounded-none" };

function buttonStyle(button: ButtonField): CSSProperties {
  if (button.variant === "outlined" || button.variant === "text") {
    return { color: button.color, borderColor: button.variant === "outlined" ? button.color : "transparent" };
  }
  // flat / elevated: the editor's colours, the label nudged to stay readable on the button.
  return { backgroundColor: button.color, color: ensureContrast(button.colorText, button.color), borderColor: button.color };
}

/** The Banner1 button: a link (spec §2 href rule); site paths go through the locale-aware Link. */
export function BannerButton({ button, className: extra }: { button: ButtonField | null; className?: string }) {
  const href = button ? bannerHref(button.href) : null;
  if (!button || !href || !button.text.trim()) return null;
  const className = [
    "inline-flex w-fit items-center justify-center border-2 font-medium shadow-sm transition-opacity hover:opacity-90 motion-reduce:transition-none",
    SIZE[button.size] ?? "px-5 py-2.5 text-sm",
    SHAPE[button.shape] ?? "rounded-md",
    extra,
  ].join(" ");
  const style = buttonStyle(button);
  if (isInternalHref(href)) {
    return (
      <Link href={href} className={className} style={style}>
        {button.text}
      </Link>
    );
  }
  return (
    <a href={href} className={className} style={style} rel="noopener">
      {button.text}
    </a>
  );
}
