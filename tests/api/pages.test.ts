// GET /pages/{id}/ – a site's page of blocks, in the caller's language (spec §2 "Home page", §3 "Page").
import { API_BASE_PATH } from "@/lib/api/request";
import { pageSchema, websiteSettingsSchema, type Page } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

/** The studio forces sign-in (spec §2): its reads carry a session, signed in before all. */
const STUDIO: Record<string, string> = { host: "studio.localhost" };
const FR = { "accept-language": "fr" };

let backend: TestBackend;
let archiveHome: number;
let studioHome: number;

async function get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await backend.request(path, { headers });
  return { status: response.status, body: await response.json() };
}

async function page(id: number, headers?: Record<string, string>): Promise<Page> {
  const { status, body } = await get(`/pages/${id}/`, headers);
  expect(status).toBe(200);
  return pageSchema.strict().parse(body);
}

async function homeOf(headers?: Record<string, string>): Promise<number> {
  const settings = websiteSettingsSchema.parse((await get("/website/", headers)).body);
  expect(settings.home_page).toEqual(expect.any(Number));
  return settings.home_page!;
}

beforeAll(async () => {
  backend = await createTestBackend();
  Object.assign(STUDIO, await studioSession(backend));
  archiveHome = await homeOf();
  studioHome = await homeOf(STUDIO);
});
afterAll(() => backend?.close());

describe("GET /pages/{home_page}/", () => {
  it.each([
    {
      site: "archive",
      id: () => archiveHome,
      headers: undefined,
      components: ["Items", "Categories", "Banner1", "Faq", "Testimonials", "Cover"],
    },
    { site: "studio", id: () => studioHome, headers: STUDIO, components: ["Items", "Categories", "Banner1", "Faq", "Testimonials"] },
  ])("the $site home: its blocks, each with uid, component, is_displayed and fields", async ({ id, headers, components }) => {
    const home = await page(id(), headers);
    expect(home.id).toBe(id());
    expect(home.content.length).toBeGreaterThanOrEqual(components.length);
    expect(new Set(home.content.map((b) => b.component))).toEqual(new Set(components));
    expect(new Set(home.content.map((b) => b.uid)).size).toBe(home.content.length);
  });

  it("the archive home holds a hidden Items block (the front end skips it) and five shown ones", async () => {
    const items = (await page(archiveHome)).content.filter((b) => b.component === "Items");
    expect(items.map((b) => b.is_displayed).sort()).toEqual([false, true, true, true, true, true]);
    for (const block of items) expect(block.fields).toMatchObject({ layout: expect.any(String), items: expect.any(Object) });
  });

  it.each([
    { site: "archive", id: () => archiveHome, headers: {} },
    { site: "studio", id: () => studioHome, headers: STUDIO },
  ])("the $site home in French: the same blocks in the same order, with French text", async ({ id, headers }) => {
    const english = await page(id(), headers);
    const french = await page(id(), { ...headers, ...FR });
    expect(french.content.map((b) => [b.uid, b.component, b.is_displayed])).toEqual(
      english.content.map((b) => [b.uid, b.component, b.is_displayed]),
    );
    const changed = french.content.filter((b, i) => JSON.stringify(b.fields) !== JSON.stringify(english.content[i]!.fields));
    expect(changed.length).toBeGreaterThan(english.content.length / 2);
    expect(JSON.stringify(french.content)).toMatch(/[éèàç]/);
  });

  it("an unknown language falls back to English", async () => {
    expect(await page(archiveHome, { "accept-language": "de-DE,de;q=0.9" })).toEqual(await page(archiveHome));
  });
});

describe("GET /pages/{id}/ – not found", () => {
  const notFound = { status: 404, body: { type: "not_found", message: expect.any(String) } };

  it.each([
    { name: "the studio's home asked on the archive", path: () => `/pages/${studioHome}/`, headers: undefined },
    { name: "the archive's home asked on the studio", path: () => `/pages/${archiveHome}/`, headers: STUDIO },
    { name: "abc", path: () => "/pages/abc/", headers: undefined },
    { name: "0", path: () => "/pages/0/", headers: undefined },
    { name: "-1", path: () => "/pages/-1/", headers: undefined },
    { name: "1.5", path: () => "/pages/1.5/", headers: undefined },
    { name: "an id past the last page", path: () => "/pages/99999/", headers: undefined },
    { name: "an id beyond any integer", path: () => "/pages/99999999999999999999999/", headers: undefined },
  ])("$name → 404", async ({ path, headers }) => {
    expect(await get(path(), headers)).toEqual(notFound);
  });

  // Was a 404: like Django's APPEND_SLASH, a GET without the slash is now redirected (tests/api/drf.test.ts).
  it("no trailing slash → 301 to the path with it", async () => {
    const response = await backend.request(`/pages/${archiveHome}`);
    expect({ status: response.status, location: response.headers.get("location") }).toEqual({
      status: 301,
      location: `${API_BASE_PATH}/pages/${archiveHome}/`,
    });
  });
});
