// Whether an embed's address names a published item or media, asked by proxy.ts before the player
// renders. An embed is rendered per request (its policy's nonce), and the framework sends a page
// rendered per request with its status before the page can say "not found" with its view drawn:
// notFound() there gives an empty document (vercel/next.js#62228). So the proxy asks first, and an
// embed of nothing goes to the player's not-found page, drawn whole (app/[site]/embed-not-found).
// Once the upstream fix lands, the embed pages' own notFound() does this and this goes.
import { API_BASE_PATH } from "../api/request";
import { isUuid } from "../uuid";
import { internalFetch } from "./upstream";

/** The API path that answers for the player an embed address names, or null for an address of no player. */
function playerPath(pathname: string): string | null {
  const [, media, id, rest] = /^\/embed\/(media\/)?([^/]+)\/?(.*)$/.exec(pathname) ?? [];
  if (id === undefined || rest !== "" || !isUuid(id)) return null;
  return media ? `/medias/${id}/` : `/items/?uid__in=${id}&limit=1`;
}

/** False only when the content API says there is nothing there; an outage leaves the page to decide. */
export async function embedExists(site: string, pathname: string): Promise<boolean> {
  const path = playerPath(pathname);
  if (path === null) return false;
  try {
    const response = await internalFetch(
      new Request(`http://${site}${API_BASE_PATH}${path}`, { headers: { "x-forwarded-host": site, accept: "application/json" } }),
    );
    if (response.status === 404) return false;
    if (!response.ok || !path.startsWith("/items/")) {
      await response.body?.cancel();
      return true;
    }
    const page = (await response.json().catch(() => null)) as { count?: unknown } | null;
    return page?.count !== 0;
  } catch {
    return true;
  }
}
