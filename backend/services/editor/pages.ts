// The members' page editor (spec §1 "Editor page builder"): a page's draft, saved with the revision
// it started from (a stale one is a 409, decided by the UPDATE itself, never by a read before it),
// published as numbered versions that can be looked at and restored. The public site keeps reading
// the published blocks from pages.content and pages.i18n.
import { and, desc, eq, sql } from "drizzle-orm";
import type { DraftSaved, EditorPage, EditorPageSummary, PageVersion } from "../../../lib/api/editor";
import type { PageContent } from "../../../lib/editor/blocks";
import type { SignedInCtx } from "../../context";
import { pages, pageVersions, users, type BlockRecord } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { audit } from "../audit";

export const CONFLICT_MESSAGE = "This page was changed by someone else since you opened it. Reload it to see their changes.";

const conflict = () => new ApiError(409, "conflict", CONFLICT_MESSAGE);
const pageNotFound = () => notFound("Page not found.");

type PageRow = typeof pages.$inferSelect;

/** What is published, in the editor's shape (French falls back to English, as the public read does). */
function publishedContent(page: Pick<PageRow, "content" | "i18n">): PageContent {
  const fr = page.i18n.fr ?? page.content;
  // The stored records are the editor's blocks once published; older rows are shown as they are.
  return { content: page.content, i18n: { fr } } as unknown as PageContent;
}

function summary(page: PageRow, homeId: number | null): EditorPageSummary {
  return {
    id: page.id,
    title: page.title,
    is_home: page.id === homeId,
    published_version: page.publishedVersion,
    has_draft: page.draft !== null,
    updated_at: page.updatedAt.toISOString(),
  };
}

async function sitePage(ctx: SignedInCtx, id: number): Promise<PageRow> {
  const [page] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id)))
    .limit(1);
  if (!page) throw pageNotFound();
  return page;
}

export async function listEditorPages(ctx: SignedInCtx): Promise<EditorPageSummary[]> {
  const rows = await ctx.db.select().from(pages).where(eq(pages.websiteId, ctx.site.id)).orderBy(pages.id);
  return rows.map((page) => summary(page, ctx.site.homePageId));
}

export async function getEditorPage(ctx: SignedInCtx, id: number): Promise<EditorPage> {
  const page = await sitePage(ctx, id);
  return { ...summary(page, ctx.site.homePageId), revision: page.revision, draft: page.draft ?? publishedContent(page) };
}

/** Saves the draft if the page is still at `revision`: one UPDATE decides, so of two racing saves one wins. */
export async function saveDraft(ctx: SignedInCtx, id: number, input: { revision: number; draft: PageContent }): Promise<DraftSaved> {
  const [saved] = await ctx.db
    .update(pages)
    .set({ draft: input.draft, revision: sql`${pages.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id), eq(pages.revision, input.revision)))
    .returning({ revision: pages.revision, updatedAt: pages.updatedAt });
  if (saved) return { revision: saved.revision, updated_at: saved.updatedAt.toISOString() };
  await sitePage(ctx, id); // 404 when the page is not the site's
  throw conflict();
}

type VersionRow = { number: number; publishedAt: Date; publishedBy: string | null; restoredFrom: number | null };

function toVersion(row: VersionRow): PageVersion {
  return {
    number: row.number,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy ?? "",
    restored_from: row.restoredFrom,
  };
}

function publisherName(ctx: SignedInCtx): string {
  const { firstName, lastName, email } = ctx.viewer.user;
  return `${firstName} ${lastName}`.trim() || email;
}

/**
 * Publishes the draft at `revision` (or the published content again when there is no draft): the
 * page row's UPDATE takes the next version number under its row lock, and the version's number is
 * unique per page, so two racing publishes get two numbers, never one twice.
 */
export async function publishPage(ctx: SignedInCtx, id: number, revision: number): Promise<PageVersion> {
  const version = await ctx.db.transaction(async (tx) => {
    const [page] = await tx
      .update(pages)
      .set({
        content: sql`coalesce(${pages.draft} -> 'content', ${pages.content})`,
        i18n: sql`jsonb_set(${pages.i18n}, '{fr}', coalesce(${pages.draft} -> 'i18n' -> 'fr', ${pages.i18n} -> 'fr', ${pages.content}))`,
        draft: null,
        publishedVersion: sql`${pages.publishedVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id), eq(pages.revision, revision)))
      .returning();
    if (!page) return null;
    const [row] = await tx
      .insert(pageVersions)
      .values({ pageId: id, number: page.publishedVersion, content: publishedContent(page), publishedById: ctx.viewer.user.id })
      .returning();
    return row!;
  });
  if (!version) {
    await sitePage(ctx, id);
    throw conflict();
  }
  await audit(ctx.db, {
    websiteId: ctx.site.id,
    actorUserId: ctx.viewer.user.id,
    action: "page.publish",
    targetType: "page",
    targetId: String(id),
    data: { version: version.number, revision },
  });
  return toVersion({ ...version, publishedBy: publisherName(ctx) });
}

const versionColumns = {
  number: pageVersions.number,
  publishedAt: pageVersions.publishedAt,
  restoredFrom: pageVersions.restoredFrom,
  publishedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  email: users.email,
};

type VersionSelect = VersionRow & { email: string | null };
const named = (row: VersionSelect): VersionRow => ({ ...row, publishedBy: row.publishedBy ?? row.email });

export async function listPageVersions(ctx: SignedInCtx, id: number): Promise<PageVersion[]> {
  await sitePage(ctx, id);
  const rows = await ctx.db
    .select(versionColumns)
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.publishedById))
    .where(eq(pageVersions.pageId, id))
    .orderBy(desc(pageVersions.number));
  return rows.map((row) => toVersion(named(row)));
}

export async function getPageVersion(ctx: SignedInCtx, id: number, number: number): Promise<PageVersion & { content: PageContent }> {
  await sitePage(ctx, id);
  const [row] = await ctx.db
    .select({ ...versionColumns, content: pageVersions.content })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.publishedById))
    .where(and(eq(pageVersions.pageId, id), eq(pageVersions.number, number)))
    .limit(1);
  if (!row) throw notFound("Version not found.");
  return { ...toVersion(named(row)), content: row.content };
}

/**
 * Publishes version `number` again, as a new version that says where it came from, and makes it the
 * draft (the revision moves on, so an editor still open on the old draft gets a 409 on its next save).
 */
export async function restorePageVersion(ctx: SignedInCtx, id: number, number: number): Promise<PageVersion> {
  await sitePage(ctx, id);
  const version = await ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ content: pageVersions.content })
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, id), eq(pageVersions.number, number)))
      .limit(1);
    if (!old) throw notFound("Version not found.");
    const fr = old.content.i18n.fr as unknown as BlockRecord[];
    const [page] = await tx
      .update(pages)
      .set({
        content: old.content.content as unknown as BlockRecord[],
        i18n: sql`jsonb_set(${pages.i18n}, '{fr}', ${JSON.stringify(fr)}::jsonb)`,
        draft: null,
        revision: sql`${pages.revision} + 1`,
        publishedVersion: sql`${pages.publishedVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id)))
      .returning({ publishedVersion: pages.publishedVersion });
    if (!page) throw pageNotFound();
    const [row] = await tx
      .insert(pageVersions)
      .values({
        pageId: id,
        number: page.publishedVersion,
        content: old.content,
        publishedById: ctx.viewer.user.id,
        restoredFrom: number,
      })
      .returning();
    return row!;
  });
  await audit(ctx.db, {
    websiteId: ctx.site.id,
    actorUserId: ctx.viewer.user.id,
    action: "page.restore",
    targetType: "page",
    targetId: String(id),
    data: { version: version.number, restored_from: number },
  });
  return toVersion({ ...version, publishedBy: publisherName(ctx) });
}
