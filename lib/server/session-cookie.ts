import "server-only";

// The session token lives only in this httpOnly cookie; JavaScript never sees it.
const secure = process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false";

export const SESSION_COOKIE = secure ? "__Host-session" : "session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
};
