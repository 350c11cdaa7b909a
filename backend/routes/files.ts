import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { intParam } from "../http/params";
import { parseQuery } from "../http/validate";
import { openSignedFile } from "../services/files";

export const fileRoutes = new Hono<AppEnv>();

const signedQuery = z.object({
  exp: intParam(0, 4_102_444_800),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  download: z.literal("1").optional(),
});

const RANGE = /^bytes=(\d*)-(\d*)$/;

// GET /files/{uid}/ – media bytes behind a signed, session-bound link, with range requests for seeking
fileRoutes.get(
  "/files/:uid/",
  endpoint({ uuids: ["uid"], notFound: "File not found." }, async (ctx, { c, params }) => {
    const q = parseQuery(c, signedQuery);
    const opened = await openSignedFile(ctx, params.uid, { exp: q.exp, sig: q.sig, download: q.download === "1" });
    // In a bucket: the browser fetches (and seeks) from there. The URL is a credential for five
    // minutes, so no cache keeps it and nothing logs it.
    if (opened.redirect !== undefined) return c.body(null, 302, { location: opened.redirect, "cache-control": "private, no-store" });
    const { file, size, read } = opened;

    const headers: Record<string, string> = {
      "content-type": file.mimeType,
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=3600",
      "content-disposition": `${q.download ? "attachment" : "inline"}; filename="${path.basename(file.path).replace(/"/g, "")}"`,
    };
    const range = c.req.header("range");
    const match = range ? RANGE.exec(range) : null;
    if (range && match && (match[1] || match[2])) {
      const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
      const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        return c.body(null, 416, { ...headers, "content-range": `bytes */${size}` });
      }
      return c.body(await read({ start, end }), 206, {
        ...headers,
        "content-range": `bytes ${start}-${end}/${size}`,
        "content-length": String(end - start + 1),
      });
    }
    // HEAD lands here too (Hono drops the body): the stream opens the file only once it is read.
    return c.body(await read({ start: 0, end: size - 1 }), 200, { ...headers, "content-length": String(size) });
  }),
);
