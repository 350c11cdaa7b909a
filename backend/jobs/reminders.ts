// Expiry reminders: seven days and one day before access granted on request (or rented) ends, its
// holder is e-mailed, in their language, the items and their end dates with a link that renews the
// access in one click (My List, ?renew=…). One mail per user, site and threshold of a run.
//
// A reminder goes out once per grant and threshold, whichever instance runs the job and however often:
// its access_reminders row (primary key grant + threshold) is inserted with ON CONFLICT DO NOTHING
// in the transaction that queues the mail, and only the rows that insert returns are mailed. Two
// runs at once both try the insert; the second waits for the first's commit and gets nothing back.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { accessGrants, accessReminders, items, users, websites } from "../db/schema";
import { localized } from "../services/i18n";
import { contentColumns, withContent } from "../services/items/content";
import type { Mailer } from "../services/mail";
import { absoluteUrl } from "../../lib/site/url";
import { reminderMail, type ReminderLine } from "./reminder-mail";

/** Days before the end at which the holder is reminded, nearest first. */
export const REMINDER_THRESHOLDS = [1, 7] as const;
export type Threshold = (typeof REMINDER_THRESHOLDS)[number];

const DAY_MS = 86_400_000;

export type JobDeps = { db: Db; mailer: Mailer };
export type ReminderRun = { reminders: number; mails: number };

type Candidate = Awaited<ReturnType<typeof findDue>>[number];

/**
 * The grants due a reminder at `now`: ending within the widest threshold, started, not revoked, of an
 * active user and a published item, not yet reminded at the nearest threshold their end falls within
 * (so a grant first seen inside one day gets only the one-day reminder), and whose access does not
 * go on: no later grant of the same item to the same user, no request for it waiting for a member.
 */
async function findDue(db: Db, now: Date, websiteId?: number) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const widest = Math.max(...REMINDER_THRESHOLDS);
  const cases = REMINDER_THRESHOLDS.map(
    (days) => sql`when ${accessGrants.endsAt} <= ${at(days)}::timestamptz then ${sql.raw(String(days))}`,
  );
  const threshold = sql<number>`(case ${sql.join(cases, sql` `)} end)::int`;
  const conditions: SQL[] = [
    isNull(accessGrants.revokedAt),
    isNotNull(accessGrants.endsAt),
    gt(accessGrants.endsAt, now),
    lte(accessGrants.endsAt, new Date(at(widest))),
    lte(accessGrants.startsAt, now),
    inArray(accessGrants.source, ["on_demand", "rental"]),
    eq(users.isActive, true),
    lte(items.publishedAt, now),
    or(isNull(items.expiredAt), gt(items.expiredAt, now))!,
    sql`not exists (select 1 from access_reminders r where r.grant_id = ${accessGrants.id} and r.days_before = ${threshold})`,
    sql`not exists (select 1 from access_grants later where later.user_id = ${accessGrants.userId}
      and later.item_id = ${accessGrants.itemId} and later.id <> ${accessGrants.id} and later.revoked_at is null
      and (later.ends_at is null or later.ends_at > ${accessGrants.endsAt}))`,
    sql`not exists (select 1 from ondemand_request_items ri join ondemand_requests rq on rq.id = ri.request_id
      where rq.user_id = ${accessGrants.userId} and ri.item_id = ${accessGrants.itemId} and ri.status = 'pending')`,
  ];
  if (websiteId !== undefined) conditions.push(eq(items.websiteId, websiteId));
  const query = db
    .select({
      grantId: accessGrants.id,
      userId: accessGrants.userId,
      source: accessGrants.source,
      endsAt: accessGrants.endsAt,
      threshold,
      websiteId: items.websiteId,
      itemUid: items.uid,
      slug: items.slug,
      visibilityType: items.visibilityType,
      name: contentColumns.name,
      i18n: contentColumns.i18n,
    })
    .from(accessGrants)
    .innerJoin(items, eq(items.id, accessGrants.itemId))
    // A user belongs to one site: their grants of another site's items (none are made) are not theirs to renew here.
    .innerJoin(users, and(eq(users.id, accessGrants.userId), eq(users.websiteId, items.websiteId)))
    .$dynamic();
  return withContent(query)
    .where(and(...conditions))
    .orderBy(asc(accessGrants.id));
}

/** Access granted on request is renewed on request; rented access by renting again from the item's page. */
const renewedOnRequest = (c: Candidate) => c.source === "on_demand" && c.visibilityType === "on_demand";

/** Claims the group's reminders and queues its mail in one transaction; returns how many were claimed. */
async function remindGroup(deps: JobDeps, group: Candidate[], threshold: Threshold): Promise<number> {
  const first = group[0]!;
  const [user] = await deps.db.select().from(users).where(eq(users.id, first.userId));
  const [site] = await deps.db.select().from(websites).where(eq(websites.id, first.websiteId));
  if (!user || !site) return 0;
  // Links name the site's own first host, never a caller's (there is none here).
  const host = site.hosts[0] ?? "localhost";
  const locale = user.locale;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(accessReminders)
      .values(group.map((c) => ({ grantId: c.grantId, daysBefore: threshold })))
      .onConflictDoNothing()
      .returning({ grantId: accessReminders.grantId });
    if (claimed.length === 0) return 0;
    const ids = new Set(claimed.map((c) => c.grantId));
    const mine = group.filter((c) => ids.has(c.grantId));
    const renewable = mine.filter(renewedOnRequest);
    const lines: ReminderLine[] = mine.map((c) => ({
      name: localized(c.i18n, locale, "name", c.name),
      endsAt: c.endsAt!,
      rentLink: c.source === "rental" ? absoluteUrl(host, locale, `/${c.slug}`) : null,
    }));
    const renewLink = renewable.length ? absoluteUrl(host, locale, `/my-list?renew=${renewable.map((c) => c.itemUid).join(",")}`) : null;
    const recipient = user.firstName || user.email;
    const mail = reminderMail({ siteName: site.name, locale, recipient, lines, renewLink });
    // Inside the claim's transaction: the mail and the claim are kept together, or neither is. It is
    // only queued: sent before the commit, a failed commit would leave a reminder out that the next run sends again.
    const mailId = await deps.mailer.queue(tx, { websiteId: site.id, to: user.email, ...mail });
    await tx
      .update(accessReminders)
      .set({ mailId })
      .where(and(eq(accessReminders.daysBefore, threshold), inArray(accessReminders.grantId, [...ids])));
    return claimed.length;
  });
}

/** Queues the reminders due at `now` (on one site, or all); safe to run on several instances at once. */
export async function runReminders(deps: JobDeps, options: { now?: Date; websiteId?: number } = {}): Promise<ReminderRun> {
  const now = options.now ?? new Date();
  const due = await findDue(deps.db, now, options.websiteId);
  const groups = new Map<string, Candidate[]>();
  for (const c of due) {
    const key = `${c.userId}:${c.websiteId}:${c.threshold}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const run: ReminderRun = { reminders: 0, mails: 0 };
  for (const group of groups.values()) {
    // Grants in id order in every run, so two runs claiming the same rows lock them in the same order.
    const claimed = await remindGroup(deps, group, group[0]!.threshold as Threshold);
    if (claimed > 0) {
      run.reminders += claimed;
      run.mails += 1;
    }
  }
  // Committed: the queued reminders go now (with SMTP; claimed per message, so once across instances).
  if (run.mails > 0) await deps.mailer.retryDue(deps.db);
  return run;
}
