// The IIIF names this site's answers use: the JSON-LD contexts, the media type of a Presentation 3.0
// document (https://iiif.io/api/presentation/3.0/#63-responses) and the Authorization Flow 2.0
// context (https://iiif.io/api/auth/2.0/#terminology).

export const PRESENTATION_CONTEXT = "http://iiif.io/api/presentation/3/context.json";
export const AUTH_CONTEXT = "http://iiif.io/api/auth/2/context.json";

/** A document that declares auth services names both contexts, Presentation last (its §4.6 rule). */
export const MANIFEST_CONTEXT = [AUTH_CONTEXT, PRESENTATION_CONTEXT] as const;

/** The Content-Type of manifests and collections. */
export const PRESENTATION_MEDIA_TYPE = `application/ld+json;profile="${PRESENTATION_CONTEXT}"`;

/** The OAI-PMH Dublin Core schema a `seeAlso` names (https://www.openarchives.org/OAI/openarchivesprotocol.html). */
export const OAI_DC_PROFILE = "http://www.openarchives.org/OAI/2.0/oai_dc/";

/** A language map (https://iiif.io/api/presentation/3.0/#44-language-of-property-values). */
export type LanguageMap = Record<string, string[]>;

/** A label/value pair of `metadata` or `requiredStatement`. */
export type LabelValue = { label: LanguageMap; value: LanguageMap };
