// Small hand-made SVGs for the demo sites (logos, backgrounds, partner marks, category and plan
// artwork, avatars). Category artwork is a gradient with geometric shapes drawn from the slug's
// hash, so each category looks different and the files never change between runs.
import { createRng } from "./random";

const svg = (width: number, height: number, body: string, slice = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${slice ? ' preserveAspectRatio="xMidYMid slice"' : ""}>${body}</svg>\n`;

const FONT = `font-family="Roboto,Helvetica,Arial,sans-serif"`;

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Circles, squares and triangles in translucent white over a two-hue gradient. */
export function patternSvg(seed: string, width: number, height: number, shapes: number): string {
  const rng = createRng(`image:${seed}`);
  const hue = rng.int(0, 359);
  const body = [
    gradient("g", `hsl(${hue},48%,46%)`, `hsl(${(hue + rng.int(25, 70)) % 360},52%,28%)`),
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < shapes; i += 1) {
    const x = rng.int(0, width);
    const y = rng.int(0, height);
    const r = rng.int(Math.round(height / 10), Math.round(height / 2.5));
    const opacity = (rng.int(8, 24) / 100).toFixed(2);
    const kind = rng.int(0, 2);
    if (kind === 0) body.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
    else if (kind === 1)
      body.push(
        `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 6)}" transform="rotate(${rng.int(0, 89)} ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`,
      );
    else body.push(`<path d="M${x} ${y - r}L${x + r} ${y + r}H${x - r}Z" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  return svg(width, height, body.join(""), true);
}

export const categoryThumbnailSvg = (slug: string) => patternSvg(slug, 640, 360, 5);
export const categoryBackgroundSvg = (slug: string) => patternSvg(`${slug}-bg`, 1600, 500, 7);
export const planThumbnailSvg = (slug: string) => patternSvg(`plan-${slug}`, 640, 360, 4);

/** Archive logo for a light theme: violet monogram, dark name. */
export function archiveLogoSvg(): string {
  return svg(
    360,
    80,
    `<rect x="4" y="8" width="64" height="64" rx="14" fill="#884aff"/><path d="M20 26h32v6H39v26h-6V32H20z" fill="#fff"/><circle cx="52" cy="54" r="5" fill="#fff" fill-opacity=".7"/>` +
      `<text x="84" y="50" ${FONT} font-size="26" font-weight="500" fill="#1f1a2e">Testimony Archive</text>`,
  );
}

/** Studio logo for a dark theme: teal play mark, light name. */
export function studioLogoSvg(): string {
  return svg(
    320,
    80,
    `<circle cx="40" cy="40" r="32" fill="#00b3a4"/><path d="M32 24l26 16-26 16z" fill="#0b1f1d"/>` +
      `<text x="86" y="50" ${FONT} font-size="26" font-weight="500" fill="#f2f5f5">Studio Channel</text>`,
  );
}

/** Auth page background: pale violet waves behind the login card. */
export function authBackgroundSvg(): string {
  return svg(
    1920,
    1080,
    gradient("a", "#f3ecff", "#d9c7ff") +
      `<rect width="1920" height="1080" fill="url(#a)"/>` +
      `<path d="M0 760C320 640 640 900 960 780S1600 620 1920 720V1080H0z" fill="#884aff" fill-opacity=".14"/>` +
      `<path d="M0 880C360 780 720 1000 1080 900S1680 800 1920 860V1080H0z" fill="#884aff" fill-opacity=".2"/>` +
      `<circle cx="1580" cy="220" r="180" fill="#fff" fill-opacity=".35"/><circle cx="300" cy="260" r="110" fill="#fff" fill-opacity=".25"/>`,
    true,
  );
}

const PARTNER_MARKS: Record<string, { label: string; mark: string }> = {
  "partner-foundation": { label: "Foundation", mark: `<circle cx="30" cy="30" r="22" fill="none" stroke="#6b7a86" stroke-width="6"/>` },
  "partner-institute": {
    label: "Institute",
    mark: `<rect x="10" y="10" width="40" height="40" rx="4" fill="#6b7a86"/><rect x="22" y="22" width="16" height="16" fill="#fff"/>`,
  },
  "partner-fund": { label: "Culture Fund", mark: `<path d="M30 6l24 48H6z" fill="#6b7a86"/>` },
};

export const PARTNER_SLUGS = Object.keys(PARTNER_MARKS);

/** Mid-grey partner marks that read on light and dark footers alike. */
export function partnerLogoSvg(slug: string): string {
  const partner = PARTNER_MARKS[slug] ?? { label: slug, mark: "" };
  return svg(240, 60, `${partner.mark}<text x="66" y="38" ${FONT} font-size="20" font-weight="500" fill="#6b7a86">${partner.label}</text>`);
}

export function avatarSvg(letter: string, color: string): string {
  return svg(
    128,
    128,
    `<circle cx="64" cy="64" r="64" fill="${color}"/><text x="64" y="80" text-anchor="middle" ${FONT} font-size="48" fill="#fff">${letter}</text>`,
  );
}
