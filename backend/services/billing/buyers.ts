// Buyers on shared-password sites (docs/buyers.md): who a checkout's purchase belongs to, known by
// the e-mail typed at checkout, and the buyer session the browser holds for them. A checkout never
// hands out a verified session, nor another browser's: only the e-mailed link verifies
// (buyer-links.ts).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Buyer } from "../../../lib/api/billing";
import type { BuyerIdentity, RequestCtx, SignedInCtx } from "../../context";
import { sessions, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { findUserByEmail, SHARED_ROLE } from "../auth";
import { message } from "../messages";
import { hashToken, SESSION_ABSOLUTE_MS, type UserRow } from "../sessions";
import { BUYER_ROLE, sellsToBuyers } from "./purchaser";

const emailError = (ctx: RequestCtx, key: "buyerEmailRequired" | "buyerEmailUnavailable") =>
  new ApiError(400, "validation_error", "Invalid input.", { email: [message(key, ctx.locale)] });

/** Whether this checkout's purchase goes to a buyer by e-mail rather than to the caller's account. */
export function checksOutAsBuyer(ctx: SignedInCtx): boolean {
  return sellsToBuyers(ctx.site) && ctx.viewer.user.role === SHARED_ROLE;
}

/**
 * The buyer with this address on this site, made when new (race-safe: the unique index on
 * (site, lower(email)) decides, the loser reads the winner's row). An address of an account (a
 * member's, the shared one's) is refused: purchases would go where no buyer token reaches.
 */
export async function findOrCreateBuyer(ctx: RequestCtx, email: string | undefined): Promise<UserRow> {
  const address = email?.trim();
  if (!address) throw emailError(ctx, "buyerEmailRequired");
  const { db, site, locale } = ctx;
  const [created] = await db
    .insert(users)
    .values({ websiteId: site.id, email: address, passwordHash: "!", role: BUYER_ROLE, locale })
    .onConflictDoNothing()
    .returning();
  const user = created ?? (await findUserByEmail(db, site.id, address));
  if (!user || user.role !== BUYER_ROLE || !user.isActive) throw emailError(ctx, "buyerEmailUnavailable");
  // Mail to the buyer (the sign-in link aside, which follows the page) is in the language they last bought in.
  if (!created && user.locale !== locale) await db.update(users).set({ locale }).where(eq(users.id, user.id));
  return user;
}

/**
 * The buyer session a checkout for `user` is made with: the browser's own when it already holds
 * one for that buyer (verified or not), else a new unverified one, whose token goes back to the
 * BFF (`token`) to become the browser's buyer cookie.
 */
export async function buyerSessionFor(ctx: RequestCtx, user: UserRow): Promise<{ identity: BuyerIdentity; token?: string }> {
  if (ctx.buyer && ctx.buyer.user.id === user.id) return { identity: ctx.buyer };
  const { id, token } = await openBuyerSession(ctx, user.id, false);
  return { identity: { sessionId: id, user, verified: false }, token };
}

/** A new session of a buyer, as session tokens are made (only the hash is kept). */
export async function openBuyerSession(ctx: RequestCtx, userId: number, verified: boolean): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      websiteId: ctx.site.id,
      userId,
      verified,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token };
}

/** GET /billing/buyer/ – the buyer this browser holds; 404 when none (or the site has no buyers). */
export function getBuyer(ctx: RequestCtx): Buyer {
  if (!sellsToBuyers(ctx.site) || !ctx.buyer) throw notFound("No buyer.");
  return { email: ctx.buyer.user.email, verified: ctx.buyer.verified };
}
