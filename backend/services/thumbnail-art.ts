// Thumbnails without a frame (services/thumbnails.ts): each media or playlist gets a 16:9 picture drawn from
// a hash of its uid — a two-hue gradient, soft light spots and film-strip edges
// (no play mark: cards draw one when the item can be played).
// The same uid always gives the same picture.
import { createHash } from "node:crypto";

/** Bump when the drawing changes, so cached files and ETags change with it. */
export const THUMBNAIL_ART_VERSION = 3;

const VIEW_W = 1600;
const VIEW_H = 900;

function bytesOf(uid: string): Buffer {
  return createHash("sha256").update(`thumbnail:v${THUMBNAIL_ART_VERSION}:${uid}`).digest();
}

function filmStrip(y: number): string {
  const holes: string[] = [];
  for (let x = 28; x < VIEW_W; x += 64) holes.push(`<rect x="${x}" y="${y + 18}" width="30" height="22" rx="5"/>`);
  return `<rect x="0" y="${y}" width="${VIEW_W}" height="58" fill="#000" fill-opacity="0.28"/><g fill="#fff" fill-opacity="0.22">${holes.join("")}</g>`;
}

/** An SVG of `width` × 9/16 px; `playlist` stacks two frames in the middle. */
export function thumbnailSvg(uid: string, width: number, kind: "media" | "playlist"): string {
  const b = bytesOf(uid);
  const at = (i: number) => b[i % b.length] ?? 0;
  const hue = (at(0) * 256 + at(1)) % 360;
  const hue2 = (hue + 25 + (at(2) % 70)) % 360;
  const angle = at(3) % 2 === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const spots = Array.from({ length: 5 }, (_, i) => {
    const cx = (at(4 + i * 3) / 255) * VIEW_W;
    const cy = 80 + (at(5 + i * 3) / 255) * (VIEW_H - 160);
    const r = 90 + (at(6 + i * 3) / 255) * 260;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#spot)"/>`;
  }).join("");
  // A playlist: two frames stacked in the middle.
  const frame = (dx: number, opacity: number) =>
    `<rect x="${VIEW_W / 2 - 170 + dx}" y="${VIEW_H / 2 - 120 - dx}" width="340" height="210" rx="18" fill="#fff" fill-opacity="${opacity}" stroke="#fff" stroke-opacity="0.4" stroke-width="6"/>`;
  const stack = kind === "playlist" ? frame(48, 0.08) + frame(24, 0.12) : "";
  const height = Math.round((width * 9) / 16);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`,
    "<defs>",
    `<linearGradient id="bg" ${angle}><stop offset="0" stop-color="hsl(${hue},50%,42%)"/><stop offset="1" stop-color="hsl(${hue2},55%,20%)"/></linearGradient>`,
    '<radialGradient id="spot"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>',
    "</defs>",
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#bg)"/>`,
    spots,
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#vignette)"/>`,
    filmStrip(0),
    filmStrip(VIEW_H - 58),
    stack,
    "</svg>",
  ].join("");
}
