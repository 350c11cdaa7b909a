// Security headers on pages, as a crawler or attacker receives them (no browser involved).
import { expect, test } from "@playwright/test";

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
