import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { TAGS } from "@/lib/cache-tags";
import { env } from "@/lib/env";
import { readLimitedBody, refuseBody } from "@/lib/http/read-body";
import { apiError } from "@/lib/server/api-error";

/** A list of tag names; nothing legitimate comes near it. */
const REVALIDATE_MAX_BODY_BYTES = 4_096;

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  tags: z
    .array(z.enum(Object.values(TAGS) as [string, ...string[]]))
    .min(1)
    .optional(),
});

function authorised(request: NextRequest): boolean {
  const secret = env.REVALIDATE_SECRET;
  if (!secret) return false;
  // Bytes, not characters: "é" is one character but two bytes, and timingSafeEqual throws on
  // buffers of different lengths.
  const given = Buffer.from(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// POST /api/revalidate – the content API says its public data changed: cached pages and reads
// carrying these tags (all of them by default) are rebuilt on their next visit.
export async function POST(request: NextRequest) {
  // Refused without reading the body.
  if (!env.REVALIDATE_SECRET) return apiError(404, "not_found", "Not found.", await refuseBody(request));
  if (!authorised(request)) return apiError(401, "not_authenticated", "Invalid revalidation secret.", await refuseBody(request));
  let body: unknown = {};
  const read = await readLimitedBody(request, REVALIDATE_MAX_BODY_BYTES);
  if (!read.ok) return apiError(413, "payload_too_large", "The request body is too large.", { connection: "close" });
  const text = read.body ? new TextDecoder().decode(read.body) : "";
  if (text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return apiError(400, "parse_error", "The request body is not valid JSON.");
    }
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return apiError(400, "validation_error", "Unknown tag.");
  const tags = parsed.data.tags ?? Object.values(TAGS);
  // Expired at once, as a change made through the built-in backend is (lib/server/bff.ts): the
  // shared cache drops these entries on every instance anyway, so serving them stale while they
  // rebuild would hold on this instance only.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
