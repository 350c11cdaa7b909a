// The domains whose pages may embed a site's player (the embed_allowed_domains setting): host
// names, optionally `*.` for every subdomain, without scheme, port or path. Internationalised
// names are written in their ASCII form (xn--…), as the browser compares them.
// An empty list means any site. Only https pages are allowed: the player sends frame-ancestors
// `https://{domain}` for each (a page served over plain http could be altered on its way).

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** At least two labels, the last not all digits (no IP addresses, no single-label names like `localhost`). */
const DOMAIN = new RegExp(`^(?:\\*\\.)?(?:${LABEL}\\.)+(?=[a-z0-9-]*[a-z])${LABEL}$`);
const MAX_LENGTH = 253;

/** `value` as stored: trimmed, lower case (host names are case-insensitive). */
export function normaliseEmbedDomain(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether `value` (normalised) is a host name, or `*.` and a host name. */
export function isEmbedDomain(value: string): boolean {
  const domain = normaliseEmbedDomain(value);
  return domain.length <= MAX_LENGTH && DOMAIN.test(domain);
}

/**
 * Who may embed the player: any site (an empty list, or none given), or only the listed domains.
 * Invalid entries are left out; a list of nothing but invalid entries allows the site alone (it
 * never falls back to "any").
 */
export type EmbedPolicy = { kind: "any" } | { kind: "only"; domains: string[] };

export function embedPolicy(domains: readonly string[] | null | undefined): EmbedPolicy {
  if (!domains?.length) return { kind: "any" };
  const valid = domains.filter(isEmbedDomain).map(normaliseEmbedDomain);
  return { kind: "only", domains: [...new Set(valid)] };
}
