// POST /auth/login/ on a site-wide password site: failures are counted per address (an IPv6
// address by its /64) and per site. An address takes 5 failures an hour, then waits 1 s, 2 s… up
// to 5 minutes; once the site holds 10 failures an hour, every address that failed also waits the
// site's step; an address that never failed is checked at once, so the right password gets in
// during an attack. The clock is the throttle's own, moved by the test: no sleeping.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users, websites } from "@/backend/db/schema";
import { STUDIO_MEMBER, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { hashPassword } from "@/backend/seed/users";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { addressBlock, resetSitePasswordThrottle } from "@/backend/services/site-password-throttle";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const STUDIO = "studio.localhost";
/** A second password site, with the studio's password. */
const OTHER = "other-studio.localhost";
const THROTTLED = { type: "throttled", message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) };
const THROTTLED_FR = {
  type: "throttled",
  message: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/),
};

let backend: TestBackend;
let clock: number;
let address = 0;
/** A new address: one that never failed. */
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

async function guess(password: string, from = nextAddress(), host = STUDIO, headers: Record<string, string> = {}): Promise<Guess> {
  const response = await backend.request("/auth/login/", {
    method: "POST",
    headers: { host, "content-type": "application/json", "x-forwarded-for": from, ...headers },
    body: JSON.stringify({ password }),
  });
  const retryAfter = response.headers.get("retry-after");
  return { status: response.status, body: await response.json(), retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

/** `count` wrong guesses that each get checked, from `from` (a new address each when not given),
 * waiting on the throttle's clock whenever told to. */
async function failTimes(count: number, from?: () => string, host = STUDIO): Promise<void> {
  for (let failed = 0; failed < count;) {
    const reply = await guess(`wrong-${failed}`, from?.() ?? nextAddress(), host);
    if (reply.status === 429) {
      clock += reply.retryAfter! * 1000;
      continue;
    }
    expect(reply.status).toBe(400);
    failed += 1;
  }
}

/** An attack from a pool of `size` addresses, taken in turn. */
function pool(size: number): () => string {
  const addresses = Array.from({ length: size }, nextAddress);
  let turn = 0;
  return () => addresses[turn++ % size]!;
}

describe("the limits on a site's shared password", () => {
  it("during an attack the right password from another address goes through at once", async () => {
    const attackers = pool(5);
    await failTimes(60, attackers);
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
    // From an address of the attack, the right password waits its turn like any guess.
    const attacker = attackers();
    const refused = await guess(STUDIO_SITE_PASSWORD, attacker);
    expect(refused).toMatchObject({ status: 429, body: THROTTLED });
    clock += refused.retryAfter! * 1000;
    expect((await guess(STUDIO_SITE_PASSWORD, attacker)).status).toBe(200);
  });

  it("one address alone: 5 failures an hour free, then waits of 1 s, 2 s, 4 s… up to 5 minutes", async () => {
    const from = nextAddress();
    const waits: number[] = [];
    for (let checked = 0; checked < 20;) {
      const reply = await guess(`wrong-${checked}`, from);
      if (reply.status === 429) {
        expect(reply.body).toEqual(THROTTLED);
        waits.push(reply.retryAfter!);
        clock += reply.retryAfter! * 1000;
      } else {
        expect(reply.status).toBe(400);
        checked += 1;
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300]);
    // Its wait holds the right password back too; another address is not concerned.
    expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(429);
    expect((await guess(STUDIO_SITE_PASSWORD)).status).toBe(200);
  });

  it("once the site holds 10 failures an hour, an address that failed waits the site's step after its latest failure", async () => {
    const attackers = pool(10);
    await failTimes(10, attackers);
    const first = attackers();
    expect(await guess("wrong", first)).toMatchObject({ status: 429, retryAfter: 1 });
    // Each failure more doubles the step, up to 5 minutes.
    await failTimes(1);
    expect(await guess("wrong", first)).toMatchObject({ status: 429, retryAfter: 2 });
    await failTimes(8);
    expect(await guess("wrong", first)).toMatchObject({ status: 429, retryAfter: 300 });
    clock += 300_000;
    expect((await guess("wrong", first)).status).toBe(400);
  });

  it("an attack spread over many addresses gets one guess from each, then the site's delay", async () => {
    const attackers = pool(20);
    const start = clock;
    let checked = 0;
    for (let i = 0; i < 400; i += 1) {
      const reply = await guess(`wrong-${i}`, attackers());
      if (reply.status === 400) checked += 1;
      // Every address waits as long as it is told, the attack goes on from the others meanwhile.
      else clock += (reply.retryAfter! * 1000) / 20;
    }
    const hours = (clock - start) / 3_600_000;
    // 20 addresses at one guess per 5 minutes each, once the step has grown: about 240 an hour.
    expect(checked / Math.max(hours, 1)).toBeLessThanOrEqual(20 * 12 + 20);
  });

  it("the addresses of one IPv6 /64 count as one; another /64 is another address", async () => {
    await failTimes(5, () => `2001:db8:1:2::${(address++).toString(16)}`);
    expect((await guess("wrong", "2001:db8:1:2:ffff:1:2:3")).status).toBe(429);
    expect((await guess("wrong", "2001:db8:1:3::1")).status).toBe(400);
    expect(addressBlock("2001:0db8:0001:0002:0000:0000:0000:0009")).toBe("2001:db8:1:2::/64");
    expect(addressBlock("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
  });

  it("the refusal is translated", async () => {
    const from = nextAddress();
    await failTimes(5, () => from);
    const refused = await guess("wrong", from, STUDIO, { "accept-language": "fr" });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: THROTTLED_FR });
  });

  it("guesses sent at the same time from one address are counted before they are checked", async () => {
    const from = nextAddress();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`wrong-${i}`, from)));
    expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(25);
  });

  it("a success is not a failure: visitors signing in do not bring the delay closer", async () => {
    const from = nextAddress();
    await failTimes(4, () => from);
    for (let i = 0; i < 5; i += 1) expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(200);
    expect((await guess("wrong", from)).status).toBe(400);
    expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(429);
  });

  it("failures age out: an hour later the address takes 5 free failures again", async () => {
    const from = nextAddress();
    await failTimes(8, () => from);
    expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(429);
    clock += 60 * 60 * 1000;
    expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(200);
    await failTimes(5, () => from);
    expect((await guess("wrong", from)).status).toBe(429);
  });

  it("another site is not affected", async () => {
    const from = nextAddress();
    await failTimes(5, () => from);
    expect((await guess(STUDIO_SITE_PASSWORD, from)).status).toBe(429);
    expect((await guess(STUDIO_SITE_PASSWORD, from, OTHER)).status).toBe(200);
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
