// An item as unqualified Dublin Core in oai_dc (https://www.openarchives.org/OAI/openarchivesprotocol.html#dublincore,
// https://www.dublincore.org/specifications/dublin-core/dces/): title and description in each
// language the item has them (xml:lang), creator = the witness or interviewer as the item names
// them, subject = tags and categories, publisher = the site, date = the recording's (else the
// publication's), type = DCMI MovingImage, format, identifier = the item page, language of the
// testimony, relation = its IIIF manifest, rights = what a visitor may do with it.
import type { LangText, OaiMetadata } from "../api/oai";
import { absoluteUrl, siteOrigin } from "../site/url";
import { element } from "./xml";

export const OAI_DC = {
  prefix: "oai_dc",
  schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
  namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
} as const;

/** Who may watch: anyone, on sign-in or request, or after paying (messages: oai.rights). */
export type RightsKind = "open" | "restricted" | "paid";
export type DublinCoreTexts = { publisher: string; rights: Record<RightsKind, LangText[]> };

/** The files the site plays are MP4 video; the item page holds them. */
const FORMAT = "video/mp4";

export function rightsKind(metadata: Pick<OaiMetadata, "visibility_type" | "monetization_enabled">): RightsKind {
  if (metadata.monetization_enabled) return "paid";
  return metadata.visibility_type === "public" ? "open" : "restricted";
}

/** The item page's address (English, at the root), which is also what the record identifies. */
export const itemPageUrl = (site: string, slug: string) => absoluteUrl(site, "en", `/${encodeURIComponent(slug)}`);
/** The item's IIIF Presentation manifest. */
export const manifestUrl = (site: string, slug: string) => `${siteOrigin(site)}/iiif/${encodeURIComponent(slug)}/manifest`;

const dc = (name: string, text: string, lang?: string | null) => element(`dc:${name}`, text, { "xml:lang": lang ?? undefined });
const inLang = (name: string, texts: LangText[]) => texts.map((text) => dc(name, text.text, text.lang));

export function dublinCoreXml(site: string, metadata: OaiMetadata, texts: DublinCoreTexts): string {
  const date = metadata.recording_date ?? metadata.published_at?.slice(0, 10) ?? null;
  const fields = [
    ...inLang("title", metadata.titles),
    ...metadata.creators.map((creator) => dc("creator", creator)),
    ...inLang("subject", metadata.subjects),
    ...inLang("description", metadata.descriptions),
    dc("publisher", texts.publisher),
    ...(date ? [dc("date", date)] : []),
    dc("type", "MovingImage"),
    dc("format", FORMAT),
    dc("identifier", itemPageUrl(site, metadata.slug)),
    ...metadata.languages.map((language) => dc("language", language)),
    dc("relation", manifestUrl(site, metadata.slug)),
    ...inLang("rights", texts.rights[rightsKind(metadata)]),
  ];
  return [
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xsi:schemaLocation="${OAI_DC.namespace} ${OAI_DC.schema}">`,
    ...fields,
    "</oai_dc:dc>",
  ].join("\n");
}
