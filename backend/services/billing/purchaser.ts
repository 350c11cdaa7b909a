// The one purchaser rule (docs/buyers.md): whose purchases a request reads and changes. A personal
// account or a member owns their own. On a shared-password site the shared account owns none: the
// buyer the browser holds (X-Buyer-Token) does, and an unverified buyer (made by a checkout in this
// browser) only what was bought with its own session, so typing someone's address shows nothing of theirs.
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { BuyerIdentity, RequestCtx, Website } from "../../context";
import type { Db } from "../../db/client";
import { accessGrants, checkoutSessions, subscriptions } from "../../db/schema";
import { SHARED_ROLE } from "../auth";
import { findViewer } from "../sessions";

/** Who paid on a shared-password site, known by e-mail only: never signs in with a password. */
export const BUYER_ROLE = "buyer";

/** Buyer tokens have the session tokens' format. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** Whether purchases on this site belong to buyers rather than accounts. */
export function sellsToBuyers(site: Website): boolean {
  return site.authEnabled && site.authMethod === "password" && site.monetizationEnabled;
}

/**
 * The buyer behind an X-Buyer-Token, when the viewer is this site's shared account. Anything else
 * (no header, a malformed, unknown, expired or other site's token, a session that is not a buyer's)
 * is no buyer, never a 401: the site password alone still lets the visitor in.
 */
export async function findBuyer(
  db: Db,
  site: Website,
  viewer: RequestCtx["viewer"],
  header: string | undefined,
): Promise<BuyerIdentity | null> {
  if (!header || viewer?.user?.role !== SHARED_ROLE || !sellsToBuyers(site)) return null;
  const token = header.trim();
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await findViewer(db, site.id, token);
  if (!found?.user || found.user.role !== BUYER_ROLE) return null;
  return { sessionId: found.sessionId, user: found.user, verified: found.verified };
}

/** Whose purchases: `buyerSessionId` set when only the checkouts of that session count (an unverified buyer). */
export type Purchaser = { userId: number; buyerSessionId: number | null };

/** The owner of this request's purchases, or null when nobody's are shown (anonymous, the shared account alone). */
export function purchaserOf(ctx: Pick<RequestCtx, "viewer" | "buyer">): Purchaser | null {
  const user = ctx.viewer?.user;
  if (!user) return null;
  if (user.role !== SHARED_ROLE) return { userId: user.id, buyerSessionId: null };
  const buyer = ctx.buyer;
  if (!buyer) return null;
  return { userId: buyer.user.id, buyerSessionId: buyer.verified ? null : buyer.sessionId };
}

/** The checkout sessions made in the browser of this buyer session. */
const checkoutsOf = (db: Db, buyerSessionId: number) =>
  db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.buyerSessionId, buyerSessionId));

/** The purchaser's grants (the where clause of a query on access_grants). */
export function ownGrants(db: Db, p: Purchaser): SQL {
  const mine = eq(accessGrants.userId, p.userId);
  return p.buyerSessionId === null ? mine : and(mine, inArray(accessGrants.checkoutSessionId, checkoutsOf(db, p.buyerSessionId)))!;
}

/** The purchaser's subscriptions. */
export function ownSubscriptions(db: Db, p: Purchaser): SQL {
  const mine = eq(subscriptions.userId, p.userId);
  return p.buyerSessionId === null ? mine : and(mine, inArray(subscriptions.checkoutSessionId, checkoutsOf(db, p.buyerSessionId)))!;
}

/** The purchaser's checkout sessions. */
export function ownCheckoutSessions(p: Purchaser): SQL {
  const mine = eq(checkoutSessions.userId, p.userId);
  return p.buyerSessionId === null ? mine : and(mine, eq(checkoutSessions.buyerSessionId, p.buyerSessionId))!;
}
