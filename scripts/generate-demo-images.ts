// Writes the demo sites' SVG artwork into public/demo/ (run once; the files are committed):
//   npx tsx scripts/generate-demo-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allCategorySlugs } from "../backend/seed/categories";
import {
  PARTNER_SLUGS,
  archiveLogoSvg,
  authBackgroundSvg,
  avatarSvg,
  categoryBackgroundSvg,
  categoryThumbnailSvg,
  partnerLogoSvg,
  planThumbnailSvg,
  studioLogoSvg,
} from "../backend/seed/images";
import { PLAN_SLUGS } from "../backend/seed/plans";

const root = path.join(process.cwd(), "public", "demo");
let total = 0;
let count = 0;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += Buffer.byteLength(content);
  count += 1;
}

write("archive-logo.svg", archiveLogoSvg());
write("studio-logo.svg", studioLogoSvg());
write("archive-auth-bg.svg", authBackgroundSvg());
for (const slug of PARTNER_SLUGS) write(`partners/${slug}.svg`, partnerLogoSvg(slug));
for (const slug of allCategorySlugs()) {
  write(`categories/${slug}.svg`, categoryThumbnailSvg(slug));
  write(`categories/${slug}-bg.svg`, categoryBackgroundSvg(slug));
}
for (const slug of PLAN_SLUGS) write(`plans/${slug}.svg`, planThumbnailSvg(slug));
["#884aff", "#00897b", "#c2185b"].forEach((color, i) => write(`avatars/avatar-${i + 1}.svg`, avatarSvg("ABC".charAt(i), color)));

console.log(`Wrote ${count} files (${Math.round(total / 1024)} KB) in ${path.relative(process.cwd(), root)}/`);
