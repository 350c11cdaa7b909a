import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { TAGS } from "@/lib/cache-tags";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ tags: z.array(z.enum(Object.values(TAGS) as [string, ...string[]])).min(1).optional() });

function authorised(request: NextRequest): boolean {
  const secret = env.REVALIDATE_SECRET;
  const given = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

// POST /api/revalidate – the content API says its public data changed: cached pages and reads
// carrying these tags (all of them by default) are rebuilt on their next visit.
export async function POST(request: NextRequest) {
  if (!env.REVALIDATE_SECRET) return NextResponse.json({ type: "not_found", message: "Not found." }, { status: 404 });
  if (!authorised(request)) return NextResponse.json({ type: "not_authenticated", message: "Invalid revalidation secret." }, { status: 401 });
  let body: unknown = {};
  const text = await request.text();
  if (text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return NextResponse.json({ type: "parse_error", message: "The request body is not valid JSON." }, { status: 400 });
    }
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ type: "validation_error", message: "Unknown tag." }, { status: 400 });
  const tags = parsed.data.tags ?? Object.values(TAGS);
  for (const tag of tags) revalidateTag(tag, "max");
  return NextResponse.json({ revalidated: tags });
}
