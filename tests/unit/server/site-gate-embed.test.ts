/** @jest-environment node */
// The proxy learns a site's embed_allowed_domains with the rest of its gate (lib/server/site-gate.ts),
// on every request: the embed pages' frame-ancestors follow a change at once.
import { getSiteGate } from "@/lib/server/site-gate";

jest.mock("@/lib/server/upstream", () => ({ internalFetch: jest.fn(), upstreamFetch: jest.fn() }));
const { internalFetch } = jest.requireMock("@/lib/server/upstream") as { internalFetch: jest.Mock };

const settings = (extra: Record<string, unknown>) =>
  new Response(JSON.stringify({ auth_enabled: true, auth_force_login: false, ...extra }), {
    headers: { "content-type": "application/json" },
  });

describe("getSiteGate: embed domains", () => {
  it.each([
    { name: "a list", extra: { embed_allowed_domains: ["example.org", "*.example.net"] }, expected: ["example.org", "*.example.net"] },
    { name: "an empty list", extra: { embed_allowed_domains: [] }, expected: [] },
    { name: "an upstream without the setting", extra: {}, expected: [] },
    { name: "not a list", extra: { embed_allowed_domains: "example.org" }, expected: [] },
    { name: "non-strings left out", extra: { embed_allowed_domains: ["example.org", 3, null] }, expected: ["example.org"] },
  ])("$name", async ({ extra, expected }) => {
    internalFetch.mockResolvedValueOnce(settings(extra));
    await expect(getSiteGate("site.example.org")).resolves.toEqual({ kind: "site", forceLogin: false, embedDomains: expected });
  });

  it("asks again on the next request (a changed list applies at once)", async () => {
    internalFetch.mockResolvedValueOnce(settings({ embed_allowed_domains: ["a.example.org"] }));
    internalFetch.mockResolvedValueOnce(settings({ embed_allowed_domains: [] }));
    expect(await getSiteGate("other.example.org")).toMatchObject({ embedDomains: ["a.example.org"] });
    expect(await getSiteGate("other.example.org")).toMatchObject({ embedDomains: [] });
  });
});
