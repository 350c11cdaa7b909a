// GET /website/ – the site's settings, chosen by Host (spec §3, ARCHITECTURE "White-label, multi-site").
import { websiteSettingsSchema } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

const ARCHIVE = {
  name: "Testimony Archive",
  colors_theme: "light",
  auth_enabled: true,
  auth_force_login: false,
  auth_method: "users",
  auth_users_registration_enabled: true,
  monetization_enabled: false,
  monetization_currency: "eur",
  show_legal: true,
  options_share_btn: true,
  embed_allowed_domains: ["memorial.example.org", "*.example.edu"],
};

const STUDIO = {
  name: "Studio Channel",
  colors_theme: "dark",
  auth_enabled: true,
  auth_force_login: true,
  auth_method: "password",
  auth_users_registration_enabled: false,
  monetization_enabled: true,
  monetization_currency: "chf",
  show_legal: false,
  options_share_btn: false,
  embed_allowed_domains: [],
};

describe("GET /website/", () => {
  const cases: Array<{ name: string; headers: Record<string, string>; expected: Record<string, unknown> }> = [
    { name: "Host localhost → the archive", headers: { host: "localhost" }, expected: ARCHIVE },
    { name: "Host with a port", headers: { host: "localhost:3100" }, expected: ARCHIVE },
    { name: "Host 127.0.0.1", headers: { host: "127.0.0.1:3000" }, expected: ARCHIVE },
    { name: "Host studio.localhost → the studio", headers: { host: "studio.localhost" }, expected: STUDIO },
    { name: "Host in capitals with a port", headers: { host: "STUDIO.localhost:3100" }, expected: STUDIO },
    { name: "X-Forwarded-Host wins over Host", headers: { host: "localhost", "x-forwarded-host": "studio.localhost" }, expected: STUDIO },
    { name: "Accept-Language fr → French name", headers: { "accept-language": "fr" }, expected: { name: "Archives des témoignages" } },
    {
      name: "Accept-Language fr-CH with weights",
      headers: { "accept-language": "fr-CH,fr;q=0.9,en;q=0.8" },
      expected: { name: "Archives des témoignages" },
    },
    { name: "Accept-Language de → English", headers: { "accept-language": "de-DE,de;q=0.9" }, expected: { name: "Testimony Archive" } },
    { name: "studio in French", headers: { host: "studio.localhost", "accept-language": "fr" }, expected: { name: "Chaîne Studio" } },
  ];

  // A host no site claims gets no site (never the default one): its name would otherwise reach
  // canonical links, sitemaps and shared caches.
  it.each([
    { name: "unknown host", host: "unknown.example.org" },
    { name: "empty host", host: "" },
    { name: "a site's host with a suffix", host: "studio.localhost.evil.example" },
  ])("$name → 404 site_not_found", async ({ host }) => {
    const response = await backend.request("/website/", { headers: { host } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "site_not_found", message: "No website is configured for this host." });
  });

  it.each(cases)("$name", async ({ headers, expected }) => {
    const response = await backend.request("/website/", { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject(expected);
  });

  it("answers exactly the website settings shape", async () => {
    const body = (await (await backend.request("/website/")).json()) as Record<string, unknown>;
    expect(websiteSettingsSchema.strict().parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(Object.keys(websiteSettingsSchema.shape).sort());
  });

  it("gives each site its own uid, theme colour and home page", async () => {
    const archive = websiteSettingsSchema.parse(await (await backend.request("/website/")).json());
    const studio = websiteSettingsSchema.parse(
      await (await backend.request("/website/", { headers: { host: "studio.localhost" } })).json(),
    );
    expect(archive.uid).not.toBe(studio.uid);
    expect(archive.colors_primary).toBe("#884aff");
    expect(studio.colors_primary).not.toBe(archive.colors_primary);
    expect(archive.home_page).toEqual(expect.any(Number));
    expect(studio.home_page).toEqual(expect.any(Number));
    expect(archive.home_page).not.toBe(studio.home_page);
  });

  it("varies on Host and Accept-Language, for shared caches", async () => {
    const vary = (await backend.request("/website/")).headers.get("vary") ?? "";
    expect(vary.toLowerCase()).toEqual(expect.stringContaining("host"));
    expect(vary.toLowerCase()).toEqual(expect.stringContaining("accept-language"));
  });

  it("resolves the site once per call (the thumbnails' middleware stays on its own paths)", async () => {
    const vary = (await backend.request("/website/")).headers.get("vary") ?? "";
    expect(vary).toBe("Host, X-Forwarded-Host, Accept-Language, Authorization, X-Buyer-Token");
  });
});
