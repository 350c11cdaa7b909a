import "server-only";
import type { FetchLike } from "../api/request";
import { env } from "../env";

/**
 * The one way the app reaches the content API: an existing backend over HTTP when
 * API_UPSTREAM_URL is set, else the built-in backend's `app.fetch` in this process.
 */
export const upstreamFetch: FetchLike = async (request) => {
  if (env.API_UPSTREAM_URL) {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, env.API_UPSTREAM_URL);
    return fetch(new Request(target, request), { redirect: "manual", cache: "no-store" });
  }
  const { getBackend } = await import("../../backend/instance");
  const backend = await getBackend();
  return backend.app.fetch(request);
};
