// POST /auth/login/ and GET /auth/me/ – both sign-in methods, tokens, throttling (spec §4, §6, §8).
import { eq } from "drizzle-orm";
import { sessions, users } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const STUDIO = { host: "studio.localhost" };
const FR = { "accept-language": "fr" };
const { researcher, member, student, teacher } = DEMO_ACCOUNTS;
/** At least 128 random bits, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{22,}$/;

const INVALID = {
  type: "invalid_credentials",
  message: "Invalid credentials.",
  errors: { non_field_errors: ["Invalid credentials."] },
};
const INVALID_FR = {
  type: "invalid_credentials",
  message: "Identifiants invalides.",
  errors: { non_field_errors: ["Identifiants invalides."] },
};

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Reply = { status: number; body: unknown; headers: Headers };

async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `website-token ${init.token}`;
  const response = await backend.request(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const login = (body: unknown, headers: Record<string, string> = {}) => call("/auth/login/", { body, headers });

async function tokenOf(body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const reply = await login(body, headers);
  expect(reply.status).toBe(200);
  const { token } = reply.body as { token: string };
  return token;
}

async function uidOf(email: string): Promise<string> {
  const [row] = await backend.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  return row!.uid;
}

describe("POST /auth/login/ – users method (archive)", () => {
  it.each([
    { who: "researcher", account: researcher, isMember: false },
    { who: "member", account: member, isMember: true },
  ])("the $who signs in: a token that opens /auth/me/", async ({ account, isMember }) => {
    const reply = await login({ email: account.email, password: account.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ token: expect.stringMatching(TOKEN) });

    const me = await call("/auth/me/", { token: (reply.body as { token: string }).token });
    expect(me).toMatchObject({
      status: 200,
      body: {
        uid: await uidOf(account.email),
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        is_member: isMember,
      },
    });
    expect(Object.keys(me.body as object).sort()).toEqual(["email", "first_name", "is_member", "last_name", "uid"]);
  });

  it.each([
    { case: "e-mail in capitals", email: researcher.email.toUpperCase() },
    { case: "e-mail with spaces around it", email: `  ${researcher.email}  ` },
  ])("accepts the $case", async ({ email }) => {
    expect((await login({ email, password: researcher.password })).status).toBe(200);
  });

  it("gives each sign-in a new, different token, and every one of them works", async () => {
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await tokenOf({ email: student.email, password: student.password }));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect((await call("/auth/me/", { token })).status).toBe(200);
  });

  it("stores only a hash of the token", async () => {
    const token = await tokenOf({ email: teacher.email, password: teacher.password });
    const rows = await backend.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).not.toBe(token);
      expect(row.tokenHash).not.toContain(token);
    }
  });

  it.each([
    { case: "a wrong password", body: { email: researcher.email, password: "not-the-password" }, headers: {}, expected: INVALID },
    {
      case: "an unknown e-mail",
      body: { email: "nobody@archive.example.org", password: researcher.password },
      headers: {},
      expected: INVALID,
    },
    {
      case: "the other site's password",
      body: { email: researcher.email, password: STUDIO_SITE_PASSWORD },
      headers: {},
      expected: INVALID,
    },
    {
      case: "a wrong password, in French",
      body: { email: researcher.email, password: "not-the-password" },
      headers: FR,
      expected: INVALID_FR,
    },
    {
      case: "an unknown e-mail, in French",
      body: { email: "nobody@archive.example.org", password: "x" },
      headers: FR,
      expected: INVALID_FR,
    },
  ])("refuses $case with the same 400", async ({ body, headers, expected }) => {
    expect(await login(body, headers)).toMatchObject({ status: 400, body: expected });
  });

  it("answers a wrong password and an unknown e-mail identically (no account enumeration)", async () => {
    const wrong = await login({ email: researcher.email, password: "not-the-password" });
    const unknown = await login({ email: "nobody@archive.example.org", password: "not-the-password" });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body });
  });

  it.each([
    { case: "no e-mail", body: { password: researcher.password }, errors: { email: ["required"] } },
    { case: "an empty e-mail", body: { email: "", password: researcher.password }, errors: { email: ["required"] } },
    { case: "no password", body: { email: researcher.email }, errors: { password: ["required"] } },
    { case: "an empty password", body: { email: researcher.email, password: "" }, errors: { password: ["required"] } },
    { case: "nothing at all", body: {}, errors: { password: ["required"] } },
  ])("refuses $case with a 400 naming the field", async ({ body, errors }) => {
    expect(await login(body)).toMatchObject({ status: 400, body: { type: "validation_error", message: "Invalid input.", errors } });
  });

  it.each([
    { case: "a body that is not JSON", body: "{email:", status: 400, type: "parse_error" },
    { case: "a JSON array", body: "[]", status: 400, type: "validation_error" },
    {
      case: "a password that is not a string",
      body: { email: researcher.email, password: 12345678 },
      status: 400,
      type: "validation_error",
    },
  ])("refuses $case", async ({ body, status, type }) => {
    const reply = await login(body);
    expect({ status: reply.status, type: (reply.body as { type: string }).type }).toEqual({ status, type });
  });
});

describe("POST /auth/login/ – password method (studio)", () => {
  it("the site-wide password alone gives a token; /auth/me/ shows an account without name or e-mail", async () => {
    const reply = await login({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    expect(reply).toMatchObject({ status: 200, body: { token: expect.stringMatching(TOKEN) } });
    const me = await call("/auth/me/", { token: (reply.body as { token: string }).token, headers: STUDIO });
    expect(me).toMatchObject({
      status: 200,
      body: { uid: expect.any(String), first_name: "", last_name: "", email: "", is_member: false },
    });
  });

  it("every sign-in gets its own token", async () => {
    const a = await tokenOf({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    const b = await tokenOf({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    expect(a).not.toBe(b);
  });

  it("ignores an e-mail sent along with the right password", async () => {
    expect((await login({ email: "anyone@example.org", password: STUDIO_SITE_PASSWORD }, STUDIO)).status).toBe(200);
  });

  it.each([
    { case: "a wrong password", body: { password: "wrong-password" }, headers: STUDIO, expected: INVALID },
    { case: "a wrong password, in French", body: { password: "wrong-password" }, headers: { ...STUDIO, ...FR }, expected: INVALID_FR },
    { case: "an archive account", body: { email: researcher.email, password: researcher.password }, headers: STUDIO, expected: INVALID },
    { case: "the member's account", body: { email: member.email, password: member.password }, headers: STUDIO, expected: INVALID },
  ])("refuses $case: 400 invalid_credentials", async ({ body, headers, expected }) => {
    expect(await login(body, headers)).toMatchObject({ status: 400, body: expected });
  });

  it("the archive does not take the studio's password", async () => {
    expect(await login({ email: researcher.email, password: STUDIO_SITE_PASSWORD })).toMatchObject({ status: 400, body: INVALID });
    expect(await login({ password: STUDIO_SITE_PASSWORD })).toMatchObject({
      status: 400,
      body: { type: "validation_error", errors: { email: ["required"] } },
    });
  });
});

describe("POST /auth/login/ – throttling", () => {
  const attempt = (email: string, password: string, ip: string) => login({ email, password }, { "x-forwarded-for": ip });

  it("the 11th failed attempt on one account from one address within the window is a 429 with Retry-After", async () => {
    for (let i = 1; i <= 10; i += 1) expect((await attempt(researcher.email, `wrong-${i}`, "198.51.100.1")).status).toBe(400);
    const blocked = await attempt(researcher.email, "wrong-11", "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      type: "throttled",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // From that address even the right password waits for the window to end…
    expect((await attempt(researcher.email, researcher.password, "198.51.100.1")).status).toBe(429);
    // …while another account from another address is not affected.
    expect((await attempt(student.email, student.password, "203.0.113.7")).status).toBe(200);
  });

  it("wrong passwords from elsewhere do not lock the owner out: the right password from another address → 200", async () => {
    for (let i = 0; i < 15; i += 1) expect((await attempt(researcher.email, `wrong-${i}`, "198.51.100.2")).status).toBe(i < 10 ? 400 : 429);
    const reply = await attempt(researcher.email, researcher.password, "203.0.113.2");
    expect(reply).toMatchObject({ status: 200, body: { token: expect.stringMatching(TOKEN) } });
  });

  it("failures spread over many addresses each count for their own address only", async () => {
    // An attacker with many addresses gets 10 guesses per address (and 30 per address across accounts).
    for (let i = 1; i <= 12; i += 1) expect((await attempt(teacher.email, "wrong", `198.51.100.${100 + i}`)).status).toBe(400);
    expect((await attempt(teacher.email, teacher.password, "198.51.100.200")).status).toBe(200);
  });

  it("the refusal is translated", async () => {
    for (let i = 0; i < 10; i += 1) await attempt(teacher.email, "wrong", "198.51.100.20");
    const blocked = await login({ email: teacher.email, password: "wrong" }, { ...FR, "x-forwarded-for": "198.51.100.20" });
    expect(blocked).toMatchObject({ status: 429, body: { type: "throttled", message: expect.stringMatching(/^Trop de tentatives\./) } });
  });

  it("counts attempts on an unknown e-mail too", async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt("ghost@archive.example.org", "wrong", "198.51.100.30")).status).toBe(400);
    expect((await attempt("ghost@archive.example.org", "wrong", "198.51.100.30")).status).toBe(429);
  });

  it("is no permanent lockout: when the window ends the account signs in again", async () => {
    for (let i = 0; i < 11; i += 1) await attempt(researcher.email, "wrong", "198.51.100.40");
    expect((await attempt(researcher.email, researcher.password, "198.51.100.40")).status).toBe(429);
    resetRateLimits(); // the window's end
    expect((await attempt(researcher.email, researcher.password, "198.51.100.40")).status).toBe(200);
  });

  it("a successful sign-in forgives the account's earlier failures", async () => {
    for (let i = 0; i < 9; i += 1) await attempt(student.email, "wrong", "198.51.100.50");
    expect((await attempt(student.email, student.password, "198.51.100.50")).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await attempt(student.email, "wrong", "198.51.100.51")).status).toBe(400);
  });

  it("one address is limited across accounts (30 attempts per window)", async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(`probe${i}@archive.example.org`, "wrong", "192.0.2.99")).status).toBe(400);
    }
    expect((await attempt(member.email, member.password, "192.0.2.99")).status).toBe(429);
    expect((await attempt(member.email, member.password, "192.0.2.100")).status).toBe(200);
  });

  it("the studio's shared password is throttled per address too, and the right one from elsewhere still gets in", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ password: `wrong-${i}` }, { ...STUDIO, "x-forwarded-for": "198.51.100.60" })).status).toBe(400);
    }
    // A success from elsewhere neither waits nor lifts the address's count (site-password.test.ts).
    expect((await login({ password: STUDIO_SITE_PASSWORD }, { ...STUDIO, "x-forwarded-for": "198.51.100.61" })).status).toBe(200);
    const blocked = await login({ password: STUDIO_SITE_PASSWORD }, { ...STUDIO, "x-forwarded-for": "198.51.100.60" });
    expect(blocked).toMatchObject({ status: 429, body: { type: "throttled" } });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});

describe("POST /auth/login/ – while already signed in", () => {
  it.each([
    {
      site: "archive, the same account",
      headers: {},
      first: { email: student.email, password: student.password },
      second: { email: student.email, password: student.password },
    },
    {
      site: "archive, another account",
      headers: {},
      first: { email: student.email, password: student.password },
      second: { email: teacher.email, password: teacher.password },
    },
    { site: "studio", headers: STUDIO, first: { password: STUDIO_SITE_PASSWORD }, second: { password: STUDIO_SITE_PASSWORD } },
  ])("$site: the new token B replaces the old token A, which is revoked", async ({ headers, first, second }) => {
    const a = await tokenOf(first, headers);
    const reply = await call("/auth/login/", { body: second, headers, token: a });
    expect(reply).toMatchObject({ status: 200, body: { token: expect.stringMatching(TOKEN) } });
    const b = (reply.body as { token: string }).token;
    expect(b).not.toBe(a);
    expect(await call("/auth/me/", { token: a, headers })).toMatchObject({ status: 401, body: { type: "authentication_failed" } });
    expect((await call("/auth/me/", { token: b, headers })).status).toBe(200);
  });

  it("a failed sign-in leaves the old session as it was", async () => {
    const a = await tokenOf({ email: student.email, password: student.password });
    expect((await call("/auth/login/", { body: { email: student.email, password: "wrong-password" }, token: a })).status).toBe(400);
    expect((await call("/auth/me/", { token: a })).status).toBe(200);
  });

  it("other sessions of the account stay valid (another device)", async () => {
    const other = await tokenOf({ email: student.email, password: student.password });
    const a = await tokenOf({ email: student.email, password: student.password });
    expect((await call("/auth/login/", { body: { email: student.email, password: student.password }, token: a })).status).toBe(200);
    expect((await call("/auth/me/", { token: other })).status).toBe(200);
  });
});
