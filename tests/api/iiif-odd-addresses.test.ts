// Addresses no IIIF resource has, on every service (app/iiif/): each is a 4xx, never a 5xx, whatever
// the content API makes of the value passed on.
import type { Backend } from "@/backend/instance";
import { GET as accessRoute } from "@/app/iiif/auth/access/[slug]/route";
import { GET as probeRoute } from "@/app/iiif/auth/probe/[uid]/route";
import { GET as tokenRoute } from "@/app/iiif/auth/token/route";
import { GET as captionsRoute } from "@/app/iiif/media/[uid]/captions/[lang]/route";
import { GET as mediaRoute } from "@/app/iiif/media/[uid]/route";
import { params, request, tokenOf } from "./helpers/iiif";
import { archiveAccounts, createTestBackend, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts, data.ts and the IIIF secret open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

let backend: TestBackend;
let session: string;

beforeAll(async () => {
  backend = await createTestBackend({ items: 8 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  const accounts = await archiveAccounts(backend.db);
  session = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
}, 120_000);
afterAll(() => backend?.close());

describe("odd addresses", () => {
  const odd = ["abc", "..", "a b", "ü", "<script>", "%00", "00000000-0000-4000-8000-00000000000Z", "-".repeat(64)];

  it("answer 4xx, never 5xx, on every IIIF service", async () => {
    const statuses: Array<[string, number]> = [];
    for (const value of odd) {
      statuses.push([`media ${value}`, (await mediaRoute(request("/iiif/media/x"), params({ uid: value }))).status]);
      statuses.push([
        `captions ${value}`,
        (await captionsRoute(request("/iiif/media/x/captions/x"), params({ uid: value, lang: value }))).status,
      ]);
      statuses.push([
        `ticket ${value}`,
        (await mediaRoute(request(`/iiif/media/x?ticket=${encodeURIComponent(value)}`), params({ uid: value }))).status,
      ]);
      statuses.push([
        `probe ${value}`,
        (await probeRoute(request("/iiif/auth/probe/x", { headers: { authorization: `Bearer ${value}` } }), params({ uid: value }))).status,
      ]);
      statuses.push([
        `access ${value}`,
        (await accessRoute(request("/iiif/auth/access/x", { cookie: session }), params({ slug: value }))).status,
      ]);
      const query = new URLSearchParams({ messageId: value, origin: value });
      statuses.push([`token ${value}`, (await tokenRoute(request(`/iiif/auth/token?${query}`))).status]);
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });
});
