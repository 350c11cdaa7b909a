// The site middleware: builds the request's one context (site by host, locale, viewer by token,
// buyer by X-Buyer-Token, host, address) and enforces forced login before any handler runs.
import type { Context, MiddlewareHandler } from "hono";
import { API_BASE_PATH } from "../../lib/api/request";
import type { AppEnv, BackendDeps, RequestCtx } from "../context";
import { pickLocale } from "../services/i18n";
import { message } from "../services/messages";
import { findBuyer, BUYER_ROLE } from "../services/billing/purchaser";
import { findViewer } from "../services/sessions";
import { normaliseHost, resolveSite } from "../services/sites";
import { ApiError } from "./errors";

// Everything is per site and per locale (and per viewer); shared caches must key on all of them.
export const VARY = "Host, X-Forwarded-Host, Accept-Language, Authorization, X-Buyer-Token";

const TOKEN_PATTERN = /^website-token ([A-Za-z0-9_-]{20,200})$/;

/** A token that is present but not valid is a 401 (the front end then clears its session). */
async function viewerOf(deps: BackendDeps, websiteId: number, header: string | undefined) {
  if (!header) return null;
  const token = TOKEN_PATTERN.exec(header)?.[1];
  const viewer = token ? await findViewer(deps.db, websiteId, token) : null;
  // A buyer's session is a buyer token only (X-Buyer-Token): as a session it would skip the site
  // password, and an unverified one would see every purchase of its address.
  if (!viewer || viewer.user?.role === BUYER_ROLE) throw new ApiError(401, "authentication_failed", "Invalid or expired session.");
  return viewer;
}

/** The caller's address as the front proxy reports it (the BFF sets X-Forwarded-For). */
function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip") || "unknown";
}

/**
 * What an anonymous caller may still reach on a forced-login site: the settings (the app needs them
 * to show the sign-in page at all) and every /auth/ call (signing in, out, resets, invitations).
 */
function isOpenBeforeSignIn(method: string, path: string): boolean {
  const local = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path;
  if (local.startsWith("/auth/")) return true;
  return local === "/website/" && (method === "GET" || method === "HEAD");
}

/** Spec §2's forced login, enforced here: hiding the pages in the browser would still leave the API open. */
function requireSignInIfForced(c: Context<AppEnv>, ctx: RequestCtx): void {
  if (!ctx.site.authEnabled || !ctx.site.authForceLogin || ctx.viewer?.user) return;
  // The env is an in-process argument (undefined unless the app passes one): no request can forge it.
  if (c.env?.internal === true) return;
  if (isOpenBeforeSignIn(c.req.method, c.req.path)) return;
  throw new ApiError(401, "not_authenticated", message("signInRequired", ctx.locale), undefined, { Vary: VARY });
}

export function siteContext(deps: BackendDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // PostgreSQL text cannot hold U+0000; no path or query of ours needs it.
    if (/%00/.test(c.req.url)) throw new ApiError(400, "validation_error", "Null characters are not allowed.");
    const rawHost = c.req.header("x-forwarded-host") ?? c.req.header("host");
    const site = await resolveSite(deps.db, rawHost);
    if (!site) throw new ApiError(404, "site_not_found", "No website is configured for this host.");
    const viewer = await viewerOf(deps, site.id, c.req.header("authorization"));
    const ctx: RequestCtx = {
      ...deps,
      site,
      locale: pickLocale(c.req.header("accept-language")),
      viewer,
      buyer: await findBuyer(deps.db, site, viewer, c.req.header("x-buyer-token")),
      host: normaliseHost(rawHost),
      ip: clientIp(c),
    };
    c.set("ctx", ctx);
    requireSignInIfForced(c, ctx);
    await next();
    c.header("Vary", VARY, { append: true });
  };
}
