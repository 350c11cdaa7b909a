// Answers of GET /items/ as sent, kept for the callers who all get the same bytes: anonymous
// visitors, and visitors with a site password's session but no account. Their access follows from
// the site and the item alone (services/items/access.ts), so once a cached page (list-cache.ts) has
// been written out for one of them, the next gets the same JSON without computing the access,
// shaping the items and serialising them again. Sent again, the answer carries an ETag, its hash
// (a client's If-None-Match gets a 304; a caching proxy keeps it). Measured in
// docs/benchmark-history.md.
//
// An answer holds only while its page does: it is tied to the page object the list cache gives,
// and a page loaded again (a change, an expiry) makes it stale. A signed-in caller's answer is
// their own (grants, subscriptions, a member's access to everything) and is never kept.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Viewer } from "../sessions";

export type Answer = { body: string | Uint8Array<ArrayBuffer>; etag?: string };

type Entry = { page: WeakRef<object>; body: Uint8Array<ArrayBuffer>; etag: string };

/** The answers' bytes (and keys), bounded apart from the pages they were written from. */
const MAX_BYTES = 16 * 1024 * 1024;
const answers = new LRUCache<string, Entry>({
  max: 4_000,
  maxSize: MAX_BYTES,
  sizeCalculation: (entry, key) => entry.body.byteLength + key.length,
});

/** The kind of caller whose access is everyone's of that kind, or null when it is the caller's own. */
export function sharedAccessKind(viewer: Viewer | null): "anonymous" | "visitor" | null {
  if (!viewer) return "anonymous";
  return viewer.user ? null : "visitor";
}

/**
 * The answer written from `page` by `write`, kept under `key` for the next caller when `key` is
 * given (the caller's kind and everything `write` reads besides the page: locale, site settings,
 * the links' origin and query). `page` must be the object the list cache keeps: a new object for
 * the same key writes the answer again.
 */
export async function sharedAnswer(page: object, key: string | null, write: () => Promise<string>): Promise<Answer> {
  if (key === null) return { body: await write() };
  const hit = answers.get(key);
  if (hit && hit.page.deref() === page) return { body: hit.body, etag: hit.etag };
  const body = Buffer.from(await write());
  answers.set(key, { page: new WeakRef(page), body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` });
  // The ETag comes with the second answer: searches asked once are not hashed.
  return { body };
}
