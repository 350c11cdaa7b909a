// POST /auth/password-reset/ and /confirm/ – the mailed link, its single use and expiry, session
// revocation, no account enumeration, Host-header poisoning, throttling (spec §2, §8).
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import { desc, eq } from "drizzle-orm";
import { outgoingMail, passwordResetTokens, users, websites } from "@/backend/db/schema";
import { createApp } from "@/backend/app";
import type { Db } from "@/backend/db/client";
import { holdBackgroundTasks, settleBackgroundTasks } from "@/backend/services/background";
import { createMailer, type Mailer } from "@/backend/services/mail";
import { hashPassword } from "@/backend/services/passwords";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { hashToken } from "@/backend/services/sessions";
import { API_BASE_PATH } from "@/lib/api/request";
import { createTestBackend, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

const FR = { "accept-language": "fr" };
const STUDIO = { host: "studio.localhost" };
const SENT = { detail: "If an account exists for this address, a reset link has been sent." };
const CHANGED = { detail: "Your password has been changed." };
const INVALID_TOKEN = {
  type: "invalid_token",
  message: "The password reset link was invalid, possibly because it has already been used. Please request a new password reset.",
};
const OLD_PASSWORD = "the-old-passphrase-1";
const NEW_PASSWORD = "a-brand-new-passphrase-2";

let backend: TestBackend;
let archiveId: number;
beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  archiveId = site!.id;
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Reply = { status: number; body: unknown; headers: Headers };

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await backend.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const requestReset = (email: string, headers: Record<string, string> = {}) => post("/auth/password-reset/", { email }, headers);
const confirm = (token: string, password1 = NEW_PASSWORD, password2 = password1, headers: Record<string, string> = {}) =>
  post("/auth/password-reset/confirm/", { token, password1, password2 }, headers);

let sequence = 0;
/** A fresh account of the archive, so each test owns its password and sessions. */
async function newUser(): Promise<string> {
  sequence += 1;
  const email = `reset.user${sequence}@example.org`;
  await backend.db.insert(users).values({
    websiteId: archiveId,
    email,
    firstName: "Reset",
    lastName: `User ${sequence}`,
    passwordHash: await hashPassword(OLD_PASSWORD),
  });
  return email;
}

async function login(email: string, password: string): Promise<Reply> {
  return post("/auth/login/", { email, password });
}

async function tokenFor(email: string, password: string): Promise<string> {
  const reply = await login(email, password);
  expect(reply.status).toBe(200);
  return (reply.body as { token: string }).token;
}

async function meStatus(token: string): Promise<number> {
  return (await backend.request("/auth/me/", { headers: { authorization: `website-token ${token}` } })).status;
}

/** The mail to `email`, newest first, once the mail queued so far has been written (it is sent after the answer). */
async function mailsTo(email: string) {
  await settleBackgroundTasks();
  return backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email)).orderBy(desc(outgoingMail.id));
}

/** The link of the newest reset mail to `email`. */
async function linkFor(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  expect(mail).toBeDefined();
  const link = /(https?:\/\/\S+\/auth\/password-reset-2\?token=\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
}

async function resetTokenFor(email: string, headers: Record<string, string> = {}): Promise<string> {
  expect(await requestReset(email, headers)).toMatchObject({ status: 200, body: SENT });
  return (await linkFor(email)).searchParams.get("token")!;
}

describe("POST /auth/password-reset/ – the request", () => {
  it("a known e-mail → 200 and a mail to that address with a /auth/password-reset-2?token=… link", async () => {
    const email = await newUser();
    const reply = await requestReset(email);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: SENT });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ websiteId: archiveId, subject: expect.stringContaining("Reset your password"), status: "outbox" });
    expect(mails[0]!.text).toMatch(/\/auth\/password-reset-2\?token=[A-Za-z0-9_-]{43}\n/);
    const link = await linkFor(email);
    expect(link.hostname).toBe("localhost");
    expect(link.pathname).toBe("/auth/password-reset-2");
  });

  it("an unknown e-mail → the same status and body, and no mail", async () => {
    const known = await requestReset(await newUser());
    await settleBackgroundTasks();
    const before = await backend.db.$count(outgoingMail);
    const unknown = await requestReset("nobody-here@example.org");
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    await settleBackgroundTasks();
    expect(await backend.db.$count(outgoingMail)).toBe(before);
  });

  it("the address is matched without regard to case or spaces", async () => {
    const email = await newUser();
    expect((await requestReset(`  ${email.toUpperCase()} `)).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("stores only a hash of the token, valid for one hour", async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    const [row] = await backend.db.select().from(passwordResetTokens).orderBy(desc(passwordResetTokens.id)).limit(1);
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).not.toContain(token);
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / 60_000)).toBe(60);
  });

  it("in French: a French mail with a /fr link", async () => {
    const email = await newUser();
    expect((await requestReset(email, FR)).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain("Réinitialisation");
    expect((await linkFor(email)).pathname).toBe("/fr/auth/password-reset-2");
  });

  it.each<{ case: string; headers: Record<string, string> }>([
    { case: "X-Forwarded-Host: evil.example", headers: { "x-forwarded-host": "evil.example" } },
    { case: "Host: evil.example", headers: { host: "evil.example" } },
    { case: "X-Forwarded-Host: evil.example, localhost", headers: { "x-forwarded-host": "evil.example, localhost" } },
    { case: "X-Forwarded-Host: localhost.evil.example", headers: { "x-forwarded-host": "localhost.evil.example" } },
  ])("a forged $case names no site: 404, and no mail with a link to it", async ({ headers }) => {
    const email = await newUser();
    const reply = await requestReset(email, headers);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 404,
      body: { type: "site_not_found", message: "No website is configured for this host." },
    });
    expect(await mailsTo(email)).toEqual([]);
  });

  it("another of the site's own host names is kept in the link", async () => {
    const email = await newUser();
    expect((await requestReset(email, { host: "127.0.0.1" })).status).toBe(200);
    expect((await linkFor(email)).hostname).toBe("127.0.0.1");
  });

  it.each([
    { case: "no e-mail", body: {}, errors: { email: ["required"] } },
    { case: "an empty e-mail", body: { email: "" }, errors: { email: ["required"] } },
    { case: "a malformed e-mail", body: { email: "not-an-email" }, errors: { email: ["invalidEmail"] } },
  ])("$case → 400", async ({ body, errors }) => {
    const reply = await post("/auth/password-reset/", body);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors },
    });
  });

  it("the studio (site-wide password) has no reset → 403", async () => {
    const reply = await requestReset("anyone@example.org", STUDIO);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 403,
      body: { type: "reset_disabled", message: "Password reset is not available on this site." },
    });
  });
});

describe("POST /auth/password-reset/ – throttling", () => {
  it("10 requests per address per hour, known e-mail or not; the 11th → 429 with Retry-After", async () => {
    const ip = { "x-forwarded-for": "203.0.113.10" };
    for (let i = 0; i < 10; i += 1) expect((await requestReset(`probe${i}@example.org`, ip)).status).toBe(200);
    const blocked = await requestReset(await newUser(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      type: "throttled",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await requestReset("other@example.org", { "x-forwarded-for": "203.0.113.11" })).status).toBe(200);
  });

  it("one account gets at most 3 mails an hour from one address, yet the answer does not change", async () => {
    const email = await newUser();
    for (let i = 0; i < 5; i += 1) {
      const reply = await requestReset(email, { "x-forwarded-for": "203.0.113.20" });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: SENT });
    }
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it("requests from another address do not use up the owner's own resets", async () => {
    const email = await newUser();
    // Someone else asks three times (and more) for the owner's account…
    for (let i = 0; i < 4; i += 1) expect((await requestReset(email, { "x-forwarded-for": "203.0.113.30" })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(3);
    // …and the owner's own request, from their address, still sends a working link.
    expect(await requestReset(email, { "x-forwarded-for": "198.51.100.31" })).toMatchObject({ status: 200, body: SENT });
    expect(await mailsTo(email)).toHaveLength(4);
    expect((await confirm((await linkFor(email)).searchParams.get("token")!)).status).toBe(200);
  });
});

describe("POST /auth/password-reset/ – known and unknown addresses take the same path", () => {
  /** The backend on the same database, recording which database calls it makes. */
  function recordingApp(mailer: Mailer = createMailer()) {
    const calls: string[] = [];
    const db = new Proxy(backend.db, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== "function" || typeof name !== "string") return value;
        return (...args: unknown[]) => {
          calls.push(name);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) satisfies Db;
    const app = createApp({ db, mailer, dataDir: backend.dataDir, secret: TEST_SECRET, payments: createTestProvider(TEST_SECRET) });
    const send = async (email: string) => {
      const response = await app.fetch(
        new Request(`http://localhost${API_BASE_PATH}/auth/password-reset/`, {
          method: "POST",
          headers: { host: "localhost", "content-type": "application/json" },
          body: JSON.stringify({ email }),
        }),
      );
      return { status: response.status, body: (await response.json()) as unknown };
    };
    return { calls, send };
  }

  it("the same database work before the answer; the mail is written only after it", async () => {
    const known = await newUser();
    const { calls, send } = recordingApp();
    // Once, so both recorded calls find the site in its cache and only the reset's own work is left.
    await send("warm-up@example.org");
    const release = holdBackgroundTasks();
    try {
      const answers = [];
      for (const email of [known, "nobody-at-all@example.org"]) {
        calls.length = 0;
        answers.push({ ...(await send(email)), calls: [...calls] });
      }
      expect(answers).toEqual([
        { status: 200, body: SENT, calls: ["select"] },
        { status: 200, body: SENT, calls: ["select"] },
      ]);
      // Answered, and nothing written yet: the token and the mail come after the answer.
      expect(await backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, known))).toEqual([]);
    } finally {
      calls.length = 0;
      release();
    }
    const mails = await mailsTo(known);
    expect(mails).toHaveLength(1);
    // Afterwards, for the real account only: its token, then its mail.
    expect(calls).toEqual(["insert", "insert"]);
    expect((await confirm((await linkFor(known)).searchParams.get("token")!)).status).toBe(200);
  });

  it("a mail that fails is logged; the answer does not change", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failing: Mailer = {
        send: () => Promise.reject(new Error("SMTP is down")),
        queue: () => Promise.reject(new Error("SMTP is down")),
        retryDue: () => Promise.resolve(0),
      };
      const reply = await recordingApp(failing).send(await newUser());
      expect(reply).toEqual({ status: 200, body: SENT });
      await settleBackgroundTasks();
      expect(errors).toHaveBeenCalledWith("[backend] password reset mail failed:", new Error("SMTP is down"));
    } finally {
      errors.mockRestore();
    }
  });
});

describe("POST /auth/password-reset/confirm/", () => {
  it("sets the new password: the old one fails, the new one works, every earlier session is revoked", async () => {
    const email = await newUser();
    const sessionsBefore = [await tokenFor(email, OLD_PASSWORD), await tokenFor(email, OLD_PASSWORD)];
    const token = await resetTokenFor(email);

    expect(await confirm(token)).toMatchObject({ status: 200, body: CHANGED });
    expect(await login(email, OLD_PASSWORD)).toMatchObject({ status: 400, body: { type: "invalid_credentials" } });
    const fresh = await tokenFor(email, NEW_PASSWORD);
    for (const session of sessionsBefore) expect(await meStatus(session)).toBe(401);
    expect(await meStatus(fresh)).toBe(200);
  });

  it("does not touch other accounts' sessions", async () => {
    const [mine, theirs] = [await newUser(), await newUser()];
    const other = await tokenFor(theirs, OLD_PASSWORD);
    expect((await confirm(await resetTokenFor(mine))).status).toBe(200);
    expect(await meStatus(other)).toBe(200);
  });

  it.each([
    { case: "", headers: {}, expected: INVALID_TOKEN },
    {
      case: ", in French",
      headers: FR,
      expected: {
        type: "invalid_token",
        message:
          "Le lien de réinitialisation du mot de passe n’est pas valide, peut-être parce qu’il a déjà été utilisé. Veuillez demander une nouvelle réinitialisation.",
      },
    },
  ])("the same link a second time → 400 invalid_token$case", async ({ headers, expected }) => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, "yet-another-passphrase-3", undefined, headers);
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: expected });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired link → 400 invalid_token, and the password stays", async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    await backend.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const reply = await confirm(token);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: INVALID_TOKEN });
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
  });

  it.each([
    { case: "an unknown token", token: "A".repeat(43) },
    { case: "a token with a character changed", token: null },
  ])("$case → 400 invalid_token", async ({ token }) => {
    const real = await resetTokenFor(await newUser());
    const tampered = token ?? `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`;
    const reply = await confirm(tampered);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: INVALID_TOKEN });
  });

  it("each request mails a new link; a new password voids every older link too", async () => {
    const email = await newUser();
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect(first).not.toBe(second);
    expect((await confirm(second)).status).toBe(200);
    const late = await confirm(first, "third-passphrase-for-this");
    expect({ status: late.status, body: late.body }).toEqual({ status: 400, body: INVALID_TOKEN });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an earlier link still works while the password has not changed", async () => {
    const email = await newUser();
    const first = await resetTokenFor(email);
    await resetTokenFor(email);
    expect((await confirm(first)).status).toBe(200);
  });

  it.each([
    { rule: "passwords differ", password1: NEW_PASSWORD, password2: `${NEW_PASSWORD}!`, errors: { password2: ["passwordMismatch"] } },
    { rule: "password < 8 characters", password1: "Ab1!xyz", password2: "Ab1!xyz", errors: { password1: ["minPassword"] } },
    {
      rule: "password > 128 characters",
      password1: "z".repeat(129),
      password2: "z".repeat(129),
      errors: { password1: ["maxPassword"], password2: ["maxPassword"] },
    },
    { rule: "an empty password", password1: "", password2: "", errors: { password1: ["required"], password2: ["required"] } },
    {
      rule: "a common password",
      password1: "password123",
      password2: "password123",
      errors: { password1: ["This password is too common."] },
    },
  ])("$rule → 400, and the link still works afterwards", async ({ password1, password2, errors }) => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    const reply = await confirm(token, password1, password2);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors },
    });
    expect((await confirm(token)).status).toBe(200);
  });

  it.each([
    { case: "no token", body: { password1: NEW_PASSWORD, password2: NEW_PASSWORD }, errors: { token: ["required"] } },
    {
      case: "a token too short to be one",
      body: { token: "abc", password1: NEW_PASSWORD, password2: NEW_PASSWORD },
      errors: { token: [expect.any(String)] },
    },
  ])("$case → 400 validation_error", async ({ body, errors }) => {
    const reply = await post("/auth/password-reset/confirm/", body);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors },
    });
  });

  it("a link of the archive does not work on the studio", async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    const reply = await confirm(token, NEW_PASSWORD, NEW_PASSWORD, STUDIO);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: INVALID_TOKEN });
    expect((await confirm(token)).status).toBe(200);
  });

  it("two confirmations of one link at once: one wins", async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    const replies = await Promise.all([confirm(token, "first-racer-passphrase"), confirm(token, "second-racer-passphrase")]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = replies[0]!.status === 200 ? "first-racer-passphrase" : "second-racer-passphrase";
    expect((await login(email, winner)).status).toBe(200);
    const [row] = await backend.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row!.usedAt).toBeInstanceOf(Date);
  });
});
