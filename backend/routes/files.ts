import { stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { ApiError, notFound } from "../http/errors";
import { intParam, uuidParam } from "../http/params";
import { parseQuery } from "../http/validate";
import { findReadableFile } from "../services/file-access";
import { fileStream } from "../services/file-stream";
import { verifyFileUrl } from "../services/media-urls";

export const fileRoutes = new Hono<AppEnv>();

const signedQuery = z.object({
  exp: intParam(0, 4_102_444_800),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  download: z.literal("1").optional(),
});

const RANGE = /^bytes=(\d*)-(\d*)$/;

// GET /files/{uid}/ – media bytes behind a signed, session-bound link, with range requests for seeking
fileRoutes.get("/files/:uid/", async (c) => {
  const uid = uuidParam.safeParse(c.req.param("uid"));
  if (!uid.success) throw notFound("File not found.");
  const q = parseQuery(c, signedQuery);
  const { deps, site, viewer } = { deps: c.get("deps"), site: c.get("site"), viewer: c.get("viewer") };
  if (!verifyFileUrl(deps.secret, uid.data, viewer, { exp: q.exp, sig: q.sig, download: q.download === "1" })) {
    throw new ApiError(403, "invalid_signature", "This link is invalid or has expired.");
  }
  const file = await findReadableFile(deps, site, viewer, uid.data);
  if (!file) throw new ApiError(403, "permission_denied", "You do not have access to this content.");

  const root = path.resolve(deps.dataDir, "media");
  const fullPath = path.resolve(root, file.path);
  if (!fullPath.startsWith(root + path.sep)) throw notFound("File not found.");
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) throw notFound("File not found.");

  const headers: Record<string, string> = {
    "content-type": file.mimeType,
    "accept-ranges": "bytes",
    "cache-control": "private, max-age=3600",
    "content-disposition": `${q.download ? "attachment" : "inline"}; filename="${path.basename(file.path).replace(/"/g, "")}"`,
  };
  const size = info.size;
  const range = c.req.header("range");
  const match = range ? RANGE.exec(range) : null;
  if (range && match && (match[1] || match[2])) {
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
    }
    return c.body(fileStream(fullPath, { start, end }), 206, {
      ...headers,
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": String(end - start + 1),
    });
  }
  // HEAD lands here too (Hono drops the body): the stream opens the file only once it is read.
  return c.body(fileStream(fullPath, { start: 0, end: size - 1 }), 200, { ...headers, "content-length": String(size) });
});
