// A Material Design icon (spec §9) from an @mdi/js path, drawn inline so it takes the text colour;
// or a symbol of a static file of such icons (`symbol`: "/file.svg#id"), for markup the server
// renders many times over (the footer's social networks).
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "viewBox"> &
  ({ /** An `mdi*` path from @mdi/js. */ path: string; symbol?: never } | { path?: never; symbol: string }) & {
    /** Size in px (width and height). */
    size?: number;
    /** When given, the icon is meaningful: it gets role="img" and this accessible name. */
    title?: string;
  };

export function Icon({ path, symbol, size = 24, title, className, ...rest }: IconProps) {
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
      {symbol ? <use href={symbol} /> : <path d={path} />}
    </svg>
  );
}
