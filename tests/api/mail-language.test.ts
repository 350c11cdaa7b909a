// Every e-mail goes out in its recipient's language: the decision in the requester's (the language of
// their latest request), the invitation in the inviting member's, the reset in the requester's; the
// notices to the organisation (contact, new request) in the site's default language, English.
import { desc, eq } from "drizzle-orm";
import { outgoingMail, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";
import { settleBackgroundTasks } from "@/backend/services/background";
import { hashPassword } from "@/backend/services/passwords";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createSession } from "@/backend/services/sessions";
import { itemName as nameOfItem, publishedItems } from "./helpers/catalogue";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

type Locale = "en" | "fr";
const LANGUAGE: Record<Locale, Record<string, string>> = { en: { "accept-language": "en" }, fr: { "accept-language": "fr" } };
const OTHER: Record<Locale, Locale> = { en: "fr", fr: "en" };
const ORIGIN = /^http:\/\/localhost(:\d+)?/;

let backend: TestBackend;
let archiveId: number;
let siteName: string;
let memberToken: string;
let onDemand: { id: number; uid: string }[];

beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select({ id: websites.id, name: websites.name }).from(websites).where(eq(websites.code, "archive"));
  archiveId = site!.id;
  siteName = site!.name;
  const [member] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  memberToken = await createSession(backend.db, archiveId, member!.id);
  onDemand = await publishedItems(backend.db, archiveId, "on_demand");
  expect(onDemand.length).toBeGreaterThanOrEqual(8);
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

async function call(path: string, options: { json?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `website-token ${options.token}`;
  const response = await backend.request(path, {
    method: options.json === undefined ? "GET" : "POST",
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function mailsTo(email: string) {
  await settleBackgroundTasks();
  return backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email)).orderBy(desc(outgoingMail.id));
}

let sequence = 0;
async function newUser(locale?: Locale): Promise<{ id: number; email: string; token: string }> {
  sequence += 1;
  const email = `mail.language${sequence}@example.org`;
  const [user] = await backend.db
    .insert(users)
    .values({
      websiteId: archiveId,
      email,
      firstName: "Mail",
      lastName: `Language ${sequence}`,
      passwordHash: await hashPassword("a-long-pass-phrase"),
      ...(locale ? { locale } : {}),
    })
    .returning({ id: users.id });
  return { id: user!.id, email, token: await createSession(backend.db, archiveId, user!.id) };
}

const itemName = (itemId: number, locale: Locale) => nameOfItem(backend.db, itemId, locale);

let nextItem = 0;
/** A request for two items, asked in `locale`; returns its uid and the items. */
async function askTwo(token: string, locale: Locale) {
  const picked = [onDemand[nextItem]!, onDemand[nextItem + 1]!];
  nextItem += 2;
  const asked = await call("/ondemand/requests/", {
    token,
    headers: LANGUAGE[locale],
    json: { type: "on_demand", items: picked.map((i) => i.uid) },
  });
  expect(asked.status).toBe(201);
  return { uid: String(asked.body.uid), picked };
}

const decide = (request: string, item: string, json: unknown, locale: Locale) =>
  call(`/admin/requests/${request}/items/${item}/decision/`, { token: memberToken, json, headers: LANGUAGE[locale] });

const DECISION = {
  en: {
    approved: (item: string, until: string) => ({
      subject: `[${siteName}] Access granted: ${item}`,
      text: new RegExp(
        `^Your request was approved\\. You can watch "${escape(item)}" until ${until} from My List:\\nhttp://localhost(:\\d+)?/my-list\\n$`,
      ),
    }),
    refused: (item: string) => ({
      subject: `[${siteName}] Access request declined: ${item}`,
      text: new RegExp(
        `^Your request for "${escape(item)}" was declined\\.\\nReason: Out of scope\\.\\nYour requests and their status are in My List:\\nhttp://localhost(:\\d+)?/my-list\\n$`,
      ),
    }),
  },
  fr: {
    approved: (item: string, until: string) => ({
      subject: `[${siteName}] Accès accordé : ${item}`,
      text: new RegExp(
        `^Votre demande a été acceptée\\. Vous pouvez regarder « ${escape(item)} » jusqu’au ${until} depuis Ma liste :\\nhttp://localhost(:\\d+)?/fr/my-list\\n$`,
      ),
    }),
    refused: (item: string) => ({
      subject: `[${siteName}] Demande d’accès refusée : ${item}`,
      text: new RegExp(
        `^Votre demande pour « ${escape(item)} » a été refusée\\.\\nMotif : Out of scope\\.\\nVos demandes et leur statut se trouvent dans Ma liste :\\nhttp://localhost(:\\d+)?/fr/my-list\\n$`,
      ),
    }),
  },
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("decision mail – in the language the requester asked in", () => {
  it.each<Locale>(["en", "fr"])("a request asked in %s: both decisions mailed in it, whatever the member's language", async (locale) => {
    const user = await newUser(OTHER[locale]);
    const { uid, picked } = await askTwo(user.token, locale);
    expect((await backend.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id)))[0]).toEqual({ locale });

    const approved = await decide(uid, picked[0]!.uid, { decision: "approve" }, OTHER[locale]);
    expect(approved).toEqual({ status: 200, body: { status: "approved" } });
    const [approval] = await mailsTo(user.email);
    const grantedUntil = (await call("/items/access/", { token: user.token })).body.results as Array<{ uid: string; expire_at: string }>;
    const until = grantedUntil.find((e) => e.uid === picked[0]!.uid)!.expire_at.slice(0, 10);
    const expectedApproval = DECISION[locale].approved(await itemName(picked[0]!.id, locale), until);
    expect(approval!.subject).toBe(expectedApproval.subject);
    expect(approval!.text).toMatch(expectedApproval.text);

    const refused = await decide(uid, picked[1]!.uid, { decision: "refuse", reason: "Out of scope." }, OTHER[locale]);
    expect(refused).toEqual({ status: 200, body: { status: "refused" } });
    const [refusal] = await mailsTo(user.email);
    const expectedRefusal = DECISION[locale].refused(await itemName(picked[1]!.id, locale));
    expect(refusal!.subject).toBe(expectedRefusal.subject);
    expect(refusal!.text).toMatch(expectedRefusal.text);
  });

  it("a refusal without a reason has no reason line, in either language", async () => {
    for (const locale of ["en", "fr"] as const) {
      const user = await newUser();
      const { uid, picked } = await askTwo(user.token, locale);
      expect((await decide(uid, picked[0]!.uid, { decision: "refuse", reason: "" }, "en")).status).toBe(200);
      const [mail] = await mailsTo(user.email);
      expect(mail!.text).not.toMatch(/Reason|Motif/);
      expect(mail!.text.split("\n")[1]).toBe(
        locale === "fr" ? "Vos demandes et leur statut se trouvent dans Ma liste :" : "Your requests and their status are in My List:",
      );
    }
  });

  it("the notice to the site's contact address stays in English for a French request", async () => {
    const user = await newUser();
    await askTwo(user.token, "fr");
    const [notice] = await mailsTo("contact@archive.example.org");
    expect(notice).toMatchObject({
      subject: `[${siteName}] New access request (2)`,
      text: `Mail Language ${sequence} <${user.email}> asked for access to 2 testimonies.\nReview it in the members' area: /admin\n`,
    });
  });
});

describe("invitation mail – in the inviting member's language", () => {
  const EXPECTED = {
    en: (uid: string) => ({
      subject: `[${siteName}] You are invited to create an account`,
      text: new RegExp(
        `^Hello Irena,\\n\\nYou are invited to create an account on ${escape(siteName)}\\. Open this link within 30 days:\\nhttp://localhost(:\\d+)?/auth/register/${uid}\\n$`,
      ),
    }),
    fr: (uid: string) => ({
      subject: `[${siteName}] Invitation à créer un compte`,
      text: new RegExp(
        `^Bonjour Irena,\\n\\nVous êtes invité à créer un compte sur ${escape(siteName)}\\. Ouvrez ce lien dans les 30 jours :\\nhttp://localhost(:\\d+)?/fr/auth/register/${uid}\\n$`,
      ),
    }),
  };

  it.each<Locale>(["en", "fr"])("a member working in %s: the invitation, and the account it creates, in that language", async (locale) => {
    const email = `invited.${locale}@example.org`;
    const created = await call("/admin/invitations/", {
      token: memberToken,
      headers: LANGUAGE[locale],
      json: { first_name: "Irena", last_name: "Invited", email, custom_fields: {} },
    });
    expect(created.status).toBe(201);
    const uid = String(created.body.uid);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(EXPECTED[locale](uid).subject);
    expect(mail!.text).toMatch(EXPECTED[locale](uid).text);
    expect(String(created.body.url)).toMatch(ORIGIN);

    const registration = {
      first_name: "Irena",
      last_name: "Invited",
      password1: "a-long-pass-phrase",
      password2: "a-long-pass-phrase",
      custom_fields: {},
    };
    expect((await call(`/auth/invitations/${uid}/register/`, { json: registration, headers: LANGUAGE[locale] })).status).toBe(201);
    expect((await backend.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]).toEqual({ locale });
  });

  it("an existing address is refused in the member's language", async () => {
    const json = { first_name: "A", last_name: "B", email: DEMO_ACCOUNTS.researcher.email, custom_fields: {} };
    const fr = await call("/admin/invitations/", { token: memberToken, headers: LANGUAGE.fr, json });
    expect(fr.status).toBe(400);
    expect(fr.body.errors).toEqual({ email: ["Un utilisateur avec cette adresse e-mail existe déjà."] });
  });
});

describe("password reset mail – in the language it was asked in", () => {
  const EXPECTED = {
    en: {
      subject: () => `[${siteName}] Reset your password`,
      text: /^Someone asked to reset the password of your account\.\n\nTo choose a new password, open this link within one hour:\nhttp:\/\/localhost(:\d+)?\/auth\/password-reset-2\?token=[\w-]+\n\nIf you did not ask for it, ignore this message: your password stays as it is\.\n$/,
    },
    fr: {
      subject: () => `[${siteName}] Réinitialisation de votre mot de passe`,
      text: /^Une réinitialisation du mot de passe de votre compte a été demandée\.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\nhttp:\/\/localhost(:\d+)?\/fr\/auth\/password-reset-2\?token=[\w-]+\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé\.\n$/,
    },
  };

  it.each<Locale>(["en", "fr"])("asked in %s", async (locale) => {
    const user = await newUser(OTHER[locale]);
    expect((await call("/auth/password-reset/", { json: { email: user.email }, headers: LANGUAGE[locale] })).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(EXPECTED[locale].subject());
    expect(mail!.text).toMatch(EXPECTED[locale].text);
  });
});

describe("contact mail – to the organisation, in the site's default language", () => {
  it.each<Locale>(["en", "fr"])("a visitor writing in %s: the notice is in English", async (locale) => {
    const input = {
      email: `writer.${locale}@example.org`,
      first_name: "Ada",
      last_name: "Example",
      message: "Bonjour {name} <b>!</b>",
      consent: true,
    };
    expect((await call("/contact/", { json: input, headers: LANGUAGE[locale] })).status).toBe(201);
    const [mail] = await mailsTo("contact@archive.example.org");
    expect(mail).toMatchObject({
      replyTo: input.email,
      subject: `[${siteName}] Contact: Ada Example`,
      text: `From: Ada Example <${input.email}>\n\nBonjour {name} <b>!</b>\n`,
    });
    // No copy goes to the sender.
    expect(await mailsTo(input.email)).toEqual([]);
  });
});
