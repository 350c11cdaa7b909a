import type { CSSProperties } from "react";
import { buttonHref } from "@/lib/editor/blocks";
import { Link } from "@/lib/i18n/navigation";
import { ensureContrast } from "@/lib/theme";
import type { ButtonField } from "./fields";
import { fontStack } from "./text-field";

/**
 * Where a block's button goes: the editor's rule (`buttonHref`: site paths, http(s) URLs and the
 * site's own origin as given, anything else behind `https://`), then only a site path or an
 * http(s) URL is kept, so no value (javascript:, data:, "/\host"…) can become a script or
 * scheme-relative link. Empty: no button.
 */
export function blockButtonHref(raw: string, siteOrigin: string): string {
  const href = buttonHref(raw, siteOrigin);
  return /^https?:\/\/[^/\\\s]/i.test(href) || /^\/(?![/\\])/.test(href) ? href : "";
}

/** A path inside this site ("/medias"), which keeps the page's locale; "//host" is not one. */
function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

// Every size keeps the 44 px touch target (min-h-touch).
const SIZE: Record<ButtonField["size"], string> = {
  small: "min-h-touch px-4 py-2 text-sm",
  medium: "min-h-touch px-5 py-2.5 text-base",
  large: "min-h-[52px] px-7 py-3 text-lg",
};
const SHAPE: Record<ButtonField["shape"], string> = { rounded: "rounded-md", square: "rounded-none", pill: "rounded-full" };
const VARIANT: Record<ButtonField["variant"], string> = {
  flat: "border-2 shadow-sm hover:opacity-90",
  outlined: "border-2 bg-transparent hover:bg-current/10",
  text: "border-2 border-transparent bg-transparent underline-offset-4 hover:underline",
};

/** `color` is the button's colour (a flat button's fill, an outlined one's border), `colorText` its label. */
function buttonStyle(button: ButtonField): CSSProperties {
  const fontFamily = fontStack(button.fontFamily);
  if (button.variant === "flat") {
    // The label is nudged only as far as it needs to stay readable on the fill.
    return { fontFamily, backgroundColor: button.color, borderColor: button.color, color: ensureContrast(button.colorText, button.color) };
  }
  if (button.variant === "outlined") return { fontFamily, borderColor: button.color, color: button.colorText };
  return { fontFamily, color: button.colorText, textDecorationColor: button.color };
}

type Props = { button: ButtonField | null; siteOrigin: string; className?: string };

/** A block's button: a link (site paths through the locale-aware Link); no text or no link, no button. */
export function BlockButton({ button, siteOrigin, className: extra }: Props) {
  const href = button ? blockButtonHref(button.href, siteOrigin) : "";
  if (!button || !href || !button.text.trim()) return null;
  const className = [
    "inline-flex w-fit max-w-full items-center justify-center text-center font-medium transition motion-reduce:transition-none",
    // A two-tone focus ring (white inside, black outside) shows on any background or image.
    "focus-visible:shadow-[0_0_0_2px_#fff] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black",
    SIZE[button.size],
    SHAPE[button.shape],
    VARIANT[button.variant],
    extra,
  ]
    .filter(Boolean)
    .join(" ");
  const data = { "data-variant": button.variant, "data-size": button.size, "data-shape": button.shape };
  const style = buttonStyle(button);
  if (isInternalHref(href)) {
    return (
      <Link href={href} className={className} style={style} {...data}>
        {button.text}
      </Link>
    );
  }
  return (
    <a href={href} className={className} style={style} {...data}>
      {button.text}
    </a>
  );
}
