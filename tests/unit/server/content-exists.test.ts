/** @jest-environment node */
// The edge asks the content API whether an item or category exists before rendering its page
// (lib/server/content-exists.ts): only a 404 means missing; what exists is remembered a while,
// what does not never is.
import { isKnownMissing } from "@/lib/server/content-exists";

jest.mock("@/lib/server/upstream", () => ({ internalFetch: jest.fn(), upstreamFetch: jest.fn() }));
const { internalFetch } = jest.requireMock("@/lib/server/upstream") as { internalFetch: jest.Mock };

const answer = (status: number) => new Response(status === 200 ? "" : JSON.stringify({ type: "not_found" }), { status });
let site = 0;
/** A site of its own per test: what one test remembers is not another's. */
const nextSite = () => `site-${++site}.example.org`;

beforeEach(() => internalFetch.mockReset());

describe("isKnownMissing", () => {
  it("asks for the item as the page would, by HEAD, for the site and the slug encoded", async () => {
    internalFetch.mockResolvedValueOnce(answer(404));
    const host = nextSite();
    expect(await isKnownMissing(host, { kind: "items", slug: "témoin/1?x", locale: "fr" })).toBe(true);
    const request = internalFetch.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe("HEAD");
    expect(request.url).toBe(`http://${host}/api/public/websites/v1/items/t%C3%A9moin%2F1%3Fx/`);
    expect(request.headers.get("x-forwarded-host")).toBe(host);
    expect(request.headers.get("accept-language")).toBe("fr");
  });

  it("asks for a category at its own path", async () => {
    internalFetch.mockResolvedValueOnce(answer(404));
    const host = nextSite();
    expect(await isKnownMissing(host, { kind: "categories", slug: "villages", locale: "en" })).toBe(true);
    expect((internalFetch.mock.calls[0]?.[0] as Request).url).toBe(`http://${host}/api/public/websites/v1/categories/villages/`);
  });

  it("never remembers what is missing: something published shows at once", async () => {
    const host = nextSite();
    internalFetch.mockResolvedValueOnce(answer(404)).mockResolvedValueOnce(answer(200));
    expect(await isKnownMissing(host, { kind: "items", slug: "soon", locale: "en" })).toBe(true);
    expect(await isKnownMissing(host, { kind: "items", slug: "soon", locale: "en" })).toBe(false);
    expect(internalFetch).toHaveBeenCalledTimes(2);
  });

  it("remembers what exists, per site, language and kind: its page costs no question", async () => {
    const host = nextSite();
    internalFetch.mockResolvedValue(answer(200));
    expect(await isKnownMissing(host, { kind: "items", slug: "here", locale: "en" })).toBe(false);
    expect(await isKnownMissing(host, { kind: "items", slug: "here", locale: "en" })).toBe(false);
    expect(internalFetch).toHaveBeenCalledTimes(1);
    expect(await isKnownMissing(host, { kind: "categories", slug: "here", locale: "en" })).toBe(false);
    expect(await isKnownMissing(host, { kind: "items", slug: "here", locale: "fr" })).toBe(false);
    expect(await isKnownMissing(nextSite(), { kind: "items", slug: "here", locale: "en" })).toBe(false);
    expect(internalFetch).toHaveBeenCalledTimes(4);
  });

  it("asks again once the memory is old", async () => {
    const host = nextSite();
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      internalFetch.mockResolvedValueOnce(answer(200)).mockResolvedValueOnce(answer(404));
      expect(await isKnownMissing(host, { kind: "items", slug: "gone", locale: "en" })).toBe(false);
      now.mockReturnValue(1_000_000 + 5 * 60_000);
      expect(await isKnownMissing(host, { kind: "items", slug: "gone", locale: "en" })).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it.each([
    ["an outage (503)", () => Promise.resolve(answer(503))],
    ["a refusal (403)", () => Promise.resolve(answer(403))],
    ["no answer at all", () => Promise.reject(new Error("connection refused"))],
  ])("leaves the page to decide on %s, remembering nothing", async (_name, reply) => {
    const host = nextSite();
    internalFetch.mockImplementation(reply);
    expect(await isKnownMissing(host, { kind: "items", slug: "unsure", locale: "en" })).toBe(false);
    expect(await isKnownMissing(host, { kind: "items", slug: "unsure", locale: "en" })).toBe(false);
    expect(internalFetch).toHaveBeenCalledTimes(2);
  });
});
