/** @jest-environment node */
// A public page's first load takes its icons from components/ui/icons.ts or its own folder's
// icons.ts, never from @mdi/js (why: components/ui/icons.ts).
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

it.each(iconFiles.map((file) => [path.relative(root, file), file]))(
  "%s holds paths of @mdi/js, under their names there",
  async (_, file) => {
    const library: Record<string, string> = mdi;
    const icons = (await import(file)) as Record<string, string>;
    expect(Object.keys(icons).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(icons)) expect([name, value]).toEqual([name, library[name]]);
  },
);
