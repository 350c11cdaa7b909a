// Nothing a client sends may produce a 5xx (ARCHITECTURE "Errors"): unknown paths, garbage
// queries, odd slugs, odd headers and odd bodies all get a 2xx or a 4xx `{type, message}`.
import { apiErrorBodySchema } from "@/lib/api/schemas";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { createTestBackend, POSTGRES_ADMIN_URL, usePostgres, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

async function answer(path: string, init?: RequestInit) {
  const response = await backend.request(path, init);
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", text };
}

function expectClientSafe(result: { status: number; type: string; text: string }) {
  expect(result.status).toBeLessThan(500);
  if (result.status >= 400) {
    expect(result.type).toMatch(/^application\/json/);
    expect(apiErrorBodySchema.safeParse(JSON.parse(result.text)).success).toBe(true);
  }
}

describe("unknown paths", () => {
  it.each(["/nope/", "/items/whatever/deeper/", "/categories/a/b/", "/", "/api/snippets/unknown/"])("%s → 404 JSON", async (path) => {
    const result = await answer(path);
    expect({ status: result.status, body: JSON.parse(result.text) as unknown }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });

  it("outside the base path → 404 JSON", async () => {
    const response = await backend.fetch(new Request("http://localhost/somewhere/else", { headers: { host: "localhost" } }));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });
});

const LONG = "a".repeat(10_000);
/** Test titles stay readable: long values are cut. */
const label = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}… (${value.length} chars)` : value);
const garbage = [
  "",
  "-",
  "--name",
  "name,slug",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "%00",
  "%C0%AF",
  "%E0%A4%A",
  "%",
  "' OR 1=1 --",
  "1;DROP TABLE categories",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "😀",
  "\u202e",
  ",,,",
  "00000000-0000-0000-0000-000000000000",
  `${"7e5c1a2b-3d4e-4f60-8a1b-2c3d4e5f6a7b,".repeat(600)}`,
  LONG,
];

describe("garbage query values on GET /categories/", () => {
  const params = ["ordering", "uid__in", "parent_id", "parent_id__isnull", "unknown_param"];
  const cases = params.flatMap((param) => garbage.map((raw) => ({ param, value: label(raw), raw })));

  it.each(cases)("$param=$value", async ({ param, raw }) => {
    // Values are sent as written (not encoded again) so malformed escapes reach the server.
    expectClientSafe(await answer(`/categories/?${param}=${raw.includes("%") ? raw : encodeURIComponent(raw)}`));
  });

  it.each(
    [
      "?ordering=name&ordering=-name",
      "?uid__in=&uid__in=",
      "?parent_id__isnull=true&parent_id__isnull=false",
      "?&&&",
      "?=",
      "?ordering",
      `?${"x=1&".repeat(500)}`,
    ].map((query) => ({ query, name: label(query) })),
  )("$name", async ({ query }) => {
    expectClientSafe(await answer(`/categories/${query}`));
  });
});

describe("odd slugs on GET /categories/{slug}/", () => {
  const slugs = garbage.filter((s) => s !== "" && !s.includes("/")).map((slug) => ({ slug, name: label(slug) }));
  it.each(slugs)("$name", async ({ slug }) => {
    const encoded = slug.includes("%") ? slug : encodeURIComponent(slug);
    expectClientSafe(await answer(`/categories/${encoded}/`));
  });

  it.each(["%2e%2e", "..%2f..%2f", "a%2Fb", "%20", "%0d%0aSet-Cookie:x=1"])("%s", async (slug) => {
    expectClientSafe(await answer(`/categories/${slug}/`));
  });
});

describe("odd headers", () => {
  const headerCases: Array<Record<string, string>> = [
    { host: "" },
    { host: "localhost:99999" },
    { host: "[::1]:3000" },
    { host: "a".repeat(2000) },
    { "x-forwarded-host": ",,," },
    { "x-forwarded-host": "evil.example.org, studio.localhost" },
    { "accept-language": "*" },
    { "accept-language": ";q=0.5,,," },
    { "accept-language": "x".repeat(5000) },
    { "x-forwarded-for": "not an ip" },
    { authorization: "website-token garbage" },
    { authorization: "Bearer" },
  ];
  const named = headerCases.map((headers) => ({ headers, name: label(JSON.stringify(headers)) }));

  it.each(named)("$name", async ({ headers }) => {
    for (const path of ["/website/", "/categories/", "/api/snippets/legal/"]) expectClientSafe(await answer(path, { headers }));
  });
});

describe("odd bodies on POST /contact/", () => {
  const valid = { email: "a@example.org", first_name: "A", last_name: "B", message: "Hi", consent: true };
  const bodies: Array<{ name: string; body: string }> = [
    { name: "deeply nested", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
    { name: "huge number", body: '{"email":"a@example.org","first_name":"A","last_name":"B","message":"Hi","consent":1e400}' },
    { name: "NUL in the message", body: JSON.stringify({ ...valid, message: "before\u0000after" }) },
    { name: "NUL in the email", body: JSON.stringify({ ...valid, email: "a\u0000@example.org" }) },
    { name: "lone surrogate", body: `{"email":"a@example.org","first_name":"\\ud800","last_name":"B","message":"Hi","consent":true}` },
    {
      name: "__proto__ key",
      body: `{"__proto__":{"admin":true},"email":"a@example.org","first_name":"A","last_name":"B","message":"Hi","consent":true}`,
    },
    { name: "string", body: '"hello"' },
    { name: "number", body: "42" },
    { name: "BOM", body: `\ufeff${JSON.stringify(valid)}` },
  ];

  it.each(bodies)("$name", async ({ body }) => {
    expectClientSafe(await answer("/contact/", { method: "POST", headers: { "content-type": "application/json" }, body }));
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"])("%s /contact/", async (method) => {
    expectClientSafe(await answer("/contact/", { method }));
  });

  it.each(["POST", "PUT", "DELETE"])("%s /website/", async (method) => {
    expectClientSafe(
      await answer("/website/", { method, headers: { "content-type": "application/json" }, body: method === "DELETE" ? undefined : "{}" }),
    );
  });
});

describe("the database server drops our connections", () => {
  // PostgreSQL only: PGlite runs in this process and has no connections to lose.
  const onPostgres = usePostgres() ? it : it.skip;

  onPostgres("idle connections killed by the server are replaced, and the next call still answers", async () => {
    expect((await backend.request("/website/")).status).toBe(200);
    const result = (await backend.db.execute(sql`SELECT current_database() AS db`)) as unknown as { rows: Array<{ db: string }> };
    const name = result.rows[0]?.db ?? "";
    expect(name).toMatch(/^t_/);
    const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears the loss (no crash), and the next call gets a fresh connection.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await backend.request("/website/")).status).toBe(200);
  });
});
