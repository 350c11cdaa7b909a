// How large a request body may be, per call: MAX_BODY_BYTES for everything but the editor's image
// uploads, which take an image of up to UPLOAD_MAX_BYTES in a multipart body. The BFF and the
// backend both ask here, so the two agree; the reverse proxy (deploy/haproxy.cfg) refuses anything
// above the largest.
import { UPLOAD_MAX_BYTES } from "../api/editor";

/** The upload call, as a path after the API's base path. */
export const UPLOAD_API_PATH = "admin/uploads/";
/** An image at the limit plus room for the multipart envelope (boundaries, part headers, name). */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = `Images can be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;

/** The body limit of `method` on `apiPath` (the path after the API's base path, no query). */
export function bodyLimitFor(method: string, apiPath: string, defaultMax: number): number {
  return method === "POST" && apiPath === UPLOAD_API_PATH ? Math.max(defaultMax, UPLOAD_BODY_MAX_BYTES) : defaultMax;
}
