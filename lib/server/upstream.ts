import "server-only";
import type * as InstanceHolder from "../../backend/instance-holder";
import type { FetchLike } from "../api/request";
import { env } from "../env";

/**
 * Loaded once and kept rather than asked of the module loader at every call. The holder is small: the backend's own modules are loaded only when no
 * backend is open yet.
 */
let holderModule: Promise<typeof InstanceHolder> | undefined;
const processBackend = async () => (await (holderModule ??= import("../../backend/instance-holder"))).processBackend();

/**
 * The one way the app reaches the content API: an existing backend over HTTP when
 * API_UPSTREAM_URL is set, else the built-in backend's `app.fetch` in this process.
 * `internal` marks the server's own reads for its renders (a browser's call never is): the
 * built-in backend lets them read a forced-login site's catalogue, which pages then guard.
 */
async function fetchUpstream(request: Request, internal: boolean): Promise<Response> {
  if (env.API_UPSTREAM_URL) {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, env.API_UPSTREAM_URL);
    return fetch(new Request(target, request), { redirect: "manual", cache: "no-store" });
  }
  const backend = await processBackend();
  return backend.app.fetch(request, { internal });
}

/** Calls on behalf of a browser (the BFF, thumbnails, session checks). */
export const upstreamFetch: FetchLike = (request) => fetchUpstream(request, false);

/** The server's own reads for the pages it renders and caches. */
export const internalFetch: FetchLike = (request) => fetchUpstream(request, true);
