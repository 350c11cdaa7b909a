// GET /items/'s query, as the route and the pages' in-process reads both take it: the same checks
// and the same defaults (a bad value is the same 400 either way).
import { z } from "zod";
import { ITEMS_PAGE_DEFAULT, ITEMS_PAGE_MAX, SEARCH_LANGUAGES, SEARCH_MAX_LENGTH } from "../../../lib/api/limits";
import { ApiError, zodFieldErrors } from "../../http/errors";
import { pageParams } from "../../http/pagination";
import { uuidList } from "../../http/params";
import { ITEM_ORDERINGS, type ItemFilters } from "./list";

const listQuery = z.object({
  ...pageParams(ITEMS_PAGE_MAX, ITEMS_PAGE_DEFAULT),
  ordering: z.enum(ITEM_ORDERINGS).optional(),
  categories: uuidList.optional(),
  uid__in: uuidList.optional(),
  uid__exclude: uuidList.optional(),
  search: z.string().max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`).optional(),
  languages: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SEARCH_LANGUAGES, { error: "Unknown language code." })).max(SEARCH_LANGUAGES.length))
    .optional(),
});

/** The query string's parameters as filters; a 400 keyed by the parameter when one is not valid. */
export function parseItemQuery(raw: Record<string, string>): ItemFilters {
  const result = listQuery.safeParse(raw);
  if (!result.success) throw new ApiError(400, "validation_error", "Invalid query parameters.", zodFieldErrors(result.error, 1));
  const q = result.data;
  return {
    limit: q.limit,
    offset: q.offset,
    ordering: q.ordering,
    categories: q.categories,
    uidIn: q.uid__in,
    uidExclude: q.uid__exclude,
    search: q.search,
    languages: q.languages,
  };
}
