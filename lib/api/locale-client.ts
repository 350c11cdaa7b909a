// The browser's calls must answer in the page's language, not the browser's: the BFF forwards
// Accept-Language as sent, so a French page in an English browser would get English names.
import type { ApiClient } from "./request";

export function withLocale(client: ApiClient, locale: string): ApiClient {
  return {
    request(path, options = {}, shape) {
      const headers = new Headers(options.headers);
      if (!headers.has("accept-language")) headers.set("accept-language", locale);
      return client.request(path, { ...options, headers }, shape);
    },
  };
}
