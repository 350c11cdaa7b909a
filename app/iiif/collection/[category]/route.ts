import type { NextRequest } from "next/server";
import type { Category, Item } from "@/lib/api/schemas";
import { collectionOf, PAGE_SIZE, pageCount, type CollectionItem } from "@/lib/iiif/collection";
import { languageMap, requiredMap } from "@/lib/iiif/language-map";
import { badSegment, presentation, problem, siteAccess, unavailable } from "@/lib/iiif/responses";
import { iiifTexts } from "@/lib/iiif/texts";
import { iiifUrls } from "@/lib/iiif/urls";
import { getAllCategories, getPublicItems, getSettings } from "@/lib/server/data";
import { absoluteUrl } from "@/lib/site/url";

// Per request: the host chooses the site, and a forced-login site asks for the session.
export const dynamic = "force-dynamic";

/** The site's collection; a category slugged `top` is not reachable as a collection. */
const TOP = "top";
const MAX_PAGE = 10_000;

/** `?page=`: 1 when absent; null when it is not a whole number from 1 to MAX_PAGE. */
function pageOf(value: string | null): number | null {
  if (value === null) return 1;
  const page = /^[0-9]{1,5}$/.test(value) ? Number(value) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

const nameIn = (list: Category[], uid: string) => list.find((c) => c.uid === uid)?.name;

function itemsOf(en: Item[], fr: Item[]): CollectionItem[] {
  return en.map((item) => ({
    slug: item.slug,
    type: item.content_object_type,
    objectUid: item.content_object.uid,
    label: requiredMap({ en: item.content_object.name, fr: fr.find((f) => f.uid === item.uid)?.content_object.name }),
  }));
}

// GET /iiif/collection/{category slug | top}?page=n – a IIIF Presentation 3.0 Collection
// (lib/iiif/collection.ts): a category's sub-categories and its items' manifests, or the site's
// top categories and all its items, in pages of 100. 404 for no such category or a page past the last.
export async function GET(request: NextRequest, { params }: { params: Promise<{ category: string }> }): Promise<Response> {
  const access = await siteAccess(request);
  if (access instanceof Response) return access;
  const { site, origin, open } = access;
  const { category: slug } = await params;
  const bad = badSegment(open, "category", slug);
  if (bad) return bad;
  const page = pageOf(request.nextUrl.searchParams.get("page"));
  if (page === null) {
    return problem(open, 400, {
      type: "validation_error",
      message: "Invalid query parameters.",
      errors: { page: [`Give a page number from 1 to ${MAX_PAGE}.`] },
    });
  }
  const notFound = () => problem(open, 404, { type: "not_found", message: "No collection of this site has this address." });

  try {
    const [categoriesEn, categoriesFr, settingsEn, settingsFr] = await Promise.all([
      getAllCategories(site, "en"),
      getAllCategories(site, "fr"),
      getSettings(site, "en"),
      getSettings(site, "fr"),
    ]);
    const category = slug === TOP ? null : categoriesEn.find((c) => c.slug === slug);
    if (category === undefined) return notFound();
    const query = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...(category ? { categories: [category.uid] } : {}) };
    const [itemsEn, itemsFr] = await Promise.all([getPublicItems(site, "en", query), getPublicItems(site, "fr", query)]);
    if (page > pageCount(itemsEn.count)) return notFound();

    const siteName = { en: settingsEn.name, fr: settingsFr.name };
    const children = categoriesEn
      .filter((c) => c.parent_id === (category?.uid ?? null))
      .map((c) => ({ slug: c.slug, label: requiredMap({ en: c.name, fr: nameIn(categoriesFr, c.uid) }) }));
    const frCategory = category ? categoriesFr.find((c) => c.uid === category.uid) : undefined;
    const label = category ? requiredMap({ en: category.name, fr: frCategory?.name }) : requiredMap(siteName);
    const path = category ? `/category/${encodeURIComponent(category.slug)}` : "/";
    const collection = collectionOf({
      urls: iiifUrls(origin, site),
      origin,
      slug: category ? category.slug : null,
      label,
      summary: category ? languageMap({ en: category.description, fr: frCategory?.description }) : null,
      homepage: { url: absoluteUrl(site, "en", path), label },
      page,
      count: itemsEn.count,
      children,
      items: itemsOf(itemsEn.results, itemsFr.results),
      nextLabel: iiifTexts(siteName).map("nextPage"),
    });
    return presentation(open, collection);
  } catch (error) {
    console.error("[iiif] the collection could not be read", error);
    return unavailable();
  }
}
