#!/usr/bin/env node
// `npm run stats`: the share of client components, that is of the .tsx files outside tests/ whose
// first statement is the "use client" directive, with the count per folder. Every client component
// is code a visitor's browser downloads and runs; the rest render on the server only.
// A report: it exits 0, unless `--max <percent>` is given and the share is above it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SKIPPED = new Set(["node_modules", "tests", "dist", "public", "coverage", "test-results", "playwright-report"]);

function* tsxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(full);
    else if (entry.name.endsWith(".tsx")) yield full;
  }
}

// Comments and blank space may come before a directive; anything else ends the prologue.
const LEADING_TRIVIA = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/;
const USE_CLIENT = /^(["'])use client\1/;

function isClient(file) {
  const text = readFileSync(file, "utf8");
  return USE_CLIENT.test(text.replace(LEADING_TRIVIA, ""));
}

function readMax(args) {
  const at = args.indexOf("--max");
  if (at === -1) return null;
  const max = Number(args[at + 1]);
  if (!Number.isFinite(max)) {
    console.error("--max takes a percentage, e.g. --max 35");
    process.exit(2);
  }
  return max;
}

const max = readMax(process.argv.slice(2));
const byFolder = new Map();
let total = 0;
let client = 0;
for (const file of tsxFiles(root)) {
  const folder = path.relative(root, path.dirname(file));
  const counts = byFolder.get(folder) ?? { client: 0, total: 0 };
  counts.total += 1;
  total += 1;
  if (isClient(file)) {
    counts.client += 1;
    client += 1;
  }
  byFolder.set(folder, counts);
}

const share = total === 0 ? 0 : (100 * client) / total;
const width = Math.max(...[...byFolder.keys()].map((folder) => folder.length), 6);
console.log(`${"folder".padEnd(width)}  client / .tsx`);
for (const [folder, counts] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  if (counts.client > 0) console.log(`${folder.padEnd(width)}  ${String(counts.client).padStart(6)} / ${counts.total}`);
}
console.log(`\nClient components: ${client} of ${total} .tsx files outside tests/ (${share.toFixed(1)}%).`);
if (max !== null && share > max) {
  console.error(`Above the maximum of ${max}%.`);
  process.exit(1);
}
