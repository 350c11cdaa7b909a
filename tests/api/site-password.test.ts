// POST /auth/login/ on a site-wide password site: beyond the limits per address, the site itself
// slows guessing down, whatever the number of addresses (10 failures an hour free, then waits of
// 1 s, 2 s, 4 s… up to 5 minutes). The clock is the throttle's own, moved by the test: no sleeping.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users, websites } from "@/backend/db/schema";
import { STUDIO_MEMBER, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { hashPassword } from "@/backend/seed/users";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { resetSitePasswordThrottle } from "@/backend/services/site-password-throttle";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const STUDIO = "studio.localhost";
/** A second password site, with the studio's password. */
const OTHER = "other-studio.localhost";
const THROTTLED = { type: "throttled", message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) };
const THROTTLED_FR = { type: "throttled", message: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/) };

let backend: TestBackend;
let clock: number;
/** One address per guess: the limits per address never come into play. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

beforeAll(async () => {
  backend = await createTestBackend({ items: 12 });
  const [studio] = await backend.db.select().from(websites).where(eq(websites.code, "studio"));
  const { id: _id, ...copy } = studio!;
  await backend.db.insert(websites).values({ ...copy, uid: randomUUID(), code: "other-studio", hosts: [OTHER], isDefault: false });
});
afterAll(() => backend?.close());
beforeEach(() => {
  resetRateLimits();
  clock = Date.UTC(2026, 0, 1);
  resetSitePasswordThrottle(() => clock);
});

type Guess = { status: number; body: unknown; retryAfter: number | null };

async function guess(password: string, host = STUDIO, headers: Record<string, string> = {}): Promise<Guess> {
  const response = await backend.request("/auth/login/", {
    method: "POST",
    headers: { host, "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
    body: JSON.stringify({ password }),
  });
  const retryAfter = response.headers.get("retry-after");
  return { status: response.status, body: await response.json(), retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

/** `count` wrong guesses that each get checked (waiting, on the throttle's clock, whenever told to). */
async function failTimes(count: number, host = STUDIO): Promise<void> {
  for (let failed = 0; failed < count;) {
    const reply = await guess(`wrong-${failed}`, host);
    if (reply.status === 429) {
      clock += reply.retryAfter! * 1000;
      continue;
    }
    expect(reply.status).toBe(400);
    failed += 1;
  }
}

describe("the site's own limit on its shared password", () => {
  it("300 wrong guesses from 300 addresses: 429s after the 10th failure, each wait doubling up to 5 minutes", async () => {
    const start = clock;
    const guesses: Array<Guess & { at: number }> = [];
    for (let i = 0; i < 300; i += 1) {
      const reply = await guess(`wrong-${i}`);
      guesses.push({ ...reply, at: clock });
      // The attacker waits exactly as long as told, then guesses again.
      if (reply.status === 429) clock += reply.retryAfter! * 1000;
    }
    expect(guesses.slice(0, 10).map((g) => g.status)).toEqual(Array(10).fill(400));
    // From then on, every checked guess has waited its turn: refusals and checks alternate.
    const after = guesses.slice(10);
    expect(after.map((g) => g.status)).toEqual(after.map((_, i) => (i % 2 === 0 ? 429 : 400)));
    const refusals = after.filter((g) => g.status === 429);
    for (const refusal of refusals) expect(refusal.body).toEqual(THROTTLED);
    const waits = refusals.map((g) => g.retryAfter!);
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(Math.max(...waits)).toBe(300);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1);
    // The 155 checked guesses take hours, not seconds: at most 30 in any hour (10 free, then one per wait).
    const checks = guesses.filter((g) => g.status === 400).map((g) => g.at);
    expect(checks).toHaveLength(155);
    const busiestHour = Math.max(...checks.map((t) => checks.filter((u) => u >= t && u - t < 3_600_000).length));
    expect(busiestHour).toBeLessThanOrEqual(30);
    expect(clock - start).toBeGreaterThan(8 * 3_600_000);
  });

  it("during a wait the right password is refused too, then accepted once the wait is over", async () => {
    await failTimes(12);
    const refused = await guess(STUDIO_SITE_PASSWORD);
    expect({ status: refused.status, body: refused.body, retryAfter: refused.retryAfter }).toEqual({
      status: 429,
      body: THROTTLED,
      retryAfter: 4,
    });
    clock += 3_000;
    expect((await guess(STUDIO_SITE_PASSWORD)).retryAfter).toBe(1);
    clock += 1_000;
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
  });

  it("the refusal is translated", async () => {
    await failTimes(10);
    const refused = await guess("wrong", STUDIO, { "accept-language": "fr" });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: THROTTLED_FR });
  });

  it("guesses sent at the same time are counted before they are checked", async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`wrong-${i}`)));
    expect(replies.filter((r) => r.status === 400)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it("a success is not a failure: visitors signing in do not bring the delay closer", async () => {
    await failTimes(9);
    for (let i = 0; i < 5; i += 1) expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
    expect((await guess("wrong")).status).toBe(400);
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(429);
  });

  it("failures age out: an hour later the site takes 10 free failures again", async () => {
    await failTimes(14);
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(429);
    clock += 60 * 60 * 1000;
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
    await failTimes(10);
    expect((await guess("wrong")).status).toBe(429);
  });

  it("fewer than 10 failures an hour never delay anyone", async () => {
    for (let hour = 0; hour < 5; hour += 1) {
      await failTimes(9);
      expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
      clock += 60 * 60 * 1000;
    }
  });

  it("another site is not affected", async () => {
    await failTimes(10);
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(429);
    expect((await guess(STUDIO_SITE_PASSWORD, OTHER)).status).toBe(200);
    await failTimes(10, OTHER);
  });
});

describe("members on a site-password site", () => {
  async function signIn(body: Record<string, string>) {
    const response = await backend.request("/auth/login/", {
      method: "POST",
      headers: { host: STUDIO, "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { token?: string; type?: string } };
  }

  it("a member signs in with their own e-mail and password and is known as themselves", async () => {
    const { status, body } = await signIn({ email: STUDIO_MEMBER.email.toUpperCase(), password: STUDIO_MEMBER.password });
    expect(status).toBe(200);
    const me = await backend.request("/auth/me/", { headers: { host: STUDIO, authorization: `website-token ${body.token}` } });
    expect(await me.json()).toMatchObject({ email: STUDIO_MEMBER.email, is_member: true, first_name: STUDIO_MEMBER.firstName });
    // The members' area answers them; invitations do not exist where visitors share one password.
    const as = (path: string, init: RequestInit = {}) =>
      backend.request(path, {
        ...init,
        headers: { host: STUDIO, "content-type": "application/json", authorization: `website-token ${body.token}` },
      });
    expect((await as("/admin/orders/")).status).toBe(200);
    const invite = await as("/admin/invitations/", {
      method: "POST",
      body: JSON.stringify({ first_name: "A", last_name: "B", email: "someone@example.org" }),
    });
    expect(invite.status).toBe(403);
  });

  it("refuses a wrong password and an unknown address alike", async () => {
    for (const body of [
      { email: STUDIO_MEMBER.email, password: "wrong-password" },
      { email: "nobody@studio.example.org", password: STUDIO_MEMBER.password },
    ]) {
      expect(await signIn(body)).toEqual({ status: 400, body: expect.objectContaining({ type: "invalid_credentials" }) });
    }
  });

  it("the site password with any e-mail, a member's included, opens the shared account, not the member's", async () => {
    for (const email of [STUDIO_MEMBER.email, "shared-access@studio.invalid", "anyone@example.org"]) {
      const { status, body } = await signIn({ email, password: STUDIO_SITE_PASSWORD });
      expect(status).toBe(200);
      const me = await backend.request("/auth/me/", { headers: { host: STUDIO, authorization: `website-token ${body.token}` } });
      expect(await me.json()).toMatchObject({ email: "", is_member: false });
    }
  });

  it("a visitor's account of the site is not a member and cannot sign in by e-mail", async () => {
    const [studio] = await backend.db.select().from(websites).where(eq(websites.code, "studio"));
    await backend.db.insert(users).values({
      websiteId: studio!.id,
      email: "visitor@studio.example.org",
      passwordHash: await hashPassword("visitor-password"),
      role: "user",
    });
    expect((await signIn({ email: "visitor@studio.example.org", password: "visitor-password" })).status).toBe(400);
  });
});
