// What the IIIF API tests share: requests to the route handlers as a browser or a viewer sends
// them, the documents parsed with @iiif/parser, and the token service's posted message.
import { normalize } from "@iiif/parser";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { GET as manifestRoute } from "@/app/iiif/[slug]/manifest/route";
import { GET as probeRoute } from "@/app/iiif/auth/probe/[uid]/route";
import { GET as tokenRoute } from "@/app/iiif/auth/token/route";
import type { Db } from "@/backend/db/client";
import { items, websites } from "@/backend/db/schema";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";

export const ORIGIN = "http://localhost:3000";
export const PRESENTATION = "http://iiif.io/api/presentation/3/context.json";
export const AUTH = "http://iiif.io/api/auth/2/context.json";

export type Json = Record<string, unknown>;
type Entities = Record<"Manifest" | "Collection" | "Canvas" | "Annotation" | "ContentResource" | "Service", Record<string, Json>>;
export type Canvas = {
  id: string;
  duration: number;
  width: number;
  height: number;
  items: Array<{ items: Array<{ body: Json }> }>;
  annotations?: Array<{ items: Array<{ motivation: string; body: Json }> }>;
};
export type Init = { host?: string; cookie?: string; headers?: Record<string, string>; method?: string };

/** The document normalised by @iiif/parser: every resource by type and id, as a viewer's store holds them. */
export const parsed = (document: Json) => normalize(document).entities as unknown as Entities;

export function request(path: string, init: Init = {}): NextRequest {
  const host = init.host ?? "localhost:3000";
  const headers: Record<string, string> = { host, ...init.headers };
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  return new NextRequest(`http://${host}${path}`, { headers, method: init.method ?? "GET" });
}
export const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
export const tokenOf = (authorization: string) => authorization.replace("website-token ", "");
export const mediaUidOf = (canvas: Canvas) => (canvas.items[0]!.items[0]!.body.id as string).split("/").pop()!;

export async function manifest(slug: string, init: Init = {}) {
  const response = await manifestRoute(request(`/iiif/${encodeURIComponent(slug)}/manifest`, init), params({ slug }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function probe(uid: string, token?: string) {
  const response = await probeRoute(
    request(`/iiif/auth/probe/${uid}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    params({ uid }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** The token service's page for `origin`, and the message its script posts. */
export async function tokenPage(origin: string, cookie?: string) {
  const query = new URLSearchParams({ messageId: "m-1", origin });
  const response = await tokenRoute(request(`/iiif/auth/token?${query}`, { cookie }));
  const html = await response.text();
  const posted = /window\.parent\.postMessage\((.*), ("[^"]*")\);<\/script>/.exec(html);
  return {
    status: response.status,
    policy: response.headers.get("content-security-policy") ?? "",
    message: posted ? (JSON.parse(posted[1]!) as Json) : null,
    target: posted ? (JSON.parse(posted[2]!) as string) : null,
  };
}

/** A token of the session `cookie`, as the token service posts it to the site's own pages. */
export async function accessToken(cookie: string): Promise<string> {
  const { message } = await tokenPage(ORIGIN, cookie);
  expect(message).toMatchObject({ type: "AuthAccessToken2", messageId: "m-1", expiresIn: 600 });
  return message!.accessToken as string;
}

export async function siteId(db: Db, code: string): Promise<number> {
  const [site] = await db.select().from(websites).where(eq(websites.code, code));
  return site!.id;
}

export async function itemUid(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ uid: items.uid }).from(items).where(eq(items.slug, slug));
  return row!.uid;
}
