import "server-only";
// Whether the item or category an address names exists, asked by the edge (scripts/server.ts)
// before the page is rendered. The page of something that does not exist is rendered twice: the
// page calls notFound(), then the site's not-found page is drawn in its place
// (lib/http/not-found-page.ts). Made-up item addresses by the thousand cost 18 ms of the server's
// time each that way; asked first, they cost the question and the not-found page (docs/performance.md).
// Only a 404 from the content API says "missing"; any other answer, or none, lets the page decide.
import { API_BASE_PATH } from "../api/request";
import type { NamedContent } from "../http/not-found-kinds";
import { internalFetch } from "./upstream";

/**
 * What exists is remembered for a while, so that a page in the cache costs no question. A memory
 * out of date costs only time: the page, asked as before, finds the item gone itself. What does
 * not exist is never remembered, so that something published shows at once.
 */
const KNOWN_TTL_MS = 5 * 60_000;
const MAX_KNOWN = 10_000;
const known = new Map<string, number>();

function remember(key: string): void {
  known.delete(key);
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(key, Date.now());
}

/** True only when the content API says that `site` has no published `named` (a 404). */
export async function isKnownMissing(site: string, named: NamedContent): Promise<boolean> {
  const key = `${site}\n${named.locale}\n${named.kind}\n${named.slug}`;
  const seen = known.get(key);
  if (seen !== undefined && Date.now() - seen < KNOWN_TTL_MS) return false;
  let response: Response;
  try {
    // The read the page itself makes (lib/server/data.ts), its body left out.
    response = await internalFetch(
      new Request(`http://${site}${API_BASE_PATH}/${named.kind}/${encodeURIComponent(named.slug)}/`, {
        method: "HEAD",
        headers: { "x-forwarded-host": site, "accept-language": named.locale, accept: "application/json" },
      }),
    );
  } catch {
    return false;
  }
  await response.body?.cancel();
  if (response.ok) remember(key);
  else known.delete(key);
  return response.status === 404;
}
