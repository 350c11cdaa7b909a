// `rights` (https://iiif.io/api/presentation/3.0/#rights) must be a Creative Commons licence or a
// RightsStatements.org statement URI, or one the IIIF registry lists; anything else is left out.
// An item names one in a custom field `license`, `licence` or `rights`.

const FIELDS = ["license", "licence", "rights"] as const;
const RIGHTS = /^https?:\/\/(creativecommons\.org\/(licenses|publicdomain)\/|rightsstatements\.org\/vocab\/)[A-Za-z0-9./_-]+$/;

/** The URI, with the http scheme the spec's examples and the registries use, or null. */
export function rightsOf(customFields: Record<string, string | number | string[]>): string | null {
  for (const field of FIELDS) {
    const value = customFields[field];
    const text = typeof value === "string" ? value.trim() : "";
    if (RIGHTS.test(text)) return text.replace(/^https:/, "http:");
  }
  return null;
}
