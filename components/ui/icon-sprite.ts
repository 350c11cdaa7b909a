// The icons of the pages' first load are symbols of one SVG file (icon-sprite.svg), drawn with
// <use>: their paths are neither in the JavaScript nor in the HTML. The bundler copies the file under
// a name of its content, cached for good, so a page's icons cost one request the first time only.
// `npm run icons` writes the file from the names the icons.ts files give iconSymbol();
// tests/unit/ui/first-load-icons.test.ts checks it against @mdi/js.
import type { StaticImageData } from "next/image";
import sprite from "./icon-sprite.svg";

const spriteUrl = (sprite as StaticImageData).src;

/** The URL of the sprite's symbol for an icon of @mdi/js, named as there ("mdiMenu"). */
export function iconSymbol(name: `mdi${string}`): string {
  return `${spriteUrl}#${name}`;
}
