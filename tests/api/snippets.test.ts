// GET /api/snippets/legal/ – the legal notice as an HTML snippet, per site and language.
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
    const response = await backend.request("/api/snippets/legal/", { headers: { host: "studio.localhost" } });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });
});
