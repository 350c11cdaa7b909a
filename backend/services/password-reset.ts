// Password reset: a single-use, expiring link is mailed; the request answers the same whether or
// not the address has an account; a new password revokes every session of the account.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { RequestCtx } from "../context";
import { passwordResetTokens, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { audit } from "./audit";
import { findUserByEmail, SHARED_ROLE } from "./auth";
import { runInBackground } from "./background";
import { mailText, message } from "./messages";
import { hashPassword, isCommonPassword } from "./passwords";
import { consume, tryConsume } from "./rate-limit";
import { hashToken, revokeUserSessions, type UserRow } from "./sessions";
import { siteLink } from "./site-links";

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Whether or not the address has an account, the answer comes after the same work (one lookup) and
 * nothing else: the token row and the mail are written in the background, so the answer's timing
 * does not tell which addresses have accounts.
 */
export async function requestReset(ctx: RequestCtx, email: string): Promise<void> {
  const { site } = ctx;
  if (!site.authEnabled || site.authMethod !== "users")
    throw new ApiError(403, "reset_disabled", "Password reset is not available on this site.");
  await consume("resetIp", `${site.id}:${ctx.ip}`, ctx.locale);
  const normalized = email.trim().toLowerCase();
  // Per account and address: requests from elsewhere do not use up the owner's own resets.
  const withinQuota = await tryConsume("resetAccount", `${site.id}:${normalized}:${ctx.ip}`);
  const user = await findUserByEmail(ctx.db, site.id, normalized);
  // Same answer either way; only a real account gets a mail.
  if (!withinQuota || !user || !user.isActive || user.role === SHARED_ROLE) return;
  runInBackground("password reset mail", () => mailResetLink(ctx, user));
}

async function mailResetLink(ctx: RequestCtx, user: UserRow): Promise<void> {
  const { db, mailer, site, locale } = ctx;
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = siteLink(ctx, `/auth/password-reset-2?token=${token}`, locale);
  // The requester's language: the one the reset was asked in.
  await mailer.send(db, { websiteId: site.id, to: user.email, ...mailText("reset", locale, { site: site.name, link }) });
}

export async function confirmReset({ db, site, locale }: RequestCtx, input: { token: string; password1: string }): Promise<void> {
  const invalid = () => new ApiError(400, "invalid_token", message("resetInvalid", locale));
  const now = new Date();
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.websiteId, site.id),
      ),
    )
    .limit(1);
  if (!row) throw invalid();
  if (isCommonPassword(input.password1)) {
    throw new ApiError(400, "validation_error", "Invalid input.", { password1: [message("commonPassword", locale)] });
  }
  const passwordHash = await hashPassword(input.password1);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) throw invalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Like Django's tokens, every other link mailed before the change dies with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await revokeUserSessions(tx, row.userId);
    await audit(tx, {
      websiteId: site.id,
      actorUserId: row.userId,
      action: "user.password_reset",
      targetType: "user",
      targetId: String(row.userId),
    });
  });
}
