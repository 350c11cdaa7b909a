import "server-only";
import { API_BASE_PATH, createApiClient, type ApiClient } from "../api/request";
import { SHAPE_SCHEMAS } from "../api/shape-schemas";
import { internalFetch } from "./upstream";

export type ServerApiContext = {
  /** The site key (its host name), see lib/site/key.ts. */
  site: string;
  locale: string;
  /** The session token, only for per-user reads that never enter a shared cache. */
  token?: string;
  /** The buyer cookie's token beside it (docs/buyers.md), for the same per-user reads. */
  buyerToken?: string;
};

/**
 * The contract client as server components use it: same rules, same errors as the browser's, and
 * every answer parsed with its schema (the browser's client leaves that to this side).
 */
export function serverApi({ site, locale, token, buyerToken }: ServerApiContext): ApiClient {
  const headers: Record<string, string> = { "x-forwarded-host": site, "accept-language": locale };
  if (token) headers.authorization = `website-token ${token}`;
  if (token && buyerToken) headers["x-buyer-token"] = buyerToken;
  return createApiClient({ baseUrl: `http://${site}${API_BASE_PATH}`, fetch: internalFetch, headers, schemas: SHAPE_SCHEMAS });
}
