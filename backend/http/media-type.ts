// Is a Content-Type JSON? Only its essence counts (the `type/subtype` before any parameter): a
// substring test took `text/plain; x=application/json` for JSON, and text/plain is a type a
// cross-site form may post without a CORS preflight.

/** RFC 9110 `token` characters. */
const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const JSON_ESSENCE = new RegExp(`^(?:application/json|${TOKEN}/${TOKEN}\\+json)$`);

/** `type/subtype`, trimmed and lower-cased, without parameters. */
export function mediaTypeEssence(contentType: string): string {
  return (contentType.split(";", 1)[0] ?? "").trim().toLowerCase();
}

/** `application/json`, or a structured `+json` type such as `application/merge-patch+json`. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_ESSENCE.test(mediaTypeEssence(contentType));
}
