/** @jest-environment node */
// A public page's first load takes its icons from components/ui/icons.ts or its own folder's
// icons.ts, never from @mdi/js (why: components/ui/icons.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import * as mdi from "@mdi/js";
import { localeDir, root, routeFiles, specifiers, visit, walk } from "../helpers/module-graph";

const entries = [
  ...routeFiles(localeDir).filter((file) => !file.includes(`${path.sep}admin${path.sep}`)),
  ...routeFiles(path.join(root, "app", "[site]", "embed")),
];
const iconFiles = walk(path.join(root, "components")).filter((file) => path.basename(file) === "icons.ts");

it("no module of a public page's first load imports @mdi/js, or another feature's icons", () => {
  const offenders = new Set<string>();
  for (const entry of entries) {
    visit(
      entry,
      (file, client) => {
        if (!client) return;
        for (const spec of specifiers(file, { lazy: false })) {
          const foreign = /\/icons$/.test(spec) && spec !== "./icons" && spec !== "@/components/ui/icons";
          if (spec === "@mdi/js" || foreign) offenders.add(`${path.relative(root, file)}: ${spec}`);
        }
      },
      { lazy: false },
    );
  }
  expect([...offenders].sort()).toEqual([]);
});

const spriteFile = path.join(root, "components", "ui", "icon-sprite.svg");
/** The sprite's symbols: id → path. */
function spriteSymbols(): Map<string, string> {
  const svg = readFileSync(spriteFile, "utf8");
  return new Map(
    [...svg.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)].map((m): [string, string] => [
      m[1] ?? "",
      m[2] ?? "",
    ]),
  );
}

it.each(iconFiles.map((file) => [path.relative(root, file), file]))(
  "%s names symbols of the sprite that hold the paths of @mdi/js under their names there",
  async (_, file) => {
    const library: Record<string, string> = mdi;
    const symbols = spriteSymbols();
    const icons = (await import(file)) as Record<string, string>;
    expect(Object.keys(icons).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(icons)) {
      // In Jest the sprite's URL is next/jest's file stub.
      expect([name, value]).toEqual([name, `/img.jpg#${name}`]);
      expect([name, symbols.get(name)]).toEqual([name, library[name]]);
    }
  },
);

it("the sprite holds only icons that an icons.ts names (npm run icons writes it)", async () => {
  const named = new Set<string>();
  for (const file of iconFiles) for (const name of Object.keys((await import(file)) as Record<string, string>)) named.add(name);
  expect([...spriteSymbols().keys()].sort()).toEqual([...named].sort());
});
