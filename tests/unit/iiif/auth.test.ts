/** @jest-environment node */
// The auth pieces that need no site: sealed tokens and tickets, the token service's origins, and
// the service pages' escaping and policy.
import { isAllowedOrigin, parseOrigin } from "@/lib/iiif/token-origin";
import { expiryIn, seal, unseal } from "@/lib/iiif/sealed";
import { postMessageScript, servicePageHtml, servicePagePolicy } from "@/lib/iiif/service-page";
import { pageLocale } from "@/lib/iiif/locale";

const SECRET = "s".repeat(40);
const payload = { k: "token" as const, site: "localhost", session: "abc", exp: expiryIn(600) };

describe("sealed values", () => {
  it("open for their kind and site until they expire, and hide what they carry", () => {
    const token = seal(SECRET, payload);
    expect(token).not.toContain("abc");
    expect(unseal(SECRET, token, "token", "localhost")).toEqual({ ok: true, value: payload });
    expect(unseal(SECRET, token, "ticket", "localhost")).toEqual({ ok: false, reason: "invalid" });
    expect(unseal(SECRET, token, "token", "studio.localhost")).toEqual({ ok: false, reason: "invalid" });
    expect(unseal("t".repeat(40), token, "token", "localhost")).toEqual({ ok: false, reason: "invalid" });
    expect(unseal(SECRET, token, "token", "localhost", (payload.exp + 1) * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse anything altered or malformed", () => {
    const token = seal(SECRET, payload);
    const flipped = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    for (const bad of [flipped, "", "!!", "a".repeat(3000), token.slice(0, 10)])
      expect(unseal(SECRET, bad, "token", "localhost").ok).toBe(false);
  });
});

describe("the token service's origins", () => {
  it("reads an origin only in the browser's form", () => {
    expect(parseOrigin("https://viewer.example.org")).toBe("https://viewer.example.org");
    expect(parseOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    for (const bad of [
      null,
      "",
      "viewer.example.org",
      "https://viewer.example.org/path",
      "javascript:alert(1)",
      "https://u:p@x.example",
      "https://x.example 'unsafe-inline'",
    ]) {
      expect(parseOrigin(bad)).toBeNull();
    }
  });

  it("allows the site itself, any origin when the list is empty, else https pages of the listed domains", () => {
    const site = "https://archive.example.org";
    expect(isAllowedOrigin(site, site, ["memorial.example.org"])).toBe(true);
    expect(isAllowedOrigin("https://anyone.example", site, [])).toBe(true);
    expect(isAllowedOrigin("https://memorial.example.org", site, ["memorial.example.org", "*.example.edu"])).toBe(true);
    expect(isAllowedOrigin("https://lib.example.edu", site, ["*.example.edu"])).toBe(true);
    expect(isAllowedOrigin("https://example.edu", site, ["*.example.edu"])).toBe(false);
    expect(isAllowedOrigin("https://evilexample.edu", site, ["*.example.edu"])).toBe(false);
    expect(isAllowedOrigin("http://memorial.example.org", site, ["memorial.example.org"])).toBe(false);
    expect(isAllowedOrigin("https://x.example", site, ["not a domain"])).toBe(false);
  });
});

describe("service pages", () => {
  it("run only their own script, escape what they show and what they post", () => {
    const script = postMessageScript({ messageId: "</script><script>alert(1)</script>" }, "https://v.example");
    expect(script).not.toContain("</script>");
    const html = servicePageHtml({ locale: "en", title: "<b>", body: "", script }, "N0NCE");
    expect(html).toContain('<script nonce="N0NCE">');
    expect(html).toContain("<title>&#60;b&#62;</title>");
    expect(servicePagePolicy({ locale: "en", title: "", body: "", frameAncestors: "'self' https://v.example" }, "N0NCE")).toBe(
      "default-src 'none'; script-src 'nonce-N0NCE'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' https://v.example",
    );
  });

  it("speak the language asked, else the one chosen on the site, else the browser's, else English", () => {
    const asking = (url: string, acceptLanguage?: string, chosen?: string) => ({
      nextUrl: new URL(url, "http://site.example"),
      headers: new Headers(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
      cookies: { get: (name: string) => (name === "NEXT_LOCALE" && chosen ? { value: chosen } : undefined) },
    });
    expect(pageLocale(asking("/?lang=fr"))).toBe("fr");
    expect(pageLocale(asking("/?lang=de", "fr-CH,fr;q=0.9"))).toBe("fr");
    expect(pageLocale(asking("/", "en-GB", "fr"))).toBe("fr");
    expect(pageLocale(asking("/?lang=en", "fr", "fr"))).toBe("en");
    expect(pageLocale(asking("/", "de, it", "xx"))).toBe("en");
  });
});
