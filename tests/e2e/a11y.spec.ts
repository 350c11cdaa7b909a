// WCAG 2.2 AA on every page (issue 11): axe-core's A/AA rules and best practices, and
// HTML_CodeSniffer's WCAG 2 AA errors (a second engine, the one pa11y runs), on every route type and
// state, on both demo sites, in English and French, on a desktop and a phone screen. One test per
// site, language and screen reuses one page; each route is a step, and the test reports every
// page's findings at its end (rule or check, what it asks, where).
import { expect, test, type Browser, type BrowserContext, type Cookie, type Page } from "./helpers/test";
import { DEMO_ACCOUNTS, DEMO_INVITATION, STUDIO_MEMBER, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { accessibilityReport } from "./helpers/axe";
import { codeSnifferReport } from "./helpers/htmlcs";
import { pageApi, pressPlay } from "./helpers/catalogue";

const ORIGINS = { archive: "http://localhost:3100", studio: "http://studio.localhost:3100" } as const;
type SiteCode = keyof typeof ORIGINS;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Screen = keyof typeof VIEWPORTS;
const LOCALES = ["en", "fr"] as const;
type Locale = (typeof LOCALES)[number];

type Listed = {
  uid: string;
  slug: string;
  content_object_type: "media" | "playlist";
  content_object_id: string;
  visibility_type: string;
  has_access: boolean;
  monetization_enabled: boolean;
  prices: Array<{ uid: string }>;
};

/** The cookies of a session signed in through the API, once per worker and account. */
const sessions = new Map<string, Cookie[]>();
async function sessionOf(browser: Browser, site: SiteCode, credentials: { email?: string; password: string }): Promise<Cookie[]> {
  const key = `${site}:${credentials.email ?? "shared"}`;
  const known = sessions.get(key);
  if (known) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGINS[site]}/auth/login`);
  await pageApi(page, "/auth/login/", { method: "POST", body: credentials });
  const cookies = await context.cookies();
  await context.close();
  sessions.set(key, cookies);
  return cookies;
}

async function useSession(context: BrowserContext, cookies: Cookie[] | null) {
  await context.clearCookies();
  if (cookies) await context.addCookies(cookies);
}

/** Waits for the CSS transitions and animations that end (a drawer sliding in is half transparent). */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type Check = {
  page: Page;
  /** What the engines found, page by page: reported together at the end of the test. */
  problems: string[];
  site: SiteCode;
  locale: Locale;
  screen: Screen;
};

/** Opens a page of the site in the test's language and checks it; `then` puts it in a state first. */
async function check(
  { page, site, locale, problems }: Check,
  name: string,
  path: string,
  {
    status,
    ready,
    then,
    referer,
  }: { status?: number; ready?: (page: Page) => Promise<void>; then?: (page: Page) => Promise<void>; referer?: string } = {},
) {
  await test.step(name, async () => {
    const prefix = locale === "en" || path.startsWith("/embed/") ? "" : `/${locale}`;
    const url = `${ORIGINS[site]}${prefix}${path === "/" && prefix ? "" : path}`;
    try {
      const response = await page.goto(url, referer ? { referer } : undefined);
      expect(response?.status(), `HTTP status`).toBe(status ?? 200);
      await expect(page.locator("h1").first()).toBeAttached();
      if (ready) await ready(page);
      if (then) await then(page);
      await settle(page);
      for (const report of [await accessibilityReport(page, `${name} (${url})`), await codeSnifferReport(page, `${name} (${url})`)]) {
        if (report) problems.push(report);
      }
    } catch (error) {
      // A page that cannot be put in its state is reported with the others; the sweep goes on.
      problems.push(`${name} (${url}) could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function expectNoProblems({ problems }: Check) {
  expect(problems.length, `axe or HTML_CodeSniffer found problems on ${problems.length} page(s):\n\n${problems.join("\n\n")}`).toBe(0);
}

const banner = (page: Page) => page.getByRole("banner");

async function openDrawer(page: Page) {
  await banner(page)
    .getByRole("button", { name: /^menu$/i })
    .click();
  await expect(page.locator("nav[id$='-drawer']")).toBeVisible();
}

async function openContact(page: Page, screen: Screen) {
  if (screen === "phone") {
    await openDrawer(page);
    await page
      .locator("nav[id$='-drawer']")
      .getByRole("button", { name: /^contact$/i })
      .click();
  } else {
    await banner(page)
      .getByRole("button", { name: /^contact$/i })
      .click();
  }
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function openHelp(page: Page, screen: Screen) {
  if (screen === "phone") {
    await openDrawer(page);
    await page
      .locator("nav[id$='-drawer']")
      .getByRole("button", { name: /^(help|aide)$/i })
      .click();
    return;
  }
  await banner(page)
    .getByRole("button", { name: /^(help|aide)$/i })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: /^tuto/i }).hover();
  await expect(page.getByRole("menu")).toHaveCount(2);
}

async function openAccount(page: Page) {
  await banner(page)
    .getByRole("button", { name: /^(account|compte)$/i })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** A members' page, drawn, and titled "<page> – <site name>" like the public ones (WCAG 2.4.2). */
async function adminReady(page: Page) {
  await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
  await expect(page).toHaveTitle(/^\S.* – \S/);
}

/** Waits for the client to show the signed-in user (the account button). */
async function signedIn(page: Page) {
  await expect(banner(page).getByRole("button", { name: /^(account|compte)$/i })).toBeVisible();
}

/** The first items of the catalogue (enough to hold every kind). */
async function items(page: Page): Promise<Listed[]> {
  const pages = await Promise.all(
    [0, 100, 200].map((offset) => pageApi<{ results: Listed[] }>(page, `/items/?limit=100&offset=${offset}`)),
  );
  return pages.flatMap((answer) => answer.results);
}

/** The routes every site has, as a visitor who may see the catalogue. */
async function catalogueRoutes(c: Check, { category, subCategory, query }: { category: string; subCategory: string; query: string }) {
  const { page, screen } = c;
  await check(c, "home", "/");
  await check(c, "home, side drawer open", "/", { then: openDrawer });
  await check(c, "home, help menu open", "/", { then: (p) => openHelp(p, screen) });
  await check(c, "home, contact dialog open", "/", { then: (p) => openContact(p, screen) });
  await check(c, "category", `/category/${category}`);
  await check(c, "sub-category", `/category/${subCategory}`);
  await check(c, "all medias", "/medias");
  await check(c, "search, empty", "/search");
  await check(c, "search with results", `/search?q=${query}`, {
    ready: (p) => expect(p.getByRole("main").locator("a[href*='/']").first()).toBeVisible(),
  });
  await check(c, "search without results", "/search?q=zzqqxxnothing");
  for (const path of ["/help/faq", "/help/terms", "/help/what-is-intestimony", "/help/tutos/search"]) {
    await check(c, `help ${path}`, path);
  }
  await check(c, "not found", "/this/page/does-not-exist", { status: 404 });
  await check(c, "category not found", "/category/no-such-category", { status: 404 });
  const all = await items(page);
  // Watchable ones where there are (the studio sells most of its items).
  const pick = (type: Listed["content_object_type"]) =>
    all.find((item) => item.content_object_type === type && item.has_access) ?? all.find((item) => item.content_object_type === type);
  const [media, playlist] = [pick("media"), pick("playlist")];
  expect(media && playlist, "a media and a playlist").toBeTruthy();
  await check(c, "item with a playlist", `/${playlist!.slug}`);
  const framedBy = `${ORIGINS[c.site]}${c.locale === "en" ? "" : `/${c.locale}`}/${media!.slug}`;
  await check(c, "embed of an item", `/embed/${media!.uid}/`, { referer: framedBy });
  await check(c, "embed of a media", `/embed/media/${media!.content_object_id}/`, { referer: framedBy });
  await check(c, "embed of a playlist", `/embed/${playlist!.uid}/`, { referer: framedBy });
  await check(c, "embed not found", "/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/", { referer: framedBy, status: 404 });
  return all;
}

for (const screen of Object.keys(VIEWPORTS) as Screen[]) {
  for (const locale of LOCALES) {
    test.describe(`${screen}, ${locale}`, () => {
      test.use({ viewport: VIEWPORTS[screen] });

      test(`the archive passes axe and HTML_CodeSniffer on ${screen} in ${locale}`, async ({ page, context, browser }) => {
        test.setTimeout(360_000);
        const c: Check = { page, site: "archive", locale, screen, problems: [] };

        // Signed out.
        await page.goto(ORIGINS.archive);
        const all = await catalogueRoutes(c, { category: "region-a", subCategory: "villages-of-the-north", query: "village" });
        const open = all.find((item) => item.content_object_type === "media" && item.visibility_type === "public")!;
        await check(c, "item, public, before Play", `/${open.slug}`, {
          ready: (p) => expect(p.locator("article .player-facade")).toBeVisible(),
        });
        await check(c, "item, public with player", `/${open.slug}`, {
          then: async (p) => {
            await pressPlay(p);
            await expect(p.frameLocator('iframe[src^="/embed/"]').locator("video")).toBeAttached();
          },
        });
        const restricted = all.find((item) => item.visibility_type === "on_demand" && !item.has_access)!;
        await check(c, "item, restricted, signed out", `/${restricted.slug}`);
        await check(c, "item, restricted, cart drawer open", `/${restricted.slug}`, {
          then: async (p) => {
            await p
              .getByRole("main")
              .getByRole("button", { name: /^(request access|demander l.accès)$/i })
              .first()
              .click();
            await expect(p.getByRole("dialog")).toBeVisible();
          },
        });
        await check(c, "help /help/tutos/create-account", "/help/tutos/create-account");
        await check(c, "help /help/tutos/request", "/help/tutos/request");
        await check(c, "legal", "/legal");
        await check(c, "login", "/auth/login");
        await check(c, "register", "/auth/register");
        await check(c, "register by invitation", `/auth/register/${DEMO_INVITATION.uid}`, {
          ready: (p) => expect(p.getByRole("textbox").first()).toBeVisible(),
        });
        await check(c, "password reset request", "/auth/password-reset-1");
        await check(c, "password reset, invalid link", "/auth/password-reset-2?token=nope");

        // A user without access to anything: an empty My List, the account menu.
        await useSession(context, await sessionOf(browser, "archive", DEMO_ACCOUNTS.student));
        await check(c, "my list, empty", "/my-list", { ready: signedIn });
        await check(c, "home, account menu open", "/", { then: async (p) => (await signedIn(p), openAccount(p)) });

        // A user with requests in every state.
        await useSession(context, await sessionOf(browser, "archive", DEMO_ACCOUNTS.researcher));
        await check(c, "my list with items", "/my-list", {
          ready: (p) => expect(p.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible(),
        });

        // A member: the members' area.
        await useSession(context, await sessionOf(browser, "archive", DEMO_ACCOUNTS.member));
        for (const path of ["/admin", "/admin/invitations", "/admin/outbox", "/admin/pages"]) {
          await check(c, `admin ${path}`, path, { ready: adminReady });
        }
        expectNoProblems(c);
      });

      test(`the studio passes axe and HTML_CodeSniffer on ${screen} in ${locale}`, async ({ page, context, browser }) => {
        test.setTimeout(360_000);
        const c: Check = { page, site: "studio", locale, screen, problems: [] };

        // Signed out, the site forces sign-in: only its login page.
        await check(c, "login (site password)", "/auth/login");
        await check(c, "login, member of the organisation", "/auth/login", {
          then: (p) => p.getByRole("button", { name: /member|membre/i }).click(),
        });

        await useSession(context, await sessionOf(browser, "studio", { password: STUDIO_SITE_PASSWORD }));
        await page.goto(ORIGINS.studio);
        const all = await catalogueRoutes(c, { category: "documentaries", subCategory: "short-documentaries", query: "documentar" });
        await check(c, "home, account menu open", "/", { then: async (p) => (await signedIn(p), openAccount(p)) });
        await check(c, "help /help/tutos/buy", "/help/tutos/buy");
        const forSale = all.find((item) => item.monetization_enabled && !item.has_access && item.prices.length > 0);
        expect(forSale, "an item for sale").toBeDefined();
        await check(c, "item for sale", `/${forSale!.slug}`);
        await check(c, "item for sale, cart drawer open", `/${forSale!.slug}`, {
          then: async (p) => {
            await p
              .getByRole("main")
              .getByRole("button", { name: /^(buy|acheter)/i })
              .first()
              .click();
            await expect(p.getByRole("dialog")).toBeVisible();
          },
        });
        await check(c, "my list", "/my-list", { ready: signedIn });
        await check(c, "my subscription", "/account/subscription", { ready: signedIn });
        const { checkout_session_url } = await pageApi<{ checkout_session_url: string }>(page, "/billing/checkout/", {
          method: "POST",
          // Purchases on the studio belong to the buyer's address (docs/buyers.md).
          body: { type: "prices", prices: [forSale!.prices[0]!.uid], email: "a11y@example.org" },
        });
        const session = new URL(checkout_session_url, ORIGINS.studio).pathname.replace(/^\/(fr|en)\//, "/");
        await check(c, "test checkout", session, {
          ready: (p) => expect(p.getByLabel(/card number|numéro de carte/i)).toBeVisible(),
        });
        await check(c, "buyer's sign-in link", "/checkout/buyer?token=unknown", {
          ready: (p) => expect(p.getByRole("button", { name: /open my purchases|ouvrir mes achats/i })).toBeVisible(),
        });

        await useSession(context, await sessionOf(browser, "studio", STUDIO_MEMBER));
        for (const path of ["/admin", "/admin/outbox", "/admin/orders", "/admin/pages"]) {
          await check(c, `admin ${path}`, path, { ready: adminReady });
        }
        expectNoProblems(c);
      });
    });
  }
}
