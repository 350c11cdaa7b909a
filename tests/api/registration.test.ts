// POST /auth/register/ and the invitation flow – spec §5's rules, field by field, and the login after.
import { and, eq } from "drizzle-orm";
import { customFields, invitations, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, DEMO_INVITATION } from "@/backend/seed/demo-accounts";
import type * as Auth from "@/backend/services/auth";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { clearSiteCache } from "@/backend/services/sites";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

// A request can be held just before (or just after) it looks an address up, to replay one
// interleaving of a race.
const mockHolds = new Map<string, { reached: () => void; until: Promise<void>; after?: boolean }>();
jest.mock("@/backend/services/auth", () => {
  const actual = jest.requireActual<typeof Auth>("@/backend/services/auth");
  return {
    ...actual,
    findUserByEmail: async (...args: Parameters<typeof actual.findUserByEmail>) => {
      const hold = mockHolds.get(args[2]);
      if (!hold) return actual.findUserByEmail(...args);
      mockHolds.delete(args[2]);
      const found = hold.after ? await actual.findUserByEmail(...args) : undefined;
      hold.reached();
      await hold.until;
      return hold.after ? found : actual.findUserByEmail(...args);
    },
  };
});

const STUDIO = { host: "studio.localhost" };
const FR = { "accept-language": "fr" };
const EMAIL_TAKEN = "A user with this e-mail address already exists.";
const EMAIL_TAKEN_FR = "Un utilisateur avec cette adresse e-mail existe déjà.";
const GONE = { type: "not_found", message: "Invitation not found or no longer valid." };
const DISABLED = { type: "registration_disabled", message: "Registration is not available on this site." };

let backend: TestBackend;
let archiveId: number;
beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  archiveId = site!.id;
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Reply = { status: number; body: unknown };

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await backend.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await backend.request(path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

let sequence = 0;
/** A valid payload for a new address; `custom` fields are merged, `undefined` removes a key. */
function payload(overrides: Record<string, unknown> = {}, custom: Record<string, unknown> = {}) {
  sequence += 1;
  const base: Record<string, unknown> = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `new.user${sequence}@example.org`,
    password1: "a-long-and-rare-passphrase",
    password2: "a-long-and-rare-passphrase",
    custom: strip({
      birthdate: "1990-01-31",
      nationality: "British",
      address: "12 Example Road",
      zipcode: "12345",
      city: "London",
      country: "United Kingdom",
      phone: "+44 20 7946 0000",
      profile: "researcher",
      "reason-for-research": "A study of oral history.",
      ...custom,
    }),
  };
  return strip({ ...base, ...overrides });
}

function strip(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

const register = (body: unknown, headers: Record<string, string> = {}) => post("/auth/register/", body, headers);

async function canLogIn(email: string, password: string): Promise<boolean> {
  const reply = await post("/auth/login/", { email, password });
  if (reply.status !== 200) return false;
  const { token } = reply.body as { token: string };
  const response = await backend.request("/auth/me/", { headers: { authorization: `website-token ${token}` } });
  return response.status === 200 && ((await response.json()) as { email: string }).email.toLowerCase() === email.toLowerCase();
}

describe("POST /auth/register/ – accepted", () => {
  it("creates the account (201) and the new user can sign in with it", async () => {
    const input = payload();
    const reply = await register(input);
    expect(reply).toEqual({ status: 201, body: { uid: expect.any(String), first_name: "Ada", last_name: "Lovelace", email: input.email } });
    expect(await canLogIn(input.email as string, input.password1 as string)).toBe(true);

    const [row] = await backend.db
      .select()
      .from(users)
      .where(eq(users.email, input.email as string));
    expect(row).toMatchObject({ websiteId: archiveId, role: "user", isActive: true, uid: (reply.body as { uid: string }).uid });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.custom).toEqual({ ...(input.custom as object) });
  });

  it("optional fields may be left out", async () => {
    const input = payload(
      {},
      { birthdate: undefined, nationality: undefined, address: undefined, zipcode: undefined, city: undefined, country: undefined },
    );
    expect((await register(input)).status).toBe(201);
    expect(await canLogIn(input.email as string, input.password1 as string)).toBe(true);
  });

  it("optional fields may be empty", async () => {
    const input = payload({}, { birthdate: "", nationality: "", address: "", zipcode: "", city: "", country: "" });
    expect((await register(input)).status).toBe(201);
    const [row] = await backend.db
      .select({ custom: users.custom })
      .from(users)
      .where(eq(users.email, input.email as string));
    expect(row!.custom).toEqual({ phone: "+44 20 7946 0000", profile: "researcher", "reason-for-research": "A study of oral history." });
  });

  it("ignores fields it does not know (no role or site from the client)", async () => {
    const input = payload({ role: "member", is_member: true, website_id: 2 });
    expect((await register(input)).status).toBe(201);
    const [row] = await backend.db
      .select()
      .from(users)
      .where(eq(users.email, input.email as string));
    expect(row).toMatchObject({ role: "user", websiteId: archiveId });
  });

  it("trims the names", async () => {
    const input = payload({ first_name: "  Grace ", last_name: " Hopper  " });
    expect(await register(input)).toMatchObject({ status: 201, body: { first_name: "Grace", last_name: "Hopper" } });
  });
});

describe("POST /auth/register/ – field errors (spec §5)", () => {
  it.each<{ rule: string; overrides?: Record<string, unknown>; custom?: Record<string, unknown>; errors: Record<string, string[]> }>([
    { rule: "first_name missing", overrides: { first_name: undefined }, errors: { first_name: ["required"] } },
    { rule: "first_name empty", overrides: { first_name: "" }, errors: { first_name: ["required"] } },
    { rule: "first_name blank", overrides: { first_name: "   " }, errors: { first_name: ["required"] } },
    { rule: "last_name missing", overrides: { last_name: undefined }, errors: { last_name: ["required"] } },
    { rule: "last_name empty", overrides: { last_name: "" }, errors: { last_name: ["required"] } },
    { rule: "e-mail missing", overrides: { email: undefined }, errors: { email: ["required"] } },
    { rule: "e-mail empty", overrides: { email: "" }, errors: { email: ["required"] } },
    { rule: "e-mail without @", overrides: { email: "not-an-email" }, errors: { email: ["invalidEmail"] } },
    { rule: "e-mail without domain", overrides: { email: "someone@" }, errors: { email: ["invalidEmail"] } },
    { rule: "phone missing", custom: { phone: undefined }, errors: { "custom.phone": ["required"] } },
    { rule: "phone empty", custom: { phone: "" }, errors: { "custom.phone": ["required"] } },
    { rule: "phone with letters", custom: { phone: "01 23 ab 45" }, errors: { "custom.phone": ["numeric"] } },
    { rule: "profile missing", custom: { profile: undefined }, errors: { "custom.profile": ["required"] } },
    { rule: "profile unknown", custom: { profile: "astronaut" }, errors: { "custom.profile": ["required"] } },
    {
      rule: "reason-for-research missing",
      custom: { "reason-for-research": undefined },
      errors: { "custom.reason-for-research": ["required"] },
    },
    { rule: "reason-for-research empty", custom: { "reason-for-research": "" }, errors: { "custom.reason-for-research": ["required"] } },
    { rule: "custom missing", overrides: { custom: undefined }, errors: { custom: ["required"] } },
    { rule: "birth date not a date", custom: { birthdate: "31/01/1990" }, errors: { "custom.birthdate": ["invalidDate"] } },
    { rule: "password1 missing", overrides: { password1: undefined }, errors: { password1: ["required"] } },
    { rule: "password1 empty", overrides: { password1: "", password2: "" }, errors: { password1: ["required"], password2: ["required"] } },
    { rule: "password < 8 characters", overrides: { password1: "Abc123!", password2: "Abc123!" }, errors: { password1: ["minPassword"] } },
    {
      rule: "passwords differ",
      overrides: { password1: "a-long-and-rare-passphrase", password2: "a-long-and-rare-passphrasE" },
      errors: { password2: ["passwordMismatch"] },
    },
    {
      rule: "password > 128 characters",
      overrides: { password1: "x".repeat(129), password2: "x".repeat(129) },
      errors: { password1: ["maxPassword"], password2: ["maxPassword"] },
    },
  ])("$rule → 400 with exactly that field error", async ({ overrides, custom, errors }) => {
    const before = await backend.db.$count(users);
    expect(await register(payload(overrides, custom))).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors },
    });
    expect(await backend.db.$count(users)).toBe(before);
  });

  it("a password of exactly 8 and of exactly 128 characters is fine", async () => {
    for (const password of ["Zq8#kLp2", "Zq8#kLp2".repeat(16)]) {
      expect((await register(payload({ password1: password, password2: password }))).status).toBe(201);
    }
  });

  it.each([
    { case: "a common password", password: "password123" },
    { case: "a common password in capitals", password: "PASSWORD123" },
  ])("$case → 400 on password1", async ({ password }) => {
    const input = payload({ password1: password, password2: password });
    expect(await register(input)).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors: { password1: ["This password is too common."] } },
    });
    expect(await backend.db.$count(users, eq(users.email, input.email as string))).toBe(0);
  });

  it("a common password, in French", async () => {
    const reply = await register(payload({ password1: "password123", password2: "password123" }), FR);
    expect(reply).toMatchObject({ status: 400, body: { errors: { password1: ["Ce mot de passe est trop courant."] } } });
  });

  it.each([
    { case: "in another case", email: DEMO_ACCOUNTS.researcher.email.toUpperCase(), headers: {}, message: EMAIL_TAKEN },
    { case: "as is", email: DEMO_ACCOUNTS.researcher.email, headers: {}, message: EMAIL_TAKEN },
    { case: "with spaces around it", email: `  ${DEMO_ACCOUNTS.member.email} `, headers: {}, message: EMAIL_TAKEN },
    { case: "in French", email: "RESEARCHER@archive.example.org", headers: FR, message: EMAIL_TAKEN_FR },
  ])("an address that already has an account ($case) → 400 with errors.email[0]", async ({ email, headers, message }) => {
    expect(await register(payload({ email }), headers)).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors: { email: [message] } },
    });
  });

  it("a second registration with the same address is refused", async () => {
    const input = payload();
    expect((await register(input)).status).toBe(201);
    const again = await register({ ...input, email: (input.email as string).toUpperCase() });
    expect(again).toMatchObject({ status: 400, body: { errors: { email: [EMAIL_TAKEN] } } });
  });
});

describe("POST /auth/register/ – where registration is closed", () => {
  it("on the studio (password method, registration off) → 403", async () => {
    expect(await register(payload(), STUDIO)).toEqual({ status: 403, body: DISABLED });
  });

  it("on the archive once registration is switched off → 403, while invitations still work", async () => {
    await backend.db.update(websites).set({ authUsersRegistrationEnabled: false }).where(eq(websites.id, archiveId));
    clearSiteCache();
    try {
      expect(await register(payload())).toEqual({ status: 403, body: DISABLED });
      const uid = await createInvitation({ email: `closed${sequence}@example.org` });
      expect((await get(`/auth/invitations/${uid}/`)).status).toBe(200);
    } finally {
      await backend.db.update(websites).set({ authUsersRegistrationEnabled: true }).where(eq(websites.id, archiveId));
      clearSiteCache();
    }
  });

  it("10 registrations per address per hour, then 429", async () => {
    const ip = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 10; i += 1) expect((await register(payload(), ip)).status).toBe(201);
    const blocked = await register(payload(), ip);
    expect(blocked).toMatchObject({ status: 429, body: { type: "throttled" } });
    expect((await register(payload(), { "x-forwarded-for": "203.0.113.51" })).status).toBe(201);
  });
});

/** An invitation of the archive, open unless told otherwise; returns its uid. */
async function createInvitation(values: { email: string; expiresAt?: Date; acceptedAt?: Date }): Promise<string> {
  const [row] = await backend.db
    .insert(invitations)
    .values({
      websiteId: archiveId,
      email: values.email,
      firstName: "Invited",
      lastName: "Person",
      expiresAt: values.expiresAt ?? new Date(Date.now() + 86_400_000),
      acceptedAt: values.acceptedAt,
    })
    .returning({ uid: invitations.uid });
  return row!.uid;
}

const invitationPayload = (overrides: Record<string, unknown> = {}) =>
  strip({
    first_name: "Invited",
    last_name: "Guest",
    password1: "invited-guest-passphrase",
    password2: "invited-guest-passphrase",
    ...overrides,
  });

describe("invitations", () => {
  let fields: { uid: string; name: string }[];
  beforeAll(async () => {
    fields = await backend.db
      .select({ uid: customFields.uid, name: customFields.name })
      .from(customFields)
      .where(eq(customFields.websiteId, archiveId))
      .orderBy(customFields.position);
  });

  it("GET /auth/invitations/{uid}/ → the prefilled names and e-mail, and the site's custom fields", async () => {
    expect(await get(`/auth/invitations/${DEMO_INVITATION.uid}/`)).toEqual({
      status: 200,
      body: {
        uid: DEMO_INVITATION.uid,
        first_name: DEMO_INVITATION.firstName,
        last_name: DEMO_INVITATION.lastName,
        email: DEMO_INVITATION.email,
        custom_fields: [
          { uid: fields[0]!.uid, name: "Institution", value: "Example University (placeholder)" },
          { uid: fields[1]!.uid, name: "Research topic", value: "Local history of Region A (placeholder)" },
        ],
      },
    });
  });

  it("names the custom fields in the visitor's language", async () => {
    const { body } = await get(`/auth/invitations/${DEMO_INVITATION.uid}/`, FR);
    expect((body as { custom_fields: { name: string }[] }).custom_fields.map((f) => f.name)).toEqual([
      "Établissement",
      "Sujet de recherche",
    ]);
  });

  it.each([
    { case: "an unknown uid", uid: "00000000-0000-4000-8000-000000000000" },
    { case: "a uid that is not a uuid", uid: "not-a-uuid" },
    { case: "a uid with SQL in it", uid: "1' or '1'='1" },
  ])("$case → 404", async ({ uid }) => {
    expect(await get(`/auth/invitations/${encodeURIComponent(uid)}/`)).toEqual({ status: 404, body: GONE });
    expect(await post(`/auth/invitations/${encodeURIComponent(uid)}/register/`, invitationPayload())).toEqual({ status: 404, body: GONE });
  });

  it("an expired invitation → 404, to read and to accept", async () => {
    const uid = await createInvitation({ email: "late@example.org", expiresAt: new Date(Date.now() - 60_000) });
    expect(await get(`/auth/invitations/${uid}/`)).toEqual({ status: 404, body: GONE });
    expect(await post(`/auth/invitations/${uid}/register/`, invitationPayload())).toEqual({ status: 404, body: GONE });
    expect(await backend.db.$count(users, eq(users.email, "late@example.org"))).toBe(0);
  });

  it("an invitation that expires after it was read cannot be accepted", async () => {
    const uid = await createInvitation({ email: "slow@example.org" });
    expect((await get(`/auth/invitations/${uid}/`)).status).toBe(200);
    await backend.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.uid, uid));
    expect(await post(`/auth/invitations/${uid}/register/`, invitationPayload())).toEqual({ status: 404, body: GONE });
  });

  it("another site's host does not open the archive's invitation", async () => {
    expect((await get(`/auth/invitations/${DEMO_INVITATION.uid}/`, STUDIO)).status).toBe(403);
  });

  it.each([
    { rule: "first name missing", overrides: { first_name: undefined }, errors: { first_name: ["required"] } },
    { rule: "last name empty", overrides: { last_name: "" }, errors: { last_name: ["required"] } },
    { rule: "password too short", overrides: { password1: "short", password2: "short" }, errors: { password1: ["minPassword"] } },
    { rule: "passwords differ", overrides: { password2: "something-else-entirely" }, errors: { password2: ["passwordMismatch"] } },
    {
      rule: "password > 128 characters",
      overrides: { password1: "y".repeat(129), password2: "y".repeat(129) },
      errors: { password1: ["maxPassword"], password2: ["maxPassword"] },
    },
    {
      rule: "a common password",
      overrides: { password1: "password123", password2: "password123" },
      errors: { password1: ["This password is too common."] },
    },
  ])("refuses $rule (400) and leaves the invitation open", async ({ overrides, errors }) => {
    const uid = await createInvitation({ email: `rule${++sequence}@example.org` });
    expect(await post(`/auth/invitations/${uid}/register/`, invitationPayload(overrides))).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors },
    });
    expect((await get(`/auth/invitations/${uid}/`)).status).toBe(200);
  });

  it("an invitation for an address that already has an account → 400 on email", async () => {
    const uid = await createInvitation({ email: DEMO_ACCOUNTS.student.email.toUpperCase() });
    expect(await post(`/auth/invitations/${uid}/register/`, invitationPayload())).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors: { email: [EMAIL_TAKEN] } },
    });
  });

  it("registering by invitation → 201 with the invitation's e-mail; login works; the second use → 404", async () => {
    const input = invitationPayload({
      first_name: "Invitee",
      email: "someone-else@example.org", // the invitation decides the address, not the form
      custom_fields: { [fields[0]!.uid]: "My University", [fields[1]!.uid]: "", "00000000-0000-4000-8000-000000000000": "unknown field" },
    });
    const reply = await post(`/auth/invitations/${DEMO_INVITATION.uid}/register/`, input);
    expect(reply).toEqual({
      status: 201,
      body: { uid: expect.any(String), first_name: "Invitee", last_name: "Guest", email: DEMO_INVITATION.email },
    });
    expect(await canLogIn(DEMO_INVITATION.email, "invited-guest-passphrase")).toBe(true);
    expect(await backend.db.$count(users, eq(users.email, "someone-else@example.org"))).toBe(0);

    const [row] = await backend.db
      .select({ custom: users.custom })
      .from(users)
      .where(and(eq(users.websiteId, archiveId), eq(users.email, DEMO_INVITATION.email)));
    expect(row!.custom).toEqual({ [fields[0]!.uid]: "My University" });

    expect(await post(`/auth/invitations/${DEMO_INVITATION.uid}/register/`, invitationPayload())).toEqual({ status: 404, body: GONE });
    expect(await get(`/auth/invitations/${DEMO_INVITATION.uid}/`)).toEqual({ status: 404, body: GONE });
  });

  it("two acceptances at once make one account", async () => {
    const email = `race${++sequence}@example.org`;
    const uid = await createInvitation({ email });
    const replies = await Promise.all([1, 2, 3].map(() => post(`/auth/invitations/${uid}/register/`, invitationPayload())));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 404, 404]);
    expect(await backend.db.$count(users, eq(users.email, email))).toBe(1);
  });

  /** Holds the next look-up of `email`; `release` lets it go on. */
  function holdLookUp(email: string, after = false) {
    let release = () => {};
    const reached = new Promise<void>((resolve) => {
      mockHolds.set(email, { reached: resolve, until: new Promise<void>((done) => (release = done)), after });
    });
    return { reached, release: () => release() };
  }

  it("an acceptance that finds the account a racing acceptance just made → 404, like any later use", async () => {
    const email = `late${++sequence}@example.org`;
    const uid = await createInvitation({ email });
    const hold = holdLookUp(email);
    // The late one reads the invitation open, then waits; the other accepts it in the meantime.
    const late = post(`/auth/invitations/${uid}/register/`, invitationPayload());
    await hold.reached;
    expect((await post(`/auth/invitations/${uid}/register/`, invitationPayload())).status).toBe(201);
    hold.release();
    expect(await late).toEqual({ status: 404, body: GONE });
    expect(await backend.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it("an open registration that takes the address while the invitation is being accepted → 400 on email; the invitation stays open", async () => {
    const email = `taken${++sequence}@example.org`;
    const uid = await createInvitation({ email });
    const hold = holdLookUp(email, true);
    // The acceptance finds the address free, then waits; an open registration takes it meanwhile.
    const late = post(`/auth/invitations/${uid}/register/`, invitationPayload());
    await hold.reached;
    expect((await register(payload({ email }))).status).toBe(201);
    hold.release();
    expect(await late).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Invalid input.", errors: { email: [EMAIL_TAKEN] } },
    });
    expect(await backend.db.$count(users, eq(users.email, email))).toBe(1);
    expect((await get(`/auth/invitations/${uid}/`)).status).toBe(200);
  });

  it("the studio has no invitations to accept (403)", async () => {
    expect((await post(`/auth/invitations/${DEMO_INVITATION.uid}/register/`, invitationPayload(), STUDIO)).status).toBe(403);
  });
});
