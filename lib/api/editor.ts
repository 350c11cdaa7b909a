// The members' page editor calls (spec §1 "Editor page builder"). Members only: 401 signed out,
// 403 for anyone else. Pages are edited as a draft (saved automatically, each save naming the
// revision it was based on: a stale one is a 409 conflict, never an overwrite), then published;
// every publish keeps a version that can be looked at and restored.
import { z } from "zod";
import { pageContentSchema } from "@/lib/editor/blocks";
import { isEmbedDomain, normaliseEmbedDomain } from "../embed-domains";
import type { ApiClient } from "./request";

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ["image/jpeg", "image/png"] as const;

/** GET /admin/pages/ – the site's pages. */
export const editorPageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_home: z.boolean(),
  /** Number of the published version; 0 before the first publish from the editor. */
  published_version: z.number().int(),
  /** The draft differs from what is published. */
  has_draft: z.boolean(),
  updated_at: z.string(),
});
export type EditorPageSummary = z.infer<typeof editorPageSummarySchema>;

/** GET /admin/pages/{id}/ – the page as the editor opens it. */
export const editorPageSchema = editorPageSummarySchema.extend({
  /** Increases with every saved draft; a save names the revision it started from. */
  revision: z.number().int(),
  /** The draft (the published content when there is no draft yet). */
  draft: pageContentSchema,
});
export type EditorPage = z.infer<typeof editorPageSchema>;

/** PUT /admin/pages/{id}/draft/ */
export const draftInputSchema = z.object({ revision: z.number().int().min(0), draft: pageContentSchema }).strict();
export type DraftInput = z.infer<typeof draftInputSchema>;
export const draftSavedSchema = z.object({ revision: z.number().int(), updated_at: z.string() });
export type DraftSaved = z.infer<typeof draftSavedSchema>;

/** GET /admin/pages/{id}/versions/ – newest first. */
export const pageVersionSchema = z.object({
  number: z.number().int(),
  published_at: z.string(),
  published_by: z.string(),
  /** The version was made by restoring this older one. */
  restored_from: z.number().int().nullable(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** GET /admin/pages/{id}/versions/{number}/ */
export const pageVersionDetailSchema = pageVersionSchema.extend({ content: pageContentSchema });

/** POST /admin/uploads/ (multipart `file`), GET /admin/uploads/ – the site's uploaded images. */
export const uploadSchema = z.object({
  uid: z.string(),
  /** Public path of the re-encoded image, to put in an image field's fileId. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** GET and PATCH /admin/site/ – the Navbar and Footer entries of the editor. */
export const socialLinkInputSchema = z
  .object({
    kind: z.enum(["youtube", "facebook", "instagram", "twitter", "linkedin"]),
    url: z.string().url().max(2_048),
    label: z.string().max(100),
  })
  .strict();
export const partnerInputSchema = z
  .object({
    name: z.string().min(1).max(200),
    url: z.string().url().max(2_048),
    logo: z
      .string()
      .max(2_048)
      .regex(/^(https?:\/\/|\/(?!\/))/i),
  })
  .strict();
export const siteLayoutSchema = z.object({
  /** Category uids on the navbar, in order. */
  navbar: z.array(z.string()),
  footer: z.string().nullable(),
  /** The French footer. */
  footer_fr: z.string().nullable(),
  social_links: z.array(socialLinkInputSchema),
  partners: z.array(partnerInputSchema),
});
export type SiteLayout = z.infer<typeof siteLayoutSchema>;
/** A domain allowed to embed the site's player (lib/embed-domains.ts), stored normalised. */
const embedDomainInputSchema = z
  .string()
  .max(253)
  .transform(normaliseEmbedDomain)
  .refine(isEmbedDomain, "Enter a host name such as example.org or *.example.org, without https:// or a path.");
export const siteLayoutInputSchema = siteLayoutSchema
  .extend({
    navbar: z.array(z.string().uuid()).max(20),
    footer: z.string().max(2_000).nullable(),
    footer_fr: z.string().max(2_000).nullable(),
    /** Also a site setting (GET /website/): written here, the members' one place for the site. Empty: any site. */
    embed_allowed_domains: z.array(embedDomainInputSchema).max(50),
  })
  .partial()
  .strict();
export type SiteLayoutInput = z.infer<typeof siteLayoutInputSchema>;

const list = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

export async function getEditorPages(client: ApiClient): Promise<EditorPageSummary[]> {
  return (await client.request("/admin/pages/", {}, list(editorPageSummarySchema))).results;
}

export function getEditorPage(client: ApiClient, id: number): Promise<EditorPage> {
  return client.request(`/admin/pages/${id}/`, {}, editorPageSchema);
}

export function saveDraft(client: ApiClient, id: number, input: DraftInput): Promise<DraftSaved> {
  return client.request(`/admin/pages/${id}/draft/`, { method: "PUT", json: input }, draftSavedSchema);
}

/** Publishes the draft at `revision` (409 when a newer draft exists): returns the new version. */
export function publishPage(client: ApiClient, id: number, revision: number): Promise<PageVersion> {
  return client.request(`/admin/pages/${id}/publish/`, { json: { revision } }, pageVersionSchema);
}

export async function getPageVersions(client: ApiClient, id: number): Promise<PageVersion[]> {
  return (await client.request(`/admin/pages/${id}/versions/`, {}, list(pageVersionSchema))).results;
}

export function getPageVersion(client: ApiClient, id: number, version: number) {
  return client.request(`/admin/pages/${id}/versions/${version}/`, {}, pageVersionDetailSchema);
}

/** Publishes an older version again (as a new version) and makes it the draft. */
export function restorePageVersion(client: ApiClient, id: number, version: number): Promise<PageVersion> {
  return client.request(`/admin/pages/${id}/versions/${version}/restore/`, { json: {} }, pageVersionSchema);
}

export async function getUploads(client: ApiClient): Promise<Upload[]> {
  return (await client.request("/admin/uploads/", {}, list(uploadSchema))).results;
}

export function uploadImage(client: ApiClient, file: File): Promise<Upload> {
  const body = new FormData();
  body.append("file", file);
  return client.request("/admin/uploads/", { form: body }, uploadSchema);
}

export function getSiteLayout(client: ApiClient): Promise<SiteLayout> {
  return client.request("/admin/site/", {}, siteLayoutSchema);
}

export function saveSiteLayout(client: ApiClient, input: SiteLayoutInput): Promise<SiteLayout> {
  return client.request("/admin/site/", { method: "PATCH", json: input }, siteLayoutSchema);
}
