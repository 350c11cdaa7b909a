import type { Context } from "hono";

/** The caller's address as the front proxy reports it (the BFF sets X-Forwarded-For). */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip") || "unknown";
}
