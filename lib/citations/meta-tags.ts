// What reference managers read of an item page (Zotero's "Embedded Metadata"): Highwire Press
// `citation_*` tags and Dublin Core `DC.*` tags, for Next's metadata `other` field. The page is
// cached and the same for everyone, so no access date and no time code here.
import type { CitationSource } from "./citation-source";
import { parseDate, slashDate, isoDate } from "./dates";

export type MetaTags = Record<string, string>;

/** `publishedAt`: when the item went online (the item's published_at), if known. */
export function citationMetaTags(source: CitationSource, publishedAt: string | null): MetaTags {
  const recorded = parseDate(source.recordingDate);
  const published = parseDate(publishedAt?.slice(0, 10) ?? null);
  const tags: Array<[string, string | null]> = [
    ["citation_title", source.title],
    ["citation_author", source.witness],
    // The date of the testimony is its recording; the publication date is when the site put it online.
    ["citation_date", recorded ? slashDate(recorded) : published ? slashDate(published) : null],
    ["citation_publication_date", published ? slashDate(published) : null],
    ["citation_publisher", source.organisation],
    ["citation_public_url", source.url],
    ["DC.title", source.title],
    ["DC.creator", source.witness],
    ["DC.date", recorded ? isoDate(recorded) : null],
    ["DC.coverage", source.recordingPlace],
    ["DC.publisher", source.organisation],
    ["DC.type", "MovingImage"],
    ["DC.identifier", source.url],
  ];
  return Object.fromEntries(tags.filter((tag): tag is [string, string] => Boolean(tag[1])));
}
