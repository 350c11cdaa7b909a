// Expiry reminders (backend/jobs/reminders.ts): 7 days and 1 day before access granted on request
// (or rented) ends, one mail per user, site and threshold, in the user's language, naming the items
// and their end dates with a one-click renewal link; once per grant and threshold, even when runs
// overlap. Each test works at its own moment far in the future (`now` passed to the job), so one
// test's runs never see another's grants (nor the demo teacher's, which ends in 5 days).
import { asc, eq, inArray } from "drizzle-orm";
import {
  accessGrants,
  accessReminders,
  items,
  ondemandRequestItems,
  ondemandRequests,
  outgoingMail,
  users,
  websites,
} from "@/backend/db/schema";
import { runReminders } from "@/backend/jobs/reminders";
import { scheduleReminders } from "@/backend/jobs/schedule";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";
import { createMailer } from "@/backend/services/mail";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { siteOrigin } from "@/lib/site/url";
import { itemName, publishedItems } from "./helpers/catalogue";
import { archiveAccounts, createTestBackend, type TestBackend } from "./helpers/test-backend";

const DAY = 86_400_000;
const HOUR = 3_600_000;
type Locale = "en" | "fr";
type Row = { id: number; uid: string; slug: string };

let backend: TestBackend;
let archiveId: number;
let siteName: string;
let onDemand: Row[];
let rentable: Row;
const mailer = createMailer();

beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
  archiveId = site!.id;
  siteName = site!.name;
  onDemand = await publishedItems(backend.db, archiveId, "on_demand");
  rentable = (await publishedItems(backend.db, archiveId, "public"))[0]!;
  expect(onDemand.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

let epoch = 0;
/** A moment of its own for each test: 100 days apart, the first 100 days from now. */
function newBase(): Date {
  epoch += 1;
  return new Date(Date.now() + epoch * 100 * DAY);
}
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const run = (now: Date) => runReminders({ db: backend.db, mailer }, { now });

let sequence = 0;
async function newUser(locale: Locale = "en", extra: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const email = `reminder.user${sequence}@example.org`;
  const [user] = await backend.db
    .insert(users)
    .values({ websiteId: archiveId, email, firstName: `Rita${sequence}`, lastName: "Reminded", passwordHash: "!", locale, ...extra })
    .returning();
  return user!;
}

async function grant(userId: number, item: Row, endsAt: Date | null, extra: Partial<typeof accessGrants.$inferInsert> = {}) {
  const [row] = await backend.db
    .insert(accessGrants)
    .values({ userId, itemId: item.id, source: "on_demand", startsAt: new Date(Date.now() - DAY), endsAt, ...extra })
    .returning();
  return row!;
}

const mailsTo = (email: string) =>
  backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email)).orderBy(asc(outgoingMail.id));
const claims = (grantIds: number[]) =>
  backend.db
    .select({ grantId: accessReminders.grantId, daysBefore: accessReminders.daysBefore, mailId: accessReminders.mailId })
    .from(accessReminders)
    .where(inArray(accessReminders.grantId, grantIds))
    .orderBy(asc(accessReminders.grantId), asc(accessReminders.daysBefore));

const nameOf = (item: Row, locale: Locale) => itemName(backend.db, item.id, locale);

const longDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
const ORIGIN = siteOrigin("localhost");

describe("which grants are reminded, and when", () => {
  it("7 days before: one mail per user naming all their items, 7-day claims holding the mail", async () => {
    const base = newBase();
    const [ada, bea] = [await newUser("en"), await newUser("fr")];
    const adaGrants = [await grant(ada.id, onDemand[0]!, at(base, 5 * DAY)), await grant(ada.id, onDemand[1]!, at(base, 6 * DAY))];
    const beaGrant = await grant(bea.id, onDemand[0]!, at(base, 3 * DAY));
    const result = await run(base);
    expect(result).toEqual({ reminders: 3, mails: 2 });
    const [adaMail] = await mailsTo(ada.email);
    expect(await mailsTo(ada.email)).toHaveLength(1);
    expect(await mailsTo(bea.email)).toHaveLength(1);
    for (const item of [onDemand[0]!, onDemand[1]!]) expect(adaMail!.text).toContain(await nameOf(item, "en"));
    expect(await claims([...adaGrants.map((g) => g.id), beaGrant.id])).toEqual([
      { grantId: adaGrants[0]!.id, daysBefore: 7, mailId: adaMail!.id },
      { grantId: adaGrants[1]!.id, daysBefore: 7, mailId: adaMail!.id },
      { grantId: beaGrant.id, daysBefore: 7, mailId: (await mailsTo(bea.email))[0]!.id },
    ]);
  });

  it("1 day before: a grant first seen inside one day gets only the 1-day reminder", async () => {
    const base = newBase();
    const user = await newUser();
    const g = await grant(user.id, onDemand[2]!, at(base, 12 * HOUR));
    expect(await run(base)).toEqual({ reminders: 1, mails: 1 });
    expect(await run(at(base, 6 * HOUR))).toEqual({ reminders: 0, mails: 0 });
    expect((await claims([g.id])).map((c) => c.daysBefore)).toEqual([1]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("over time: nothing at 10 days, the 7-day reminder, nothing more, the 1-day reminder, nothing after the end", async () => {
    const base = newBase();
    const user = await newUser();
    const g = await grant(user.id, onDemand[3]!, at(base, 10 * DAY));
    const steps: Array<[number, number]> = [
      [0, 0],
      [4 * DAY, 1],
      [5 * DAY, 0],
      [9 * DAY + 12 * HOUR, 1],
      [9 * DAY + 20 * HOUR, 0],
      [10 * DAY + HOUR, 0],
    ];
    for (const [offset, expected] of steps) expect((await run(at(base, offset))).reminders).toBe(expected);
    expect((await claims([g.id])).map((c) => c.daysBefore)).toEqual([1, 7]);
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it("skips revoked, unlimited, purchased, not yet started, continued, requested-again and inactive users' grants", async () => {
    const base = newBase();
    const soon = at(base, 4 * DAY);
    const skipped = [
      await newUser(), // revoked
      await newUser(), // unlimited
      await newUser(), // a purchase with no end
      await newUser(), // starts later
      await newUser(), // a later grant carries it on
      await newUser(), // a request for the item waits for a member
      await newUser("en", { isActive: false }),
    ];
    await grant(skipped[0]!.id, onDemand[0]!, soon, { revokedAt: new Date() });
    await grant(skipped[1]!.id, onDemand[0]!, null);
    await grant(skipped[2]!.id, onDemand[0]!, null, { source: "purchase" });
    await grant(skipped[3]!.id, onDemand[0]!, soon, { startsAt: at(base, DAY) });
    await grant(skipped[4]!.id, onDemand[0]!, soon);
    await grant(skipped[4]!.id, onDemand[0]!, at(base, 90 * DAY));
    await grant(skipped[5]!.id, onDemand[0]!, soon);
    const [request] = await backend.db.insert(ondemandRequests).values({ websiteId: archiveId, userId: skipped[5]!.id }).returning();
    await backend.db.insert(ondemandRequestItems).values({ requestId: request!.id, itemId: onDemand[0]!.id });
    await grant(skipped[6]!.id, onDemand[0]!, soon);
    const reminded = await newUser();
    await grant(reminded.id, onDemand[0]!, soon);

    expect(await run(base)).toEqual({ reminders: 1, mails: 1 });
    for (const user of skipped) expect(await mailsTo(user.email)).toEqual([]);
    expect(await mailsTo(reminded.email)).toHaveLength(1);
  });
});

describe("once per grant and threshold", () => {
  it("a second run queues nothing more", async () => {
    const base = newBase();
    const user = await newUser();
    await grant(user.id, onDemand[0]!, at(base, 2 * DAY));
    expect(await run(base)).toEqual({ reminders: 1, mails: 1 });
    expect(await run(at(base, HOUR))).toEqual({ reminders: 0, mails: 0 });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("two runs at once (as two instances) queue one mail per user and threshold between them", async () => {
    const base = newBase();
    const people = [await newUser(), await newUser(), await newUser()];
    const grants = [];
    for (const [i, user] of people.entries()) {
      grants.push(await grant(user.id, onDemand[i]!, at(base, 3 * DAY)));
      grants.push(await grant(user.id, onDemand[i + 3]!, at(base, 4 * DAY)));
    }
    const [first, second] = await Promise.all([run(base), run(base)]);
    expect(first!.reminders + second!.reminders).toBe(6);
    expect(first!.mails + second!.mails).toBe(3);
    for (const user of people) expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await claims(grants.map((g) => g.id))).toHaveLength(6);
  });
});

describe("with a mail server", () => {
  it("each reminder is sent once, after its claim is committed, also from two runs at once", async () => {
    const base = newBase();
    const people = [await newUser(), await newUser()];
    for (const [i, user] of people.entries()) await grant(user.id, onDemand[i]!, at(base, 2 * DAY));
    const sent: string[] = [];
    const smtp = createMailer({
      transport: {
        sendMail: async ({ to }) => {
          // Sent only once the claim holding the mail is visible to everyone.
          const [row] = await mailsTo(to);
          const [claim] = await backend.db.select().from(accessReminders).where(eq(accessReminders.mailId, row!.id));
          expect(claim).toBeDefined();
          sent.push(to);
        },
      },
    });
    const runs = await Promise.all([1, 2].map(() => runReminders({ db: backend.db, mailer: smtp }, { now: base })));
    expect(runs.reduce((sum, r) => sum + r.mails, 0)).toBe(2);
    expect(sent.sort()).toEqual(people.map((p) => p.email).sort());
    for (const user of people) expect((await mailsTo(user.email)).map((m) => m.status)).toEqual(["sent"]);
  });
});

describe("the mail: language, items, end date, renewal link", () => {
  const EXPECTED = {
    en: (name: string, lines: string[], link: string) => ({
      subject: `[${siteName}] Your access to 2 testimonies ends soon`,
      text: `Hello ${name},\n\nYour access to these testimonies ends soon:\n${lines.join("\n")}\n\nRenew your access in one click (sign in if asked):\n${link}\n`,
    }),
    fr: (name: string, lines: string[], link: string) => ({
      subject: `[${siteName}] Votre accès à 2 témoignages se termine bientôt`,
      text: `Bonjour ${name},\n\nVotre accès à ces témoignages se termine bientôt\u00a0:\n${lines.join("\n")}\n\nRenouvelez votre accès en un clic (connectez-vous si on vous le demande)\u00a0:\n${link}\n`,
    }),
  };
  const LINE = {
    en: (item: string, date: string) => `- “${item}”, until ${date}`,
    fr: (item: string, date: string) => `- «\u00a0${item}\u00a0», jusqu’au ${date}`,
  };

  it.each<Locale>(["en", "fr"])("in the user's language (%s), with each item's end date and one link renewing both", async (locale) => {
    const base = newBase();
    const user = await newUser(locale);
    const picked = [onDemand[4]!, onDemand[5]!];
    const ends = [at(base, 2 * DAY), at(base, 5 * DAY)];
    for (const [i, item] of picked.entries()) await grant(user.id, item, ends[i]!);
    await run(base);
    const [mail] = await mailsTo(user.email);
    const lines = await Promise.all(picked.map(async (item, i) => LINE[locale](await nameOf(item, locale), longDate(ends[i]!, locale))));
    const link = `${ORIGIN}${locale === "fr" ? "/fr" : ""}/my-list?renew=${picked.map((i) => i.uid).join(",")}`;
    expect({ subject: mail!.subject, text: mail!.text }).toEqual(EXPECTED[locale](user.firstName, lines, link));
    expect(mail!.websiteId).toBe(archiveId);
  });

  it("one item: its name in the subject; a rented item links to its page to rent it again, with no renewal link", async () => {
    const base = newBase();
    const user = await newUser("en");
    await grant(user.id, onDemand[0]!, at(base, 3 * DAY));
    const rented = await newUser("fr");
    const end = at(base, 3 * DAY);
    await grant(rented.id, rentable, end, { source: "rental" });
    await run(base);
    const [single] = await mailsTo(user.email);
    expect(single!.subject).toBe(`[${siteName}] Your access to “${await nameOf(onDemand[0]!, "en")}” ends soon`);
    expect(single!.text).toContain("Your access to this testimony ends soon:\n");
    const [rental] = await mailsTo(rented.email);
    const name = await nameOf(rentable, "fr");
    expect(rental!.subject).toBe(`[${siteName}] Votre accès à «\u00a0${name}\u00a0» se termine bientôt`);
    expect(rental!.text).toBe(
      `Bonjour ${rented.firstName},\n\nVotre accès à ce témoignage se termine bientôt\u00a0:\n- «\u00a0${name}\u00a0», jusqu’au ${longDate(end, "fr")} (location\u00a0: pour continuer à le regarder, louez-le à nouveau depuis sa page\u00a0: ${ORIGIN}/fr/${rentable.slug})\n`,
    );
  });
});

describe("POST /admin/reminders/ – a member sends the site's due reminders now", () => {
  const call = (headers: Record<string, string>) => backend.request("/admin/reminders/", { method: "POST", headers });

  it("members only; the demo teacher's access, ending in 5 days, is reminded once", async () => {
    const accounts = await archiveAccounts(backend.db);
    expect((await call({})).status).toBe(401);
    expect((await call(await accounts.session(accounts.idOf("teacher")))).status).toBe(403);
    const member = await accounts.session(accounts.idOf("member"));
    const first = await call(member);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ reminders: 1, mails: 1 });
    const [mail] = await mailsTo(DEMO_ACCOUNTS.teacher.email);
    const [teacherGrant] = await backend.db
      .select({ uid: items.uid })
      .from(accessGrants)
      .innerJoin(items, eq(items.id, accessGrants.itemId))
      .where(eq(accessGrants.userId, accounts.idOf("teacher")));
    expect(mail!.text.endsWith(`\n${ORIGIN}/my-list?renew=${teacherGrant!.uid}\n`)).toBe(true);
    expect(await (await call(member)).json()).toEqual({ reminders: 0, mails: 0 });
  });
});

describe("the server's schedule", () => {
  it("runs the job after its first delay, then at each interval, until stopped", async () => {
    const user = await newUser();
    await grant(user.id, onDemand[1]!, new Date(Date.now() + 2 * DAY));
    const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const stop = scheduleReminders({ db: backend.db, mailer }, { everyMs: 40, firstAfterMs: 10 });
    try {
      for (let i = 0; i < 100 && (await mailsTo(user.email)).length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await mailsTo(user.email)).toHaveLength(1);
    } finally {
      stop();
    }
    expect(log).toHaveBeenCalledWith("[reminders] queued 1 expiry reminder(s) in 1 e-mail(s)");
    log.mockRestore();
    // Later rounds (before the stop) found nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
