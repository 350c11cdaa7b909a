// A JSON route takes a body only when its Content-Type's essence is JSON: parameters are not part
// of the type, so `text/plain; x=application/json` (a type a cross-site form may send) is a 415.
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

/** An empty object: a JSON route that takes the body answers 400 for its missing fields. */
async function post(path: string, contentType: string | undefined) {
  // A string body would get `text/plain;charset=UTF-8` from fetch; bytes get no type at all.
  const body = new TextEncoder().encode("{}");
  const response = await backend.request(path, {
    method: "POST",
    headers: contentType === undefined ? {} : { "content-type": contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const ACCEPTED = { status: 400, body: { type: "validation_error", message: expect.any(String), errors: expect.any(Object) } };
const REFUSED = { status: 415, body: { type: "unsupported_media_type", message: expect.any(String) } };

describe("Content-Type of a JSON body", () => {
  it.each<{ contentType: string | undefined; expected: typeof ACCEPTED | typeof REFUSED }>([
    { contentType: "application/json", expected: ACCEPTED },
    { contentType: "application/json; charset=utf-8", expected: ACCEPTED },
    { contentType: "Application/JSON;charset=UTF-8", expected: ACCEPTED },
    { contentType: "  application/json  ; charset=utf-8", expected: ACCEPTED },
    { contentType: "application/merge-patch+json", expected: ACCEPTED },
    { contentType: "application/vnd.api+json; charset=utf-8", expected: ACCEPTED },
    { contentType: undefined, expected: REFUSED },
    { contentType: "", expected: REFUSED },
    { contentType: "text/plain", expected: REFUSED },
    { contentType: "text/plain; x=application/json", expected: REFUSED },
    { contentType: "text/plain;application/json", expected: REFUSED },
    { contentType: "application/x-www-form-urlencoded; charset=application/json", expected: REFUSED },
    { contentType: "multipart/form-data; boundary=application/json", expected: REFUSED },
    { contentType: "text/json", expected: REFUSED },
    { contentType: "application/jsonp", expected: REFUSED },
    { contentType: "application/json-seq", expected: REFUSED },
    { contentType: "application/json, text/plain", expected: REFUSED },
    { contentType: "application/ json", expected: REFUSED },
    { contentType: "application/+json", expected: REFUSED },
    { contentType: "application/json+xml", expected: REFUSED },
    { contentType: "xapplication/json", expected: REFUSED },
  ])("POST /auth/login/ with Content-Type $contentType → $expected.status", async ({ contentType, expected }) => {
    expect(await post("/auth/login/", contentType)).toEqual(expected);
  });

  it.each(["/contact/", "/auth/register/", "/auth/password-reset/"])("%s with text/plain; x=application/json → 415", async (path) => {
    expect(await post(path, "text/plain; x=application/json")).toEqual(REFUSED);
  });
});
