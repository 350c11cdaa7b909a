// A Material Design icon (spec §9), drawn so it takes the text colour: from an @mdi/js path, inline;
// or from a symbol of a static SVG file (its URL, "/file.svg#id"), which the page fetches once. The
// pages' first load uses symbols (components/ui/icon-sprite.ts): their paths stay out of the
// JavaScript and the HTML.
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "viewBox"> & {
  /** An `mdi*` path from @mdi/js, or the URL of a symbol (iconSymbol; an SVG path never starts with "/"). */
  path: string;
  /** Size in px (width and height). */
  size?: number;
  /** When given, the icon is meaningful: it gets role="img" and this accessible name. */
  title?: string;
};

export function Icon({ path, size = 24, title, className, ...rest }: IconProps) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true, focusable: false };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      className={["inline-block shrink-0", className].filter(Boolean).join(" ")}
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {path.startsWith("/") ? <use href={path} /> : <path d={path} />}
    </svg>
  );
}
