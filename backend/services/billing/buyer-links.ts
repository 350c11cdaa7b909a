// The one-time sign-in link to a buyer's purchases (docs/buyers.md): asked for by e-mail, mailed
// only when that address has paid for something on this site, valid BUYER_LINK_TTL_MINUTES, used
// once; redeemed, it opens a verified buyer session, which sees every purchase of the address.
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { BUYER_LINK_TTL_MINUTES, type BuyerLinkRedeem } from "../../../lib/api/billing";
import type { RequestCtx } from "../../context";
import { buyerLinks, checkoutSessions, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { findUserByEmail } from "../auth";
import { runInBackground } from "../background";
import { mailText, message } from "../messages";
import { consume } from "../rate-limit";
import { hashToken, type UserRow } from "../sessions";
import { siteLink } from "../site-links";
import { openBuyerSession } from "./buyers";
import { BUYER_ROLE, sellsToBuyers } from "./purchaser";

/** The buyer calls exist only where purchases belong to buyers. */
function requireBuyerSite(ctx: RequestCtx): void {
  if (!sellsToBuyers(ctx.site)) throw notFound();
}

/**
 * POST /billing/buyer-link/ – the same answer whether or not the address has bought anything, after
 * the same work (one lookup): the link and its mail are made in the background.
 */
export async function requestBuyerLink(ctx: RequestCtx, email: string): Promise<{ detail: string }> {
  requireBuyerSite(ctx);
  const { db, site, ip, locale } = ctx;
  await consume("buyerLinkIp", `${site.id}:${ip}`, locale);
  const address = email.trim().toLowerCase();
  await consume("buyerLinkEmail", `${site.id}:${address}`, locale);
  const user = await findUserByEmail(db, site.id, address);
  if (user && user.role === BUYER_ROLE && user.isActive) runInBackground("buyer link mail", () => mailBuyerLink(ctx, user));
  return { detail: message("buyerLinkSent", locale) };
}

async function mailBuyerLink(ctx: RequestCtx, user: UserRow): Promise<void> {
  const { db, mailer, site, locale } = ctx;
  const [paid] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.websiteId, site.id), isNotNull(checkoutSessions.completedAt)))
    .limit(1);
  if (!paid) return;
  const token = randomBytes(32).toString("base64url");
  await db.insert(buyerLinks).values({
    websiteId: site.id,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + BUYER_LINK_TTL_MINUTES * 60_000),
  });
  // The page asks for a click before redeeming: a mail scanner fetching the link does not use it up.
  const link = siteLink(ctx, `/checkout/buyer?token=${token}`, locale);
  const siteName = site.i18n[locale]?.name ?? site.name;
  // The asker's language: the one the link was asked for in. The address is the buyer's as stored,
  // checked at checkout (no whitespace, so nothing of it can become a header).
  await mailer.send(db, {
    websiteId: site.id,
    to: user.email,
    ...mailText("buyerLink", locale, { site: siteName, link, minutes: BUYER_LINK_TTL_MINUTES }),
  });
}

/**
 * POST /billing/buyer-link/redeem/ – a new verified buyer session for the link's buyer. One atomic
 * update claims the link, so of two racing redemptions exactly one wins; unknown, used, expired or
 * another site's links are the same 400.
 */
export async function redeemBuyerLink(ctx: RequestCtx, { token }: BuyerLinkRedeem): Promise<{ buyer_token: string }> {
  requireBuyerSite(ctx);
  const { db, site, locale } = ctx;
  const invalid = () =>
    new ApiError(400, "invalid_token", message("buyerLinkInvalid", locale), { token: [message("buyerLinkInvalid", locale)] });
  const [claimed] = await db
    .update(buyerLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(buyerLinks.tokenHash, hashToken(token)),
        isNull(buyerLinks.usedAt),
        sql`${buyerLinks.expiresAt} > now()`,
        eq(buyerLinks.websiteId, site.id),
      ),
    )
    .returning({ userId: buyerLinks.userId });
  if (!claimed) throw invalid();
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  if (!user || user.role !== BUYER_ROLE || !user.isActive) throw invalid();
  const { token: buyerToken } = await openBuyerSession(ctx, user.id, true);
  return { buyer_token: buyerToken };
}
