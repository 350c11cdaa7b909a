import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { draftInputSchema, siteLayoutInputSchema } from "../../lib/api/editor";
import { REVALIDATE_TAGS_HEADER, TAGS } from "../../lib/cache-tags";
import { UPLOAD_BODY_MAX_BYTES } from "../../lib/http/body-limits";
import { readLimitedBody } from "../../lib/http/read-body";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { ApiError, notFound } from "../http/errors";
import { missingIsRequired, readJson } from "../http/validate";
import {
  getEditorPage,
  getPageVersion,
  listEditorPages,
  listPageVersions,
  publishPage,
  restorePageVersion,
  saveDraft,
} from "../services/editor/pages";
import { getSiteLayout, saveSiteLayout } from "../services/editor/site";
import { createUpload, listUploads, tooLarge } from "../services/editor/uploads";

// The members' page editor (lib/api/editor.ts). Members only, every route: anonymous callers get
// 401, other users 403; a page of another site is a 404.
export const editorRoutes = new Hono<AppEnv>();

/** A draft holds a whole page in two languages: far more than the usual JSON body. */
const DRAFT_MAX_BYTES = 900_000;

const publishInputSchema = z.object({ revision: z.number().int().min(0) }).strict();

/** A positive integer path parameter (a page id, a version number), else the route's 404. */
function intPathParam(c: Context<AppEnv>, name: string, message: string): number {
  const raw = c.req.param(name) ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) > 2_147_483_647) throw notFound(message);
  return Number(raw);
}
const pageId = (c: Context<AppEnv>) => intPathParam(c, "id", "Page not found.");
const versionNumber = (c: Context<AppEnv>) => intPathParam(c, "number", "Version not found.");

/**
 * Field errors keyed by the field's path; a field the schema does not know is named by its own path
 * (`draft.content.0.fields.colour`), not its object's.
 */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length ? path.map(String).join(".") : "non_field_errors";
    (out[key] ??= []).push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) add([...issue.path, key], "Unknown field.");
    else add(issue.path, issue.message);
  }
  for (const [field, messages] of Object.entries(out)) if (messages.includes("required")) out[field] = ["required"];
  return out;
}

async function parseBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T, maxBytes?: number): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c, maxBytes), { error: missingIsRequired });
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid input.", fieldErrors(result.error));
  return result.data;
}

/** The public pages reading these tags are refreshed by the BFF (lib/server/bff.ts). */
const revalidate = (...tags: string[]) => ({ [REVALIDATE_TAGS_HEADER]: tags.join(",") });

// GET /admin/pages/ – the site's pages
editorRoutes.get(
  "/admin/pages/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listEditorPages(ctx) })),
);

// GET /admin/pages/{id}/ – the page as the editor opens it (its draft, or what is published)
editorRoutes.get(
  "/admin/pages/:id/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json(await getEditorPage(ctx, pageId(c)))),
);

// PUT /admin/pages/{id}/draft/ – saves the draft, 409 when someone saved since `revision`
editorRoutes.put(
  "/admin/pages/:id/draft/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const id = pageId(c);
    return c.json(await saveDraft(ctx, id, await parseBody(c, draftInputSchema, DRAFT_MAX_BYTES)));
  }),
);

// POST /admin/pages/{id}/publish/ – publishes the draft at `revision` as a new version
editorRoutes.post(
  "/admin/pages/:id/publish/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const id = pageId(c);
    const { revision } = await parseBody(c, publishInputSchema);
    return c.json(await publishPage(ctx, id, revision), 201, revalidate(TAGS.pages));
  }),
);

// GET /admin/pages/{id}/versions/ – published versions, newest first
editorRoutes.get(
  "/admin/pages/:id/versions/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listPageVersions(ctx, pageId(c)) })),
);

// GET /admin/pages/{id}/versions/{number}/ – one version with its content
editorRoutes.get(
  "/admin/pages/:id/versions/:number/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json(await getPageVersion(ctx, pageId(c), versionNumber(c)))),
);

// POST /admin/pages/{id}/versions/{number}/restore/ – publishes that version again and makes it the draft
editorRoutes.post(
  "/admin/pages/:id/versions/:number/restore/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const id = pageId(c);
    const number = versionNumber(c);
    return c.json(await restorePageVersion(ctx, id, number), 201, revalidate(TAGS.pages));
  }),
);

// GET /admin/uploads/ – the site's uploaded images, newest first
editorRoutes.get(
  "/admin/uploads/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listUploads(ctx) })),
);

// POST /admin/uploads/ – a JPEG or PNG image (multipart field `file`), at most UPLOAD_MAX_BYTES
editorRoutes.post(
  "/admin/uploads/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new ApiError(415, "unsupported_media_type", "Send the image as multipart/form-data, in the field `file`.");
    }
    const read = await readLimitedBody(c.req.raw, UPLOAD_BODY_MAX_BYTES);
    if (!read.ok) throw tooLarge();
    let form: FormData;
    try {
      form = await new Response(read.body, { headers: { "content-type": type } }).formData();
    } catch {
      throw new ApiError(400, "parse_error", "The request body is not valid multipart/form-data.");
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw new ApiError(400, "validation_error", "Invalid input.", { file: ["No file was submitted."] });
    return c.json(await createUpload(ctx, file), 201);
  }),
);

// GET /admin/site/ – the navbar's categories, the footer in both languages, social links, partners
editorRoutes.get(
  "/admin/site/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json(await getSiteLayout(ctx))),
);

// PATCH /admin/site/ – changes any of them
editorRoutes.patch(
  "/admin/site/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const layout = await saveSiteLayout(ctx, await parseBody(c, siteLayoutInputSchema));
    return c.json(layout, 200, revalidate(TAGS.settings, TAGS.categories));
  }),
);
