// The members' side: /admin/* refused to everyone but members; requests (pending first), decisions
// (grant, mail, audit, 409 twice, request closing), invitations and the custom fields.
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, outgoingMail, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, DEMO_INVITATION } from "@/backend/seed/demo-accounts";
import { settleBackgroundTasks } from "@/backend/services/background";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createSession } from "@/backend/services/sessions";
import { adminInvitationSchema, adminRequestSchema, outboxMailSchema, type AdminRequest } from "@/lib/api/admin";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let siteId: number;
const tokens: Record<"member" | "researcher" | "student", string> = { member: "", researcher: "", student: "" };

async function userId(email: string): Promise<number> {
  const [row] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  siteId = site!.id;
  for (const key of ["member", "researcher", "student"] as const) {
    tokens[key] = await createSession(backend.db, siteId, await userId(DEMO_ACCOUNTS[key].email));
  }
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Answer = { status: number; body: Record<string, unknown> & { results?: Array<Record<string, unknown>> } };

async function call(path: string, options: { token?: string; json?: unknown; host?: string; ip?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `website-token ${options.token}`;
  if (options.host) headers.host = options.host;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const response = await backend.request(path, { method: body === undefined ? "GET" : "POST", headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer["body"]) : {} };
}

async function requests(status?: "pending" | "closed"): Promise<AdminRequest[]> {
  const { status: code, body } = await call(`/admin/requests/${status ? `?status=${status}` : ""}`, { token: tokens.member });
  expect(code).toBe(200);
  // Parsed with the front end's own schema: the backend answers in the contract's shape.
  return body.results!.map((r) => adminRequestSchema.parse(r));
}

async function latestMailTo(email: string) {
  const [mail] = await backend.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.toAddress, email))
    .orderBy(desc(outgoingMail.id))
    .limit(1);
  return mail;
}

async function myList(token: string) {
  const { body } = await call("/items/access/", { token });
  return body.results as Array<{
    uid: string;
    access_status: string;
    refusal_reason: string | null;
    expire_at: string | null;
    has_access: boolean;
  }>;
}

const decisionPath = (request: string, item: string) => `/admin/requests/${request}/items/${item}/decision/`;
const ANY_UUID = "00000000-0000-4000-8000-000000000000";

describe("/admin/* – members only", () => {
  const routes: Array<{ name: string; path: string; json?: unknown }> = [
    { name: "GET requests", path: "/admin/requests/" },
    { name: "POST decision", path: decisionPath(ANY_UUID, ANY_UUID), json: { decision: "approve" } },
    { name: "GET invitations", path: "/admin/invitations/" },
    { name: "POST invitations", path: "/admin/invitations/", json: { first_name: "A", last_name: "B", email: "x@example.org" } },
    { name: "GET outbox", path: "/admin/outbox/" },
    { name: "GET custom fields", path: "/admin/custom-fields/" },
  ];

  it.each(routes)("$name: 401 anonymous, 403 for a user, 403 for the studio's shared password session", async ({ path, json }) => {
    expect((await call(path, { json })).status).toBe(401);
    const refused = await call(path, { json, token: tokens.researcher });
    expect(refused).toEqual({ status: 403, body: { type: "permission_denied", message: expect.any(String) } });
    const login = await call("/auth/login/", { host: "studio.localhost", json: { password: "studio-demo-2026" } });
    expect((await call(path, { json, host: "studio.localhost", token: String(login.body.token) })).status).toBe(403);
  });

  it("a member's token is worth nothing on another site", async () => {
    expect((await call("/admin/requests/", { token: tokens.member, host: "studio.localhost" })).status).toBe(401);
  });
});

describe("GET /admin/requests/", () => {
  it("lists the requests pending first, with the requester's profile and reason", async () => {
    const all = await requests();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const firstClosed = all.findIndex((r) => r.status === "closed");
    expect(firstClosed).toBeGreaterThan(0);
    expect(all.slice(firstClosed).every((r) => r.status === "closed")).toBe(true);
    expect(all[0]!.requester).toMatchObject({
      email: DEMO_ACCOUNTS.researcher.email,
      profile: "researcher",
      reason_for_research: expect.stringContaining("Placeholder reason"),
      custom: expect.objectContaining({ country: "France" }),
    });
    expect(all[0]!.items.every((i) => i.status === "pending" && i.decided_at === null)).toBe(true);
    expect((await requests("pending")).every((r) => r.status === "pending")).toBe(true);
    expect((await requests("closed")).every((r) => r.status === "closed")).toBe(true);
  });

  it("refuses an unknown status", async () => {
    expect((await call("/admin/requests/?status=open", { token: tokens.member })).status).toBe(400);
  });
});

describe("POST /admin/requests/{uid}/items/{itemUid}/decision/", () => {
  let request: AdminRequest;
  beforeAll(async () => {
    request = (await requests("pending"))[0]!;
    expect(request.items.length).toBeGreaterThanOrEqual(3);
  });

  it("approves: 3 months of access in My List, a mail to the requester, an audit row", async () => {
    const item = request.items[0]!;
    const before = Date.now();
    const { status, body } = await call(decisionPath(request.uid, item.uid), { token: tokens.member, json: { decision: "approve" } });
    expect({ status, body }).toEqual({ status: 200, body: { status: "approved" } });

    const entry = (await myList(tokens.researcher)).find((e) => e.uid === item.uid);
    expect(entry).toMatchObject({ access_status: "active", has_access: true });
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(Math.abs(new Date(entry!.expire_at!).getTime() - expected.getTime())).toBeLessThan(60_000);

    const mail = await latestMailTo(DEMO_ACCOUNTS.researcher.email);
    expect(mail).toMatchObject({ websiteId: siteId, status: "outbox", subject: expect.stringContaining("Access granted") });
    expect(mail!.text).toContain(expected.toISOString().slice(0, 10));
    expect(mail!.text).toContain("/my-list");

    const [log] = await backend.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "ondemand.approve"), eq(auditLog.targetId, `${request.uid}/${item.uid}`)));
    expect(log).toMatchObject({
      websiteId: siteId,
      actorUserId: await userId(DEMO_ACCOUNTS.member.email),
      targetType: "ondemand_request_item",
    });
  });

  it("refuses with a reason: My List shows it, the requester is mailed, the decision is logged", async () => {
    const item = request.items[1]!;
    const reason = "Still under review by the family.";
    const { status, body } = await call(decisionPath(request.uid, item.uid), {
      token: tokens.member,
      json: { decision: "refuse", reason },
    });
    expect({ status, body }).toEqual({ status: 200, body: { status: "refused" } });
    expect((await myList(tokens.researcher)).find((e) => e.uid === item.uid)).toMatchObject({
      access_status: "refused",
      refusal_reason: reason,
      has_access: false,
    });
    const mail = await latestMailTo(DEMO_ACCOUNTS.researcher.email);
    expect(mail!.subject).toContain("declined");
    expect(mail!.text).toContain(reason);
    const logs = await backend.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, `${request.uid}/${item.uid}`));
    expect(logs).toEqual([expect.objectContaining({ action: "ondemand.refuse", data: expect.objectContaining({ reason }) })]);
  });

  it("answers 409 to a second decision on the same item, and changes nothing", async () => {
    const item = request.items[0]!;
    const mails = await backend.db.select({ n: sql<number>`count(*)::int` }).from(outgoingMail);
    const again = await call(decisionPath(request.uid, item.uid), { token: tokens.member, json: { decision: "refuse", reason: "no" } });
    expect(again).toEqual({ status: 409, body: { type: "already_decided", message: expect.any(String) } });
    expect(await backend.db.select({ n: sql<number>`count(*)::int` }).from(outgoingMail)).toEqual(mails);
  });

  it("decides each item once even when two members click at the same time", async () => {
    const item = request.items[2]!;
    const approve = () => call(decisionPath(request.uid, item.uid), { token: tokens.member, json: { decision: "approve" } });
    const both = await Promise.all([approve(), approve()]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("closes the request once every item is decided", async () => {
    const closed = (await requests("closed")).find((r) => r.uid === request.uid);
    expect(closed?.items.map((i) => i.status)).toEqual(["approved", "refused", "approved"]);
    expect(closed?.items.every((i) => i.decided_at !== null)).toBe(true);
    expect((await requests("pending")).some((r) => r.uid === request.uid)).toBe(false);
  });

  it("keeps a request open while one item is pending", async () => {
    const { body: page } = await call("/items/?limit=100", { token: tokens.student });
    const onDemand = (page.results as Array<{ uid: string; visibility_type: string }>)
      .filter((i) => i.visibility_type === "on_demand")
      .slice(0, 2);
    const created = await call("/ondemand/requests/", {
      token: tokens.student,
      json: { type: "on_demand", items: onDemand.map((i) => i.uid) },
    });
    expect(created.status).toBe(201);
    const uid = String(created.body.uid);
    await call(decisionPath(uid, onDemand[0]!.uid), { token: tokens.member, json: { decision: "approve" } });
    expect((await requests("pending")).find((r) => r.uid === uid)?.items.map((i) => i.status)).toEqual(["approved", "pending"]);
  });

  it.each([
    { name: "an unknown request", path: decisionPath(ANY_UUID, ANY_UUID), json: { decision: "approve" }, status: 404 },
    { name: "a malformed uid", path: decisionPath("nope", ANY_UUID), json: { decision: "approve" }, status: 404 },
    { name: "an unknown decision", path: decisionPath(ANY_UUID, ANY_UUID), json: { decision: "maybe" }, status: 400 },
    {
      name: "a reason of 1001 characters",
      path: decisionPath(ANY_UUID, ANY_UUID),
      json: { decision: "refuse", reason: "x".repeat(1001) },
      status: 400,
    },
  ])("refuses $name with $status", async ({ path, json, status }) => {
    expect((await call(path, { token: tokens.member, json })).status).toBe(status);
  });
});

describe("invitations and custom fields", () => {
  it("lists the site's custom fields, localized", async () => {
    const en = await call("/admin/custom-fields/", { token: tokens.member });
    expect(en).toEqual({
      status: 200,
      body: {
        results: [
          { uid: expect.any(String), name: "Institution" },
          { uid: expect.any(String), name: "Research topic" },
        ],
      },
    });
    const fr = await backend.request("/admin/custom-fields/", {
      headers: { authorization: `website-token ${tokens.member}`, "accept-language": "fr" },
    });
    expect(((await fr.json()) as { results: Array<{ name: string }> }).results.map((f) => f.name)).toEqual([
      "Établissement",
      "Sujet de recherche",
    ]);
  });

  it("creates an invitation whose link registers the account once", async () => {
    const fields = (await call("/admin/custom-fields/", { token: tokens.member })).body.results!;
    const institution = String(fields[0]!.uid);
    const input = {
      first_name: "Irena",
      last_name: "Invited",
      email: "irena@example.org",
      custom_fields: { [institution]: "Vilnius University", [ANY_UUID]: "dropped" },
    };
    const created = await call("/admin/invitations/", { token: tokens.member, json: input });
    expect(created.status).toBe(201);
    const uid = String(created.body.uid);
    expect(created.body).toMatchObject({
      email: "irena@example.org",
      url: expect.stringMatching(new RegExp(`^http://localhost(:\\d+)?/auth/register/${uid}$`)),
      expires_at: expect.any(String),
    });
    expect((await latestMailTo("irena@example.org"))!.text).toContain(`/auth/register/${uid}`);
    const listed = (await call("/admin/invitations/", { token: tokens.member })).body.results!;
    expect(listed[0]).toMatchObject({ uid, email: "irena@example.org", accepted_at: null });

    const invitation = await call(`/auth/invitations/${uid}/`);
    expect(invitation.status).toBe(200);
    expect(invitation.body).toMatchObject({ email: "irena@example.org", first_name: "Irena" });
    expect(invitation.body.custom_fields).toContainEqual({ uid: institution, name: "Institution", value: "Vilnius University" });

    const registration = {
      first_name: "Irena",
      last_name: "Invited",
      password1: "a-long-pass-phrase",
      password2: "a-long-pass-phrase",
      custom_fields: { [institution]: "Vilnius University" },
    };
    expect((await call(`/auth/invitations/${uid}/register/`, { json: registration })).status).toBe(201);
    expect((await call(`/auth/invitations/${uid}/register/`, { json: registration })).status).toBe(404);
    expect((await call(`/auth/invitations/${uid}/`)).status).toBe(404);
    const accepted = (await call("/admin/invitations/", { token: tokens.member })).body.results!.find((i) => i.uid === uid);
    expect(accepted?.accepted_at).toEqual(expect.any(String));
    const rows = await backend.db.select().from(users).where(eq(users.email, "irena@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.custom).toEqual({ [institution]: "Vilnius University" });
  });

  it("refuses an invitation for an existing account, and bad input, with field errors", async () => {
    const existing = await call("/admin/invitations/", {
      token: tokens.member,
      json: { first_name: "A", last_name: "B", email: DEMO_ACCOUNTS.student.email },
    });
    expect(existing).toMatchObject({ status: 400, body: { errors: { email: [expect.any(String)] } } });
    const bad = await call("/admin/invitations/", {
      token: tokens.member,
      json: { first_name: "", last_name: "B", email: "not-an-email" },
    });
    expect(bad).toMatchObject({ status: 400, body: { errors: { first_name: ["required"], email: ["invalidEmail"] } } });
  });

  it("lists the seeded invitation as pending", async () => {
    const listed = (await call("/admin/invitations/", { token: tokens.member })).body.results!.map((i) => adminInvitationSchema.parse(i));
    expect(listed).toContainEqual(expect.objectContaining({ uid: DEMO_INVITATION.uid, accepted_at: null }));
  });
});

describe("GET /admin/outbox/", () => {
  it("shows the site's mail, newest first", async () => {
    const { status, body } = await call("/admin/outbox/", { token: tokens.member });
    expect(status).toBe(200);
    const mails = body.results!;
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => outboxMailSchema.parse(m))[0]).toMatchObject({ status: "outbox" });
    const ids = mails.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe("GET /admin/outbox/ – secrets in other people's mail", () => {
  const RESET_LINK = /\/auth\/password-reset-2\?token=([A-Za-z0-9_-]+|\[redacted\])/;

  /** The reset link's token as mailed to `email`, and as the member reads that mail in the outbox. */
  async function resetTokenSeenByMember(asked: string, address: string): Promise<{ mailed: string; seen: string; text: string }> {
    expect((await call("/auth/password-reset/", { json: { email: asked }, ip: address })).status).toBe(200);
    await settleBackgroundTasks();
    const stored = (await latestMailTo(asked))!;
    const { status, body } = await call("/admin/outbox/", { token: tokens.member });
    expect(status).toBe(200);
    const seen = body.results!.map((m) => outboxMailSchema.parse(m)).find((m) => m.id === stored.id)!;
    return { mailed: RESET_LINK.exec(stored.text)![1]!, seen: RESET_LINK.exec(seen.text)![1]!, text: seen.text };
  }

  it.each([
    { whose: "the researcher's", email: DEMO_ACCOUNTS.researcher.email, address: "203.0.113.201", redacted: true },
    { whose: "the student's", email: DEMO_ACCOUNTS.student.email, address: "203.0.113.202", redacted: true },
    { whose: "the member's own", email: DEMO_ACCOUNTS.member.email, address: "203.0.113.203", redacted: false },
  ])("$whose reset mail: token redacted → $redacted", async ({ email, address, redacted }) => {
    const { mailed, seen, text } = await resetTokenSeenByMember(email, address);
    expect(mailed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(seen).toBe(redacted ? "[redacted]" : mailed);
    expect(text.includes(mailed)).toBe(!redacted);
  });

  it("on a development machine the outbox stands in for every mailbox: nothing is redacted", async () => {
    jest.replaceProperty(process.env, "NODE_ENV", "development");
    try {
      const { mailed, seen } = await resetTokenSeenByMember(DEMO_ACCOUNTS.teacher.email, "203.0.113.205");
      expect(seen).toBe(mailed);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
