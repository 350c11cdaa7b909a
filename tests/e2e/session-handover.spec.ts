// A shared computer (a library's, a school's): one visitor signs out, the next signs in on the same
// tab. Nothing the browser kept for the first (My List here) may be shown to the second, not even
// for the moment it takes to ask again (lib/auth/forget-user-data.ts).
import { expect, test, type Page, type PlaywrightWorkerArgs } from "./helpers/test";
import { submitLogin } from "./helpers/auth";
import { API } from "./helpers/catalogue";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";

const LIST_CARDS = 'section[aria-labelledby="my-list-title"] article h3';

/** The names on a user's My List, asked through the API in a context of its own. */
async function listOf(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, login: { email: string; password: string }) {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post(`${API}/auth/login/`, { data: login })).ok()).toBeTruthy();
  const res = await api.get(`${API}/items/access/?limit=100`);
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as { results: { content_object: { name: string } }[] };
  await api.dispose();
  return results.map((entry) => entry.content_object.name).sort();
}

const shownNames = async (page: Page) => (await page.locator(LIST_CARDS).allInnerTexts()).sort();

async function fillLogin(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await expect(page.getByRole("button", { name: "Account" })).toBeVisible();
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

test("the next visitor of a tab sees nothing of the previous one's list", async ({ page, playwright, baseURL }) => {
  const { researcher, teacher } = DEMO_ACCOUNTS;
  const first = await listOf(playwright, baseURL!, researcher);
  const second = await listOf(playwright, baseURL!, teacher);
  const onlyFirst = first.filter((name) => !second.includes(name));
  expect(onlyFirst.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/auth/login?next=%2Fmy-list");
  await fillLogin(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/my-list$/);
  await expect.poll(() => shownNames(page)).toEqual(first);

  // From here on, every move stays in this document (links and the router, no page load), so
  // what the browser kept is in play; each card name My List ever draws is recorded.
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.evaluate((selector) => {
    const seen = new Set<string>();
    const record = () => document.querySelectorAll(selector).forEach((h) => seen.add(h.textContent ?? ""));
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { seenCards: seen, sameDocument: true });
  }, LIST_CARDS);

  await page.getByRole("link", { name: "Log in" }).click();
  await fillLogin(page, teacher.email, teacher.password);
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "My list" }).click();
  await expect(page).toHaveURL(/\/my-list$/);
  await expect.poll(() => shownNames(page)).toEqual(second);

  const seen = await page.evaluate(() => {
    const state = window as unknown as { seenCards?: Set<string>; sameDocument?: boolean };
    return { sameDocument: state.sameDocument === true, names: [...(state.seenCards ?? [])] };
  });
  expect(seen.sameDocument).toBe(true);
  expect(seen.names.filter((name) => onlyFirst.includes(name))).toEqual([]);
});

test("My List comes in the page's own answer, for its visitor only, and never from a cache", async ({ playwright, baseURL }) => {
  const { researcher } = DEMO_ACCOUNTS;
  const names = await listOf(playwright, baseURL!, researcher);
  expect(names.length).toBeGreaterThan(0);
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post(`${API}/auth/login/`, { data: researcher })).ok()).toBeTruthy();
  const res = await visitor.get("/my-list");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toMatch(/private/);
  expect(res.headers()["cache-control"]).toMatch(/no-store/);
  const html = await res.text();
  // Drawn on the server: the cards' names are in the markup, not only asked for by the browser.
  for (const name of names) expect(html).toContain(`>${escape(name)}</a></h3>`);
  await visitor.dispose();

  // Without a session the server sends the visitor to the login page at once, a reminder's items kept.
  const stranger = await playwright.request.newContext({ baseURL });
  const renew = "12345678-1234-4234-8234-123456789abc";
  const away = await stranger.get(`/my-list?renew=${renew}`, { maxRedirects: 0 });
  expect(away.status()).toBe(307);
  expect(away.headers()["location"]).toBe(`/auth/login?next=${encodeURIComponent(`/my-list?renew=${renew}`)}`);
  expect((await stranger.get("/fr/my-list", { maxRedirects: 0 })).headers()["location"]).toBe("/fr/auth/login?next=%2Fmy-list");
  await stranger.dispose();
});
