// Security headers on pages, as a crawler or attacker receives them (no browser involved).
import { expect, test } from "./helpers/test";

for (const path of ["/", "/fr/help/faq", "/this/page/does-not-exist"]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  });
}

test("the API answers JSON with nosniff", async ({ request }) => {
  const response = await request.get("/api/public/websites/v1/website/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("data answers (API, thumbnails) may load and run nothing", async ({ request }) => {
  const response = await request.get("/api/public/websites/v1/website/");
  expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
});

test("the embed player, rendered per request, runs only scripts carrying that answer's nonce", async ({ request }) => {
  const items = (await (await request.get("/api/public/websites/v1/items/?limit=1")).json()) as { results: Array<{ uid: string }> };
  const path = `/embed/${items.results[0]!.uid}/`;
  const nonces: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).toContain("'strict-dynamic'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("frame-ancestors 'none'");
    // The page's own scripts carry it.
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
