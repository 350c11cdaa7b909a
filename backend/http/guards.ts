import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Viewer } from "../services/sessions";
import { normaliseHost } from "../services/sites";
import { ApiError, unauthorized } from "./errors";

export function requireViewer(c: Context<AppEnv>): Viewer & { user: NonNullable<Viewer["user"]> } {
  const viewer = c.get("viewer");
  if (!viewer?.user) throw unauthorized();
  return viewer as Viewer & { user: NonNullable<Viewer["user"]> };
}

/** Members only: anonymous callers get 401, other users 403. */
export function requireMember(c: Context<AppEnv>): Viewer & { user: NonNullable<Viewer["user"]> } {
  const viewer = c.get("viewer");
  if (!viewer?.user) throw unauthorized();
  if (viewer.user.role !== "member") throw new ApiError(403, "permission_denied", "Members only.");
  return viewer as Viewer & { user: NonNullable<Viewer["user"]> };
}

/** The request's host as the front proxy names it (for links in e-mails). */
export function requestHost(c: Context<AppEnv>): string {
  return normaliseHost(c.req.header("x-forwarded-host") ?? c.req.header("host"));
}
