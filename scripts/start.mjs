#!/usr/bin/env node
// `npm start`: build when there is no build yet, then serve on PORT (3000). The server migrates
// the database and seeds the demo sites on an empty database at its first request.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3000";
const server = path.join(root, "dist", "server", "main.js");

if (!existsSync(path.join(root, ".next", "BUILD_ID")) || !existsSync(server)) {
  console.log("No build found: building the site first (a few minutes, once).");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The framework's server, compiled (server/main.ts): no TypeScript at run time.
const child = spawn(process.execPath, [server], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", PORT: port },
});

// Warm up: open the database (migrate, seed if empty) before the first visitor arrives.
const warm = async () => {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/public/websites/v1/website/`);
      if (res.ok) {
        console.log(`Ready on http://localhost:${port}`);
        return;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error("The server did not answer within 60 s.");
};
void warm();

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
