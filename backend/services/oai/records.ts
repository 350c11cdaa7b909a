// A site's OAI-PMH records (https://www.openarchives.org/OAI/openarchivesprotocol.html#Record):
// every item published by now, and every item that was and no longer is (deletedRecord
// "persistent": expired, unpublished or deleted, migration 0016). A record's datestamp is the last
// change of it, to the second: for a live item the later of its last change and its publication
// (an item scheduled for later appears, when its time comes, with that time); for an expired one
// its expiry; for a withdrawn one the withdrawal. Pages run in (datestamp, uid) order and continue
// after the last record given, so an item published during a harvest comes at its end: nothing is
// skipped or given twice.
import { sql, type SQL } from "drizzle-orm";
import type { OaiRecord, OaiRecordQuery } from "../../../lib/api/oai";
import type { Paginated } from "../../../lib/api/schemas";
import type { RequestCtx } from "../../context";
import { rowsOf, type Db } from "../../db/client";
import { metadataOf } from "./metadata";
import { loadSiteSets, type SiteSets } from "./sets";

type RecordRow = { uid: string; datestamp: Date | string; deleted: boolean; item_id: number | null; category_uids: string[] | string };

/** Every record of a site as of `now`, with the columns above (one row per record). */
function recordsOf(websiteId: number, now: Date): SQL {
  const at = now.toISOString();
  return sql`(
    select i.uid, date_trunc('second', greatest(i.changed_at, i.published_at,
             case when i.expired_at <= ${at}::timestamptz then i.expired_at end)) as datestamp,
           coalesce(i.expired_at <= ${at}::timestamptz, false) as deleted, i.id as item_id,
           coalesce((select array_agg(c.uid) from item_categories ic join categories c on c.id = ic.category_id
                     where ic.item_id = i.id), '{}'::uuid[]) as category_uids
      from items i
     where i.website_id = ${websiteId} and i.published_at <= ${at}::timestamptz
    union all
    select w.uid, date_trunc('second', w.withdrawn_at), true, null, w.category_uids
      from oai_withdrawn w
     where w.website_id = ${websiteId}
       and not exists (select 1 from items i where i.uid = w.uid and i.published_at <= ${at}::timestamptz)
  ) r`;
}

type Filters = Omit<OaiRecordQuery, "after" | "limit">;

/** The conditions of a query on `r`; null when its set names no category (nothing matches). */
function conditionsOf(sets: SiteSets, query: Filters): SQL[] | null {
  const where: SQL[] = [];
  if (query.from) where.push(sql`r.datestamp >= ${query.from}::timestamptz`);
  if (query.until) where.push(sql`r.datestamp <= ${query.until}::timestamptz`);
  if (query.set !== undefined) {
    const uids = sets.subtreeOf(query.set);
    if (!uids) return null;
    where.push(sql`r.category_uids && ${sql.param(uids)}::uuid[]`);
  }
  return where;
}

const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

const isoSecond = (value: Date | string) => new Date(value).toISOString().replace(/\.\d+Z$/, "Z");

/** node-postgres reads a uuid[] as an array; PGlite may give its text form. */
const uuidList = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean);

async function toRecords(db: Db, sets: SiteSets, rows: RecordRow[]): Promise<OaiRecord[]> {
  const ids = rows.filter((row) => !row.deleted && row.item_id !== null).map((row) => row.item_id!);
  const metadata = await metadataOf(db, sets, ids);
  return rows.map((row) => ({
    uid: row.uid,
    datestamp: isoSecond(row.datestamp),
    deleted: row.deleted,
    sets: [...new Set(uuidList(row.category_uids).flatMap((uid) => sets.specsOf(uid)))],
    metadata: row.deleted || row.item_id === null ? null : (metadata.get(row.item_id) ?? null),
  }));
}

export async function listOaiRecords({ db, site }: RequestCtx, query: OaiRecordQuery): Promise<Paginated<OaiRecord>> {
  const sets = await loadSiteSets(db, site.id);
  const conditions = conditionsOf(sets, query);
  if (!conditions) return { count: 0, results: [] };
  const records = recordsOf(site.id, new Date());
  const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${records} ${whereOf(conditions)}`);
  const after = query.after ? [sql`(r.datestamp, r.uid) > (${query.after.datestamp}::timestamptz, ${query.after.uid}::uuid)`] : [];
  const rows = await rowsOf<RecordRow>(
    db,
    sql`select * from ${records} ${whereOf([...conditions, ...after])} order by r.datestamp, r.uid limit ${query.limit}`,
  );
  return { count: Number(total?.n ?? 0), results: await toRecords(db, sets, rows) };
}

/** One record by its item's uid, or null when the site has none by it. */
export async function getOaiRecord({ db, site }: RequestCtx, uid: string): Promise<OaiRecord | null> {
  const sets = await loadSiteSets(db, site.id);
  const rows = await rowsOf<RecordRow>(db, sql`select * from ${recordsOf(site.id, new Date())} where r.uid = ${uid}::uuid`);
  const [record] = await toRecords(db, sets, rows);
  return record ?? null;
}

/** The oldest datestamp among the site's records (null: none yet). */
export async function earliestDatestamp({ db, site }: RequestCtx): Promise<string | null> {
  const [row] = await rowsOf<{ at: Date | string | null }>(db, sql`select min(r.datestamp) as at from ${recordsOf(site.id, new Date())}`);
  return row?.at ? isoSecond(row.at) : null;
}
