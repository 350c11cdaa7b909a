// The members' side: requests to review, decisions (with the user e-mailed), invitations, outbox.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { RequestCtx, SignedInCtx } from "../context";
import { customFields, invitations, items, ondemandRequestItems, ondemandRequests, outgoingMail, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { audit } from "./audit";
import { findUserByEmail } from "./auth";
import { localized } from "./i18n";
import { contentColumns, withContent } from "./items/content";
import { mailText, message } from "./messages";
import { accessEnd, decideItem, type Decision } from "./ondemand";
import { earlierDecisions } from "./renewals";
import { requireUsersMethod } from "./registration";
import { siteLink } from "./site-links";

export const INVITATION_TTL_DAYS = 30;

export async function listRequests(ctx: SignedInCtx, status?: "pending" | "closed") {
  const { db, site, locale } = ctx;
  const where = status
    ? and(eq(ondemandRequests.websiteId, site.id), eq(ondemandRequests.status, status))
    : eq(ondemandRequests.websiteId, site.id);
  const requests = await db
    .select({ request: ondemandRequests, user: users })
    .from(ondemandRequests)
    .innerJoin(users, eq(users.id, ondemandRequests.userId))
    .where(where)
    // Pending first, then the newest.
    .orderBy(sql`case when ${ondemandRequests.status} = 'pending' then 0 else 1 end`, desc(ondemandRequests.createdAt))
    .limit(200);
  if (requests.length === 0) return [];
  const lineFields = {
    id: ondemandRequestItems.id,
    requestId: ondemandRequestItems.requestId,
    status: ondemandRequestItems.status,
    reason: ondemandRequestItems.reason,
    decidedAt: ondemandRequestItems.decidedAt,
    uid: items.uid,
    slug: items.slug,
    name: contentColumns.name,
    i18n: contentColumns.i18n,
  };
  const lines = await withContent(
    db.select(lineFields).from(items).innerJoin(ondemandRequestItems, eq(ondemandRequestItems.itemId, items.id)).$dynamic(),
  )
    .where(
      inArray(
        ondemandRequestItems.requestId,
        requests.map((r) => r.request.id),
      ),
    )
    .orderBy(asc(ondemandRequestItems.id));
  // A renewal shows each item's earlier decision beside it.
  const earlier = await earlierDecisions(
    db,
    requests.filter((r) => r.request.isRenewal).map((r) => r.request.id),
  );
  return requests.map(({ request, user }) => ({
    uid: request.uid,
    status: request.status,
    is_renewal: request.isRenewal,
    created_at: request.createdAt.toISOString(),
    requester: {
      uid: user.uid,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      profile: user.custom.profile ?? null,
      reason_for_research: user.custom["reason-for-research"] ?? null,
      custom: user.custom,
    },
    items: lines
      .filter((l) => l.requestId === request.id)
      .map((l) => ({
        uid: l.uid,
        slug: l.slug,
        name: localized(l.i18n, locale, "name", l.name),
        status: l.status,
        reason: l.reason,
        decided_at: l.decidedAt?.toISOString() ?? null,
        renews: earlier.get(l.id) ?? null,
      })),
  }));
}

export async function decide(ctx: SignedInCtx, target: { requestUid: string; itemUid: string }, d: Decision) {
  const { db, mailer, site } = ctx;
  const result = await decideItem(ctx, target, d);
  const [user] = await db.select().from(users).where(eq(users.id, result.requestUserId)).limit(1);
  const named = db.select({ name: contentColumns.name, i18n: contentColumns.i18n }).from(items).$dynamic();
  const [item] = await withContent(named).where(eq(items.id, result.itemId));
  if (user && item) {
    // The requester's language: the one of their latest on-demand request (or registration).
    const locale = user.locale;
    const link = siteLink(ctx, "/my-list", locale);
    const name = localized(item.i18n, locale, "name", item.name);
    const mail =
      result.status === "approved"
        ? mailText("approved", locale, {
            site: site.name,
            item: name,
            until: (result.endsAt ?? accessEnd(new Date())).toISOString().slice(0, 10),
            link,
          })
        : mailText("refused", locale, { site: site.name, item: name, hasReason: d.reason ? "yes" : "no", reason: d.reason, link });
    await mailer.send(db, { websiteId: site.id, to: user.email, ...mail });
  }
  return { status: result.status };
}

export type InvitationCreate = { first_name: string; last_name: string; email: string; custom_fields: Record<string, string> };

/** Mailed in the inviting member's language: the invitee has chosen none yet. */
export async function createInvitation(ctx: SignedInCtx, input: InvitationCreate) {
  const { db, mailer, site, locale } = ctx;
  const member = ctx.viewer.user;
  // Invitations open an account of one's own: a site-password site has none to open.
  requireUsersMethod(site);
  if (await findUserByEmail(db, site.id, input.email)) {
    throw new ApiError(400, "validation_error", "Invalid input.", { email: [message("emailExists", locale)] });
  }
  // Prefills are kept only for this site's own custom fields (another site's uid would never show).
  const known = new Set(
    (await db.select({ uid: customFields.uid }).from(customFields).where(eq(customFields.websiteId, site.id))).map((f) => f.uid),
  );
  const prefills = Object.fromEntries(Object.entries(input.custom_fields).filter(([uid, value]) => known.has(uid) && value !== ""));
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
  const [row] = await db
    .insert(invitations)
    .values({
      uid: randomUUID(),
      websiteId: site.id,
      email: input.email.trim(),
      firstName: input.first_name,
      lastName: input.last_name,
      customFields: prefills,
      createdById: member.id,
      expiresAt,
    })
    .returning();
  const url = siteLink(ctx, `/auth/register/${row!.uid}`, locale);
  const mail = mailText("invitation", locale, { site: site.name, firstName: row!.firstName, days: INVITATION_TTL_DAYS, link: url });
  await mailer.send(db, { websiteId: site.id, to: row!.email, ...mail });
  await audit(db, {
    websiteId: site.id,
    actorUserId: member.id,
    action: "invitation.create",
    targetType: "invitation",
    targetId: row!.uid,
    data: { email: row!.email },
  });
  return {
    uid: row!.uid,
    email: row!.email,
    first_name: row!.firstName,
    last_name: row!.lastName,
    url,
    expires_at: expiresAt.toISOString(),
  };
}

export async function listInvitations({ db, site }: SignedInCtx) {
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.websiteId, site.id))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  return rows.map((r) => ({
    uid: r.uid,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    accepted_at: r.acceptedAt?.toISOString() ?? null,
    expires_at: r.expiresAt.toISOString(),
  }));
}

/** The site's custom fields (invitation prefills, answers of users registered by invitation). */
export async function listCustomFields({ db, site, locale }: RequestCtx) {
  const rows = await db
    .select()
    .from(customFields)
    .where(eq(customFields.websiteId, site.id))
    .orderBy(asc(customFields.position), asc(customFields.id));
  return rows.map((f) => ({ uid: f.uid, name: localized(f.i18n, locale, "name", f.name) }));
}

/** Secrets in links (reset tokens) replaced, so whoever reads the mail cannot use them. */
export function redactSecrets(text: string): string {
  return text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, "$1[redacted]");
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A member reads the links of their own mail only: another account's reset link would let any
 * member take that account over. On a development machine the outbox stands in for every mailbox.
 */
export async function listOutbox({ db, site, viewer }: SignedInCtx) {
  const reader = viewer.user;
  const rows = await db.select().from(outgoingMail).where(eq(outgoingMail.websiteId, site.id)).orderBy(desc(outgoingMail.id)).limit(100);
  const showAll = process.env.NODE_ENV === "development";
  return rows.map((m) => ({
    id: m.id,
    to: m.toAddress,
    subject: m.subject,
    text: showAll || sameAddress(m.toAddress, reader.email) ? m.text : redactSecrets(m.text),
    status: m.status,
    created_at: m.createdAt.toISOString(),
  }));
}
