// The app's own import graph, read from the sources: what a route renders, which modules run in the
// browser, and which of them the browser loads only later (`import()`, next/dynamic).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(__dirname, "../../..");
export const localeDir = path.join(root, "app", "[site]", "[locale]");

const cache = new Map<string, string>();
export function source(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(file, "utf8");
    cache.set(file, text);
  }
  return text;
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g;

/** Specifiers a module imports: static imports and re-exports (not type-only ones), and `import("…")` unless `lazy` is false. */
export const specifiers = (file: string, { lazy = true } = {}) =>
  [...source(file).matchAll(STATIC_IMPORT), ...(lazy ? source(file).matchAll(DYNAMIC_IMPORT) : [])].map((match) => match[1] ?? "");

/** The app's modules a module imports (packages left out). */
export const imports = (file: string, options?: { lazy?: boolean }) =>
  specifiers(file, options)
    .map((spec) => resolveImport(file, spec))
    .filter((resolved): resolved is string => resolved !== null);

export const isClient = (file: string) => /^\s*["']use client["']/.test(source(file));

/**
 * Visits every module `entry` renders, each with whether it runs in the browser: a "use client"
 * module and whatever it imports do, whatever it says. With `lazy: false` the browser's part stops
 * at `import()` (next/dynamic's dialogs and drawers): what is left is the page's first load.
 */
export function visit(entry: string, onModule: (file: string, client: boolean) => void, { lazy = true } = {}): void {
  const seen = new Set<string>();
  const queue: Array<[string, boolean]> = [[entry, false]];
  while (queue.length) {
    const [file, fromClient] = queue.pop() ?? [entry, false];
    const client = fromClient || isClient(file);
    const key = `${file}\0${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    onModule(file, client);
    for (const next of imports(file, { lazy: lazy || !client })) queue.push([next, client]);
  }
}

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** What a route segment renders besides its layout and page. */
export const BOUNDARIES = ["error.tsx", "not-found.tsx", "loading.tsx", "template.tsx"];

/** Every page, layout and boundary under `dir`. */
export const routeFiles = (dir: string) =>
  walk(dir).filter((file) => {
    const name = path.basename(file);
    return name === "page.tsx" || name === "layout.tsx" || BOUNDARIES.includes(name);
  });
