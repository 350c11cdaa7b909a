import { apiError } from "@/lib/server/api-error";
import { refuseBody } from "@/lib/http/read-body";

// /api and /api/* that no route takes (another version, a path left out): the API's own 404, as JSON like
// every other API answer, rather than the framework's HTML page for a browser. A body sent along is
// not read: the answer goes out at once and the connection closes behind it.
export const dynamic = "force-dynamic";

async function notFound(request: Request) {
  return apiError(404, "not_found", "Not found.", { "cache-control": "no-store", ...(await refuseBody(request)) });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
