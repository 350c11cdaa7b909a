import "server-only";
import { env } from "../env";

// The session token lives only in this httpOnly cookie; JavaScript never sees it.
// NODE_ENV is read as the framework reads it (inlined at build time); the rest comes from lib/env.
const secure = process.env.NODE_ENV === "production" && env.COOKIE_SECURE === "true";

export const SESSION_COOKIE = secure ? "__Host-session" : "session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * On a shared-password site that sells, the buyer identity this browser holds (docs/buyers.md), with
 * the session cookie's options: forwarded as X-Buyer-Token, never readable by scripts.
 */
export const BUYER_COOKIE = secure ? "__Host-buyer" : "buyer";
export const BUYER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
};
