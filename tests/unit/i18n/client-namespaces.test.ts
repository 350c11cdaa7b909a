/** @jest-environment node */
// The browser receives only the message namespaces of CLIENT_NAMESPACES (lib/i18n/client-messages).
// This walks the imports of every client module ("use client" and what it imports, which runs in the
// browser too) and checks that each namespace they translate with is among them.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN_NAMESPACES, CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";

const root = path.resolve(__dirname, "../../..");
const SOURCES = ["app", "components", "lib"];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
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

const source = (file: string) => readFileSync(file, "utf8");
const imports = (file: string) =>
  [...source(file).matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)]
    .map((match) => resolveImport(file, match[1] ?? ""))
    .filter((resolved): resolved is string => resolved !== null);

/** Top-level namespaces translated in the browser from `entries` and everything they import. */
function clientNamespaces(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const found = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (!file) break;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = source(file);
    for (const [, namespace = ""] of text.matchAll(/useTranslations\(\s*"([^".]+)/g)) found.set(namespace, path.relative(root, file));
    // Without a namespace it would need every message.
    if (/useTranslations\(\s*\)/.test(text)) found.set("(all)", path.relative(root, file));
    // A namespace passed in as a prop (NotFoundView): the literal union of its type.
    for (const [, union = ""] of text.matchAll(/{\s*namespace\?:\s*([^}]+)}/g)) {
      for (const [, namespace = ""] of union.matchAll(/"(\w+)"/g)) found.set(namespace, path.relative(root, file));
    }
    queue.push(...imports(file));
  }
  return found;
}

const files = SOURCES.flatMap((dir) => walk(path.join(root, dir)));
const isClient = (file: string) => /^\s*["']use client["']/.test(source(file));
const isAdmin = (file: string) => /[/\\](admin|editor)[/\\]/.test(path.relative(root, file));

it("sends the browser every namespace the public client components use", () => {
  const missing = [...clientNamespaces(files.filter((file) => isClient(file) && !isAdmin(file)))].filter(
    ([namespace]) => !CLIENT_NAMESPACES.includes(namespace),
  );
  expect(missing).toEqual([]);
});

it("sends members' pages the namespaces of the admin and editor components as well", () => {
  const all = [...CLIENT_NAMESPACES, ...ADMIN_NAMESPACES];
  const missing = [...clientNamespaces(files.filter(isClient))].filter(([namespace]) => !all.includes(namespace));
  expect(missing).toEqual([]);
});
