// The harvest calls behind OAI-PMH (lib/api/oai.ts): what app/oai/route.ts reads, through the
// content source, to answer harvesters. Bad parameters are a 400 naming them.
import { Hono } from "hono";
import { z } from "zod";
import { OAI_PAGE_SIZE } from "../../lib/api/oai";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { notFound } from "../http/errors";
import { parseQuery } from "../http/validate";
import { earliestDatestamp, getOaiRecord, listOaiRecords } from "../services/oai/records";
import { loadSiteSets } from "../services/oai/sets";

export const oaiRoutes = new Hono<AppEnv>();

/** A moment to the second, in UTC, as the protocol writes it (and nothing a database would misread). */
const second = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, "Give a UTC time as YYYY-MM-DDThh:mm:ssZ.");

const recordsQuery = z
  .object({
    from: second.optional(),
    until: second.optional(),
    set: z.string().max(1000).optional(),
    after_datestamp: second.optional(),
    after_uid: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(OAI_PAGE_SIZE).default(OAI_PAGE_SIZE),
  })
  .refine((q) => (q.after_datestamp === undefined) === (q.after_uid === undefined), {
    message: "Give after_datestamp and after_uid together.",
    path: ["after_uid"],
  });

// GET /oai/records/ – a page of the site's records (published, and withdrawn), oldest change first
oaiRoutes.get(
  "/oai/records/",
  endpoint({}, async (ctx, { c }) => {
    const q = parseQuery(c, recordsQuery);
    const after = q.after_datestamp && q.after_uid ? { datestamp: q.after_datestamp, uid: q.after_uid } : undefined;
    return c.json(await listOaiRecords(ctx, { from: q.from, until: q.until, set: q.set, after, limit: q.limit }));
  }),
);

// GET /oai/records/{uid}/ – one record by its item's uid (a deleted one too)
oaiRoutes.get(
  "/oai/records/:uid/",
  endpoint({ uuids: ["uid"], notFound: "No record has this identifier." }, async (ctx, { c, params }) => {
    const record = await getOaiRecord(ctx, params.uid);
    if (!record) throw notFound("No record has this identifier.");
    return c.json(record);
  }),
);

// GET /oai/repository/ – the earliest datestamp, the contact address and the sets (categories)
oaiRoutes.get(
  "/oai/repository/",
  endpoint({}, async (ctx, { c }) => {
    const [earliest, sets] = await Promise.all([earliestDatestamp(ctx), loadSiteSets(ctx.db, ctx.site.id)]);
    return c.json({
      earliest_datestamp: earliest,
      admin_email: ctx.site.contactEmail ?? null,
      sets: sets.list.map((set) => ({ spec: set.spec, name: set.name })),
    });
  }),
);
