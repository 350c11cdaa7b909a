// The client the browser uses: same-origin BFF, session cookie sent by the browser itself.
import { createApiClient } from "./request";
import { API_BASE_PATH } from "./request";

export const browserApi = createApiClient({
  baseUrl: API_BASE_PATH,
  fetch: (request) => fetch(request, { credentials: "same-origin" }),
});
