// The IIIF documents (app/iiif/) on the demo sites, through the same reads as in production against
// the test database: manifests parsed with @iiif/parser (canvases, durations, annotations),
// playlists in order, and refusals (unknown, absurd, forced login).
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { items } from "@/backend/db/schema";
import type { Backend } from "@/backend/instance";
import type * as Errors from "@/lib/api/errors";
import type * as Player from "@/lib/api/player";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import { GET as collectionRoute } from "@/app/iiif/collection/[category]/route";
import { GET as mediaRoute } from "@/app/iiif/media/[uid]/route";
import { GET as probeRoute } from "@/app/iiif/auth/probe/[uid]/route";
import { publishedItems } from "./helpers/catalogue";
import {
  itemUid,
  manifest,
  mediaUidOf,
  ORIGIN,
  params,
  parsed,
  PRESENTATION,
  probe,
  request,
  siteId,
  tokenOf,
  type Canvas,
  type Json,
} from "./helpers/iiif";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts, data.ts and the IIIF secret open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));
// An existing backend without the built-in one's player list, when a test says so.
let mockNoPlayerList = false;
jest.mock("@/lib/api/player", () => {
  const actual = jest.requireActual<typeof Player>("@/lib/api/player");
  const { ServerError: NotFound } = jest.requireActual<typeof Errors>("@/lib/api/errors");
  return {
    ...actual,
    getPlayerItem: (...args: Parameters<typeof actual.getPlayerItem>) =>
      mockNoPlayerList
        ? Promise.reject(new NotFound({ status: 404, type: "not_found", message: "Not found." }))
        : actual.getPlayerItem(...args),
  };
});

let backend: TestBackend;
let publicSlug: string;
let playlistSlug: string;
let studioToken: string;
let studioSlug: string;

beforeAll(async () => {
  backend = await createTestBackend({ items: 24 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  const archive = await siteId(backend.db, "archive");
  publicSlug = (await publishedItems(backend.db, archive, "public"))[0]!.slug;
  const [playlist] = await backend.db
    .select({ slug: items.slug })
    .from(items)
    .where(
      and(
        eq(items.websiteId, archive),
        isNotNull(items.playlistId),
        eq(items.visibilityType, "public"),
        lte(items.publishedAt, new Date()),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  playlistSlug = playlist!.slug;
  studioToken = tokenOf((await studioSession(backend)).authorization!);
  const studio = await siteId(backend.db, "studio");
  studioSlug = ((await publishedItems(backend.db, studio, "public"))[0] ?? (await publishedItems(backend.db, studio, "private"))[0]!).slug;
}, 120_000);
afterAll(() => backend?.close());

describe("a public item's manifest", () => {
  it("is Presentation 3.0 JSON-LD for any origin, cached per host, and parses into its canvases and annotations", async () => {
    const { status, headers, body } = await manifest(publicSlug);
    expect(status).toBe(200);
    expect({
      type: headers.get("content-type"),
      cors: headers.get("access-control-allow-origin"),
      cache: headers.get("cache-control"),
      vary: headers.get("vary"),
    }).toEqual({ type: `application/ld+json;profile="${PRESENTATION}"`, cors: "*", cache: "public, max-age=300", vary: "Host" });
    expect(body).toMatchObject({ "@context": PRESENTATION, id: `${ORIGIN}/iiif/${publicSlug}/manifest`, type: "Manifest" });

    const entities = parsed(body);
    expect(Object.keys(entities.Manifest)).toEqual([`${ORIGIN}/iiif/${publicSlug}/manifest`]);
    const canvases = Object.values(entities.Canvas);
    expect(canvases.length).toBe(1);
    const canvas = canvases[0]!;
    expect(canvas.duration).toEqual(expect.any(Number));
    expect(canvas.duration as number).toBeGreaterThan(0);
    expect({ width: canvas.width, height: canvas.height }).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    const paintings = Object.values(entities.Annotation).filter((a) => JSON.stringify(a.motivation).includes("painting"));
    expect(paintings.length).toBe(1);
    const videos = Object.values(entities.ContentResource).filter((r) => r.type === "Video");
    expect(videos).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^${ORIGIN}/iiif/media/[^/]+$`)),
        format: "video/mp4",
        duration: canvas.duration,
      }),
    ]);
    // An open item needs no auth services, and no public answer holds a file link.
    expect(JSON.stringify(body)).not.toContain("AuthProbeService2");
    expect(JSON.stringify(body)).not.toContain("/api/public/websites/v1/files/");
  });

  it("describes the item in both languages: label, metadata as language maps, attribution, homepage, OAI record, collections", async () => {
    const { body } = await manifest(publicSlug);
    expect(body.label).toEqual({ en: [expect.any(String)], fr: [expect.any(String)] });
    const metadata = body.metadata as Array<{ label: Json; value: Json }>;
    expect(metadata.length).toBeGreaterThan(2);
    for (const row of metadata) {
      expect(Object.keys(row.label).sort()).toEqual(["en", "fr"]);
      expect(Object.keys(row.value).every((language) => ["en", "fr", "none"].includes(language))).toBe(true);
    }
    expect(metadata[0]!.label).toEqual({ en: ["Published"], fr: ["Publication"] });
    expect(body.requiredStatement).toEqual({ label: { en: ["Provided by"], fr: ["Fourni par"] }, value: expect.any(Object) });
    const [item] = await backend.db.select({ uid: items.uid }).from(items).where(eq(items.slug, publicSlug));
    expect(body.seeAlso).toEqual([
      {
        id: `${ORIGIN}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(`oai:localhost:${item!.uid}`)}`,
        type: "Dataset",
        format: "text/xml",
        profile: "http://www.openarchives.org/OAI/2.0/oai_dc/",
        label: { none: [`oai:localhost:${item!.uid}`] },
      },
    ]);
    expect(body.homepage).toEqual([
      expect.objectContaining({ id: `${ORIGIN}/${publicSlug}`, type: "Text", format: "text/html", language: ["en"] }),
      expect.objectContaining({ id: `${ORIGIN}/fr/${publicSlug}`, type: "Text", format: "text/html", language: ["fr"] }),
    ]);
    expect(body.provider).toEqual([expect.objectContaining({ type: "Agent", id: `${ORIGIN}/` })]);
    expect(body.thumbnail).toEqual([expect.objectContaining({ type: "Image", format: "image/jpeg", width: 1280, height: 720 })]);
    for (const collection of body.partOf as Json[]) expect(collection.id).toMatch(new RegExp(`^${ORIGIN}/iiif/collection/[^/]+$`));
  });

  it("a playlist: one canvas per media, in the playlist's order, played one after the other", async () => {
    const { body } = await manifest(playlistSlug);
    const player = (await (await backend.request(`/player/items/${await itemUid(backend.db, playlistSlug)}/`)).json()) as {
      medias: Array<{ uid: string; duration: number }>;
    };
    const canvases = body.items as Canvas[];
    expect(canvases.length).toBe(player.medias.length);
    expect(canvases.map((c) => c.items[0]!.items[0]!.body.id)).toEqual(player.medias.map((m) => `${ORIGIN}/iiif/media/${m.uid}`));
    expect(canvases.map((c) => c.duration)).toEqual(player.medias.map((m) => m.duration));
    expect(body.behavior).toEqual(["auto-advance"]);
  });

  it("on a backend without the player's list: the item's own medias, no captions, the default size", async () => {
    mockNoPlayerList = true;
    try {
      const { status, body } = await manifest(playlistSlug);
      expect(status).toBe(200);
      const canvases = body.items as Canvas[];
      const [item] = await backend.db.select({ uid: items.uid }).from(items).where(eq(items.slug, playlistSlug));
      const listed = (await (await backend.request(`/player/items/${item!.uid}/`)).json()) as { medias: Array<{ uid: string }> };
      expect(canvases.map(mediaUidOf)).toEqual(listed.medias.map((m) => m.uid));
      expect(canvases.every((c) => c.width === 1280 && c.height === 720 && !c.annotations)).toBe(true);
    } finally {
      mockNoPlayerList = false;
    }
  });

  it("its video answers anyone with the player's signed link; captions are listed as supplementing text", async () => {
    const { body } = await manifest(publicSlug);
    const canvas = (body.items as Canvas[])[0]!;
    const response = await mediaRoute(
      request(new URL(canvas.items[0]!.items[0]!.body.id as string).pathname),
      params({ uid: mediaUidOf(canvas) }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${ORIGIN}/api/public/websites/v1/files/[^/]+/\\?exp=`));
    const captions = canvas.annotations![0]!.items;
    expect(captions.map((a) => [a.motivation, a.body.type, a.body.format, a.body.language])).toEqual([
      ["supplementing", "Text", "text/vtt", "en"],
      ["supplementing", "Text", "text/vtt", "fr"],
    ]);
  });
});

describe("refusals", () => {
  it("an unknown slug is a 404, an absurd one a 400, an unknown host a 421", async () => {
    expect((await manifest("no-such-item")).status).toBe(404);
    expect((await manifest("x".repeat(10_000))).status).toBe(400);
    expect((await manifest(publicSlug, { host: "unknown.example" })).status).toBe(421);
    const media = await mediaRoute(request(`/iiif/media/${"y".repeat(10_000)}`), params({ uid: "y".repeat(10_000) }));
    expect(media.status).toBe(400);
    expect(
      (
        await mediaRoute(
          request("/iiif/media/00000000-0000-4000-8000-000000000000"),
          params({ uid: "00000000-0000-4000-8000-000000000000" }),
        )
      ).status,
    ).toBe(404);
    expect((await probe("00000000-0000-4000-8000-000000000000")).body.status).toBe(404);
  });

  it("a forced-login site publishes none of it without a session (401, never kept), and all of it with one", async () => {
    const studio = { host: `${DEMO_SITES.studio.host}:3000` };
    const anonymous = await manifest(studioSlug, studio);
    expect({
      status: anonymous.status,
      cache: anonymous.headers.get("cache-control"),
      cors: anonymous.headers.get("access-control-allow-origin"),
    }).toEqual({
      status: 401,
      cache: "private, no-store",
      cors: null,
    });
    const collection = await collectionRoute(request("/iiif/collection/top", studio), params({ category: "top" }));
    expect(collection.status).toBe(401);
    const signedIn = await manifest(studioSlug, { ...studio, cookie: studioToken });
    expect({ status: signedIn.status, cache: signedIn.headers.get("cache-control") }).toEqual({ status: 200, cache: "private, no-store" });
    const studioMedia = mediaUidOf((signedIn.body.items as Canvas[])[0]!);
    const probed = await probeRoute(request(`/iiif/auth/probe/${studioMedia}`, studio), params({ uid: studioMedia }));
    expect(((await probed.json()) as Json).status).toBe(401);
  });
});
