// Browsing the catalogue (spec §2): category pages, all media, search with its URL kept in sync,
// the 'more' button (spec §4), and what crawlers get (sitemaps, robots.txt).
import { expect, test, type APIRequestContext, type Page } from "./helpers/test";
import { parseSearchQuery } from "@/lib/search/params";
import { encodeSearchSegment } from "@/lib/search/state-segment";

const API = "/api/public/websites/v1";

type Page1 = { count: number };
type CategoryRef = { uid: string; slug: string; name: string };

async function itemCount(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`${API}/items/?limit=1&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Page1).count;
}

/** The category with the most items, and its count. */
async function biggestCategory(request: APIRequestContext): Promise<{ category: CategoryRef; count: number }> {
  const response = await request.get(`${API}/categories/`);
  const { results } = (await response.json()) as { results: CategoryRef[] };
  const counts = await Promise.all(
    results.map(async (category) => ({ category, count: await itemCount(request, `categories=${category.uid}`) })),
  );
  return counts.reduce((best, entry) => (entry.count > best.count ? entry : best));
}

const cardsIn = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("listitem");

test.describe("links", () => {
  test("fetch their page when reached for, not as a page starts", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) fetched.push(url.pathname);
    });
    await page.goto("/");
    // Started and quiet: a visible link's page used to be fetched here, for every link on screen.
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const region = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Region A", exact: true });
    await region.hover();
    await expect.poll(() => fetched).toEqual(["/category/region-a"]);
    await region.click();
    await expect(page).toHaveURL(/\/category\/region-a$/);
    await expect(page.getByRole("heading", { level: 1, name: "Region A" })).toBeVisible();
  });
});

test.describe("category page", () => {
  test("home → a category from the strip → an item", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("navigation", { name: "Categories" });
    await expect(strip.getByRole("link", { name: "Region A", exact: true })).toBeVisible();
    await strip.getByRole("link", { name: "Region A", exact: true }).click();

    await expect(page).toHaveURL(/\/category\/region-a$/);
    await expect(page.getByRole("heading", { level: 1, name: "Region A" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Subcategories" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Subcategories" }).getByRole("link", { name: "Villages of the North" })).toBeVisible();

    const firstCard = page.getByRole("list", { name: "Testimonies" }).getByRole("link").first();
    await expect(firstCard).toBeVisible();
    const name = (await firstCard.textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await firstCard.click();
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  });

  test("has a canonical link, hreflang alternates and a BreadcrumbList", async ({ page }) => {
    await page.goto("/category/villages-of-the-north");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/category\/villages-of-the-north$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/category\/villages-of-the-north$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
      itemListElement: { name: string }[];
    };
    expect(jsonLd.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", "Region A", "Villages of the North"]);
  });

  test("the 'more' button loads the next 30 items and goes once everything is shown", async ({ page, request }) => {
    const { category, count } = await biggestCategory(request);
    test.skip(count <= 30, `the demo catalogue has no category with more than 30 items (largest: ${count})`);
    await page.goto(`/category/${category.slug}`);
    await expect(cardsIn(page, "Testimonies")).toHaveCount(30);
    await expect(page.getByRole("button", { name: "Show more" })).toBeVisible();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cardsIn(page, "Testimonies")).toHaveCount(Math.min(60, count));
    if (count <= 60) await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  });

  test("an unknown category answers 404 with the category message", async ({ page }) => {
    const response = await page.goto("/fr/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page demandée introuvable" })).toBeVisible();
    await expect(page.getByText(/Erreur 404 - Not Found/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /accueil/i })).toBeVisible();
  });
});

test.describe("prefetching the strip", () => {
  // A strip's category is prefetched when the pointer comes over it; a prefetched page must not make
  // the browser fetch images it does not show (a category's banner used to be preloaded on every page).
  test("a page preloads only the images it shows", async ({ page }) => {
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    const prefetched = page.waitForResponse((response) => /\/category\/region-a\?_rsc=/.test(response.url()));
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Region A", exact: true }).hover();
    await prefetched;
    await page.waitForLoadState("networkidle");
    const unused = await page.evaluate(() => {
      const shown = new Set([...document.images].map((image) => image.currentSrc || image.src));
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
        .filter((link) => link.href !== "" && !shown.has(link.href))
        .map((link) => link.href);
    });
    expect(unused).toEqual([]);
  });
});

test.describe("footer", () => {
  test("the social links draw their icons from the icon sprite, cached for good", async ({ page }) => {
    await page.goto("/");
    const youtube = page.getByRole("contentinfo").getByRole("link", { name: /YouTube/ });
    const href = await youtube.locator("use").getAttribute("href");
    expect(href).toMatch(/^\/_next\/static\/media\/icon-sprite\.[\w-]+\.svg#mdiYoutube$/);
    const sprite = await page.request.get(href!.split("#")[0]!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    expect(await sprite.text()).toContain('<symbol id="mdiYoutube"');
    // Drawn: the symbol's shape has a size inside the link's box.
    const width = () => youtube.locator("use").evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
    await expect.poll(width).toBeGreaterThan(10);
  });
});

test.describe("category page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the cards in one column", async ({ page }) => {
    await page.goto("/category/region-a");
    const cards = cardsIn(page, "Testimonies");
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    expect(Math.abs(first!.x - second!.x)).toBeLessThan(1);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(300);
  });
});

test.describe("all media", () => {
  test("shows 28 cards, and 28 more on request with focus on the first new one", async ({ page }) => {
    await page.goto("/medias");
    await expect(page.getByRole("heading", { level: 1, name: "All media" })).toBeVisible();
    await expect(cardsIn(page, "All media")).toHaveCount(28);
    await expect(page.getByRole("button", { name: "Show more" })).toBeVisible();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cardsIn(page, "All media")).toHaveCount(56);
    await expect(cardsIn(page, "All media").nth(28).getByRole("link")).toBeFocused();
  });

  test("is 'Tous les médias' in French", async ({ page }) => {
    await page.goto("/fr/medias");
    await expect(page.getByRole("heading", { level: 1, name: "Tous les médias" })).toBeVisible();
    await expect(page).toHaveTitle(/Tous les médias/);
  });
});

test.describe("search", () => {
  test("without criteria it shows the top-level categories", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("list", { name: "Browse by category" }).getByRole("link", { name: "Region A" })).toBeVisible();
  });

  test("typing updates the results and the URL after the debounce, without a new history entry", async ({ page }) => {
    await page.goto("/search");
    const historyLength = await page.evaluate(() => history.length);
    await expect(page.getByRole("searchbox", { name: "Search the testimonies" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the testimonies" }).pressSequentially("memory", { delay: 50 });

    await expect(page).toHaveURL(/\/search\?q=memory$/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: /results?$/ })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.getByRole("searchbox", { name: "Search the testimonies" })).toBeFocused();
  });

  test("the language filter narrows the results and appears in the URL", async ({ page, request }) => {
    const total = await itemCount(request, "");
    const ukrainian = await itemCount(request, "languages=uk");
    expect(ukrainian).toBeLessThan(total);

    await page.goto("/search");
    await expect(page.getByText("All languages")).toBeVisible();
    await page.getByText("All languages").click();
    await expect(page.getByRole("checkbox", { name: "Ukrainian" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Ukrainian" }).check();

    await expect(page).toHaveURL(/\/search\?languages=uk$/);
    await expect(page.getByRole("heading", { level: 2, name: `${ukrainian} results` })).toBeVisible();
  });

  test("a shared link shows its results without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=memory&languages=fr,en&ordering=-name");
    await expect(page.getByRole("searchbox", { name: "Search the testimonies" })).toHaveValue("memory");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("-name");
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await context.close();
  });

  test("each search is rendered once and cached, whatever the spelling of its query; /search/… is no page", async ({ request }) => {
    const first = await request.get("/search?q=river&languages=uk,fr");
    expect(first.status()).toBe(200);
    const heading = /<h2 id="search-count"[^>]*>([^<]+)</.exec(await first.text())?.[1];
    expect(heading).toMatch(/^\d+ results?$/);
    for (const spelling of ["/search?languages=fr&languages=uk&q=+river+", "/search?q=river&languages=fr,uk,xx&ordering=bogus"]) {
      const again = await request.get(spelling);
      expect(again.status(), spelling).toBe(200);
      expect(again.headers()["x-nextjs-cache"], spelling).toBe("HIT");
      expect(again.headers()["cache-control"], spelling).toMatch(/s-maxage=/);
      expect(await again.text(), spelling).toContain(`>${heading}<`);
    }
    // A character the API refuses is left out of the search, not a failed page.
    const nul = await request.get("/search?q=river%00&languages=uk,fr");
    expect(nul.status()).toBe(200);
    expect(nul.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await nul.text()).toContain(`>${heading}<`);
    // The segment the proxy renders a search at (proxy.ts) is not an address.
    const segment = encodeSearchSegment(parseSearchQuery(new URLSearchParams("q=river&languages=uk,fr")));
    expect(segment).toBeTruthy();
    for (const path of [`/search/${segment}`, "/search/x", "/fr/search/x/y"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // The French page of the same search is a page of its own.
    const french = await request.get("/fr/search?q=river&languages=fr,uk");
    expect(await french.text()).toMatch(/<title>Recherche\s:\sriver/);
  });

  test("/fr/search is French", async ({ page }) => {
    await page.goto("/fr/search");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Recherche" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Rechercher dans les témoignages" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Trier par" })).toHaveValue("");
    await expect(page.getByText("Toutes les langues")).toBeVisible();
    await expect(page).toHaveTitle(/Recherche/);
  });
});

test.describe("crawlers", () => {
  test("sitemap.xml lists the sitemaps, and they list pages with alternates", async ({ request }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("application/xml");
    expect(index.headers()["cache-control"]).toContain("max-age=3600");
    const body = await index.text();
    for (const name of ["static.xml", "categories.xml", "items-1.xml"]) expect(body).toContain(`/sitemaps/${name}</loc>`);

    const items = await (await request.get("/sitemaps/items-1.xml")).text();
    expect(items).toMatch(/<url><loc>http:\/\/localhost:\d+\/[^<]+<\/loc><lastmod>/);
    expect(items).toContain('hreflang="fr"');
    const categories = await (await request.get("/sitemaps/categories.xml")).text();
    expect(categories).toContain("/fr/category/region-a</loc>");
    expect((await request.get("/sitemaps/items-99.xml")).status()).toBe(404);
  });

  test("robots.txt names the sitemap and keeps crawlers out of private pages and search results", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m);
    for (const path of ["/api/", "/auth/", "/my-list", "/checkout/", "/embed/", "/search?", "/fr/search?"]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
  });

  test("/favicon.ico leads to each site's logo, the icon its pages name", async ({ request }) => {
    // The studio is asked by its Host header: *.localhost resolves only in the browser.
    for (const [host, logo] of [
      ["localhost:3100", "/demo/archive-logo.svg"],
      ["studio.localhost:3100", "/demo/studio-logo.svg"],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const response = await request.fetch("/favicon.ico", { method, headers: { host }, maxRedirects: 0 });
        expect(response.status()).toBe(302);
        expect(response.headers()["location"]).toBe(logo);
      }
      const icon = await request.get(logo, { headers: { host } });
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toMatch(/^image\//);
    }
  });
});
