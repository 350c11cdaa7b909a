/** Addresses that are not pages: those proxy.ts's matcher leaves out (data, the framework's and
 * the public folder's files, pictures, help videos, crawler files, oEmbed, OAI-PMH, IIIF). A link
 * to one is a file or a service: fetched as a page it would be downloaded whole, and the
 * language-prefixing router would send it to a page that does not exist. The matcher must be a
 * literal, so it cannot read this; keep the two alike. */
export const NOT_PAGES =
  /^\/(?:(?:api|_next|images|demo|help\/videos|sitemaps|iiif)\/|(?:robots\.txt|sitemap\.xml|favicon\.ico|oembed|oai)$)/;
