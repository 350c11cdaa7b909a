// `npm run icons`: writes components/ui/icon-sprite.svg, one symbol per icon that a components/*/icons.ts
// names with iconSymbol("mdi…"), each with its path from @mdi/js (why: components/ui/icon-sprite.ts).
import { readdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as mdi from "@mdi/js";

const root = path.resolve(import.meta.dirname, "..");
const components = path.join(root, "components");
const names = new Set();
for (const folder of readdirSync(components)) {
  const file = path.join(components, folder, "icons.ts");
  if (!existsSync(file)) continue;
  for (const match of readFileSync(file, "utf8").matchAll(/iconSymbol\("(mdi\w+)"\)/g)) names.add(match[1]);
}
const symbols = [...names].sort().map((name) => {
  if (!mdi[name]) throw new Error(`${name} is not an icon of @mdi/js`);
  return `<symbol id="${name}" viewBox="0 0 24 24"><path d="${mdi[name]}"/></symbol>`;
});
const out = path.join(components, "ui", "icon-sprite.svg");
// The root svg draws nothing; its size is there because the bundler reads one from any image.
writeFileSync(out, `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join("\n")}\n</svg>\n`);
console.log(`${path.relative(root, out)}: ${symbols.length} icons.`);
