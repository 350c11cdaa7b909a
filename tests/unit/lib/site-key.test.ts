/** @jest-environment node */
// The site a request is for (lib/site/key.ts), read alike from a Fetch request's headers (the
// framework's) and from Node's (the production server's, before the framework sees the request).
import { siteKeyOf } from "@/lib/site/key";

describe("siteKeyOf", () => {
  it.each([
    [{ host: "Studio.Localhost:3000" }, "studio.localhost"],
    [{ host: "localhost:3000", "x-forwarded-host": "studio.localhost" }, "studio.localhost"],
    [{ host: "localhost", "x-forwarded-host": "a.example.org, b.example.org" }, "a.example.org"],
    [{ host: "bad host!" }, "default"],
    [{}, "default"],
  ])("%j → %s, from either kind of headers", (headers: Record<string, string>, site) => {
    expect(siteKeyOf(new Headers(headers))).toBe(site);
    expect(siteKeyOf(headers)).toBe(site);
  });

  it("takes the first of Node's repeated values", () => {
    expect(siteKeyOf({ host: "localhost", "x-forwarded-host": ["studio.localhost", "other.example.org"] })).toBe("studio.localhost");
  });
});
