// The IIIF routes (app/iiif/) on the demo sites, through the same reads as in production against
// the test database: manifests parsed with @iiif/parser (canvases, durations, annotations, auth
// services), the Authorization Flow 2.0 from probe 401 to sign-in, token and probe 302 with a
// ticket that plays, logout voiding it, collections and their pages, and a forced-login site's 401.
import { normalize } from "@iiif/parser";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { NextRequest } from "next/server";
import { items, websites } from "@/backend/db/schema";
import type { Backend } from "@/backend/instance";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import { GET as manifestRoute } from "@/app/iiif/[slug]/manifest/route";
import { GET as collectionRoute } from "@/app/iiif/collection/[category]/route";
import { GET as mediaRoute } from "@/app/iiif/media/[uid]/route";
import { GET as captionsRoute } from "@/app/iiif/media/[uid]/captions/[lang]/route";
import { GET as probeRoute, OPTIONS as probePreflight } from "@/app/iiif/auth/probe/[uid]/route";
import { GET as tokenRoute } from "@/app/iiif/auth/token/route";
import { GET as accessRoute } from "@/app/iiif/auth/access/[slug]/route";
import { POST as logoutRoute } from "@/app/iiif/auth/logout/route";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";
import { publishedItems } from "./helpers/catalogue";
import { archiveAccounts, createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts, data.ts and the IIIF secret open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

const ORIGIN = "http://localhost:3000";
const PRESENTATION = "http://iiif.io/api/presentation/3/context.json";
const AUTH = "http://iiif.io/api/auth/2/context.json";

let backend: TestBackend;
let publicSlug: string;
let restricted: { uid: string; slug: string };
let playlistSlug: string;
let memberToken: string;
let studentToken: string;
let studioToken: string;
let studioSlug: string;

type Json = Record<string, unknown>;
type Entities = Record<"Manifest" | "Collection" | "Canvas" | "Annotation" | "ContentResource" | "Service", Record<string, Json>>;

/** The document normalised by @iiif/parser: every resource by type and id, as a viewer's store holds them. */
const parsed = (document: Json) => normalize(document).entities as unknown as Entities;
type Init = { host?: string; cookie?: string; headers?: Record<string, string>; method?: string };

function request(path: string, init: Init = {}): NextRequest {
  const host = init.host ?? "localhost:3000";
  const headers: Record<string, string> = { host, ...init.headers };
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  return new NextRequest(`http://${host}${path}`, { headers, method: init.method ?? "GET" });
}
const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
const tokenOf = (authorization: string) => authorization.replace("website-token ", "");

async function manifest(slug: string, init: Init = {}) {
  const response = await manifestRoute(request(`/iiif/${encodeURIComponent(slug)}/manifest`, init), params({ slug }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

async function probe(uid: string, token?: string) {
  const response = await probeRoute(
    request(`/iiif/auth/probe/${uid}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    params({ uid }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** The token service's page for `origin`, and the message its script posts. */
async function tokenPage(origin: string, cookie?: string) {
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

async function accessToken(cookie: string): Promise<string> {
  const { message } = await tokenPage(ORIGIN, cookie);
  expect(message).toMatchObject({ type: "AuthAccessToken2", messageId: "m-1", expiresIn: 600 });
  return message!.accessToken as string;
}

async function siteId(code: string): Promise<number> {
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, code));
  return site!.id;
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 120 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  const archive = await siteId("archive");
  publicSlug = (await publishedItems(backend.db, archive, "public"))[0]!.slug;
  restricted = (await publishedItems(backend.db, archive, "on_demand"))[0]!;
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
  const accounts = await archiveAccounts(backend.db);
  memberToken = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
  studentToken = tokenOf((await accounts.session(accounts.idOf("student"))).authorization);
  studioToken = tokenOf((await studioSession(backend)).authorization!);
  studioSlug =
    (await publishedItems(backend.db, await siteId("studio"), "public"))[0]?.slug ??
    (await publishedItems(backend.db, await siteId("studio"), "private"))[0]!.slug;
}, 120_000);
afterAll(() => backend?.close());

type Canvas = {
  id: string;
  duration: number;
  width: number;
  height: number;
  items: Array<{ items: Array<{ body: Json }> }>;
  annotations?: Array<{ items: Array<{ motivation: string; body: Json }> }>;
};

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
    const player = (await (await backend.request(`/player/items/${await itemUid(playlistSlug)}/`)).json()) as {
      medias: Array<{ uid: string; duration: number }>;
    };
    const canvases = body.items as Canvas[];
    expect(canvases.length).toBe(player.medias.length);
    expect(canvases.map((c) => c.items[0]!.items[0]!.body.id)).toEqual(player.medias.map((m) => `${ORIGIN}/iiif/media/${m.uid}`));
    expect(canvases.map((c) => c.duration)).toEqual(player.medias.map((m) => m.duration));
    expect(body.behavior).toEqual(["auto-advance"]);
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

async function itemUid(slug: string): Promise<string> {
  const [row] = await backend.db.select({ uid: items.uid }).from(items).where(eq(items.slug, slug));
  return row!.uid;
}
const mediaUidOf = (canvas: Canvas) => (canvas.items[0]!.items[0]!.body.id as string).split("/").pop()!;

describe("a restricted item: the Authorization Flow 2.0", () => {
  let canvas: Canvas;
  let mediaUid: string;

  beforeAll(async () => {
    const { status, body } = await manifest(restricted.slug);
    expect(status).toBe(200);
    expect(body["@context"]).toEqual([AUTH, PRESENTATION]);
    canvas = (body.items as Canvas[])[0]!;
    mediaUid = mediaUidOf(canvas);
  });

  it("its metadata is public; its video and captions name the probe, access (active), token and logout services", async () => {
    const service = (canvas.items[0]!.items[0]!.body.service as Json[])[0]!;
    expect(service).toMatchObject({ id: `${ORIGIN}/iiif/auth/probe/${mediaUid}`, type: "AuthProbeService2" });
    const access = (service.service as Json[])[0]!;
    expect(access).toMatchObject({
      id: `${ORIGIN}/iiif/auth/access/${restricted.slug}`,
      type: "AuthAccessService2",
      profile: "active",
      label: { en: [expect.stringContaining("Sign in to")], fr: [expect.stringContaining("Se connecter à")] },
      confirmLabel: { en: ["Sign in"], fr: ["Se connecter"] },
    });
    expect((access.service as Json[]).map((s) => [s.type, s.id])).toEqual([
      ["AuthAccessTokenService2", `${ORIGIN}/iiif/auth/token`],
      ["AuthLogoutService2", `${ORIGIN}/iiif/auth/logout`],
    ]);
    for (const caption of canvas.annotations![0]!.items) {
      expect((caption.body.service as Json[])[0]).toMatchObject({
        type: "AuthProbeService2",
        id: `${ORIGIN}/iiif/auth/probe/${mediaUid}/captions/${caption.body.language as string}`,
      });
    }
    const entities = parsed((await manifest(restricted.slug)).body);
    const video = Object.values(entities.ContentResource).find((r) => r.type === "Video")!;
    expect(JSON.stringify(video.service)).toContain("AuthProbeService2");
  });

  it("without access: the video answers 401 with no media, and the probe says 401 with the site's words", async () => {
    const response = await mediaRoute(request(`/iiif/media/${mediaUid}`), params({ uid: mediaUid }));
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
    const captions = await captionsRoute(request(`/iiif/media/${mediaUid}/captions/en`), params({ uid: mediaUid, lang: "en" }));
    expect(captions.status).toBe(401);
    const { status, headers, body } = await probe(mediaUid);
    expect({ status, cache: headers.get("cache-control"), cors: headers.get("access-control-allow-origin") }).toEqual({
      status: 200,
      cache: "no-store",
      cors: "*",
    });
    expect(body).toEqual({
      "@context": AUTH,
      type: "AuthProbeResult2",
      status: 401,
      heading: { en: ["You cannot watch this video yet"], fr: ["Vous ne pouvez pas encore regarder cette vidéo"] },
      note: { en: [expect.stringContaining("Sign in to")], fr: [expect.stringContaining("Connectez-vous à")] },
    });
    const preflight = probePreflight();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Authorization");
  });

  it("probe 401 → sign in → token → probe 302 with a ticket that plays the video and its captions", async () => {
    // Signing in: the access service sends a visitor without a session to the site's sign-in, and back.
    const away = await accessRoute(request(`/iiif/auth/access/${restricted.slug}?origin=${ORIGIN}`), params({ slug: restricted.slug }));
    expect(away.headers.get("location")).toBe(`/auth/login?next=${encodeURIComponent(`/iiif/auth/access/${restricted.slug}`)}`);
    const back = await accessRoute(
      request(`/iiif/auth/access/${restricted.slug}`, { cookie: memberToken }),
      params({ slug: restricted.slug }),
    );
    expect(back.headers.get("location")).toBe("/iiif/auth/signed-in");

    const token = await accessToken(memberToken);
    const { body } = await probe(mediaUid, token);
    expect(body).toMatchObject({ "@context": AUTH, type: "AuthProbeResult2", status: 302, location: { type: "Video" } });
    const location = new URL((body.location as Json).id as string);
    expect(location.pathname).toBe(`/iiif/media/${mediaUid}`);

    // The ticket plays without any cookie (a viewer on another site sends none), seeking included.
    const played = await mediaRoute(
      request(`${location.pathname}${location.search}`, { headers: { range: "bytes=0-99" } }),
      params({ uid: mediaUid }),
    );
    expect(played.status).toBe(206);
    expect(played.headers.get("content-type")).toBe("video/mp4");
    expect((await played.arrayBuffer()).byteLength).toBe(100);
    // …for this media only.
    const other = (await publishedItems(backend.db, await siteId("archive"), "on_demand"))[1]!;
    const otherMedia = mediaUidOf(((await manifest(other.slug)).body.items as Canvas[])[0]!);
    expect((await mediaRoute(request(`/iiif/media/${otherMedia}${location.search}`), params({ uid: otherMedia }))).status).toBe(401);

    const captionProbe = await probeRoute(
      request(`/iiif/auth/probe/${mediaUid}/captions/fr`, { headers: { authorization: `Bearer ${token}` } }),
      params({ uid: mediaUid }),
    );
    expect(((await captionProbe.json()) as Json).status).toBe(302);
    const captions = await captionsRoute(
      request(`/iiif/media/${mediaUid}/captions/fr${location.search}`),
      params({ uid: mediaUid, lang: "fr" }),
    );
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });

  it("a token of a session without access to the item still probes 401", async () => {
    const token = await accessToken(studentToken);
    expect((await probe(mediaUid, token)).body.status).toBe(401);
  });

  it("forged, altered or other tokens open nothing", async () => {
    const token = await accessToken(memberToken);
    const altered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    for (const bad of ["x", altered, "a".repeat(5000)]) expect((await probe(mediaUid, bad)).body.status).toBe(401);
    const ticketLike = await mediaRoute(request(`/iiif/media/${mediaUid}?ticket=${token}`), params({ uid: mediaUid }));
    expect(ticketLike.status).toBe(401);
  });

  it("logout signs the session out: its tokens and tickets stop opening", async () => {
    const accounts = await archiveAccounts(backend.db);
    const session = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
    const token = await accessToken(session);
    const { body } = await probe(mediaUid, token);
    const ticket = new URL((body.location as Json).id as string).search;

    const refused = await logoutRoute(
      request("/iiif/auth/logout", { method: "POST", cookie: session, headers: { origin: "https://elsewhere.example" } }),
    );
    expect(refused.status).toBe(403);
    const out = await logoutRoute(request("/iiif/auth/logout", { method: "POST", cookie: session, headers: { origin: ORIGIN } }));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain(`${SESSION_COOKIE}=;`);
    expect((await probe(mediaUid, token)).body.status).toBe(401);
    expect((await mediaRoute(request(`/iiif/media/${mediaUid}${ticket}`), params({ uid: mediaUid }))).status).toBe(401);
  });
});

describe("the access token service", () => {
  it("posts a token only to the origin named, when the site lets it embed the player", async () => {
    const own = await tokenPage(ORIGIN, memberToken);
    expect(own.target).toBe(ORIGIN);
    expect(own.policy).toContain(`frame-ancestors 'self' ${ORIGIN}`);
    expect(own.policy).toMatch(/script-src 'nonce-[^']+'/);
    // The archive lets memorial.example.org and *.example.edu embed its player (https only).
    expect((await tokenPage("https://memorial.example.org", memberToken)).message).toMatchObject({ type: "AuthAccessToken2" });
    expect((await tokenPage("https://library.example.edu", memberToken)).message).toMatchObject({ type: "AuthAccessToken2" });
    for (const origin of ["https://evil.example.com", "http://memorial.example.org"]) {
      const page = await tokenPage(origin, memberToken);
      expect({ target: page.target, message: page.message }).toEqual({
        target: origin,
        message: expect.objectContaining({ type: "AuthAccessTokenError2", profile: "invalidOrigin", messageId: "m-1" }),
      });
      expect(JSON.stringify(page.message)).not.toContain("accessToken");
    }
  });

  it("without a session: missingAspect; with a revoked one: invalidAspect", async () => {
    expect((await tokenPage(ORIGIN)).message).toMatchObject({ type: "AuthAccessTokenError2", profile: "missingAspect" });
    expect((await tokenPage(ORIGIN, "not-a-session")).message).toMatchObject({ type: "AuthAccessTokenError2", profile: "invalidAspect" });
  });

  it("serves no page without a message id and an origin", async () => {
    for (const query of [
      "",
      "?messageId=m",
      "?origin=https%3A%2F%2Fa.example",
      "?messageId=m&origin=javascript%3Aalert(1)",
      "?messageId=m&origin=https%3A%2F%2Fa.example%2Fpath",
    ]) {
      const response = await tokenRoute(request(`/iiif/auth/token${query}`));
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});

describe("collections", () => {
  async function collection(category: string, query = "", init: Init = {}) {
    const response = await collectionRoute(request(`/iiif/collection/${category}${query}`, init), params({ category }));
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  }

  it("the site's: its top categories, then its items' manifests, in pages of 100 chained by a next reference", async () => {
    const first = await collection("top");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe(`application/ld+json;profile="${PRESENTATION}"`);
    expect(first.body).toMatchObject({ "@context": PRESENTATION, id: `${ORIGIN}/iiif/collection/top`, type: "Collection" });
    const refs = first.body.items as Json[];
    expect(refs.some((r) => r.type === "Collection" && String(r.id).startsWith(`${ORIGIN}/iiif/collection/`))).toBe(true);
    expect(refs.filter((r) => r.type === "Manifest").length).toBe(100);
    expect(refs[refs.length - 1]).toMatchObject({
      id: `${ORIGIN}/iiif/collection/top?page=2`,
      type: "Collection",
      label: { en: ["Next page"], fr: ["Page suivante"] },
    });
    expect(Object.keys(parsed(first.body).Manifest).length).toBe(100);

    const second = await collection("top", "?page=2");
    expect(second.status).toBe(200);
    expect(second.body.partOf).toEqual([expect.objectContaining({ id: `${ORIGIN}/iiif/collection/top`, type: "Collection" })]);
    expect((second.body.items as Json[]).every((r) => r.type === "Manifest")).toBe(true);
    expect((await collection("top", "?page=99")).status).toBe(404);
    for (const page of ["0", "-1", "abc", "1.5", "100000"]) expect((await collection("top", `?page=${page}`)).status).toBe(400);
  });

  it("a category's: its sub-categories and items, each manifest naming the category back in partOf", async () => {
    const { body: manifestBody } = await manifest(publicSlug);
    const partOf = (manifestBody.partOf as Json[])[0]!;
    const slug = String(partOf.id).split("/").pop()!;
    const { status, body } = await collection(slug);
    expect(status).toBe(200);
    expect(body.label).toEqual(partOf.label);
    expect((body.items as Json[]).some((r) => r.id === `${ORIGIN}/iiif/${publicSlug}/manifest`)).toBe(true);
    expect((await collection("no-such-category")).status).toBe(404);
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
