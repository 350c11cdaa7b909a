// The addresses of a site's IIIF resources, all under its own origin (docs/interoperability.md).
// Manifests and collections are named by slug, which a person can read; media by uid, which is
// what the player and the content API name them by. The services live under /iiif/auth/ and the
// videos under /iiif/media/; the manifests of items slugged `media` or `collection` have routes of
// their own there (app/iiif/media/manifest, app/iiif/collection/manifest), and `auth` is no item's
// slug (its page is the sign-in's, lib/oembed/item-url.ts). OAI identifiers are `oai:{host}:{item uid}`,
// as the OAI-PMH endpoint names its records.

export type IiifUrls = ReturnType<typeof iiifUrls>;

const segment = encodeURIComponent;

/** `origin`: the site's origin (lib/site/url.ts siteOrigin); `host`: the site key. */
export function iiifUrls(origin: string, host: string) {
  return {
    manifest: (itemSlug: string) => `${origin}/iiif/${segment(itemSlug)}/manifest`,
    collection: (categorySlug: string) => `${origin}/iiif/collection/${segment(categorySlug)}`,
    top: () => `${origin}/iiif/collection/top`,
    canvas: (itemSlug: string, index: number) => `${origin}/iiif/${segment(itemSlug)}/canvas/${index + 1}`,
    page: (itemSlug: string, index: number, kind: "painting" | "supplementing") =>
      `${origin}/iiif/${segment(itemSlug)}/canvas/${index + 1}/${kind}`,
    annotation: (itemSlug: string, index: number, name: string) =>
      `${origin}/iiif/${segment(itemSlug)}/canvas/${index + 1}/${segment(name)}`,
    /** The video of a media: 401 without access, else the bytes (or a redirect to them). */
    media: (mediaUid: string) => `${origin}/iiif/media/${segment(mediaUid)}`,
    captions: (mediaUid: string, language: string) => `${origin}/iiif/media/${segment(mediaUid)}/captions/${segment(language)}`,
    probe: (mediaUid: string) => `${origin}/iiif/auth/probe/${segment(mediaUid)}`,
    captionsProbe: (mediaUid: string, language: string) => `${origin}/iiif/auth/probe/${segment(mediaUid)}/captions/${segment(language)}`,
    access: (itemSlug: string) => `${origin}/iiif/auth/access/${segment(itemSlug)}`,
    signedIn: () => `${origin}/iiif/auth/signed-in`,
    token: () => `${origin}/iiif/auth/token`,
    logout: () => `${origin}/iiif/auth/logout`,
    oaiIdentifier: (itemUid: string) => `oai:${host}:${itemUid}`,
    oaiRecord: (itemUid: string) =>
      `${origin}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(`oai:${host}:${itemUid}`)}`,
  };
}
