import type { NextRequest } from "next/server";
import { customFieldTabs } from "@/components/item/custom-fields";
import type { Item, WebsiteSettings } from "@/lib/api/schemas";
import { thumbnailUrl } from "@/lib/images";
import type { CanvasMedia } from "@/lib/iiif/canvases";
import { itemMedias } from "@/lib/iiif/item-medias";
import { metadataOf } from "@/lib/iiif/item-metadata";
import { languageMap, requiredMap } from "@/lib/iiif/language-map";
import { manifestOf } from "@/lib/iiif/manifest";
import { badSegment, presentation, problem, siteAccess, unavailable } from "@/lib/iiif/responses";
import { rightsOf } from "@/lib/iiif/rights";
import { iiifTexts, type CustomFieldKey } from "@/lib/iiif/texts";
import { iiifUrls } from "@/lib/iiif/urls";
import { getPublicItem, getSettings } from "@/lib/server/data";
import { orNotFound } from "@/lib/server/not-found";
import { absoluteUrl } from "@/lib/site/url";

// Per request: the host chooses the site, and a forced-login site asks for the session.
export const dynamic = "force-dynamic";

type Read = { en: Item; fr: Item; settings: { en: WebsiteSettings; fr: WebsiteSettings }; medias: CanvasMedia[] } | null;

/** The item in both languages, the site's settings, and its medias (lib/iiif/item-medias.ts). */
async function read(site: string, slug: string): Promise<Read> {
  const [en, fr, settingsEn, settingsFr] = await Promise.all([
    orNotFound(getPublicItem(site, "en", slug)),
    orNotFound(getPublicItem(site, "fr", slug)),
    getSettings(site, "en"),
    getSettings(site, "fr"),
  ]);
  if (!en || !fr) return null;
  const medias = await itemMedias(site, en, fr);
  return { en, fr, settings: { en: settingsEn, fr: settingsFr }, medias };
}

// GET /iiif/{slug}/manifest – the item as a IIIF Presentation 3.0 Manifest (lib/iiif/manifest.ts;
// docs/interoperability.md): its public sheet, one canvas per media, each video behind the IIIF
// Authorization Flow 2.0 when an anonymous visitor may not play it. 404 for no published item.
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const access = await siteAccess(request);
  if (access instanceof Response) return access;
  const { site, origin, open } = access;
  const { slug } = await params;
  const bad = badSegment(open, "slug", slug);
  if (bad) return bad;

  let found: Read;
  try {
    found = await read(site, slug);
  } catch (error) {
    console.error("[iiif] the item could not be read", error);
    return unavailable();
  }
  if (!found) return problem(open, 404, { type: "not_found", message: "No item of this site has this address." });

  const { en, fr, settings, medias } = found;
  const siteName = { en: settings.en.name, fr: settings.fr.name };
  const texts = iiifTexts(siteName);
  const items = { en, fr };
  const thumbWidth = 1280;
  const logo = settings.en.logo;
  const manifest = manifestOf({
    urls: iiifUrls(origin, site),
    origin,
    itemSlug: en.slug,
    itemUid: en.uid,
    restricted: !en.has_access,
    texts: texts.auth,
    label: requiredMap({ en: en.content_object.name, fr: fr.content_object.name }),
    summary: languageMap({
      en: en.content_object.description ?? en.content_object.excerpt,
      fr: fr.content_object.description ?? fr.content_object.excerpt,
    }),
    metadata: metadataOf({
      items,
      fields: { en: flatRows(en, "en"), fr: flatRows(fr, "fr") },
      labels: {
        published: texts.map("published"),
        duration: texts.map("duration"),
        categories: texts.map("categories"),
        tags: texts.map("tags"),
      },
      fieldLabel: (key) => texts.field(key as CustomFieldKey),
    }),
    requiredStatement: { label: texts.map("attribution"), value: requiredMap(siteName) },
    rights: rightsOf(en.content_object.custom_fields),
    homepage: (["en", "fr"] as const).map((locale) => ({
      url: absoluteUrl(site, locale, `/${encodeURIComponent(en.slug)}`),
      language: locale,
      label: requiredMap({ [locale]: items[locale].content_object.name }),
    })),
    thumbnail: {
      url: `${origin}${thumbnailUrl(en.content_object_type, en.content_object.uid, thumbWidth)}`,
      width: thumbWidth,
      height: Math.round((thumbWidth * 9) / 16),
    },
    provider: {
      label: requiredMap(siteName),
      homepage: absoluteUrl(site, "en", "/"),
      logo: logo ? new URL(logo, origin).toString() : null,
    },
    partOf: en.categories.map((category) => ({
      slug: category.slug,
      label: requiredMap({ en: category.name, fr: fr.categories.find((c) => c.uid === category.uid)?.name ?? category.name }),
    })),
    medias,
  });
  return presentation(open, manifest);
}

/** The custom-field rows of both tabs, as the item page shows them in `locale`. */
function flatRows(item: Item, locale: string) {
  const { witness, technical } = customFieldTabs(item.content_object.custom_fields, locale);
  return [...witness, ...technical].map(({ key, value }) => ({ key, value }));
}
