// Forced login (spec §2: auth_enabled + auth_force_login) is enforced by the backend, not only by the
// browser: on the studio an anonymous caller reaches the settings and /auth/ only; a session, or the
// app's own server-side render (`app.fetch(request, { internal: true })`), reaches everything.
import { STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { thumbnailUrl } from "@/lib/images";
import { API_BASE_PATH } from "@/lib/api/request";
import { itemSchema, pageOf, websiteSettingsSchema } from "@/lib/api/schemas";
import { createTestBackend, type CallOptions, type TestBackend } from "./helpers/test-backend";

const STUDIO = { host: "studio.localhost" };
const SIGN_IN = { type: "not_authenticated", message: "Sign in to see this site." };
const SIGN_IN_FR = { type: "not_authenticated", message: "Connectez-vous pour voir ce site." };

let backend: TestBackend;
let studioToken: string;

type Ids = { itemSlug: string; itemUid: string; mediaUid: string; categorySlug: string; homePage: number };
const ids: Record<"studio" | "archive", Ids> = {
  studio: { itemSlug: "", itemUid: "", mediaUid: "", categorySlug: "", homePage: 0 },
  archive: { itemSlug: "", itemUid: "", mediaUid: "", categorySlug: "", homePage: 0 },
};

type Call = { method?: "GET" | "POST"; path: string; json?: unknown };
/** `media`: the content type without its parameters. */
type Reply = { status: number; media: string | undefined; body: unknown };

/** `path` is under the API base path, except thumbnails (`/images/…`), which live at the site's root. */
async function send(call: Call, headers: Record<string, string> = {}, options: CallOptions = {}): Promise<Reply> {
  const url = `http://localhost${call.path.startsWith("/images/") ? "" : API_BASE_PATH}${call.path}`;
  const init: RequestInit = { method: call.method ?? "GET", headers: { ...STUDIO, ...headers } };
  if (call.json !== undefined) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = JSON.stringify(call.json);
  }
  const response = await backend.fetch(new Request(url, init), options);
  const media = response.headers.get("content-type")?.split(";")[0];
  const body = media === "application/json" ? ((await response.json()) as unknown) : await response.text();
  return { status: response.status, media, body };
}

/** A site's home page, first media item and its category, read as the app's render reads them. */
async function idsOf(host: string): Promise<Ids> {
  const internal = { internal: true };
  const settings = websiteSettingsSchema.parse((await send({ path: "/website/" }, { host }, internal)).body);
  const list = pageOf(itemSchema).parse((await send({ path: "/items/?limit=100" }, { host }, internal)).body).results;
  const item = list.find((i) => i.content_object_type === "media" && i.categories.length > 0)!;
  return {
    itemSlug: item.slug,
    itemUid: item.uid,
    mediaUid: item.content_object.uid,
    categorySlug: item.categories[0]!.slug,
    homePage: settings.home_page!,
  };
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 12 });
  ids.studio = await idsOf(STUDIO.host);
  ids.archive = await idsOf("localhost");
  const login = await send({ method: "POST", path: "/auth/login/", json: { password: STUDIO_SITE_PASSWORD } });
  expect(login.status).toBe(200);
  studioToken = (login.body as { token: string }).token;
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

const CONTACT = { email: "visitor@example.org", first_name: "Vi", last_name: "Sitor", message: "Hello.", consent: true };

/** Every public route family, with what a signed-in caller (or the app's render) gets on each site. */
const GATED: Array<{ name: string; call: (site: Ids) => Call; allowed: number; archive?: number; media?: string }> = [
  { name: "items list", call: () => ({ path: "/items/" }), allowed: 200 },
  { name: "item detail", call: (site) => ({ path: `/items/${site.itemSlug}/` }), allowed: 200 },
  { name: "categories", call: () => ({ path: "/categories/" }), allowed: 200 },
  { name: "category", call: (site) => ({ path: `/categories/${site.categorySlug}/` }), allowed: 200 },
  { name: "pages", call: (site) => ({ path: `/pages/${site.homePage}/` }), allowed: 200 },
  { name: "medias", call: (site) => ({ path: `/medias/${site.mediaUid}/` }), allowed: 200 },
  { name: "player", call: (site) => ({ path: `/player/items/${site.itemUid}/` }), allowed: 200 },
  { name: "search", call: () => ({ path: "/items/?search=a&languages=fr,en" }), allowed: 200 },
  { name: "sitemap items", call: () => ({ path: "/sitemap/items/" }), allowed: 200 },
  { name: "sitemap categories", call: () => ({ path: "/sitemap/categories/" }), allowed: 200 },
  { name: "images", call: (site) => ({ path: thumbnailUrl("media", site.mediaUid) }), allowed: 200, media: "image/jpeg" },
  {
    name: "images (cart path)",
    call: (site) => ({ path: `/images/media/uid/${site.mediaUid}/thumbnail.jpg` }),
    allowed: 200,
    media: "image/jpeg",
  },
  { name: "contact", call: () => ({ method: "POST", path: "/contact/", json: CONTACT }), allowed: 201 },
  // The studio has no legal page: past the gate, the route itself answers 404.
  { name: "legal snippet", call: () => ({ path: "/api/snippets/legal/" }), allowed: 404, archive: 200 },
];

describe("the studio (forced login), anonymous", () => {
  it.each(GATED)("$name → 401 not_authenticated", async ({ call }) => {
    const reply = await send(call(ids.studio));
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 401, body: SIGN_IN });
  });

  it("the refusal is translated and varies by Authorization", async () => {
    const reply = await send({ path: "/items/" }, { "accept-language": "fr" });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 401, body: SIGN_IN_FR });
    const response = await backend.request("/categories/", { headers: STUDIO });
    expect(response.headers.get("vary")).toContain("Authorization");
  });

  it.each<{ name: string; call: Call; status: number; type?: string }>([
    { name: "GET /website/ (settings)", call: { path: "/website/" }, status: 200 },
    {
      name: "POST /auth/login/, right password",
      call: { method: "POST", path: "/auth/login/", json: { password: STUDIO_SITE_PASSWORD } },
      status: 200,
    },
    {
      name: "POST /auth/login/, wrong password",
      call: { method: "POST", path: "/auth/login/", json: { password: "wrong-password" } },
      status: 400,
      type: "invalid_credentials",
    },
    { name: "GET /auth/me/ (no session)", call: { path: "/auth/me/" }, status: 401, type: "not_authenticated" },
    { name: "POST /auth/logout/", call: { method: "POST", path: "/auth/logout/" }, status: 204 },
    {
      name: "POST /auth/password-reset/",
      call: { method: "POST", path: "/auth/password-reset/", json: { email: "a@example.org" } },
      status: 403,
      type: "reset_disabled",
    },
  ])("$name is still open → $status", async ({ call, status, type }) => {
    const reply = await send(call);
    expect(reply.status).toBe(status);
    // /auth/me/ answers its own 401 ("no credentials"), not the site's "sign in to see this site".
    expect(reply.body).not.toEqual(SIGN_IN);
    if (type) expect(reply.body).toMatchObject({ type });
  });
});

describe("the studio (forced login), past the gate", () => {
  it.each(GATED)("$name with a studio session → $allowed", async ({ call, allowed, media }) => {
    const reply = await send(call(ids.studio), { authorization: `website-token ${studioToken}` });
    expect({ status: reply.status, media: reply.media }).toEqual({ status: allowed, media: media ?? "application/json" });
  });

  it.each(GATED)("$name from the app's own render ({ internal: true }) → $allowed", async ({ call, allowed, media }) => {
    const reply = await send(call(ids.studio), {}, { internal: true });
    expect({ status: reply.status, media: reply.media }).toEqual({ status: allowed, media: media ?? "application/json" });
  });

  it("an env without `internal: true` is no pass", async () => {
    const response = await backend.app.fetch(new Request(`http://localhost${API_BASE_PATH}/items/`, { headers: STUDIO }), {
      internal: false,
    });
    expect(response.status).toBe(401);
  });

  it("after logout the session no longer opens the site", async () => {
    const login = await send({ method: "POST", path: "/auth/login/", json: { password: STUDIO_SITE_PASSWORD } });
    const auth = { authorization: `website-token ${(login.body as { token: string }).token}` };
    expect((await send({ path: "/items/" }, auth)).status).toBe(200);
    expect((await send({ method: "POST", path: "/auth/logout/" }, auth)).status).toBe(204);
    expect((await send({ path: "/items/" }, auth)).status).toBe(401);
    expect((await send({ path: "/items/" })).body).toEqual(SIGN_IN);
  });
});

describe("the archive (no forced login) is unchanged", () => {
  it.each(GATED)("$name anonymous → not gated", async ({ call, allowed, archive }) => {
    expect((await send(call(ids.archive), { host: "localhost" })).status).toBe(archive ?? allowed);
  });
});
