/** @jest-environment node */
// "use client" marks where the browser's part of a page begins, not every module that runs there:
// a module imported only by client modules runs in the browser without it. So nothing but this
// test says that a module without the directive may use state, effects, event handlers or the
// browser: it checks that no page, layout or boundary renders such a module on the server.
import path from "node:path";
import { root, routeFiles, source, visit } from "../helpers/module-graph";

const entries = [...routeFiles(path.join(root, "app")), path.join(root, "app", "global-error.tsx")];

// Hooks that also run in server components (React's server build, next-intl's non-async APIs).
const SERVER_HOOKS = new Set([
  "use",
  "useId",
  "useMemo",
  "useCallback",
  "useTranslations",
  "useLocale",
  "useMessages",
  "useFormatter",
  "useNow",
  "useTimeZone",
]);

/** What in a module's source needs the browser, or is empty when nothing does. */
function clientOnly(file: string): string[] {
  // Comments and inline scripts' text may name browser APIs; only code counts.
  const code = source(file)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/`[^`]*`/g, "``");
  const found = [...code.matchAll(/\b(use[A-Z]\w*)\(/g)].map((match) => match[1] ?? "").filter((hook) => !SERVER_HOOKS.has(hook));
  if (/\bcreateContext\(/.test(code)) found.push("createContext");
  for (const [, handler] of code.matchAll(/\s(on[A-Z]\w*)=\{/g)) found.push(handler ?? "");
  for (const [, global] of code.matchAll(/\b(window|document|localStorage|sessionStorage|navigator)\./g)) found.push(global ?? "");
  return [...new Set(found)];
}

it('renders on the server no module that needs the browser and lacks "use client"', () => {
  const offenders = new Set<string>();
  for (const entry of entries) {
    visit(entry, (file, client) => {
      // The backend's modules are not React's (`window` there is a time window).
      if (client || !/\.tsx?$/.test(file) || file.startsWith(path.join(root, "backend"))) return;
      const needs = clientOnly(file);
      if (needs.length > 0) offenders.add(`${path.relative(root, file)}: ${needs.join(", ")}`);
    });
  }
  expect([...offenders].sort()).toEqual([]);
});
