import { browserApi } from "../api/browser";

/** SWR fetcher over the contract client: errors carry their HTTP status (ServerError.status). */
export function apiFetcher<T>(path: string): Promise<T> {
  return browserApi.request<T>(path);
}
