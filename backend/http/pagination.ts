// Limit/offset paging as Django REST framework's LimitOffsetPagination does it, which the API's
// clients are written against: lenient parameters (never a 400) and absolute `next`/`previous` links.
import type { Context } from "hono";
import { z } from "zod";
import type { Paginated } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { normaliseHost } from "../services/sites";

/** Far past any catalogue, and still an int4 for every driver: an offset beyond it finds nothing anyway. */
const MAX_OFFSET = 2 ** 31 - 1;

/** DRF's `_positive_int`: a whole number ≥ 0, else undefined (the caller falls back). */
function wholeNumber(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\s*\+?\d+\s*$/.test(raw) ? Number(raw) : undefined;
}

/**
 * `limit` above `max` is `max`; missing, zero, negative or not a number is `fallback`. An `offset`
 * that is negative or not a number is 0.
 */
export const pageParams = (max: number, fallback: number) => ({
  limit: z
    .string()
    .optional()
    .transform((raw) => {
      const limit = wholeNumber(raw);
      return limit === undefined || limit === 0 ? fallback : Math.min(limit, max);
    }),
  offset: z
    .string()
    .optional()
    .transform((raw) => Math.min(wholeNumber(raw) ?? 0, MAX_OFFSET)),
});

export type PageParams = { limit: number; offset: number };

/**
 * The site's origin as this request names it: the host the site was resolved by (the BFF's
 * X-Forwarded-Host, else Host, so one of the site's own hosts) with its port, and the scheme the
 * edge saw (it always sets X-Forwarded-Proto), else the request's own.
 */
function siteOrigin(c: Context<AppEnv>): string {
  const named = (c.req.header("x-forwarded-host") ?? c.req.header("host") ?? "").split(",")[0]?.trim() ?? "";
  const port = /:(\d{1,5})$/.exec(named)?.[1];
  const proto = c.req.header("x-forwarded-proto")?.trim().toLowerCase();
  const scheme = proto === "https" || proto === "http" ? `${proto}:` : new URL(c.req.url).protocol;
  return `${scheme}//${normaliseHost(named)}${port ? `:${port}` : ""}`;
}

/** What this request's page links are made of besides limit and offset: the site's origin, the path
 * and the query as asked. */
export function pageLinksBase(c: Context<AppEnv>): string {
  const asked = new URL(c.req.url);
  return siteOrigin(c) + asked.pathname + asked.search;
}

/** This request's URL with `limit` and `offset` set (no offset at 0), query sorted as DRF sorts it. */
function linkTo(c: Context<AppEnv>, limit: number, offset: number): string {
  const asked = new URL(c.req.url);
  const url = new URL(asked.pathname + asked.search, siteOrigin(c));
  url.searchParams.set("limit", String(limit));
  if (offset > 0) url.searchParams.set("offset", String(offset));
  else url.searchParams.delete("offset");
  url.searchParams.sort();
  return url.toString();
}

/** `{count, next, previous, results}`: `next` while items remain past this page, `previous` after the first. */
export function withPageLinks<T>(c: Context<AppEnv>, { limit, offset }: PageParams, page: Paginated<T>): Required<Paginated<T>> {
  return {
    count: page.count,
    next: offset + limit < page.count ? linkTo(c, limit, offset + limit) : null,
    previous: offset > 0 ? linkTo(c, limit, Math.max(0, offset - limit)) : null,
    results: page.results,
  };
}
