// Expiry reminders and one-click renewal, end to end: the demo teacher's on-demand access ends in
// about 5 days (seeded). A member sends the site's due reminders now (POST /admin/reminders/, the
// hourly job's round on demand) and reads the teacher's reminder in the outbox; its link, opened
// signed out, goes through the login page back to My List's renewal confirmation; one click asks
// for the renewal, My List says "renewal requested", and members see it as a renewal.
import { expect, test, type Browser, type Page } from "./helpers/test";
import { submitLogin } from "./helpers/auth";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";

const API = "/api/public/websites/v1";
const { member, teacher } = DEMO_ACCOUNTS;

async function memberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth/login");
  await submitLogin(page, member.email, member.password);
  await expect(page.getByRole("button", { name: /account|my account/i }).first()).toBeVisible();
  return page;
}

/** POST from the page itself, as the members' area would: same origin, the session cookie. */
function postFromPage(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { method: "POST" });
    return { status: response.status, body: (await response.json()) as unknown };
  }, `${API}${path}`);
}

test("a reminder's link renews the access in one click after signing in", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const desk = await memberPage(browser);

  // The server's hourly round may already have sent it: either way, once, and it is in the outbox.
  const run = await postFromPage(desk, "/admin/reminders/");
  expect(run.status).toBe(200);
  expect(run.body).toEqual({ reminders: expect.any(Number), mails: expect.any(Number) });

  await desk.goto("/admin/outbox");
  const mail = desk
    .getByRole("article")
    .filter({ hasText: teacher.email })
    .filter({ has: desk.getByRole("heading", { name: /Your access to “.+” ends soon/ }) });
  await expect(mail).toHaveCount(1);
  const subject = await mail.getByRole("heading").innerText();
  const itemName = /“(.+)”/.exec(subject)![1]!;
  await mail.getByText("Show the message").click();
  await expect(mail.getByText(`“${itemName}”, until`, { exact: false })).toBeVisible();
  const link = await mail.getByRole("link", { name: /\/my-list\?renew=/ }).getAttribute("href");
  expect(link).toMatch(/^http:\/\/localhost:3100\/my-list\?renew=[0-9a-f-]{36}$/);

  // Signed out, the link goes through the login page and back to it.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await submitLogin(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(/\/my-list\?renew=[0-9a-f-]{36}$/);

  // The confirmation names the item; one click renews.
  const dialog = page.getByRole("dialog", { name: "Renew your access" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText(itemName);
  await dialog.getByRole("button", { name: "Renew my access" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: itemName }) });
  await expect(card.getByText("Renewal requested")).toBeVisible();
  await expect(card.getByText(/^Ends in \d+ days?$/)).toBeVisible();
  await expect(card.getByRole("button", { name: `Renew my access to ${itemName}` })).toHaveCount(0);
  // The link was answered: a reload does not ask again.
  await expect(page).toHaveURL(/\/my-list$/);
  await page.reload();
  await expect(card.getByText("Renewal requested")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A second run sends nothing more: the reminder went out once.
  expect((await postFromPage(desk, "/admin/reminders/")).body).toEqual({ reminders: 0, mails: 0 });

  // Members see a renewal, beside the earlier decision.
  await desk.goto("/admin");
  const request = desk.getByRole("article").filter({ has: desk.getByRole("heading", { name: /Request from Demo Teacher/ }) });
  await expect(request.first().getByText("Renewal", { exact: true })).toBeVisible();
  await expect(request.first().getByTestId("earlier-decision")).toContainText("Earlier decision: approved by Demo Member");
  await desk.context().close();
});
