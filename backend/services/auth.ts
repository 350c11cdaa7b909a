// Sign-in for both methods of spec §2: e-mail + password ('users') or a site-wide password.
import { and, eq, sql } from "drizzle-orm";
import type { RequestCtx } from "../context";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";
import { burnVerifyTime, verifyPassword } from "./passwords";
import { consume, forgive } from "./rate-limit";
import { createSession, type UserRow } from "./sessions";
import { beginSitePasswordAttempt } from "./site-password-throttle";

/** On a site-wide password site every session belongs to one shared account of that site. */
export const SHARED_ROLE = "shared";

export function invalidCredentials(locale: Locale): ApiError {
  return new ApiError(400, "invalid_credentials", message("invalidCredentials", locale), {
    non_field_errors: [message("invalidCredentials", locale)],
  });
}

export async function findUserByEmail(db: Db, websiteId: number, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.websiteId, websiteId), sql`lower(${users.email}) = lower(${email.trim()})`))
    .limit(1);
  return user;
}

async function sharedUser({ db, site }: RequestCtx): Promise<UserRow> {
  const email = `shared-access@${site.code}.invalid`;
  const existing = await findUserByEmail(db, site.id, email);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ websiteId: site.id, email, passwordHash: "!", role: SHARED_ROLE })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findUserByEmail(db, site.id, email))!;
}

export type LoginInput = { email?: string; password: string };

export async function login(ctx: RequestCtx, input: LoginInput): Promise<string> {
  const { db, site, ip, locale } = ctx;
  if (!site.authEnabled) throw new ApiError(403, "auth_disabled", "Sign-in is not enabled on this site.");

  if (site.authMethod === "password") {
    // Members of the organisation sign in with their own e-mail (the members' area needs to know
    // who acts); any other e-mail sent along is ignored and the password is the site's.
    if (input.email?.trim()) {
      await consume("loginIp", `${site.id}:${ip}`, locale);
      const member = await accountLogin(ctx, input.email, input.password, (user) => user.role === "member");
      if (member) return member;
    }
    // One password for everyone: growing waits per address, and per site for the addresses that
    // failed (site-password-throttle.ts); one address cannot lock every visitor out.
    const attempt = await beginSitePasswordAttempt(site.id, ip, locale);
    const ok = site.sitePasswordHash ? await verifyPassword(site.sitePasswordHash, input.password) : false;
    if (!ok) throw invalidCredentials(locale);
    await attempt.succeeded();
    const user = await sharedUser(ctx);
    return createSession(db, site.id, user.id);
  }

  await consume("loginIp", `${site.id}:${ip}`, locale);
  const email = input.email?.trim() ?? "";
  if (!email) throw new ApiError(400, "validation_error", "Invalid input.", { email: ["required"] });
  const token = await accountLogin(ctx, email, input.password, (user) => user.role !== SHARED_ROLE);
  if (!token) throw invalidCredentials(locale);
  return token;
}

/** A session for the account with this e-mail and password, if `allowed` lets it sign in; null otherwise. */
async function accountLogin(
  { db, site, ip, locale }: RequestCtx,
  rawEmail: string,
  password: string,
  allowed: (user: UserRow) => boolean,
): Promise<string | null> {
  const email = rawEmail.trim().toLowerCase();
  const accountKey = `${site.id}:${email}:${ip}`;
  await consume("loginAccount", accountKey, locale);
  const user = await findUserByEmail(db, site.id, email);
  // The same work whether or not the account exists: the time taken tells nothing.
  const ok =
    user && user.isActive && allowed(user) ? await verifyPassword(user.passwordHash, password) : (await burnVerifyTime(password), false);
  if (!ok || !user) return null;
  await forgive("loginAccount", accountKey);
  return createSession(db, site.id, user.id);
}
