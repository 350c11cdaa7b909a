import "server-only";
// Reads of the content API (GET and HEAD under /api/public/websites/v1/) answered by the edge
// (scripts/server.ts) itself, through the same BFF as the route handler, with the same headers.
// Routing a call through the framework cost about 3.5 ms on 2 cores, more than most answers' own
// work (docs/performance.md); here a call costs the BFF and the backend alone. Writes still go through the route handler, where a
// change's cache tags can be revalidated; `next dev` serves everything there.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { NextRequest } from "next/server";
import { DATA_CONTENT_SECURITY_POLICY, securityHeaders } from "../security-headers";
import { BFF_PREFIX, forward } from "./bff";

/** What next.config.ts gives every /api/ answer in production: the site's headers, the data policy. */
const DATA_HEADERS: [string, string][] = [
  ...securityHeaders({ dev: false, framable: false }).map(({ key, value }): [string, string] => [key, value]),
  ["Content-Security-Policy", DATA_CONTENT_SECURITY_POLICY],
];

/** The API path of a read the edge answers (`items/`), or undefined: the framework takes the rest. */
export function apiReadPath(method: string | undefined, url: string | undefined): string | undefined {
  if ((method !== "GET" && method !== "HEAD") || !url?.startsWith(BFF_PREFIX)) return undefined;
  // As the route sees it: dot segments resolved, percent-encoding kept.
  const { pathname } = new URL(url, "http://edge");
  if (!pathname.startsWith(BFF_PREFIX) || pathname.length === BFF_PREFIX.length) return undefined;
  return pathname.slice(BFF_PREFIX.length);
}

function requestOf(req: IncomingMessage): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // Only the path and query are read from the address; the host travels in the headers.
  return new NextRequest(new URL(req.url ?? "/", "http://edge"), { method: req.method, headers });
}

/** Answers one read of the content API; `path` comes from apiReadPath. */
export async function serveApiRead(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const response = await forward(requestOf(req), path);
  res.statusCode = response.status;
  for (const [name, value] of DATA_HEADERS) res.setHeader(name, value);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The visitor went away mid-answer (a download stopped): nothing left to tell anyone.
    if (!res.destroyed) throw error;
  }
}
