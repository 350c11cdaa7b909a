import { safeNextPath } from "@/lib/auth/next-path";
import { crawlTarget, plain } from "@/lib/sitemap/sources";

/** A logo address a browser may be sent to: a path of this site (checked as a login's `next=` is), or an http(s) address. */
function iconAddress(logo: string | null): string | null {
  if (!logo) return null;
  const path = safeNextPath(logo, "");
  if (path) return path;
  try {
    const url = new URL(logo);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

// GET /favicon.ico – per site (by host): its logo, which its pages name as their icon. Browsers
// (a bookmark, a tab opened from elsewhere), feed readers and crawlers ask for this address
// whatever a page says. A site without a logo has no icon: 404.
export async function GET(request: Request): Promise<Response> {
  const target = await crawlTarget(request);
  if (target instanceof Response) return target;
  const icon = iconAddress(target.logo);
  if (!icon) return plain(404, "This site has no icon.", { "cache-control": "public, max-age=300" });
  // Kept an hour: a new logo reaches the address as fast as pages show it, with no fingerprint to
  // make it permanent.
  return new Response(null, { status: 302, headers: { location: icon, "cache-control": "public, max-age=3600" } });
}
