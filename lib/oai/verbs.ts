// The six verbs of OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html#ProtocolMessages)
// for one site: what each answers, and the protocol's error for each case it names (section 3.6).
// Errors are part of a 200 answer, as the protocol says; the reads are the content source's.
import { OAI_PAGE_SIZE, type OaiRecord, type OaiRecordQuery, type OaiRepository } from "../api/oai";
import { OAI_DC, dublinCoreXml, type DublinCoreTexts } from "./dublin-core";
import type { OaiArgs, OaiError, OaiRequest, Verb } from "./request";
import { TOKEN_LIFETIME_MS, readToken, signToken, type TokenPayload } from "./token";
import { element, errorsXml, utcSecond } from "./xml";

export type OaiReads = {
  records(query: OaiRecordQuery): Promise<{ count: number; results: OaiRecord[] }>;
  /** null when the site has no record by this uid. */
  record(uid: string): Promise<OaiRecord | null>;
  repository(): Promise<OaiRepository>;
};

export type OaiContext = {
  /** The site key (host name): identifiers are `oai:{site}:{item uid}`. */
  site: string;
  baseUrl: string;
  repositoryName: string;
  /** Used when the site gives no contact address of its own. */
  fallbackEmail: string;
  secret: string;
  now: Date;
  texts: DublinCoreTexts;
  reads: OaiReads;
};

/** The verb's element, or the errors; `echo` whether <request> repeats the arguments. */
export type OaiAnswer = { body: string; echo: boolean };

const fail = (code: OaiError["code"], message: string): OaiAnswer => ({ body: errorsXml([{ code, message }]), echo: true });
/** OAI-PMH.xsd's emailType. */
const EMAIL = /^\S+@(\S+\.)+\S+$/;

export const oaiIdentifier = (site: string, uid: string) => `oai:${site}:${uid}`;

function uidOf(site: string, identifier: string): string | null {
  const prefix = `oai:${site}:`;
  const uid = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : "";
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uid) ? uid : null;
}

function headerXml(site: string, record: OaiRecord): string {
  return [
    record.deleted ? '<header status="deleted">' : "<header>",
    element("identifier", oaiIdentifier(site, record.uid)),
    element("datestamp", record.datestamp),
    ...record.sets.map((spec) => element("setSpec", spec)),
    "</header>",
  ].join("");
}

function recordXml(ctx: OaiContext, record: OaiRecord): string {
  const metadata = record.metadata ? `<metadata>\n${dublinCoreXml(ctx.site, record.metadata, ctx.texts)}\n</metadata>` : "";
  return `<record>${headerXml(ctx.site, record)}${metadata}</record>`;
}

async function identify(ctx: OaiContext): Promise<OaiAnswer> {
  const repository = await ctx.reads.repository();
  const email = repository.admin_email && EMAIL.test(repository.admin_email) ? repository.admin_email : ctx.fallbackEmail;
  const body = [
    "<Identify>",
    element("repositoryName", ctx.repositoryName),
    element("baseURL", ctx.baseUrl),
    element("protocolVersion", "2.0"),
    element("adminEmail", email),
    element("earliestDatestamp", repository.earliest_datestamp ?? utcSecond(ctx.now)),
    element("deletedRecord", "persistent"),
    element("granularity", "YYYY-MM-DDThh:mm:ssZ"),
    "</Identify>",
  ].join("\n");
  return { body, echo: true };
}

const FORMAT_XML = `<ListMetadataFormats><metadataFormat>${element("metadataPrefix", OAI_DC.prefix)}${element("schema", OAI_DC.schema)}${element("metadataNamespace", OAI_DC.namespace)}</metadataFormat></ListMetadataFormats>`;

async function listMetadataFormats(ctx: OaiContext, args: OaiArgs): Promise<OaiAnswer> {
  if (args.identifier !== undefined) {
    const uid = uidOf(ctx.site, args.identifier);
    if (!uid || !(await ctx.reads.record(uid))) return fail("idDoesNotExist", "No record has this identifier.");
  }
  return { body: FORMAT_XML, echo: true };
}

async function listSets(ctx: OaiContext, args: OaiArgs): Promise<OaiAnswer> {
  // Every set fits in one answer: no token is ever issued for ListSets.
  if (args.resumptionToken !== undefined) return fail("badResumptionToken", "This repository issues no resumptionToken for ListSets.");
  const { sets } = await ctx.reads.repository();
  if (sets.length === 0) return fail("noSetHierarchy", "This site has no categories, so no sets.");
  const body = sets.map((set) => `<set>${element("setSpec", set.spec)}${element("setName", set.name)}</set>`).join("\n");
  return { body: `<ListSets>\n${body}\n</ListSets>`, echo: true };
}

async function getRecord(ctx: OaiContext, args: OaiArgs): Promise<OaiAnswer> {
  const uid = uidOf(ctx.site, args.identifier!);
  const record = uid ? await ctx.reads.record(uid) : null;
  if (!record) return fail("idDoesNotExist", "No record has this identifier.");
  if (args.metadataPrefix !== OAI_DC.prefix) return fail("cannotDisseminateFormat", "This repository gives oai_dc only.");
  return { body: `<GetRecord>${recordXml(ctx, record)}</GetRecord>`, echo: true };
}

/** The harvest a request starts, or the one its token continues. */
function harvestOf(ctx: OaiContext, request: OaiRequest): TokenPayload | OaiAnswer {
  const { verb, args } = request;
  if (args.resumptionToken !== undefined) {
    const check = readToken(ctx.secret, args.resumptionToken, { site: ctx.site, verb }, ctx.now);
    return check.ok ? check.payload : fail("badResumptionToken", check.reason);
  }
  if (args.metadataPrefix !== OAI_DC.prefix) return fail("cannotDisseminateFormat", "This repository gives oai_dc only.");
  const f = request.from ? utcSecond(request.from) : undefined;
  const u = request.until ? utcSecond(request.until) : undefined;
  return { s: ctx.site, v: verb, p: args.metadataPrefix, set: args.set, f, u, c: 0, e: 0 };
}

async function listRecords(ctx: OaiContext, request: OaiRequest, withMetadata: boolean): Promise<OaiAnswer> {
  const harvest = harvestOf(ctx, request);
  if ("body" in harvest) return harvest;
  const after = harvest.a ? { datestamp: harvest.a[0], uid: harvest.a[1] } : undefined;
  const page = await ctx.reads.records({ from: harvest.f, until: harvest.u, set: harvest.set, after, limit: OAI_PAGE_SIZE });
  if (page.results.length === 0) return fail("noRecordsMatch", "No record matches these arguments.");
  const given = harvest.c + page.results.length;
  const last = page.results[page.results.length - 1]!;
  const total = String(Math.max(page.count, given));
  let token = "";
  if (page.results.length === OAI_PAGE_SIZE && given < page.count) {
    const expires = new Date(ctx.now.getTime() + TOKEN_LIFETIME_MS);
    const next = signToken(ctx.secret, { ...harvest, a: [last.datestamp, last.uid], c: given, e: expires.getTime() });
    token = element("resumptionToken", next, { expirationDate: utcSecond(expires), completeListSize: total, cursor: String(harvest.c) });
  } else if (harvest.c > 0) {
    // The last page of a list given in several: an empty token says so (section 3.5).
    token = element("resumptionToken", null, { completeListSize: total, cursor: String(harvest.c) });
  }
  const verb: Verb = withMetadata ? "ListRecords" : "ListIdentifiers";
  const items = page.results.map((record) => (withMetadata ? recordXml(ctx, record) : headerXml(ctx.site, record)));
  return { body: [`<${verb}>`, ...items, token, `</${verb}>`].join("\n"), echo: true };
}

export function answerVerb(ctx: OaiContext, request: OaiRequest): Promise<OaiAnswer> {
  switch (request.verb) {
    case "Identify":
      return identify(ctx);
    case "ListMetadataFormats":
      return listMetadataFormats(ctx, request.args);
    case "ListSets":
      return listSets(ctx, request.args);
    case "GetRecord":
      return getRecord(ctx, request.args);
    case "ListIdentifiers":
      return listRecords(ctx, request, false);
    case "ListRecords":
      return listRecords(ctx, request, true);
  }
}
