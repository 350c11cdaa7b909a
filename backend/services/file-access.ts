// May this viewer read this file now? The signature proves the link was issued to them; access is
// checked again here, so an expired grant stops the bytes too, not only the page.
import { and, eq, or, sql } from "drizzle-orm";
import type { BackendDeps, Website } from "../context";
import { files, items, playlistMedias } from "../db/schema";
import { computeAccess } from "./items/access";
import { publishedFilter } from "./items/rows";
import type { Viewer } from "./sessions";

export type FileRow = typeof files.$inferSelect;

export async function findReadableFile(deps: BackendDeps, site: Website, viewer: Viewer | null, fileUid: string): Promise<FileRow | null> {
  const [file] = await deps.db.select().from(files).where(eq(files.uid, fileUid)).limit(1);
  if (!file) return null;
  // Every published item of this site that shows the file's media: itself, or a playlist holding it.
  const holders = await deps.db
    .select({ id: items.id, visibilityType: items.visibilityType, monetizationEnabled: items.monetizationEnabled })
    .from(items)
    .where(
      and(
        publishedFilter(site.id, new Date()),
        or(
          eq(items.mediaId, file.mediaId),
          sql`${items.playlistId} in (select ${playlistMedias.playlistId} from ${playlistMedias} where ${playlistMedias.mediaId} = ${file.mediaId})`,
        ),
      ),
    );
  if (holders.length === 0) return null;
  const access = await computeAccess(deps.db, site, viewer, holders);
  return holders.some((h) => access.get(h.id)?.hasAccess) ? file : null;
}
