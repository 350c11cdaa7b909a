// Which pages the access token service posts a token to (https://iiif.io/api/auth/2.0/#access-token-service-request):
// the `origin` a viewer names, when the site lets pages of that origin embed its player
// (embed_allowed_domains, lib/embed-domains.ts: any when the list is empty, else https pages of the
// listed domains), and always the site's own pages. postMessage delivers only to that origin, so a
// page that names another than its own receives nothing.
import { embedPolicy } from "../embed-domains";

/** `value` as a browser writes an origin (scheme, host, port), or null when it is not one. */
export function parseOrigin(value: string | null): string | null {
  if (!value || value.length > 300) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.origin !== value.replace(/\/$/, "")) return null;
  return url.origin;
}

const covers = (domain: string, host: string) =>
  domain.startsWith("*.") ? host.endsWith(domain.slice(1)) && host.length > domain.length - 1 : host === domain;

export function isAllowedOrigin(origin: string, siteOrigin: string, embedDomains: readonly string[] | null | undefined): boolean {
  if (origin === siteOrigin) return true;
  const policy = embedPolicy(embedDomains);
  if (policy.kind === "any") return true;
  const url = new URL(origin);
  return url.protocol === "https:" && policy.domains.some((domain) => covers(domain, url.hostname));
}
