// The IIIF Authorization Flow 2.0 (app/iiif/auth/, app/iiif/media/) on the archive: a restricted
// item's services, probe 401 → sign in → token → probe 302 with a ticket that plays (and only that
// media), tokens of the wrong session or forged, logout voiding them, and the token service's
// origins.
import type { Backend } from "@/backend/instance";
import { GET as captionsRoute } from "@/app/iiif/media/[uid]/captions/[lang]/route";
import { GET as mediaRoute } from "@/app/iiif/media/[uid]/route";
import { GET as probeRoute, OPTIONS as probePreflight } from "@/app/iiif/auth/probe/[uid]/route";
import { GET as tokenRoute } from "@/app/iiif/auth/token/route";
import { GET as accessRoute, POST as accessPost } from "@/app/iiif/auth/access/[slug]/route";
import { POST as logoutRoute } from "@/app/iiif/auth/logout/route";
import { GRANT_COOKIE } from "@/lib/iiif/grant-cookie";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import { publishedItems } from "./helpers/catalogue";
import {
  accessToken,
  AUTH,
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
  tokenPage,
  type Canvas,
  type Json,
} from "./helpers/iiif";
import { archiveAccounts, createTestBackend, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts, data.ts and the IIIF secret open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

let backend: TestBackend;
let restricted: { uid: string; slug: string };
let memberToken: string;
let studentToken: string;

/**
 * `value` with one character of its middle changed. Not the last: in base64 the last character of
 * a length not a multiple of 3 carries bits no byte keeps, so changing it may change nothing.
 */
const alter = (value: string) => {
  const at = Math.floor(value.length / 2);
  return `${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
};

beforeAll(async () => {
  backend = await createTestBackend({ items: 24 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  restricted = (await publishedItems(backend.db, await siteId(backend.db, "archive"), "on_demand"))[0]!;
  const accounts = await archiveAccounts(backend.db);
  memberToken = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
  studentToken = tokenOf((await accounts.session(accounts.idOf("student"))).authorization);
}, 120_000);
afterAll(() => backend?.close());

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
    expect(away.headers.get("location")).toBe(
      `/auth/login?next=${encodeURIComponent(`/iiif/auth/access/${restricted.slug}?origin=${encodeURIComponent(ORIGIN)}&lang=en`)}`,
    );
    const back = await accessRoute(
      request(`/iiif/auth/access/${restricted.slug}`, { cookie: memberToken }),
      params({ slug: restricted.slug }),
    );
    expect(back.headers.get("location")).toBe("/iiif/auth/signed-in?lang=en");

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
    const other = (await publishedItems(backend.db, await siteId(backend.db, "archive"), "on_demand"))[1]!;
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

  it("a session without access: the access window shows the item's page (to ask for it); its token still probes 401", async () => {
    const away = await accessRoute(
      request(`/iiif/auth/access/${restricted.slug}`, { cookie: studentToken }),
      params({ slug: restricted.slug }),
    );
    expect(away.headers.get("location")).toBe(`/${restricted.slug}`);
    const french = await accessRoute(
      request(`/iiif/auth/access/${restricted.slug}`, { cookie: studentToken, headers: { "accept-language": "fr-FR,fr;q=0.9" } }),
      params({ slug: restricted.slug }),
    );
    expect(french.headers.get("location")).toBe(`/fr/${restricted.slug}`);
    const token = await accessToken(studentToken);
    expect((await probe(mediaUid, token)).body.status).toBe(401);
  });

  it("forged, altered or other tokens open nothing", async () => {
    const token = await accessToken(memberToken);
    const altered = alter(token);
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
    expect(out.headers.get("set-cookie")).toContain(`${GRANT_COOKIE}=; Max-Age=0; Path=/iiif/auth/token`);
    expect((await probe(mediaUid, token)).body.status).toBe(401);
    expect((await mediaRoute(request(`/iiif/media/${mediaUid}${ticket}`), params({ uid: mediaUid }))).status).toBe(401);
  });
});

describe("the access service", () => {
  it("opens the sign-in page in the language asked, chosen on the site, or the browser's", async () => {
    const here = (lang: string) => encodeURIComponent(`/iiif/auth/access/${restricted.slug}?lang=${lang}`);
    const away = (headers: Record<string, string>, query = "") =>
      accessRoute(request(`/iiif/auth/access/${restricted.slug}${query}`, { headers }), params({ slug: restricted.slug })).then(
        (response) => response.headers.get("location"),
      );
    expect(await away({ "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).toBe(`/fr/auth/login?next=${here("fr")}`);
    expect(await away({ "accept-language": "en", cookie: "NEXT_LOCALE=fr" })).toBe(`/fr/auth/login?next=${here("fr")}`);
    expect(await away({ "accept-language": "fr" }, "?lang=en")).toBe(`/auth/login?next=${here("en")}`);
    const back = await accessRoute(
      request(`/iiif/auth/access/${restricted.slug}?lang=fr`, { cookie: memberToken }),
      params({ slug: restricted.slug }),
    );
    expect(back.headers.get("location")).toBe("/iiif/auth/signed-in?lang=fr");
  });
});

describe("a viewer on another site", () => {
  const VIEWER = "https://library.example.edu";
  const access = (init: Parameters<typeof request>[1], viewer = VIEWER) =>
    request(`/iiif/auth/access/${restricted.slug}?origin=${encodeURIComponent(viewer)}`, init);

  /** The visitor allows the viewer in the access window: the grant it leaves, as `name=value`. */
  async function grantOf(session: string, viewer = VIEWER): Promise<{ cookie: string; attributes: string }> {
    const allowed = await accessPost(
      access({ method: "POST", cookie: session, headers: { origin: ORIGIN } }, viewer),
      params({ slug: restricted.slug }),
    );
    expect(allowed.headers.get("location")).toBe("/iiif/auth/signed-in?lang=en");
    const [cookie = "", ...attributes] = (allowed.headers.get("set-cookie") ?? "").split("; ");
    expect(cookie.startsWith(`${GRANT_COOKIE}=`)).toBe(true);
    return { cookie, attributes: attributes.join("; ") };
  }
  /** The token page framed by a viewer of another site: the browser sends it the grant, never the session (SameSite=Lax). */
  async function framedTokenPage(origin: string, cookie: string, host?: string) {
    const query = new URLSearchParams({ messageId: "m-2", origin });
    const response = await tokenRoute(request(`/iiif/auth/token?${query}`, { host, headers: { cookie } }));
    const posted = /window\.parent\.postMessage\((.*), "[^"]*"\);<\/script>/.exec(await response.text());
    return posted ? (JSON.parse(posted[1]!) as Json) : null;
  }

  it("the signed-in visitor is asked, in their language, whether the viewer may play their videos; the site's own viewers are not", async () => {
    const asked = await accessRoute(
      access({ cookie: memberToken, headers: { "accept-language": "fr" } }),
      params({ slug: restricted.slug }),
    );
    expect(asked.status).toBe(200);
    expect(asked.headers.get("set-cookie")).toBeNull();
    const page = await asked.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(`La visionneuse de ${VIEWER} demande`);
    expect(page).toContain(
      `<form method="post" action="/iiif/auth/access/${restricted.slug}?origin=${encodeURIComponent(VIEWER)}&#38;lang=fr">`,
    );
    expect(asked.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(asked.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // The site itself, or an origin that may have no token, is not asked about.
    for (const viewer of [ORIGIN, "https://evil.example.com"]) {
      const onward = await accessRoute(access({ cookie: memberToken }, viewer), params({ slug: restricted.slug }));
      expect(onward.headers.get("location")).toBe("/iiif/auth/signed-in?lang=en");
      expect(onward.headers.get("set-cookie")).toBeNull();
    }
  });

  it("allowed, it gets its token through the grant: a cookie sent to the framed token page only, for two hours, for that viewer only", async () => {
    const grant = await grantOf(memberToken);
    expect(grant.attributes).toBe("Max-Age=7200; Path=/iiif/auth/token; HttpOnly; Secure; SameSite=None");
    const message = await framedTokenPage(VIEWER, grant.cookie);
    expect(message).toMatchObject({ type: "AuthAccessToken2", messageId: "m-2", expiresIn: 600 });
    const mediaUid = mediaUidOf(((await manifest(restricted.slug)).body.items as Canvas[])[0]!);
    expect((await probe(mediaUid, message!.accessToken as string)).body.status).toBe(302);
    // Another viewer the site would let embed its player was not allowed by the visitor.
    expect(await framedTokenPage("https://memorial.example.org", grant.cookie)).toMatchObject({ profile: "missingAspect" });
    expect(await framedTokenPage(VIEWER, "")).toMatchObject({ profile: "missingAspect" });
    // Allowed once, the window goes on without asking again while the grant lasts.
    const again = await accessRoute(
      access({ headers: { cookie: `${SESSION_COOKIE}=${memberToken}; ${grant.cookie}` } }),
      params({ slug: restricted.slug }),
    );
    expect(again.headers.get("location")).toBe("/iiif/auth/signed-in?lang=en");
  });

  it("the leave is given from the site's own page only, and by a signed-in visitor", async () => {
    const forged = await accessPost(
      access({ method: "POST", cookie: memberToken, headers: { origin: VIEWER } }),
      params({ slug: restricted.slug }),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
    const anonymous = await accessPost(access({ method: "POST", headers: { origin: ORIGIN } }), params({ slug: restricted.slug }));
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\/login\?next=/);
    expect(anonymous.headers.get("set-cookie")).toBeNull();
  });

  it("a grant altered, of another site or of a signed-out session opens nothing", async () => {
    const accounts = await archiveAccounts(backend.db);
    const session = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
    const { cookie } = await grantOf(session);
    const altered = alter(cookie);
    expect(await framedTokenPage(VIEWER, altered)).toMatchObject({ profile: "missingAspect" });
    const studio = DEMO_SITES.studio.host;
    expect(await framedTokenPage(VIEWER, cookie, studio)).toMatchObject({ profile: "missingAspect" });
    const out = await logoutRoute(request("/iiif/auth/logout", { method: "POST", cookie: session, headers: { origin: ORIGIN } }));
    expect(out.status).toBe(200);
    expect(await framedTokenPage(VIEWER, cookie)).toMatchObject({ profile: "invalidAspect" });
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
