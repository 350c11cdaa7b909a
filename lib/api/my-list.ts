// GET /items/access/ (spec §7) – My List: the signed-in user's entries. Read on the server for the
// page's first answer (with the visitor's session, never cached) and in the browser after it.
import { MY_LIST_KEY } from "../cart/on-demand-list";
import type { ApiClient } from "./request";
import type { AccessEntry } from "./schemas";
import { SHAPES } from "./shapes";

export async function getMyList(api: ApiClient): Promise<AccessEntry[]> {
  const page = await api.request(MY_LIST_KEY, {}, SHAPES.accessPage);
  return page.results;
}
