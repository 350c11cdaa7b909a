// Collections (https://iiif.io/api/presentation/3.0/#51-collection): the site's (`top`: its
// categories) and each category's (its sub-categories, then its items' manifests). Presentation
// 3.0 has no paging of its own, so a long category comes in pages of PAGE_SIZE items: each page is
// a Collection of its own (`?page=n`), `partOf` the first, and ends with a reference to the next.
import { thumbnailUrl } from "../images";
import type { IiifUrls } from "./urls";
import { PRESENTATION_CONTEXT, type LanguageMap } from "./vocabulary";

export const PAGE_SIZE = 100;

type Reference = {
  id: string;
  type: "Manifest" | "Collection";
  label: LanguageMap;
  thumbnail?: Array<{ id: string; type: "Image"; format: "image/jpeg" }>;
};

export type Collection = {
  "@context": typeof PRESENTATION_CONTEXT;
  id: string;
  type: "Collection";
  label: LanguageMap;
  summary?: LanguageMap;
  homepage?: Array<{ id: string; type: "Text"; label: LanguageMap; format: "text/html" }>;
  partOf?: Array<{ id: string; type: "Collection"; label: LanguageMap }>;
  items: Reference[];
};

export type CollectionItem = { slug: string; type: "media" | "playlist"; objectUid: string; label: LanguageMap };
export type CollectionCategory = { slug: string; label: LanguageMap };

export type CollectionInput = {
  urls: IiifUrls;
  origin: string;
  /** The category's slug, or null for the site's collection. */
  slug: string | null;
  label: LanguageMap;
  summary: LanguageMap | null;
  homepage: { url: string; label: LanguageMap };
  /** 1-based. */
  page: number;
  /** Items in all pages. */
  count: number;
  children: CollectionCategory[];
  items: CollectionItem[];
  /** "Next page" in every language. */
  nextLabel: LanguageMap;
};

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));

export function collectionOf(input: CollectionInput): Collection {
  const { urls, origin, slug, page } = input;
  const first = slug === null ? urls.top() : urls.collection(slug);
  const id = page > 1 ? `${first}?page=${page}` : first;
  const children: Reference[] =
    page === 1 ? input.children.map((child) => ({ id: urls.collection(child.slug), type: "Collection", label: child.label })) : [];
  const manifests = input.items.map((item): Reference => ({
    id: urls.manifest(item.slug),
    type: "Manifest",
    label: item.label,
    thumbnail: [{ id: `${origin}${thumbnailUrl(item.type, item.objectUid)}`, type: "Image", format: "image/jpeg" }],
  }));
  const next: Reference[] =
    page < pageCount(input.count) ? [{ id: `${first}?page=${page + 1}`, type: "Collection", label: input.nextLabel }] : [];
  return {
    "@context": PRESENTATION_CONTEXT,
    id,
    type: "Collection",
    label: input.label,
    ...(input.summary ? { summary: input.summary } : {}),
    homepage: [{ id: input.homepage.url, type: "Text", label: input.homepage.label, format: "text/html" }],
    ...(page > 1 ? { partOf: [{ id: first, type: "Collection" as const, label: input.label }] } : {}),
    items: [...children, ...manifests, ...next],
  };
}
