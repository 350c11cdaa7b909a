// Embeds on allowed sites only: which entries of embed_allowed_domains are domains
// (lib/embed-domains.ts), and the embed page's frame-ancestors built from them (lib/security-headers.ts).
import { embedPolicy, isEmbedDomain } from "@/lib/embed-domains";
import { contentSecurityPolicy, embedFrameAncestors, securityHeaders } from "@/lib/security-headers";

describe("isEmbedDomain", () => {
  it.each([
    "example.org",
    "www.example.org",
    "*.example.net",
    "EXAMPLE.org",
    " example.org ",
    "a-b.example.co.uk",
    "xn--bcher-kva.example",
    "123.example.org",
  ])("accepts %p", (value) => {
    expect(isEmbedDomain(value)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["localhost", "one label"],
    ["https://example.org", "a scheme"],
    ["example.org/page", "a path"],
    ["example.org:8080", "a port"],
    ["*", "a bare wildcard"],
    ["*.org", "a wildcard over a whole top-level domain"],
    ["www.*.example.org", "a wildcard inside"],
    ["**.example.org", "two stars"],
    ["-bad.example.org", "a label starting with a hyphen"],
    ["bad-.example.org", "a label ending with a hyphen"],
    ["exa mple.org", "a space"],
    ["example..org", "an empty label"],
    ["192.168.0.1", "an IP address"],
    ["bücher.example", "a name not in its ASCII form"],
    ["'self'", "a CSP keyword"],
    ["example.org; script-src *", "a directive smuggled in"],
    [`${"a".repeat(64)}.example.org`, "a label over 63 characters"],
    [`${"abcdefghi.".repeat(26)}org`, "a name over 253 characters"],
  ])("refuses %p (%s)", (value) => {
    expect(isEmbedDomain(value)).toBe(false);
  });
});

describe("embedPolicy", () => {
  it.each([
    { domains: undefined, expected: { kind: "any" } },
    { domains: null, expected: { kind: "any" } },
    { domains: [], expected: { kind: "any" } },
    { domains: ["Example.org", "example.org", "*.example.net"], expected: { kind: "only", domains: ["example.org", "*.example.net"] } },
    { domains: ["https://bad.example", "good.example.org"], expected: { kind: "only", domains: ["good.example.org"] } },
    // A list of nothing valid allows the site alone: never "any".
    { domains: ["*", "not a domain"], expected: { kind: "only", domains: [] } },
  ])("$domains → $expected", ({ domains, expected }) => {
    expect(embedPolicy(domains)).toEqual(expected);
  });
});

describe("embedFrameAncestors", () => {
  it.each([
    { domains: [], expected: "*" },
    { domains: undefined, expected: "*" },
    { domains: ["memorial.example.org", "*.example.edu"], expected: "'self' https://memorial.example.org https://*.example.edu" },
    { domains: ["example.org", "http://evil.example", "*", "x.example.org; script-src *"], expected: "'self' https://example.org" },
    { domains: ["bad domain"], expected: "'self'" },
  ])("$domains → $expected", ({ domains, expected }) => {
    expect(embedFrameAncestors(domains)).toBe(expected);
  });
});

describe("the embed page's policy", () => {
  const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]));

  it("keeps every other directive and the nonce, and lists the allowed domains", () => {
    const policy = contentSecurityPolicy({ dev: false, framable: { embedDomains: ["example.org"] }, nonce: "abc" });
    const open = contentSecurityPolicy({ dev: false, framable: true, nonce: "abc" });
    expect(directives(policy)["frame-ancestors"]).toBe("'self' https://example.org");
    expect(directives(policy)["script-src"]).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect({ ...directives(policy), "frame-ancestors": "*" }).toEqual(directives(open));
    expect(policy.split("; ").filter((d) => d.startsWith("frame-ancestors"))).toHaveLength(1);
  });

  it("an empty list is any site, as before", () => {
    expect(contentSecurityPolicy({ dev: false, framable: { embedDomains: [] } })).toBe(
      contentSecurityPolicy({ dev: false, framable: true }),
    );
  });

  it("other pages are unchanged: none, or the site itself", () => {
    expect(contentSecurityPolicy({ dev: false, framable: false })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ dev: false, framable: "self" })).toContain("frame-ancestors 'self'");
  });

  it("sends no X-Frame-Options with an allowed list (it cannot name several sites)", () => {
    const keys = securityHeaders({ dev: false, framable: { embedDomains: ["example.org"] } }).map((h) => h.key);
    expect(keys).not.toContain("X-Frame-Options");
    expect(keys).toContain("Content-Security-Policy");
  });
});
