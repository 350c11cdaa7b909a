// Paths no address of ours holds, refused by proxy.ts with a 400 before any page asks the content
// API for them. No imports: proxy.ts and the tests read it as it is.

/**
 * True when the path holds a null character once decoded (`%00`), or decoded twice as the framework
 * may (`%2500`). No address of ours does, and the content API refuses them (400): a page asking it
 * for `/a%00b` failed its render with a 500. A path that cannot be decoded is hasMalformedPath's.
 */
export function hasNullInPath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0] ?? "/";
  try {
    const once = decodeURIComponent(path);
    return once.includes("\0") || decodeURIComponent(once).includes("\0");
  } catch {
    return false;
  }
}

/**
 * True when the path holds a percent sign that does not start a valid UTF-8 escape, as sent or
 * once decoded: the framework decodes a path more than once on its way to a route (`/%25` becomes
 * `/%`, which then fails). No address of ours holds a literal percent sign.
 */
export function hasMalformedPath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0] ?? "/";
  try {
    decodeURIComponent(decodeURIComponent(path));
    return false;
  } catch {
    return true;
  }
}
