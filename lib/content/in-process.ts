import "server-only";
// The content source in this process: the built-in backend's services, called with a request
// context as the site middleware would build it for an anonymous visitor (no Request, no JSON).
// The server's own reads may read a forced-login site's catalogue; its pages guard it.
import { toQueryString } from "../api/query";
import { ServerError } from "../api/errors";
import type { ItemQuery } from "../api/endpoints";
import type { BackendDeps, RequestCtx } from "../../backend/context";
import { ApiError, notFound } from "../../backend/http/errors";
import { uuidParam } from "../../backend/http/params";
import { getCategoryBySlug, listCategories } from "../../backend/services/categories";
import { getItemDetail } from "../../backend/services/items/detail";
import { listItemPage } from "../../backend/services/items/list";
import { parseItemQuery } from "../../backend/services/items/list-query";
import { pickLocale } from "../../backend/services/i18n";
import { earliestDatestamp, getOaiRecord, listOaiRecords } from "../../backend/services/oai/records";
import { loadSiteSets } from "../../backend/services/oai/sets";
import { getPublicPage, legalHtml } from "../../backend/services/pages";
import { toSettings } from "../../backend/services/settings";
import { listSitemapCategories, listSitemapItems } from "../../backend/services/sitemap";
import { normaliseHost, resolveSite } from "../../backend/services/sites";
import type { ContentScope, ContentSource } from "./source";

/** The address the server's own reads are counted under (rate limits never apply to them). */
const OWN_ADDRESS = "internal";

async function contextOf(deps: BackendDeps, { site, locale }: ContentScope): Promise<RequestCtx> {
  const website = await resolveSite(deps.db, site);
  if (!website) throw new ApiError(404, "site_not_found", "No website is configured for this host.");
  return { ...deps, site: website, locale: pickLocale(locale), viewer: null, buyer: null, host: normaliseHost(site), ip: OWN_ADDRESS };
}

/** The backend's error as the HTTP client would have reported it (status, type, message). */
async function answer<T>(read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ServerError({ status: error.status, type: error.type, message: error.message, errors: error.errors });
    }
    throw error;
  }
}

/** The query as GET /items/ would receive it, checked by the same rules. */
const itemFilters = (query: ItemQuery) => parseItemQuery(Object.fromEntries(new URLSearchParams(toQueryString(query))));

/** `deps`: the process's backend (opened on first use). */
export function inProcessContentSource(deps: () => Promise<BackendDeps>) {
  const withCtx = <T>(scope: ContentScope, read: (ctx: RequestCtx) => Promise<T> | T) =>
    answer(async () => read(await contextOf(await deps(), scope)));
  // Not typed as ContentSource but checked against it: go-to-definition from a reader lands here.
  return {
    getSettings: (scope) => withCtx(scope, (ctx) => toSettings(ctx.site, ctx.locale)),
    listCategories: (scope) => withCtx(scope, (ctx) => listCategories(ctx, { ordering: "position" })),
    getCategory: (scope, slug) => withCtx(scope, (ctx) => getCategoryBySlug(ctx, slug)),
    listItems: (scope, query) => withCtx(scope, (ctx) => listItemPage(ctx, itemFilters(query))),
    getItem: (scope, slug) => withCtx(scope, (ctx) => getItemDetail(ctx, slug)),
    getPage: (scope, id) => withCtx(scope, (ctx) => getPublicPage(ctx, String(id))),
    getLegal: (scope) => withCtx(scope, (ctx) => legalHtml(ctx)),
    listSitemapItems: (site, page) => withCtx({ site, locale: "en" }, (ctx) => listSitemapItems(ctx, page)),
    listSitemapCategories: (site) => withCtx({ site, locale: "en" }, (ctx) => listSitemapCategories(ctx)),
    listOaiRecords: (site, query) => withCtx({ site, locale: "en" }, (ctx) => listOaiRecords(ctx, query)),
    getOaiRecord: (site, uid) =>
      withCtx({ site, locale: "en" }, async (ctx) => {
        // What GET /oai/records/{uid}/ answers for a malformed or unknown uid.
        const record = uuidParam.safeParse(uid).success ? await getOaiRecord(ctx, uid) : null;
        if (!record) throw notFound("No record has this identifier.");
        return record;
      }),
    getOaiRepository: (site) =>
      withCtx({ site, locale: "en" }, async (ctx) => {
        const [earliest, sets] = await Promise.all([earliestDatestamp(ctx), loadSiteSets(ctx.db, ctx.site.id)]);
        return {
          earliest_datestamp: earliest,
          admin_email: ctx.site.contactEmail ?? null,
          sets: sets.list.map((set) => ({ spec: set.spec, name: set.name })),
        };
      }),
  } satisfies ContentSource;
}
