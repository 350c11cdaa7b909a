// The framework's empty page, measured by `npm run lighthouse` beside ours: one heading and one
// paragraph, no style sheet, no font, built with the framework version this checkout installed. Its
// figures are this machine's floor: what any page of the framework scores here before it holds
// anything of ours. Simulated throttling scales the CPU time the machine took, so a slow machine
// costs the empty page points too (docs/performance.md).
//
// Built once into a folder of the system's temporary directory, again when the framework's version
// or these sources change. Not inside the checkout: the framework would take the site's own
// instrumentation and proxy files at the workspace's root into the empty page's build.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { answers200, stopProcess, waitFor } from "./processes.mjs";
import { nextBin, root, run } from "./prod-server.mjs";

/** One folder per checkout: two checkouts on one machine do not rebuild each other's. */
const dir = path.join(os.tmpdir(), `testimony-framework-reference-${createHash("sha256").update(root).digest("hex").slice(0, 12)}`);
/** The folder holding both the empty page and the checkout's packages (linked): the bundler compiles
 * nothing outside its root. */
function commonRoot(a, b) {
  const outside = (from) => {
    const rel = path.relative(from, b);
    return rel === ".." || rel.startsWith(`..${path.sep}`);
  };
  let folder = path.resolve(a);
  while (outside(folder)) folder = path.dirname(folder);
  return folder;
}

const SOURCES = {
  "package.json": `${JSON.stringify({ name: "framework-reference", private: true }, null, 2)}\n`,
  // The framework's defaults, not the site's configuration.
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(commonRoot(dir, root))} } };\n`,
  "app/layout.jsx": `export const metadata = {
  title: "An empty page",
  description: "The framework's empty page: the floor every page of the site is measured against.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // Linked from the page's head, so that the browser does not ask for a /favicon.ico that is not there.
  "app/icon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>An empty page</h1>
      <p>One heading and one paragraph.</p>
    </main>
  );
}
`,
};

/** What the build is made of: the framework's version and the sources above. */
function stamp() {
  const { version } = JSON.parse(readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8"));
  return createHash("sha256")
    .update(JSON.stringify([version, SOURCES]))
    .digest("hex");
}

/** Builds the empty page unless the build at hand is of the same framework and sources. */
export async function buildReference() {
  const wanted = stamp();
  const stampFile = path.join(dir, ".stamp");
  if (existsSync(path.join(dir, ".next", "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) return;
  console.log("Building the framework's empty page (the machine's reference; once per framework version)…");
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  await run(process.execPath, [nextBin, "build"], { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }, dir);
  writeFileSync(stampFile, wanted);
}

/**
 * Starts the empty page's server on 127.0.0.1:`port` (its log in `logFile`). `ready` resolves once
 * the page answers; `stop` stops the server, whenever it is called (register it before waiting).
 */
export function startReference(port, logFile) {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", out, out],
  });
  const ready = waitFor(`the framework's empty page on port ${port} (log: ${logFile})`, () => answers200(`http://127.0.0.1:${port}/`), {
    timeoutMs: 60_000,
    alive: () => child.exitCode === null,
  });
  return { ready, stop: () => stopProcess(child) };
}
