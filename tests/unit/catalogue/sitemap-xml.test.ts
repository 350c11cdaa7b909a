/** @jest-environment node */
import { withLocale } from "@/lib/api/locale-client";
import { createApiClient } from "@/lib/api/request";
import { escapeXml, sitemapIndexXml, urlsetXml, xmlResponse } from "@/lib/sitemap/xml";

describe("sitemap XML", () => {
  it("lists each page once per language, with hreflang alternates and lastmod", () => {
    const xml = urlsetXml("archive.example.org", [{ path: "/a-slug", lastmod: "2024-03-01T10:00:00.000Z" }, { path: "/medias" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain(
      "<url><loc>https://archive.example.org/fr/a-slug</loc><lastmod>2024-03-01T10:00:00.000Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="en" href="https://archive.example.org/a-slug"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://archive.example.org/fr/a-slug"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://archive.example.org/a-slug"/></url>',
    );
    expect(xml).toContain("<url><loc>https://archive.example.org/medias</loc><xhtml:link");
  });

  it("is a sitemap index of the given locations", () => {
    expect(sitemapIndexXml(["https://x/sitemaps/static.xml"])).toContain("<sitemap><loc>https://x/sitemaps/static.xml</loc></sitemap>");
  });

  it("escapes XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });

  it("answers XML cacheable for an hour", () => {
    const response = xmlResponse("<x/>");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("withLocale", () => {
  it("asks the API in the page's language unless told otherwise", async () => {
    const seen: Array<string | null> = [];
    const client = createApiClient({
      baseUrl: "http://api.test/base",
      fetch: async (request) => {
        seen.push(request.headers.get("accept-language"));
        return new Response("{}", { headers: { "content-type": "application/json" } });
      },
    });
    const french = withLocale(client, "fr");
    await french.request("/items/");
    await french.request("/items/", { headers: { "accept-language": "en" } });
    expect(seen).toEqual(["fr", "en"]);
  });
});
