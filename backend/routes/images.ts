import { Hono } from "hono";
import { THUMBNAIL_WIDTHS } from "../../lib/images";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { ApiError, notFound } from "../http/errors";
import { uuidParam } from "../http/params";
import {
  getThumbnail,
  matchesEtag,
  negotiateThumbnailFormat,
  THUMBNAIL_CONTENT_TYPES,
  findThumbnailOwner,
  type ThumbnailKind,
} from "../services/thumbnails";

// Mounted at the app root (not under the API base path): these are the URLs pages use in <img>.
export const imageRoutes = new Hono<AppEnv>();

const SIZED = /\/images\/w:(\d{1,6})\/(media|playlist):uid:([^/]+)\/thumbnail\.jpg$/;
const PLAIN = /\/images\/(media|playlist)\/uid\/([^/]+)\/thumbnail\.jpg$/;
const DEFAULT_WIDTH = 480;
// Not `immutable`: the URL names the media, not the picture, and the frame it is made from may be
// replaced. A day, then a week of stale-while-revalidate, is how long a replaced frame may take to
// show.
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

type Target = { width: number; kind: ThumbnailKind; uid: string };

function parsePath(pathname: string): Target | null {
  const sized = SIZED.exec(pathname);
  if (sized) return { width: Number(sized[1]), kind: sized[2] as ThumbnailKind, uid: sized[3] ?? "" };
  const plain = PLAIN.exec(pathname);
  if (plain) return { width: DEFAULT_WIDTH, kind: plain[1] as ThumbnailKind, uid: plain[2] ?? "" };
  return null;
}

// GET /images/w:{width}/{media|playlist}:uid:{uid}/thumbnail.jpg – a 16:9 thumbnail (AVIF, WebP or
// JPEG by the Accept header; caches keep one per format: Vary: Accept); 503 with Retry-After while
// too many images are being made (renditions.ts)
// GET /images/{media|playlist}/uid/{uid}/thumbnail.jpg – the same at the default width (cart paths of spec §2)
imageRoutes.get(
  "/images/*",
  endpoint({}, async (ctx, { c }) => {
    const target = parsePath(c.req.path);
    if (!target) throw notFound("Image not found.");
    if (!(THUMBNAIL_WIDTHS as readonly number[]).includes(target.width)) {
      throw new ApiError(400, "validation_error", "Unsupported image width.", {
        width: [`Use one of ${THUMBNAIL_WIDTHS.join(", ")}.`],
      });
    }
    const uid = uuidParam.safeParse(target.uid);
    if (!uid.success) throw notFound("Image not found.");
    const owner = await findThumbnailOwner(ctx, target.kind, uid.data);
    if (!owner) throw notFound("Image not found.");

    const format = negotiateThumbnailFormat(c.req.header("accept"));
    const image = await getThumbnail(ctx.dataDir, uid.data, target.width, target.kind, format, owner.frame, c.req.raw.signal);
    const headers = { "cache-control": CACHE_CONTROL, etag: image.etag, vary: "Accept" };
    if (matchesEtag(c.req.header("if-none-match"), image.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, {
      ...headers,
      "content-type": THUMBNAIL_CONTENT_TYPES[format],
      "content-length": String(image.bytes.length),
    });
  }),
);
