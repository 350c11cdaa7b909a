/** @jest-environment node */
// The footer's social icons are symbols of one static file (why: components/layout/footer.tsx).
import { readFileSync } from "node:fs";
import path from "node:path";
import * as mdi from "@mdi/js";
import { SOCIAL_ICONS_URL, SOCIAL_KINDS } from "@/components/layout/footer";

const file = readFileSync(path.join(__dirname, "../../../public", SOCIAL_ICONS_URL), "utf8");
const symbols = new Map(
  [...file.matchAll(/<symbol id="([a-z]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)].map((m) => [m[1] ?? "", m[2] ?? ""]),
);
const library: Record<string, string> = mdi;
const mdiName = (kind: string) => `mdi${kind[0]?.toUpperCase()}${kind.slice(1)}`;

it("holds a symbol for each social network and for any other link, with @mdi/js's path", () => {
  expect([...symbols.keys()].sort()).toEqual([...SOCIAL_KINDS, "web"].sort());
  for (const [kind, path] of symbols) expect([kind, path]).toEqual([kind, library[mdiName(kind)]]);
});
