import type { NextRequest } from "next/server";
import { GET as manifest } from "../../[slug]/manifest/route";
import { GET as collection } from "../[category]/route";

// Per request, as every manifest and collection.
export const dynamic = "force-dynamic";

// GET /iiif/collection/manifest – the manifest of an item slugged `collection`, whose address the
// collections' static segment would otherwise take; with no such item, the collection of a
// category slugged `manifest`, which this address is too.
export async function GET(request: NextRequest): Promise<Response> {
  const item = await manifest(request, { params: Promise.resolve({ slug: "collection" }) });
  if (item.status !== 404) return item;
  await item.body?.cancel();
  return collection(request, { params: Promise.resolve({ category: "manifest" }) });
}
