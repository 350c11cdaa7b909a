import "server-only";
// The answers of a video's and a caption track's IIIF addresses (/iiif/media/{uid} and
// …/captions/{lang}). Without access: 401, and no media. With it, through the site's own session
// (its cookie: a viewer on the site's pages): a redirect to the player's signed link, which that
// cookie opens. Through a play ticket (what the probe hands a viewer, sealed.ts): the bytes
// themselves, read from the content API as the ticket's session, because a viewer on another site
// sends no cookie with a <video>; a bucket's presigned link is passed on as it is.
import type { NextRequest } from "next/server";
import { ServerError } from "../api/errors";
import type { PlayerFile } from "../api/player";
import { API_BASE_PATH } from "../api/request";
import { upstreamFetch } from "../server/upstream";
import { problem, unavailable } from "./responses";
import { unseal } from "./sealed";
import { callerHeaders, cookieHolder, holderOf, iiifSecret, mediaFor, type Holder } from "./viewer";

export type Wanted = { kind: "video" } | { kind: "captions"; language: string };

/** The headers of the file's answer that a player needs, passed on. */
const PASSED = ["content-type", "content-length", "content-range", "accept-ranges", "content-disposition", "last-modified", "etag"];

const NO_STORE = { "cache-control": "private, no-store", "access-control-allow-origin": "*" };

const denied = () =>
  problem(false, 401, { type: "not_authenticated", message: "Sign in with access to this content to play it." }, NO_STORE);

function fileOf(files: PlayerFile[], wanted: Wanted): PlayerFile | undefined {
  if (wanted.kind === "video") return files.find((file) => file.slug !== "captions");
  return files.find((file) => file.slug === "captions" && file.language === wanted.language);
}

/** The bytes of a signed link of the content API, read as `holder`; Range passed on for seeking. */
async function relay(request: NextRequest, site: string, holder: Holder, link: string): Promise<Response> {
  const headers = callerHeaders(request, site, holder);
  const range = request.headers.get("range");
  if (range) headers.range = range;
  const answer = await upstreamFetch(new Request(`http://${site}${link}`, { method: request.method === "HEAD" ? "HEAD" : "GET", headers }));
  const location = answer.headers.get("location");
  if (answer.status >= 300 && answer.status < 400 && location) {
    await answer.body?.cancel();
    return new Response(null, { status: 302, headers: { location, ...NO_STORE } });
  }
  if (answer.status === 401 || answer.status === 403) {
    await answer.body?.cancel();
    return denied();
  }
  const passed = new Headers(NO_STORE);
  for (const name of PASSED) {
    const value = answer.headers.get(name);
    if (value) passed.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: passed });
}

export async function mediaAnswer(request: NextRequest, site: string, origin: string, mediaUid: string, wanted: Wanted): Promise<Response> {
  const ticket = request.nextUrl.searchParams.get("ticket");
  try {
    let holder: Holder = cookieHolder(request);
    if (ticket !== null) {
      const opened = unseal(await iiifSecret(), ticket, "ticket", site);
      if (!opened.ok || opened.value.media !== mediaUid) return denied();
      holder = holderOf(opened.value);
    }
    const media = await mediaFor(request, site, holder, mediaUid);
    if (!media.has_access) return denied();
    const file = fileOf(media.files, wanted);
    if (!file) return problem(false, 404, { type: "not_found", message: "This media has no such file." }, NO_STORE);
    // A link elsewhere (an existing backend's storage) is already complete.
    if (!file.file.startsWith(`${API_BASE_PATH}/`))
      return new Response(null, { status: 302, headers: { location: file.file, ...NO_STORE } });
    if (ticket === null) return new Response(null, { status: 302, headers: { location: `${origin}${file.file}`, ...NO_STORE } });
    return await relay(request, site, holder, file.file);
  } catch (error) {
    // A session no longer valid plays what an anonymous visitor may (nothing restricted); an
    // address the content API refuses names no media; anything else is an outage.
    if (error instanceof ServerError && (error.status === 401 || error.status === 403)) return denied();
    if (error instanceof ServerError && error.status < 500)
      return problem(false, 404, { type: "not_found", message: "Media not found." }, NO_STORE);
    console.error("[iiif] the media could not be read", error);
    return unavailable();
  }
}
