// One function per call of spec §7. Each takes the client it runs on (server or browser), and
// names the answer it expects (lib/api/shapes.ts) rather than importing zod: the site chrome and
// the item page load this module in the browser.
import type { ApiClient } from "./request";
import type { Category, ContactInput, Item, MediaFile, Page, Paginated, WebsiteSettings } from "./schemas";
import { SHAPES } from "./shapes";

export type CategoryQuery = {
  ordering?: string;
  uid__in?: string[];
  parent_id?: string;
  parent_id__isnull?: boolean;
};

export function getWebsite(client: ApiClient): Promise<WebsiteSettings> {
  return client.request("/website/", {}, SHAPES.website);
}

/** GET /categories/ answers a list or an object with results; both become a list. */
export async function getCategories(client: ApiClient, query: CategoryQuery = {}): Promise<Category[]> {
  const data = await client.request("/categories/", { query: { ordering: "position", ...query } }, SHAPES.categoryList);
  return Array.isArray(data) ? data : data.results;
}

export function getCategory(client: ApiClient, slug: string): Promise<Category> {
  return client.request(`/categories/${encodeURIComponent(slug)}/`, {}, SHAPES.category);
}

export async function sendContact(client: ApiClient, input: ContactInput): Promise<void> {
  await client.request("/contact/", { json: input });
}

export async function getLegalSnippet(client: ApiClient): Promise<string> {
  const body = await client.request("/api/snippets/legal/");
  return typeof body === "string" ? body : "";
}

export type ItemQuery = {
  limit?: number;
  offset?: number;
  ordering?: string;
  categories?: string[];
  uid__in?: string[];
  uid__exclude?: string[];
  search?: string;
  languages?: string[];
};

export function getItems(client: ApiClient, query: ItemQuery = {}): Promise<Paginated<Item>> {
  return client.request("/items/", { query }, SHAPES.itemPage);
}

export function getItem(client: ApiClient, slug: string): Promise<Item> {
  return client.request(`/items/${encodeURIComponent(slug)}/`, {}, SHAPES.item);
}

export function getItemDownloads(client: ApiClient, uid: string): Promise<MediaFile[]> {
  return client.request(`/items/${encodeURIComponent(uid)}/download/`, {}, SHAPES.fileList);
}

export function getPage(client: ApiClient, id: number): Promise<Page> {
  return client.request(`/pages/${id}/`, {}, SHAPES.page);
}
