// GET /oembed (app/oembed/route.ts) on the demo sites, through the same reads as in production
// (lib/server/data.ts, the site gate, the session check) against the test database: the answer in
// JSON and XML, sized to the room asked, and the spec's 404, 501 and 401 where they are due.
import { and, eq, gt } from "drizzle-orm";
import { NextRequest } from "next/server";
import { items, websites } from "@/backend/db/schema";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import type { Backend } from "@/backend/instance";
import { inProcessContentSource } from "@/lib/content/in-process";
import type { ContentSource } from "@/lib/content/source";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";
import { GET } from "@/app/oembed/route";
import { publishedItems } from "./helpers/catalogue";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts and data.ts open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

const ORIGIN = "http://localhost:3000";
const STUDIO_ORIGIN = "http://studio.localhost:3000";

let backend: TestBackend;
let content: ContentSource;
let publicSlug: string;
let restrictedSlug: string;
let scheduledSlug: string;
let expiredSlug: string;
let studioSlug: string;
let studioToken: string;

async function siteId(code: string): Promise<number> {
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, code));
  return site!.id;
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 24 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  content = inProcessContentSource(async () => backend.deps);
  const archive = await siteId("archive");
  const [first, second] = await publishedItems(backend.db, archive, "public");
  publicSlug = first!.slug;
  expiredSlug = second!.slug;
  await backend.db
    .update(items)
    .set({ expiredAt: new Date(Date.now() - 86_400_000) })
    .where(eq(items.id, second!.id));
  restrictedSlug = (await publishedItems(backend.db, archive, "on_demand"))[0]!.slug;
  const [later] = await backend.db
    .select({ slug: items.slug })
    .from(items)
    .where(and(eq(items.websiteId, archive), gt(items.publishedAt, new Date())));
  scheduledSlug = later!.slug;
  // Most of the studio's items are sold: their metadata answers as a free one's does.
  studioSlug = (await publishedItems(backend.db, await siteId("studio"), "private"))[0]!.slug;
  studioToken = await studioTokenOf();
});
afterAll(() => backend?.close());

/** A new session of the studio, as the token its cookie holds. */
async function studioTokenOf(): Promise<string> {
  const { authorization } = await studioSession(backend);
  return authorization!.replace("website-token ", "");
}

type Reply = { status: number; headers: Headers; text: string };

async function oembed(query: Record<string, string>, init: { host?: string; cookie?: string } = {}): Promise<Reply> {
  const host = init.host ?? "localhost:3000";
  const headers: Record<string, string> = { host };
  if (init.cookie) headers.cookie = init.cookie;
  const response = await GET(new NextRequest(`http://${host}/oembed?${new URLSearchParams(query)}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const json = (reply: Reply) => JSON.parse(reply.text) as Record<string, unknown>;

/** What the archive answers for an item page in a locale, read from the content API. */
async function expected(slug: string, locale: "en" | "fr") {
  const scope = { site: DEMO_SITES.archive.host, locale };
  const [item, settings] = await Promise.all([content.getItem(scope, slug), content.getSettings(scope)]);
  const { name, uid: mediaUid } = item.content_object;
  const title = locale === "fr" ? `${name} – vidéo` : `${name} – video`;
  return {
    item,
    answer: {
      type: "video",
      version: "1.0",
      title: name,
      provider_name: settings.name,
      provider_url: locale === "fr" ? `${ORIGIN}/fr` : `${ORIGIN}/`,
      cache_age: 3600,
      thumbnail_url: `${ORIGIN}/images/w:1280/${item.content_object_type}:uid:${mediaUid}/thumbnail.jpg`,
      thumbnail_width: 1280,
      thumbnail_height: 720,
      html: `<iframe src="${ORIGIN}/embed/${item.uid}/" width="640" height="360" title="${title}" style="border:0;aspect-ratio:16/9;width:100%;max-width:640px;height:auto" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
      width: 640,
      height: 360,
    },
  };
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name] ?? "");

describe("an item page of the archive", () => {
  it("JSON: a video with the embed player's iframe, the site as provider, a thumbnail, an hour of cache", async () => {
    const reply = await oembed({ url: `${ORIGIN}/${publicSlug}`, format: "json" });
    expect(reply.status).toBe(200);
    expect(json(reply)).toEqual((await expected(publicSlug, "en")).answer);
    expect({
      type: reply.headers.get("content-type"),
      cache: reply.headers.get("cache-control"),
      vary: reply.headers.get("vary"),
      cors: reply.headers.get("access-control-allow-origin"),
    }).toEqual({ type: "application/json", cache: "public, max-age=3600", vary: "Host", cors: "*" });
  });

  it("JSON is the default format", async () => {
    const reply = await oembed({ url: `${ORIGIN}/${publicSlug}` });
    expect(json(reply)).toEqual((await expected(publicSlug, "en")).answer);
  });

  it("XML: the same fields, in the spec's order, escaped", async () => {
    const reply = await oembed({ url: `${ORIGIN}/${publicSlug}`, format: "xml" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    expect(reply.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(reply.text.startsWith('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>\n')).toBe(true);
    expect(reply.text.endsWith("</oembed>\n")).toBe(true);
    const fields = [...reply.text.matchAll(/^<([a-z_]+)>([^<]*)<\/\1>$/gm)].map(([, name, value]) => [name, unescapeXml(value!)]);
    const { answer } = await expected(publicSlug, "en");
    expect(fields).toEqual(Object.entries(answer).map(([name, value]) => [name, String(value)]));
    expect(reply.text).toContain("<html>&lt;iframe src=&quot;");
  });

  it.each([
    ["https, trailing slash", `https://localhost/fr/{slug}/`],
    ["http with the port", `${ORIGIN}/fr/{slug}`],
    ["a time code and a fragment", `${ORIGIN}/fr/{slug}?t=75#cite`],
    ["the host in capitals", `http://LOCALHOST:3000/fr/{slug}`],
  ])("the French page (%s): French title, provider and iframe title", async (_what, url) => {
    const reply = await oembed({ url: url.replace("{slug}", publicSlug) });
    expect(reply.status).toBe(200);
    expect(json(reply)).toEqual((await expected(publicSlug, "fr")).answer);
  });

  it("a restricted item still answers: its metadata is public, the player shows the lock", async () => {
    const reply = await oembed({ url: `${ORIGIN}/${restrictedSlug}` });
    expect(reply.status).toBe(200);
    const { item, answer } = await expected(restrictedSlug, "en");
    expect(item.visibility_type).toBe("on_demand");
    expect(json(reply)).toEqual(answer);
  });
});

describe("maxwidth and maxheight", () => {
  it.each<{ room: Record<string, string>; frame: [number, number]; thumbnail: [number, number] | null }>([
    { room: {}, frame: [640, 360], thumbnail: [1280, 720] },
    { room: { maxwidth: "1920", maxheight: "1080" }, frame: [640, 360], thumbnail: [1280, 720] },
    { room: { maxwidth: "1000" }, frame: [640, 360], thumbnail: [960, 540] },
    { room: { maxwidth: "400" }, frame: [400, 225], thumbnail: [320, 180] },
    { room: { maxheight: "200" }, frame: [355, 200], thumbnail: [320, 180] },
    { room: { maxwidth: "500", maxheight: "150" }, frame: [266, 150], thumbnail: null },
    { room: { maxwidth: "100" }, frame: [100, 56], thumbnail: null },
    { room: { maxwidth: "1" }, frame: [1, 1], thumbnail: null },
    { room: { maxwidth: "99999999999999999999999" }, frame: [640, 360], thumbnail: [1280, 720] },
  ])("$room → frame $frame, thumbnail $thumbnail", async ({ room, frame, thumbnail }) => {
    const answer = json(await oembed({ url: `${ORIGIN}/${publicSlug}`, ...room }));
    const [width, height] = frame;
    expect([answer.width, answer.height]).toEqual(frame);
    expect(answer.html).toContain(` width="${width}" height="${height}" `);
    expect(answer.html).toContain(`max-width:${width}px`);
    if (thumbnail) {
      expect([answer.thumbnail_width, answer.thumbnail_height]).toEqual(thumbnail);
      expect(answer.thumbnail_url).toContain(`/images/w:${thumbnail[0]}/`);
    } else {
      for (const field of ["thumbnail_url", "thumbnail_width", "thumbnail_height"]) expect(answer).not.toHaveProperty(field);
    }
  });
});

describe("refusals", () => {
  const PIXELS = ["Enter a positive whole number of pixels."];

  it.each<{ query: Record<string, string>; errors: Record<string, string[]> }>([
    { query: { maxwidth: "0" }, errors: { maxwidth: PIXELS } },
    { query: { maxwidth: "-5" }, errors: { maxwidth: PIXELS } },
    { query: { maxheight: "1.5" }, errors: { maxheight: PIXELS } },
    { query: { maxheight: "1e3" }, errors: { maxheight: PIXELS } },
    { query: { maxwidth: "wide", maxheight: "" }, errors: { maxwidth: PIXELS, maxheight: PIXELS } },
  ])("$query → 400 naming the parameter", async ({ query, errors }) => {
    const reply = await oembed({ url: `${ORIGIN}/${publicSlug}`, ...query });
    expect({ status: reply.status, body: json(reply) }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid query parameters.", errors },
    });
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it.each<{ name: string; query: Record<string, string>; error: string }>([
    { name: "no url", query: {}, error: "Give the address of a page of this site." },
    { name: "an empty url", query: { url: "" }, error: "Give the address of a page of this site." },
    {
      name: "a 10,000-character url",
      query: { url: `${ORIGIN}/${"a".repeat(9978)}` },
      error: "Give an address of at most 2000 characters.",
    },
  ])("$name → 400", async ({ query, error }) => {
    const reply = await oembed(query);
    expect({ status: reply.status, body: json(reply) }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid query parameters.", errors: { url: [error] } },
    });
  });

  it.each([
    ["another host", `http://evil.example/${"{slug}"}`],
    ["another host ending like this one", `http://evil-localhost/{slug}`],
    ["this host's name inside another's", `http://localhost.evil.example/{slug}`],
    ["the other demo site", `${STUDIO_ORIGIN}/{studio}`],
    ["credentials in the address", `http://user:pass@localhost:3000/{slug}`],
    ["javascript:", "javascript:alert(document.domain)//localhost/{slug}"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["ftp:", "ftp://localhost/{slug}"],
    ["a relative address", "/{slug}"],
    ["a protocol-relative address", "//localhost/{slug}"],
    ["a malformed address", "http://[localhost/{slug}"],
    ["a malformed escape in the slug", `${ORIGIN}/%E0%A4%A`],
    ["an unknown slug", `${ORIGIN}/no-such-item`],
    ["an item not yet published", `${ORIGIN}/{scheduled}`],
    ["an item no longer published", `${ORIGIN}/{expired}`],
    ["a category page", `${ORIGIN}/category/villages`],
    ["the search page", `${ORIGIN}/search`],
    ["the home page", `${ORIGIN}/`],
    ["the French home page", `${ORIGIN}/fr/`],
    ["an embed address", `${ORIGIN}/embed/{slug}/`],
    ["a deeper path", `${ORIGIN}/{slug}/more`],
    ["two slashes", `${ORIGIN}/{slug}//`],
  ])("%s → 404, echoing nothing", async (_what, template) => {
    const url = template
      .replace("{slug}", publicSlug)
      .replace("{studio}", studioSlug)
      .replace("{scheduled}", scheduledSlug)
      .replace("{expired}", expiredSlug);
    const reply = await oembed({ url });
    expect({ status: reply.status, body: json(reply) }).toEqual({
      status: 404,
      body: { type: "not_found", message: "No item of this site has this address." },
    });
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["yaml", "JSON", "json ", "html"])("format=%s → 501", async (format) => {
    const reply = await oembed({ url: `${ORIGIN}/${publicSlug}`, format });
    expect({ status: reply.status, body: json(reply) }).toEqual({
      status: 501,
      body: { type: "unsupported_format", message: "This provider answers in json or xml only." },
    });
  });

  it("a host no site claims → 421", async () => {
    const reply = await oembed({ url: `http://nowhere.example/${publicSlug}` }, { host: "nowhere.example" });
    expect(reply.status).toBe(421);
    expect(json(reply)).toEqual({ type: "site_not_found", message: "No website is served at this address." });
  });
});

describe("the studio (forced sign-in)", () => {
  const studio = { host: "studio.localhost:3000" };

  it.each([
    ["an item page", { url: `${STUDIO_ORIGIN}/{studio}` }],
    ["an unknown slug", { url: `${STUDIO_ORIGIN}/no-such-item` }],
    ["an unknown format", { url: `${STUDIO_ORIGIN}/{studio}`, format: "yaml" }],
  ])("without a session: 401 for %s, kept by no one", async (_what, query) => {
    const reply = await oembed({ ...query, url: query.url.replace("{studio}", studioSlug) }, studio);
    expect({ status: reply.status, body: json(reply) }).toEqual({
      status: 401,
      body: { type: "not_authenticated", message: "Sign in to see this site." },
    });
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(reply.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a made-up or signed-out session is none: 401", async () => {
    const ended = await studioTokenOf();
    const logout = await backend.request("/auth/logout/", {
      method: "POST",
      headers: { host: DEMO_SITES.studio.host, authorization: `website-token ${ended}` },
    });
    expect(logout.status).toBe(204);
    for (const token of ["not-a-session", ended]) {
      const reply = await oembed({ url: `${STUDIO_ORIGIN}/${studioSlug}` }, { ...studio, cookie: `${SESSION_COOKIE}=${token}` });
      expect(reply.status).toBe(401);
    }
  });

  it("with a session: 200, never cached, without cache_age", async () => {
    const reply = await oembed({ url: `${STUDIO_ORIGIN}/${studioSlug}` }, { ...studio, cookie: `${SESSION_COOKIE}=${studioToken}` });
    expect(reply.status).toBe(200);
    const answer = json(reply);
    expect(answer).toMatchObject({ type: "video", provider_name: "Studio Channel", width: 640, height: 360 });
    expect(answer.html).toContain(`src="${STUDIO_ORIGIN}/embed/`);
    expect(answer).not.toHaveProperty("cache_age");
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(reply.headers.get("access-control-allow-origin")).toBeNull();
  });
});
