// The harvest calls behind OAI-PMH (app/oai/route.ts; docs/interoperability.md): a page of a site's
// records in datestamp order, one record by uid, and the repository's sets and earliest datestamp.
// The built-in backend answers them (backend/routes/oai.ts); an existing backend provides the same
// three calls to be harvested.
import { z } from "zod";
import type { ApiClient } from "./request";
import { pageOf, type Paginated } from "./schemas";

/** Records per ListRecords / ListIdentifiers answer (and per call). */
export const OAI_PAGE_SIZE = 100;

/** A text in a language (`lang`: a language code, or null when the text has none). */
export const langTextSchema = z.object({ lang: z.string().nullable(), text: z.string() });
export type LangText = z.infer<typeof langTextSchema>;

/** What Dublin Core says of a published item (lib/oai/dublin-core.ts writes it). */
export const oaiMetadataSchema = z.object({
  slug: z.string(),
  titles: z.array(langTextSchema),
  descriptions: z.array(langTextSchema),
  /** The witness or interviewer, as the item names them. */
  creators: z.array(z.string()),
  /** Tags, then category names. */
  subjects: z.array(langTextSchema),
  /** Languages spoken in the testimony (codes). */
  languages: z.array(z.string()),
  published_at: z.string().nullable(),
  /** When it was recorded, as the item gives it (YYYY-MM-DD, YYYY-MM, YYYY or free text). */
  recording_date: z.string().nullable(),
  /** 'media' or 'playlist'. */
  content_object_type: z.string(),
  visibility_type: z.string(),
  monetization_enabled: z.boolean(),
  /** Seconds. */
  duration: z.number(),
});
export type OaiMetadata = z.infer<typeof oaiMetadataSchema>;

export const oaiRecordSchema = z.object({
  uid: z.string(),
  /** The last change of the record, to the second (ISO 8601, UTC). */
  datestamp: z.string(),
  /** A record that was published and no longer is: no metadata. */
  deleted: z.boolean(),
  /** The setSpecs of its categories and of their ancestors. */
  sets: z.array(z.string()),
  metadata: oaiMetadataSchema.nullable(),
});
export type OaiRecord = z.infer<typeof oaiRecordSchema>;

const oaiSetSchema = z.object({ spec: z.string(), name: z.string() });

export const oaiRepositorySchema = z.object({
  /** The oldest datestamp of any record (null: no record yet). */
  earliest_datestamp: z.string().nullable(),
  /** The site's contact address, if it has one. */
  admin_email: z.string().nullable(),
  sets: z.array(oaiSetSchema),
});
export type OaiRepository = z.infer<typeof oaiRepositorySchema>;

/**
 * A page of records: datestamp between `from` and `until` (inclusive, ISO seconds), in the set and
 * its subsets, after the record `after` in (datestamp, uid) order. `count`: all that match, `after` aside.
 */
export type OaiRecordQuery = {
  from?: string;
  until?: string;
  set?: string;
  after?: { datestamp: string; uid: string };
  limit: number;
};

export function oaiRecordQueryString(query: OaiRecordQuery): Record<string, string | number> {
  return {
    ...(query.from ? { from: query.from } : {}),
    ...(query.until ? { until: query.until } : {}),
    ...(query.set ? { set: query.set } : {}),
    ...(query.after ? { after_datestamp: query.after.datestamp, after_uid: query.after.uid } : {}),
    limit: query.limit,
  };
}

export async function getOaiRecords(client: ApiClient, query: OaiRecordQuery): Promise<Paginated<OaiRecord>> {
  const { count, results } = await client.request("/oai/records/", { query: oaiRecordQueryString(query) }, pageOf(oaiRecordSchema));
  return { count, results };
}

export function getOaiRecord(client: ApiClient, uid: string): Promise<OaiRecord> {
  return client.request(`/oai/records/${encodeURIComponent(uid)}/`, {}, oaiRecordSchema);
}

export function getOaiRepository(client: ApiClient): Promise<OaiRepository> {
  return client.request("/oai/repository/", {}, oaiRepositorySchema);
}
