// Sessions: logout, absolute and idle expiry, malformed or foreign tokens (spec §4: a 401 ends the session).
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { sessions, users } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const STUDIO = { host: "studio.localhost" };
const DAY = 86_400_000;
const { researcher, student } = DEMO_ACCOUNTS;
const EXPIRED = { type: "authentication_failed", message: "Invalid or expired session." };
const ANONYMOUS = { type: "not_authenticated", message: "Authentication credentials were not provided." };

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Reply = { status: number; body: unknown };

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers = { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers };
  const response = await backend.request(path, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `website-token ${token}`, ...extra });
const me = (token: string, extra: Record<string, string> = {}) => call("/auth/me/", { headers: bearer(token, extra) });

async function signIn(body: object, headers: Record<string, string> = {}): Promise<string> {
  const reply = await call("/auth/login/", { method: "POST", body, headers });
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
}
const signInAs = (account: { email: string; password: string }) => signIn({ email: account.email, password: account.password });

/** The session row behind a token (tokens are stored as their SHA-256). */
const rowOf = (token: string) => eq(sessions.tokenHash, createHash("sha256").update(token).digest("hex"));

describe("POST /auth/logout/", () => {
  it("→ 204, then the token gets 401 on /auth/me/", async () => {
    const token = await signInAs(researcher);
    expect((await me(token)).status).toBe(200);
    const response = await backend.request("/auth/logout/", { method: "POST", headers: bearer(token) });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await me(token)).toEqual({ status: 401, body: EXPIRED });
    const [row] = await backend.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(rowOf(token));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it("ends only that session: the user's other sessions go on", async () => {
    const first = await signInAs(student);
    const second = await signInAs(student);
    expect((await call("/auth/logout/", { method: "POST", headers: bearer(first) })).status).toBe(204);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it("logging out twice: the second call is a 401 (the token is already dead)", async () => {
    const token = await signInAs(student);
    expect((await call("/auth/logout/", { method: "POST", headers: bearer(token) })).status).toBe(204);
    expect(await call("/auth/logout/", { method: "POST", headers: bearer(token) })).toEqual({ status: 401, body: EXPIRED });
  });

  it("without a session → 204 (nothing to end)", async () => {
    expect((await call("/auth/logout/", { method: "POST" })).status).toBe(204);
  });

  it("works for the studio's shared sessions", async () => {
    const token = await signIn({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    expect((await call("/auth/logout/", { method: "POST", headers: bearer(token, STUDIO) })).status).toBe(204);
    expect(await me(token, STUDIO)).toEqual({ status: 401, body: EXPIRED });
  });
});

describe("session expiry", () => {
  it.each([
    { case: "expires_at in the past (absolute expiry)", set: () => ({ expiresAt: new Date(Date.now() - 1000) }) },
    { case: "last used 8 days ago (idle for more than 7 days)", set: () => ({ lastUsedAt: new Date(Date.now() - 8 * DAY) }) },
    { case: "revoked", set: () => ({ revokedAt: new Date() }) },
  ])("a session with $case → 401", async ({ set }) => {
    const token = await signInAs(researcher);
    expect((await me(token)).status).toBe(200);
    await backend.db.update(sessions).set(set()).where(rowOf(token));
    expect(await me(token)).toEqual({ status: 401, body: EXPIRED });
  });

  it("a session used 6 days ago is still good, and using it moves last_used_at to now", async () => {
    const token = await signInAs(researcher);
    await backend.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 6 * DAY) })
      .where(rowOf(token));
    expect((await me(token)).status).toBe(200);
    const [row] = await backend.db.select({ lastUsedAt: sessions.lastUsedAt }).from(sessions).where(rowOf(token));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it("a new session expires in 30 days", async () => {
    const token = await signInAs(researcher);
    const [row] = await backend.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(rowOf(token));
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / DAY)).toBe(30);
  });

  it("a deactivated account's sessions → 401, and it cannot sign in", async () => {
    const token = await signInAs(DEMO_ACCOUNTS.teacher);
    await backend.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    try {
      expect(await me(token)).toEqual({ status: 401, body: EXPIRED });
      const reply = await call("/auth/login/", {
        method: "POST",
        body: { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_ACCOUNTS.teacher.password },
      });
      expect(reply).toMatchObject({ status: 400, body: { type: "invalid_credentials" } });
    } finally {
      await backend.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO_ACCOUNTS.teacher.email));
    }
  });
});

describe("the Authorization header", () => {
  it("no header on /auth/me/ → 401", async () => {
    expect(await call("/auth/me/")).toEqual({ status: 401, body: ANONYMOUS });
  });

  it.each([
    { case: "an unknown token", header: `website-token ${"A".repeat(43)}` },
    { case: "a token that is too short", header: "website-token abc" },
    { case: "a token with forbidden characters", header: `website-token ${"a".repeat(30)}'--` },
    { case: "another scheme", header: `Bearer ${"A".repeat(43)}` },
    { case: "the scheme alone", header: "website-token" },
    { case: "garbage", header: "%%% not a header value %%%" },
    { case: "a huge token", header: `website-token ${"A".repeat(5000)}` },
  ])("$case → 401", async ({ header }) => {
    expect(await call("/auth/me/", { headers: { authorization: header } })).toEqual({ status: 401, body: EXPIRED });
  });

  it("a bad token is a 401 on public routes too (the front end then clears its session)", async () => {
    expect(await call("/website/", { headers: { authorization: `website-token ${"B".repeat(43)}` } })).toEqual({
      status: 401,
      body: EXPIRED,
    });
    expect((await call("/website/")).status).toBe(200);
  });

  it("the stored hash itself is not a token", async () => {
    const token = await signInAs(researcher);
    const [row] = await backend.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(rowOf(token));
    expect(await me(row!.tokenHash)).toEqual({ status: 401, body: EXPIRED });
  });
});

describe("tokens belong to one site", () => {
  it("a studio token gets 401 on the archive host", async () => {
    const token = await signIn({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    expect((await me(token, STUDIO)).status).toBe(200);
    expect(await me(token)).toEqual({ status: 401, body: EXPIRED });
  });

  it("an archive token gets 401 on the studio host", async () => {
    const token = await signInAs(researcher);
    expect(await me(token, STUDIO)).toEqual({ status: 401, body: EXPIRED });
    expect((await me(token)).status).toBe(200);
  });

  it("X-Forwarded-Host picks the site the same way as Host", async () => {
    const token = await signIn({ password: STUDIO_SITE_PASSWORD }, STUDIO);
    expect((await me(token, { "x-forwarded-host": "studio.localhost" })).status).toBe(200);
    expect((await me(token, { ...STUDIO, "x-forwarded-host": "localhost" })).status).toBe(401);
  });
});
