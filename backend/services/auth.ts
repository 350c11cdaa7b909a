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
  await consume("loginIp", `${site.id}:${ip}`, locale);

  // On a site-wide password site, members of the organisation still sign in with their own e-mail
  // (the members' area needs to know who acts); everyone else uses the site password.
  if (site.authMethod === "password" && !input.email?.trim()) {
    // One password for everyone: limited per address (one address cannot lock every visitor out)
    // and per site, with growing waits (many addresses together still guess slowly).
    const key = `${site.id}:shared:${ip}`;
    await consume("loginAccount", key, locale);
    const attempt = beginSitePasswordAttempt(site.id, locale);
    const ok = site.sitePasswordHash ? await verifyPassword(site.sitePasswordHash, input.password) : false;
    if (!ok) throw invalidCredentials(locale);
    attempt.succeeded();
    await forgive("loginAccount", key);
    const user = await sharedUser(ctx);
    return createSession(db, site.id, user.id);
  }

  const email = input.email?.trim().toLowerCase() ?? "";
  if (!email) throw new ApiError(400, "validation_error", "Invalid input.", { email: ["required"] });
  const accountKey = `${site.id}:${email}:${ip}`;
  await consume("loginAccount", accountKey, locale);
  const user = await findUserByEmail(db, site.id, email);
  const allowed = site.authMethod === "password" ? user?.role === "member" : user?.role !== SHARED_ROLE;
  const ok =
    user && user.isActive && allowed
      ? await verifyPassword(user.passwordHash, input.password)
      : (await burnVerifyTime(input.password), false);
  if (!ok || !user) throw invalidCredentials(locale);
  await forgive("loginAccount", accountKey);
  return createSession(db, site.id, user.id);
}
