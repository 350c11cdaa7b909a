import { Hono } from "hono";
import { THUMBNAIL_WIDTHS } from "../../lib/images";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { ApiError, notFound } from "../http/errors";
import { uuidParam } from "../http/params";
import { readUploadImage } from "../services/editor/uploads";
import { matchesEtag } from "../services/thumbnails";

// Mounted at the app root next to the thumbnails: the URLs an uploaded image's fileId holds.
export const uploadImageRoutes = new Hono<AppEnv>();

const FILE = /^([^/]+)\.(jpg|png)$/;
const SIZE = /^w:(\d{1,6})$/;
/** An upload never changes under its uid. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

// GET /images/uploads/{uid}.{jpg|png} – an uploaded image as stored (re-encoded, no metadata)
// GET /images/w:{width}/uploads/{uid}.{jpg|png} – the same at one of the thumbnail widths (never
// enlarged); 503 with Retry-After while too many images are being made (renditions.ts)
const serve = endpoint({}, async (ctx, { c }) => {
  const size = c.req.param("size");
  const sized = size === undefined ? null : SIZE.exec(size);
  const file = FILE.exec(c.req.param("file") ?? "");
  if ((size !== undefined && !sized) || !file) throw notFound("Image not found.");
  const width = sized ? Number(sized[1]) : null;
  if (width !== null && !(THUMBNAIL_WIDTHS as readonly number[]).includes(width)) {
    throw new ApiError(400, "validation_error", "Unsupported image width.", { width: [`Use one of ${THUMBNAIL_WIDTHS.join(", ")}.`] });
  }
  const uid = uuidParam.safeParse(file[1]);
  if (!uid.success) throw notFound("Image not found.");
  const image = await readUploadImage(ctx, uid.data, file[2] ?? "", width, c.req.raw.signal);
  const headers = { "cache-control": CACHE_CONTROL, etag: image.etag };
  if (matchesEtag(c.req.header("if-none-match"), image.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.bytes), 200, {
    ...headers,
    "content-type": image.contentType,
    "content-length": String(image.bytes.length),
  });
});

uploadImageRoutes.get("/images/uploads/:file", serve);
uploadImageRoutes.get("/images/:size/uploads/:file", serve);
