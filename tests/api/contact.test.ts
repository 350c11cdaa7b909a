// POST /contact/ – stored, mailed to the site's contact address, validated, size- and rate-limited.
import { desc, eq } from "drizzle-orm";
import { contactMessages, outgoingMail, websites } from "@/backend/db/schema";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

/** The studio forces sign-in (spec §2): its visitors write with a session, signed in before all. */
const STUDIO: Record<string, string> = { host: "studio.localhost" };

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
  Object.assign(STUDIO, await studioSession(backend));
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

let sequence = 0;
function validMessage(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `visitor${sequence}@example.org`,
    first_name: "Ada",
    last_name: "Example",
    message: `Hello, this is message ${sequence}.`,
    consent: true,
    ...overrides,
  };
}

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await backend.request("/contact/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

async function siteId(code: string): Promise<number> {
  const [site] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, code));
  return site!.id;
}

describe("POST /contact/ – accepted", () => {
  it.each<{ site: string; headers: Record<string, string>; to: string }>([
    { site: "archive", headers: {}, to: "contact@archive.example.org" },
    { site: "studio", headers: STUDIO, to: "contact@studio.example.org" },
  ])("stores the message and mails it to the $site's contact address", async ({ site, headers, to }) => {
    const input = validMessage({ first_name: "  Ada  " });
    const { status, body } = await post(input, headers);
    expect(status).toBe(201);
    expect(body).toEqual({ detail: expect.any(String) });

    const rows = await backend.db.select().from(contactMessages).where(eq(contactMessages.email, input.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      websiteId: await siteId(site),
      email: input.email,
      firstName: "Ada",
      lastName: input.last_name,
      message: input.message,
      consent: true,
    });

    const [mail] = await backend.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(mail).toMatchObject({ websiteId: await siteId(site), toAddress: to, replyTo: input.email, status: "outbox" });
    expect(mail!.text).toContain(input.message);
  });

  it("ignores unknown fields", async () => {
    const { status } = await post(validMessage({ is_admin: true, website_id: 2 }));
    expect(status).toBe(201);
  });

  it("accepts a JSON content type with a charset", async () => {
    const { status } = await post(validMessage(), { "content-type": "application/json; charset=utf-8" });
    expect(status).toBe(201);
  });
});

describe("POST /contact/ – refused", () => {
  const fields = ["email", "first_name", "last_name", "message", "consent"];
  const validation: Array<{ name: string; body: () => unknown; errors: string[] }> = [
    { name: "empty object: every field", body: () => ({}), errors: fields },
    {
      name: "blank strings",
      body: () => validMessage({ email: "", first_name: " ", last_name: "", message: "   " }),
      errors: ["email", "first_name", "last_name", "message"],
    },
    { name: "invalid email", body: () => validMessage({ email: "not-an-email" }), errors: ["email"] },
    { name: "email with a space", body: () => validMessage({ email: "a b@example.org" }), errors: ["email"] },
    { name: "consent false", body: () => validMessage({ consent: false }), errors: ["consent"] },
    { name: "consent as a string", body: () => validMessage({ consent: "true" }), errors: ["consent"] },
    { name: "consent missing", body: () => ({ ...validMessage(), consent: undefined }), errors: ["consent"] },
    { name: "wrong types", body: () => validMessage({ first_name: 42, message: ["x"] }), errors: ["first_name", "message"] },
    { name: "message too long", body: () => validMessage({ message: "x".repeat(5001) }), errors: ["message"] },
  ];

  it.each(validation)("400 with field errors: $name", async ({ body, errors }) => {
    const { status, body: answer } = await post(body());
    expect(status).toBe(400);
    expect(answer).toEqual({
      type: "validation_error",
      message: expect.any(String),
      // Exactly these fields, each with at least one message (a blank e-mail is both required and invalid).
      errors: Object.fromEntries(errors.map((field) => [field, expect.arrayContaining([expect.any(String)])])),
    });
  });

  const malformed: Array<{ name: string; body: string; headers?: Record<string, string>; status: number; type: string }> = [
    { name: "not JSON", body: "{email: nope", status: 400, type: "parse_error" },
    { name: "empty body", body: "", status: 400, type: "parse_error" },
    { name: "JSON null", body: "null", status: 400, type: "validation_error" },
    { name: "JSON array", body: "[1,2]", status: 400, type: "validation_error" },
    {
      name: "wrong content type",
      body: JSON.stringify({ email: "a@b.org" }),
      headers: { "content-type": "text/plain" },
      status: 415,
      type: "unsupported_media_type",
    },
    {
      name: "form-encoded",
      body: "email=a%40b.org",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 415,
      type: "unsupported_media_type",
    },
    {
      name: "body over 64 KB",
      body: JSON.stringify({ ...validMessage(), message: "x".repeat(70 * 1024) }),
      status: 413,
      type: "payload_too_large",
    },
  ];

  it.each(malformed)("$status $type: $name", async ({ body, headers, status, type }) => {
    const answer = await post(body, headers);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body:
        type === "validation_error"
          ? { type, message: expect.any(String), errors: expect.any(Object) }
          : { type, message: expect.any(String) },
    });
  });

  it("stores nothing for a refused message", async () => {
    const email = "refused@example.org";
    await post(validMessage({ email, consent: false }));
    expect(await backend.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it("is a 404 for GET (the call only accepts POST)", async () => {
    const response = await backend.request("/contact/");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("POST /contact/ – rate limit", () => {
  it("answers 429 with Retry-After to the 6th message from one IP within 10 minutes", async () => {
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 5; i++) expect((await post(validMessage(), ip)).status).toBe(201);

    const refused = await post(validMessage(), ip);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: { type: "throttled", message: expect.any(String) },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it("counts each IP apart", async () => {
    for (let i = 0; i < 5; i++) await post(validMessage(), { "x-forwarded-for": "203.0.113.8" });
    expect((await post(validMessage(), { "x-forwarded-for": "203.0.113.9" })).status).toBe(201);
  });

  it("counts each site apart", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 5; i++) await post(validMessage(), { "x-forwarded-for": ip });
    expect((await post(validMessage(), { ...STUDIO, "x-forwarded-for": ip })).status).toBe(201);
  });

  it("does not count refused (invalid) messages", async () => {
    const ip = { "x-forwarded-for": "203.0.113.11" };
    for (let i = 0; i < 6; i++) await post(validMessage({ consent: false }), ip);
    expect((await post(validMessage(), ip)).status).toBe(201);
  });
});
