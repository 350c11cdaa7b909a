/** @jest-environment node */
// The browser receives the message namespaces of SHELL_NAMESPACES from the site layout, plus, on
// each route, those its page or layouts name with <PageMessages namespaces={ROUTE_NAMESPACES.x}>
// (lib/i18n/client-messages). For every file a route segment renders (page, layouts, error and
// not-found views), this walks its imports – server modules to find the client modules they render,
// client modules ("use client" and whatever they import, which runs in the browser too) for the
// namespaces they translate with – and checks that each namespace reaches the browser there.
import { existsSync } from "node:fs";
import path from "node:path";
import { ADMIN_NAMESPACES, PUBLIC_CLIENT_NAMESPACES, ROUTE_NAMESPACES, SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import { BOUNDARIES, localeDir, root, routeFiles as routeFilesUnder, source, visit } from "../helpers/module-graph";

const adminDir = path.join(localeDir, "admin");

/** Namespaces a module translates with in the browser. */
function namespacesOf(file: string): string[] {
  const text = source(file);
  const found = [...text.matchAll(/useTranslations\(\s*"([^".]+)/g)].map((match) => match[1] ?? "");
  // Without a namespace it would need every message.
  if (/useTranslations\(\s*\)/.test(text)) found.push("(all)");
  // A namespace passed in as a prop (NotFoundView): its default, or every member of its type's union.
  for (const [, union = ""] of text.matchAll(/{\s*namespace\?:\s*([^}]+)}/g)) {
    const fallback = /\bnamespace\s*=\s*"(\w+)"/.exec(text);
    if (fallback?.[1]) found.push(fallback[1]);
    else for (const [, namespace = ""] of union.matchAll(/"(\w+)"/g)) found.push(namespace);
  }
  return found;
}

/** Namespaces a module passes to a client component's `namespace` prop (`<NotFoundView namespace="…" />`). */
const namespaceProps = (file: string) =>
  [...source(file).matchAll(/<[A-Z][\w.]*\b[^>]*?\snamespace="(\w+)"/g)].map((match) => match[1] ?? "");

/** Namespaces translated in the browser by what `entry` renders, each with a module that uses it. */
function clientNamespaces(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  visit(entry, (file, client) => {
    const named = [...namespaceProps(file), ...(client ? namespacesOf(file) : [])];
    for (const namespace of named) if (!found.has(namespace)) found.set(namespace, path.relative(root, file));
  });
  return found;
}

type RouteKey = keyof typeof ROUTE_NAMESPACES;
const routeKeys = Object.keys(ROUTE_NAMESPACES) as RouteKey[];
const routeList = (key: RouteKey): readonly string[] => ROUTE_NAMESPACES[key];
const shell = new Set<string>(SHELL_NAMESPACES);

/** The route lists a page or layout sends with <PageMessages>; anything else it passes fails the test. */
function pageMessageLists(file: string): RouteKey[] {
  const uses = [...source(file).matchAll(/<PageMessages\b[^>]*>/g)].map(([tag]) => tag);
  const lists = uses.map((tag) => {
    const key = /\bnamespaces=\{ROUTE_NAMESPACES\.(\w+)\}/.exec(tag)?.[1];
    const known = routeKeys.find((route) => route === key);
    if (!known) throw new Error(`${path.relative(root, file)}: <PageMessages> should name a list of ROUTE_NAMESPACES: ${tag}`);
    return known;
  });
  // A page's not-found answer sends the not-found list itself (components/layout/not-found-answer.tsx).
  return /<NotFoundAnswer\b/.test(source(file)) ? [...lists, "notFound"] : lists;
}

/** Layouts from below the site layout down to `dir`, outermost first. */
function layoutsDownTo(dir: string): string[] {
  const relative = path.relative(localeDir, dir);
  const parts = relative ? relative.split(path.sep) : [];
  return parts.map((_, index) => path.join(localeDir, ...parts.slice(0, index + 1), "layout.tsx")).filter((file) => existsSync(file));
}

const isAdmin = (file: string) => file.startsWith(`${adminDir}${path.sep}`);
const routeFiles = routeFilesUnder(localeDir);
const siteLayout = path.join(localeDir, "layout.tsx");

/** What the browser has of the messages where `file` renders (the site layout's shell included). */
function sent(file: string): { namespaces: Set<string>; lists: RouteKey[] } {
  // The members' area replaces the site layout's messages with every public namespace and its own.
  if (isAdmin(file)) return { namespaces: new Set([...PUBLIC_CLIENT_NAMESPACES, ...ADMIN_NAMESPACES]), lists: [] };
  const dir = path.dirname(file);
  // A page sits inside its layouts' scopes and its own; a layout counts its own (it wraps its output).
  const scoped = [...layoutsDownTo(dir), ...(path.basename(file) === "page.tsx" ? [file] : [])];
  const lists = scoped.flatMap(pageMessageLists);
  return { namespaces: new Set([...shell, ...lists.flatMap(routeList)]), lists };
}

const publicFiles = routeFiles.filter((file) => file !== siteLayout && !isAdmin(file));
const adminFiles = routeFiles.filter(isAdmin);
const label = (file: string) => path.relative(localeDir, file);

it("sends the shell's namespaces from the site layout, and they cover the frame's client components", () => {
  expect(source(siteLayout)).toMatch(/pickMessages\(await getMessages\(\), SHELL_NAMESPACES\)/);
  const missing = [...clientNamespaces(siteLayout)].filter(([namespace]) => !shell.has(namespace));
  expect(missing).toEqual([]);
});

it.each(publicFiles.map((file) => [label(file), file]))("%s: its client components get every namespace they use", (_, file) => {
  const { namespaces } = sent(file);
  const missing = [...clientNamespaces(file)].filter(([namespace]) => !namespaces.has(namespace));
  expect(missing).toEqual([]);
});

it("sends members' pages every public namespace and the admin and editor ones", () => {
  expect(source(path.join(adminDir, "layout.tsx"))).toMatch(/\[\.\.\.PUBLIC_CLIENT_NAMESPACES, \.\.\.ADMIN_NAMESPACES\]/);
  const allowed = new Set<string>([...PUBLIC_CLIENT_NAMESPACES, ...ADMIN_NAMESPACES]);
  const missing = adminFiles.flatMap((file) =>
    [...clientNamespaces(file)].filter(([namespace]) => !allowed.has(namespace)).map((entry) => [label(file), ...entry]),
  );
  expect(missing).toEqual([]);
});

it("sends nothing twice and nothing unused", () => {
  // A route's list adds to the shell: repeating a shell namespace is a mistake.
  const repeated = routeKeys.flatMap((key) =>
    routeList(key)
      .filter((namespace) => shell.has(namespace))
      .map((namespace) => `${key}: ${namespace}`),
  );
  expect(repeated).toEqual([]);

  // Each list's namespaces are used by what renders in its scope: the shell's by the frame and the
  // views that can replace any page, a route's by the files that send it and what they wrap.
  const used = new Map<string, Set<string>>([["shell", new Set(clientNamespaces(siteLayout).keys())]]);
  const markUsed = (key: string, namespaces: Iterable<string>) => {
    const set = used.get(key) ?? new Set<string>();
    for (const namespace of namespaces) set.add(namespace);
    used.set(key, set);
  };
  for (const file of publicFiles) {
    const names = [...clientNamespaces(file).keys()];
    if (path.dirname(file) === localeDir && BOUNDARIES.includes(path.basename(file))) markUsed("shell", names);
    for (const key of sent(file).lists) markUsed(key, names);
  }
  const unused = [
    ...SHELL_NAMESPACES.filter((namespace) => !used.get("shell")?.has(namespace)).map((namespace) => `shell: ${namespace}`),
    ...routeKeys.flatMap((key) =>
      routeList(key)
        .filter((namespace) => !used.get(key)?.has(namespace))
        .map((namespace) => `${key}: ${namespace}`),
    ),
  ];
  expect(unused).toEqual([]);
});
