import { apiError } from "@/lib/server/api-error";

// /api and /api/* that no route takes (another version, a path left out): the API's own 404, as JSON like
// every other API answer, rather than the framework's HTML page for a browser.
export const dynamic = "force-dynamic";

function notFound() {
  return apiError(404, "not_found", "Not found.", { "cache-control": "no-store" });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
