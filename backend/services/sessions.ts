// Opaque session tokens: 256 random bits, stored only as a SHA-256 hash, with idle and absolute expiry.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type Viewer = { sessionId: number; user: UserRow | null };
/** A session as found by its token: `verified` is false only for a buyer's session made by a checkout. */
export type FoundSession = Viewer & { verified: boolean };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: Db, websiteId: number, userId: number | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    websiteId,
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The viewer behind a token, or null when the token is unknown, revoked, expired or idle too long. */
export async function findViewer(db: Db, websiteId: number, token: string): Promise<FoundSession | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.websiteId, websiteId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > SESSION_IDLE_MS) return null;
  if (row.user && !row.user.isActive) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user, verified: row.session.verified };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
