/** @jest-environment node */
// robots.txt, sitemap.xml, /sitemaps/{name} and /favicon.ico: per host, chunked, 404 and 503 where due.
import { GET as favicon } from "@/app/favicon.ico/route";
import { GET as robots } from "@/app/robots.txt/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { GET as sitemap } from "@/app/sitemaps/[name]/route";
import { getSettings, getSitemapCategories, getSitemapItems } from "@/lib/server/data";
import { ServerError } from "@/lib/api/errors";
import type { WebsiteSettings } from "@/lib/api/schemas";

jest.mock("@/lib/server/data", () => ({ getSettings: jest.fn(), getSitemapItems: jest.fn(), getSitemapCategories: jest.fn() }));

const HOST = "archive.example.org";
const request = (path: string, host = HOST) => new Request(`http://internal${path}`, { headers: { host } });
const named = (name: string) => ({ params: Promise.resolve({ name }) });

beforeEach(() => {
  jest.mocked(getSitemapItems).mockReset();
  jest.mocked(getSettings).mockResolvedValue({ show_legal: true, auth_enabled: true, auth_force_login: false } as WebsiteSettings);
  jest.mocked(getSitemapCategories).mockResolvedValue([{ slug: "region-a" }]);
});

describe("robots.txt", () => {
  it("allows the site, keeps private areas and search results out, and names the sitemap", async () => {
    const response = await robots(request("/robots.txt"));
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/api/", "/embed/", "/auth/", "/fr/auth/", "/my-list", "/fr/my-list", "/checkout/", "/search?", "/fr/search?"]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).toContain("Sitemap: https://archive.example.org/sitemap.xml\n");
  });

  it("names the sitemap of the host asked", async () => {
    const body = await (await robots(request("/robots.txt", "studio.example.org:443"))).text();
    expect(body).toContain("Sitemap: https://studio.example.org/sitemap.xml");
  });
});

describe("a site that forces sign-in, an unknown host, an outage", () => {
  const forced = () =>
    jest.mocked(getSettings).mockResolvedValue({ show_legal: true, auth_enabled: true, auth_force_login: true } as WebsiteSettings);

  it("robots.txt disallows everything and names no sitemap on a forced-login site", async () => {
    forced();
    const body = await (await robots(request("/robots.txt"))).text();
    expect(body).toBe("User-agent: *\nDisallow: /\n");
  });

  it("the sitemap index and every sitemap are empty on a forced-login site", async () => {
    forced();
    jest.mocked(getSitemapItems).mockResolvedValue({ count: 59, results: [{ slug: "secret", published_at: null }] });
    expect(await (await sitemapIndex(request("/sitemap.xml"))).text()).not.toContain("<loc>");
    for (const name of ["static.xml", "categories.xml", "items-1.xml"]) {
      const response = await sitemap(request(`/sitemaps/${name}`), named(name));
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("<url>");
    }
    expect(getSitemapItems).not.toHaveBeenCalled();
  });

  it.each([
    ["robots", () => robots(request("/robots.txt", "evil.example"))],
    ["index", () => sitemapIndex(request("/sitemap.xml", "evil.example"))],
    ["sitemap", () => sitemap(request("/sitemaps/static.xml", "evil.example"), named("static.xml"))],
    ["favicon", () => favicon(request("/favicon.ico", "evil.example"))],
  ])("%s answers 421 to a host no site claims", async (_name, call) => {
    jest.mocked(getSettings).mockRejectedValue(new ServerError({ status: 404, type: "site_not_found", message: "No website." }));
    const response = await call();
    expect(response.status).toBe(421);
    expect(await response.text()).not.toContain("evil.example");
  });

  it("robots.txt answers 503 with Retry-After while the content service is down", async () => {
    jest.mocked(getSettings).mockRejectedValue(new Error("down"));
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    const response = await robots(request("/robots.txt"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("sitemap.xml", () => {
  it("lists the static, category and item sitemaps, one per 5,000 items", async () => {
    jest.mocked(getSitemapItems).mockResolvedValue({ count: 10_001, results: [] });
    const response = await sitemapIndex(request("/sitemap.xml"));
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("vary")).toBe("Host");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      ["static.xml", "categories.xml", "items-1.xml", "items-2.xml", "items-3.xml"].map((name) => `https://${HOST}/sitemaps/${name}`),
    );
  });

  it("answers 503 when the catalogue cannot be read", async () => {
    jest.mocked(getSitemapItems).mockRejectedValue(new Error("down"));
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    const response = await sitemapIndex(request("/sitemap.xml"));
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("/sitemaps/{name}", () => {
  it("static.xml lists the public pages, legal included when shown", async () => {
    const body = await (await sitemap(request("/sitemaps/static.xml"), named("static.xml"))).text();
    for (const path of ["", "/medias", "/search", "/help/faq", "/legal"])
      expect(body).toContain(`<loc>https://${HOST}${path || "/"}</loc>`);
    expect(body).toContain(`<loc>https://${HOST}/fr/help/faq</loc>`);
    expect(body).not.toContain("/auth/");
  });

  it("categories.xml lists the category pages", async () => {
    const body = await (await sitemap(request("/sitemaps/categories.xml"), named("categories.xml"))).text();
    expect(body).toContain(`<loc>https://${HOST}/category/region-a</loc>`);
    expect(body).toContain(`<loc>https://${HOST}/fr/category/region-a</loc>`);
  });

  it("items-N.xml lists chunk N with lastmod, and 404s past the end", async () => {
    jest
      .mocked(getSitemapItems)
      .mockResolvedValueOnce({ count: 5001, results: [{ slug: "last-one", published_at: "2024-05-01T00:00:00.000Z" }] });
    const body = await (await sitemap(request("/sitemaps/items-2.xml"), named("items-2.xml"))).text();
    expect(getSitemapItems).toHaveBeenCalledWith(HOST, { offset: 5000, limit: 5000 });
    expect(body).toContain(`<url><loc>https://${HOST}/last-one</loc><lastmod>2024-05-01T00:00:00.000Z</lastmod>`);

    jest.mocked(getSitemapItems).mockResolvedValueOnce({ count: 5001, results: [] });
    expect((await sitemap(request("/sitemaps/items-3.xml"), named("items-3.xml"))).status).toBe(404);
  });

  it.each(["items-0.xml", "items-x.xml", "other.xml", "items-1.xml.bak"])("%s is not found", async (name) => {
    expect((await sitemap(request(`/sitemaps/${name}`), named(name))).status).toBe(404);
  });
});

describe("/favicon.ico", () => {
  const withLogo = (logo: string | null, force = false) =>
    jest.mocked(getSettings).mockResolvedValue({ logo, auth_enabled: true, auth_force_login: force } as WebsiteSettings);

  it.each([
    ["a path of the site", "/demo/archive-logo.svg", "/demo/archive-logo.svg"],
    ["an https address", "https://cdn.example.org/logo.png", "https://cdn.example.org/logo.png"],
  ])("sends the browser to the site's logo, %s, kept an hour", async (_what, logo, location) => {
    withLogo(logo);
    const response = await favicon(request("/favicon.ico"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("a site that forces sign-in has its icon too: its login page shows the same logo", async () => {
    withLogo("/demo/studio-logo.svg", true);
    expect((await favicon(request("/favicon.ico"))).headers.get("location")).toBe("/demo/studio-logo.svg");
  });

  it.each([
    null,
    "",
    "//evil.example/logo.png",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "data:image/svg+xml,<svg/>",
    "not a url",
  ])("a site without a usable logo (%p) has no icon: 404", async (logo) => {
    withLogo(logo);
    const response = await favicon(request("/favicon.ico"));
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
