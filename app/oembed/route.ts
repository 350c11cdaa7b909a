import { createTranslator } from "next-intl";
import { NextResponse, type NextRequest } from "next/server";
import type { AppLocale } from "@/lib/i18n/locales";
import { itemAddressOf } from "@/lib/oembed/item-url";
import { parseOEmbedRequest } from "@/lib/oembed/request";
import { OEMBED_CACHE_AGE_SECONDS, oembedAnswer } from "@/lib/oembed/response";
import { oembedXml } from "@/lib/oembed/xml";
import { getPublicItem, getSettings } from "@/lib/server/data";
import { orNotFound } from "@/lib/server/not-found";
import { contentUnavailable, refusalJson, siteEntry } from "@/lib/server/site-gate";
import { absoluteUrl } from "@/lib/site/url";
import type en from "@/messages/en.json";

// Per request: the host, the query and, on a site that forces sign-in, the session decide the answer.
export const dynamic = "force-dynamic";

/**
 * What every answer of one site carries. A public site's answers are the same for everyone: any
 * page's script may read them, and a 200 may be kept as long as its cache_age says (per host: the
 * host chooses the site). A site that forces sign-in answers its signed-in visitors only, and
 * nothing of it is kept or shared.
 */
function headersOf(open: boolean, status: number): Record<string, string> {
  if (!open) return { "cache-control": "private, no-store" };
  const cache = status === 200 ? `public, max-age=${OEMBED_CACHE_AGE_SECONDS}` : "no-store";
  return { "cache-control": cache, vary: "Host", "access-control-allow-origin": "*" };
}

function problem(open: boolean, status: number, body: { type: string; message: string; errors?: Record<string, string[]> }): Response {
  return NextResponse.json(body, { status, headers: headersOf(open, status) });
}

const noSuchItem = (open: boolean) => problem(open, 404, { type: "not_found", message: "No item of this site has this address." });

async function frameTitle(locale: AppLocale, name: string): Promise<string> {
  const messages = ((await import(`../../messages/${locale}.json`)) as { default: typeof en }).default;
  return createTranslator({ locale, messages, namespace: "share" })("iframeTitle", { name });
}

// GET /oembed?url={item page}&format=json|xml&maxwidth=…&maxheight=… – the oEmbed answer for an
// item page of the site the request came to: a video, the embed player's iframe (spec:
// https://oembed.com; docs/interoperability.md). 401 on a site that forces sign-in without a
// session; 404 for an address that is no item page here; 501 for another format.
export async function GET(request: NextRequest): Promise<Response> {
  const entry = await siteEntry(request, "document");
  if (!entry.ok) return refusalJson(entry.refusal);
  const { site, open } = entry;

  const asked = parseOEmbedRequest(request.nextUrl.searchParams);
  if ("status" in asked) {
    const { status, ...body } = asked;
    return problem(open, status, body);
  }
  const address = itemAddressOf(asked.url, site);
  if (!address) return noSuchItem(open);

  const { locale, slug } = address;
  let read;
  try {
    read = await Promise.all([orNotFound(getPublicItem(site, locale, slug)), getSettings(site, locale)]);
  } catch (error) {
    console.error("[oembed] the item could not be read", error);
    return contentUnavailable();
  }
  const [item, settings] = read;
  if (!item) return noSuchItem(open);

  const answer = oembedAnswer({
    site,
    item,
    provider: { name: settings.name, url: absoluteUrl(site, locale, "/") },
    frameTitle: await frameTitle(locale, item.content_object.name),
    room: { maxWidth: asked.maxWidth, maxHeight: asked.maxHeight },
    cacheable: open,
  });
  if (asked.format === "json") return NextResponse.json(answer, { headers: headersOf(open, 200) });
  return new Response(oembedXml(answer), { headers: { "content-type": "text/xml; charset=utf-8", ...headersOf(open, 200) } });
}
