/** @jest-environment node */
// What the production server (server/main.ts) believes of a request: the client's address and host from the socket, or from
// X-Forwarded-* only as far as TRUSTED_PROXIES reaches.
import { clientAddress, readRequestTarget, sanitiseForwarding, targetHostAgrees, type EdgeHeaders } from "@/lib/http/forwarded";
import { hasMalformedPath, hasNullInPath } from "@/lib/http/path-screen";
import { readEnv } from "@/lib/env";

describe("clientAddress", () => {
  it.each([
    {
      name: "no proxy: the socket, whatever the header says",
      xff: "1.2.3.4",
      socket: "198.51.100.9",
      trusted: 0,
      expected: "198.51.100.9",
    },
    { name: "no proxy, no header", xff: undefined, socket: "::ffff:127.0.0.1", trusted: 0, expected: "127.0.0.1" },
    { name: "one proxy: the entry it appended", xff: "203.0.113.5", socket: "10.0.0.2", trusted: 1, expected: "203.0.113.5" },
    {
      name: "one proxy, client forged a chain",
      xff: "1.1.1.1, 2.2.2.2, 203.0.113.5",
      socket: "10.0.0.2",
      trusted: 1,
      expected: "203.0.113.5",
    },
    { name: "two proxies", xff: "9.9.9.9, 203.0.113.5, 10.0.0.1", socket: "10.0.0.2", trusted: 2, expected: "203.0.113.5" },
    { name: "more trusted than hops: the leftmost", xff: "203.0.113.5", socket: "10.0.0.2", trusted: 5, expected: "203.0.113.5" },
    { name: "garbage where the address should be: the socket", xff: "not-an-ip", socket: "10.0.0.2", trusted: 1, expected: "10.0.0.2" },
    { name: "IPv6", xff: "2001:db8::1", socket: "::1", trusted: 1, expected: "2001:db8::1" },
  ])("$name", ({ xff, socket, trusted, expected }) => {
    expect(clientAddress(xff, socket, trusted)).toBe(expected);
  });

  it("300 rotating forged headers all count as the one socket address", () => {
    const seen = new Set(Array.from({ length: 300 }, (_, i) => clientAddress(`10.1.${i >> 8}.${i & 255}`, "198.51.100.9", 0)));
    expect([...seen]).toEqual(["198.51.100.9"]);
  });
});

describe("sanitiseForwarding", () => {
  const forged = (): EdgeHeaders => ({
    host: "localhost:3000",
    "x-forwarded-for": "1.2.3.4",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-forwarded-port": "443",
    forwarded: "for=1.2.3.4;host=evil.example",
    "x-real-ip": "1.2.3.4",
  });

  it("without trusted proxies drops every forwarding header the client sent", () => {
    const headers = forged();
    sanitiseForwarding(headers, { remoteAddress: "198.51.100.9" }, 0);
    expect(headers).toEqual({ host: "localhost:3000", "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "http" });
  });

  it("says https when the socket is encrypted", () => {
    const headers: EdgeHeaders = { host: "a" };
    sanitiseForwarding(headers, { remoteAddress: "198.51.100.9", encrypted: true }, 0);
    expect(headers["x-forwarded-proto"]).toBe("https");
  });

  it("behind a trusted proxy keeps its host and scheme (the last value, which the proxy set)", () => {
    const headers: EdgeHeaders = {
      host: "10.0.0.2:3000",
      "x-forwarded-for": "203.0.113.5",
      "x-forwarded-host": "evil.example, studio.example.org",
      "x-forwarded-proto": "https",
    };
    sanitiseForwarding(headers, { remoteAddress: "10.0.0.2" }, 1);
    expect(headers).toEqual({
      host: "10.0.0.2:3000",
      "x-forwarded-for": "203.0.113.5",
      "x-forwarded-host": "studio.example.org",
      "x-forwarded-proto": "https",
    });
  });
});

describe("hasMalformedPath", () => {
  it.each(["/%ff", "/%c0%af", "/%", "/a%2", "/%e2%82", "/fr/%ZZ", "/%25", "/a%25b", "/%25ff"])("%s is malformed", (url) => {
    expect(hasMalformedPath(url)).toBe(true);
  });
  it.each(["/", "/%2541", "/caf%C3%A9", "/search?q=%ff", "/a%20b", "/%2e%2e/x"])("%s is fine", (url) => {
    expect(hasMalformedPath(url)).toBe(false);
  });
});

describe("hasNullInPath", () => {
  it.each(["/a%00b", "/category/%00", "/fr/x%2500", "/embed/a%00b/", "/api/public/websites/v1/items/%00/"])("%s holds one", (url) => {
    expect(hasNullInPath(url)).toBe(true);
  });
  // A query is the page's to read (the search leaves such characters out); broken encoding is
  // hasMalformedPath's.
  it.each(["/", "/a%0Ab", "/a%2F00", "/search?q=a%00b", "/%ff", "/a%20b"])("%s does not", (url) => {
    expect(hasNullInPath(url)).toBe(false);
  });
});

describe("readRequestTarget", () => {
  it("takes a path as it is", () => {
    expect(readRequestTarget("/help/faq?x=%ff")).toEqual({ kind: "path", url: "/help/faq?x=%ff" });
    expect(readRequestTarget("//evil.example/x")).toEqual({ kind: "path", url: "//evil.example/x" });
  });
  it("takes a whole http address apart: its host, then its path", () => {
    expect(readRequestTarget("http://evil.example")).toEqual({ kind: "path", url: "/", host: "evil.example" });
    expect(readRequestTarget("HTTPS://Studio.Localhost:3000/fr/search?q=a")).toEqual({
      kind: "path",
      url: "/fr/search?q=a",
      host: "studio.localhost:3000",
    });
  });
  it("knows `*` as the server itself", () => {
    expect(readRequestTarget("*")).toEqual({ kind: "server" });
  });
  it.each(["", "evil", "localhost:3000", "ftp://localhost/", "http://", "http://user:secret@localhost/", "javascript:alert(1)"])(
    "%j names nothing here",
    (target) => {
      expect(readRequestTarget(target)).toEqual({ kind: "invalid" });
    },
  );
});

describe("targetHostAgrees", () => {
  it("takes a target naming the Host header's host, in any case, with or without the default port", () => {
    expect(targetHostAgrees("studio.localhost:3000", "Studio.Localhost:3000")).toBe(true);
    expect(targetHostAgrees("example.org", "example.org:80")).toBe(true);
    expect(targetHostAgrees("example.org", "example.org:443")).toBe(true);
    expect(targetHostAgrees("example.org", undefined)).toBe(true);
  });
  it("refuses one naming another host or port", () => {
    expect(targetHostAgrees("studio.localhost:3000", "localhost:3000")).toBe(false);
    expect(targetHostAgrees("localhost:3000", "localhost:3001")).toBe(false);
    expect(targetHostAgrees("example.org", "")).toBe(false);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("defaults to 0 and takes 0–10", () => {
    expect(readEnv({ NODE_ENV: "test" }).TRUSTED_PROXIES).toBe(0);
    expect(readEnv({ NODE_ENV: "test", TRUSTED_PROXIES: "2" }).TRUSTED_PROXIES).toBe(2);
  });
  it.each(["-1", "1.5", "eleven", "11"])("refuses %j with a clear message", (value) => {
    expect(() => readEnv({ NODE_ENV: "test", TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});
