/** @jest-environment node */
// The site's /images/* route passes the content API's answers on: a 503 keeps its Retry-After and
// no-store, and the visitor's leaving reaches the API (the request's signal), which then does not
// start an image job still waiting for them.
import { NextRequest } from "next/server";
import { GET } from "@/app/images/[...path]/route";
import { upstreamFetch } from "@/lib/server/upstream";

jest.mock("@/lib/server/upstream", () => ({ upstreamFetch: jest.fn() }));
jest.mock("@/lib/server/site-gate", () => ({ getSiteGate: async () => ({ kind: "site", forceLogin: false, embedDomains: [] }) }));

const upstream = jest.mocked(upstreamFetch);
const URL_PATH = "/images/w:480/media:uid:7a1c9e2e-4b1f-4c55-9d59-0d6a4c1f2b3a/thumbnail.jpg";

beforeEach(() => upstream.mockReset());

it("a 503 goes on with its Retry-After, not cached", async () => {
  const body = { type: "service_unavailable", message: "Too many images are being made right now; please try again in a few seconds." };
  upstream.mockResolvedValue(Response.json(body, { status: 503, headers: { "retry-after": "3", "cache-control": "no-store" } }));
  const response = await GET(new NextRequest(`http://localhost:3000${URL_PATH}`, { headers: { host: "localhost:3000" } }));
  expect({
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cache: response.headers.get("cache-control"),
  }).toEqual({
    status: 503,
    retryAfter: "3",
    cache: "no-store",
  });
  expect(await response.json()).toEqual(body);
});

it("the API's request is aborted when the visitor's is", async () => {
  upstream.mockResolvedValue(new Response("image", { headers: { "content-type": "image/jpeg" } }));
  const visitor = new AbortController();
  await GET(new NextRequest(`http://localhost:3000${URL_PATH}`, { headers: { host: "localhost:3000" }, signal: visitor.signal }));
  const sent = upstream.mock.calls[0]?.[0];
  expect(sent?.signal.aborted).toBe(false);
  visitor.abort();
  expect(sent?.signal.aborted).toBe(true);
});
