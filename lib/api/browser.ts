// The client the browser uses: same-origin BFF, session cookie sent by the browser itself.
import { API_BASE_PATH, createApiClient } from "./request";

/** Answers come in the page's language (<html lang>), not the browser's. */
function pageLanguage(): string | null {
  return typeof document === "undefined" ? null : document.documentElement.lang || null;
}

export const browserApi = createApiClient({
  baseUrl: API_BASE_PATH,
  fetch: (request) => {
    const lang = pageLanguage();
    if (lang && !request.headers.has("accept-language")) request.headers.set("accept-language", lang);
    return fetch(request, { credentials: "same-origin" });
  },
});
