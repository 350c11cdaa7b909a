// Which site a request is for: the Host (or X-Forwarded-Host, which only our own front sets) names
// it. A host no site claims gets no site: answering it with another site's pages would let anyone
// put their host name into our canonical links, sitemaps and shared caches.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { websites } from "../db/schema";
import type { Website } from "../context";

/** Host names are cached briefly: every request resolves one and sites change rarely. */
const CACHE_MS = 5_000;
/** While the database is away, what was known of a host still holds this long: cached pages stay up. */
const STALE_IF_UNAVAILABLE_MS = 10 * 60_000;
/** Bounded, so a flood of made-up host names cannot grow it. */
const CACHE_MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; site: Website | undefined }>();

export function normaliseHost(raw: string | undefined | null): string {
  const first = (raw ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.replace(/:\d+$/, "");
}

export async function resolveSite(db: Db, rawHost: string | undefined | null): Promise<Website | undefined> {
  const host = normaliseHost(rawHost);
  const hit = cache.get(host);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.site;
  let site: Website | undefined;
  try {
    [site] = host
      ? await db
          .select()
          .from(websites)
          .where(sql`${host} = any(${websites.hosts})`)
          .limit(1)
      : [];
  } catch (error) {
    if (hit && Date.now() - hit.at < STALE_IF_UNAVAILABLE_MS && isDatabaseUnavailable(error)) return hit.site;
    throw error;
  }
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(host, { at: Date.now(), site });
  return site;
}

export function clearSiteCache(): void {
  cache.clear();
}

export async function getSiteByCode(db: Db, code: string): Promise<Website | undefined> {
  const [site] = await db.select().from(websites).where(eq(websites.code, code)).limit(1);
  return site;
}
