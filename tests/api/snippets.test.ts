// GET /api/snippets/legal/ – the legal notice as an HTML snippet, per site and language.
import { eq } from "drizzle-orm";
import { websites } from "@/backend/db/schema";
import { STUDIO_SITE_PASSWORD } from "@/backend/seed";
import { clearSiteCache } from "@/backend/services/sites";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

describe("GET /api/snippets/legal/", () => {
  it.each<{ language: string; headers: Record<string, string>; heading: string }>([
    { language: "en", headers: {}, heading: "<h2>Legal notice</h2>" },
    { language: "fr", headers: { "accept-language": "fr-FR,fr;q=0.9" }, heading: "<h2>Mentions légales</h2>" },
  ])("answers the archive's notice as HTML ($language)", async ({ headers, heading }) => {
    const response = await backend.request("/api/snippets/legal/", { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html.startsWith(heading)).toBe(true);
    expect(html).not.toMatch(/<script/i);
  });

  it("is a 404 on the studio, where show_legal is off", async () => {
    // Signed in: the studio forces login, and this is about show_legal, not about the sign-in wall.
    const studio = { host: "studio.localhost" };
    const login = await backend.request("/auth/login/", {
      method: "POST",
      headers: { ...studio, "content-type": "application/json" },
      body: JSON.stringify({ password: STUDIO_SITE_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const response = await backend.request("/api/snippets/legal/", { headers: { ...studio, authorization: `website-token ${token}` } });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });
});

describe("GET /api/snippets/legal/ – the site's HTML is sanitised and confined", () => {
  const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; sandbox";
  let original: { legalHtml: string | null; i18n: (typeof websites.$inferSelect)["i18n"] };

  async function setLegal(legalHtml: string | null, i18n = original.i18n) {
    await backend.db.update(websites).set({ legalHtml, i18n }).where(eq(websites.code, "archive"));
    clearSiteCache();
  }

  beforeAll(async () => {
    const [archive] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
    original = { legalHtml: archive!.legalHtml, i18n: archive!.i18n };
  });
  afterAll(() => setLegal(original.legalHtml));

  it("sends a CSP that runs no script and nosniff", async () => {
    const response = await backend.request("/api/snippets/legal/");
    expect(response.status).toBe(200);
    expect({ csp: response.headers.get("content-security-policy"), nosniff: response.headers.get("x-content-type-options") }).toEqual({
      csp: CSP,
      nosniff: "nosniff",
    });
  });

  it.each<{ name: string; html: string; expected: string }>([
    { name: "a <script>", html: "<p>Terms</p><script>alert(document.cookie)</script>", expected: "<p>Terms</p>" },
    {
      name: "an onerror attribute",
      html: '<img src="https://example.org/x.png" onerror="alert(1)" alt="x" />',
      expected: '<img src="https://example.org/x.png" alt="x" />',
    },
    {
      name: "an onclick on a link",
      html: '<a href="https://example.org/" onclick="alert(1)">site</a>',
      expected: '<a href="https://example.org/" rel="noopener noreferrer">site</a>',
    },
    { name: "a javascript: link", html: '<a href="javascript:alert(1)">click</a>', expected: '<a rel="noopener noreferrer">click</a>' },
    {
      name: "a JaVaScRiPt: link with entities",
      html: '<a href="&#106;avascript:alert(1)">click</a>',
      expected: '<a rel="noopener noreferrer">click</a>',
    },
    { name: "an <iframe>", html: '<p>a</p><iframe src="https://evil.example/"></iframe><p>b</p>', expected: "<p>a</p><p>b</p>" },
    {
      name: "a <style> and a style attribute",
      html: '<style>body{display:none}</style><p style="position:fixed">x</p>',
      expected: "<p>x</p>",
    },
    { name: "an <svg> with onload", html: '<svg onload="alert(1)"><circle /></svg><p>ok</p>', expected: "<p>ok</p>" },
    {
      name: "harmless markup",
      html: '<h2>Legal</h2><p><strong>Bold</strong> <a href="mailto:legal@example.org">mail</a></p>',
      expected: '<h2>Legal</h2><p><strong>Bold</strong> <a href="mailto:legal@example.org" rel="noopener noreferrer">mail</a></p>',
    },
  ])("$name → only the allowed markup is left", async ({ html, expected }) => {
    await setLegal(html);
    const response = await backend.request("/api/snippets/legal/");
    expect({ status: response.status, body: await response.text(), csp: response.headers.get("content-security-policy") }).toEqual({
      status: 200,
      body: expected,
      csp: CSP,
    });
  });

  it("the translated notice is sanitised too", async () => {
    await setLegal("<p>en</p>", {
      ...original.i18n,
      fr: { ...original.i18n?.fr, legal_html: '<p>fr</p><script>alert(1)</script><iframe src="x"></iframe>' },
    });
    const response = await backend.request("/api/snippets/legal/", { headers: { "accept-language": "fr" } });
    expect(await response.text()).toBe("<p>fr</p>");
  });
});
