// Accounts and on-demand access, end to end: a new researcher registers and asks for three
// testimonies, a member approves two and refuses one, the researcher watches an approved one.
import { expect, test, type APIRequestContext, type Browser, type Page } from "./helpers/test";
import { submitLogin } from "./helpers/auth";
import { pressPlay } from "./helpers/catalogue";

const API = "/api/public/websites/v1";
const MEMBER = { email: "member@archive.example.org", password: "member-demo-2026" };

type ListedItem = { uid: string; slug: string; visibility_type: string; content_object: { name: string } };

async function onDemandItems(request: APIRequestContext, count: number): Promise<ListedItem[]> {
  const res = await request.get(`${API}/items/?limit=100&ordering=name`);
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as { results: ListedItem[] };
  return results.filter((item) => item.visibility_type === "on_demand").slice(0, count);
}

async function logIn(page: Page, email: string, password: string, next = "/") {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await submitLogin(page, email, password);
  await expect(page.getByRole("button", { name: /account|menu du compte|my account/i }).first()).toBeVisible();
}

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, MEMBER.email, MEMBER.password);
  return page;
}

test("register, request three testimonies, get two approved and one refused, then watch", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e-${stamp}@example.org`;
  const lastName = `Tester${stamp}`;

  // Registration signs the new user in and goes home.
  await page.goto("/auth/register");
  await page.getByRole("textbox", { name: /^first name/i }).fill("Ada");
  await page.getByRole("textbox", { name: /^last name/i }).fill(lastName);
  await page.getByRole("textbox", { name: /^e-mail address/i }).fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("a-long-unusual-passphrase-42");
  await page
    .getByLabel(/^confirm password/i)
    .first()
    .fill("a-long-unusual-passphrase-42");
  await page.getByRole("textbox", { name: /^phone number/i }).fill("0123456789");
  await page.getByRole("combobox", { name: /^profile/i }).selectOption("researcher");
  await page.getByRole("textbox", { name: /^reason for your research/i }).fill("Oral history seminar (end-to-end test).");
  await page.getByRole("button", { name: /create my account/i }).click();
  await expect(page).toHaveURL(/localhost:3100\/$/);

  // Three on-demand testimonies go into one request.
  const wanted = await onDemandItems(page.request, 3);
  expect(wanted).toHaveLength(3);
  for (const item of wanted) {
    await page.goto(`/${item.slug}`);
    await page.getByRole("button", { name: /^request access$/i }).click();
    const drawer = page.getByRole("dialog", { name: /my request/i });
    await expect(drawer.getByRole("link", { name: item.content_object.name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  }
  await page.getByRole("button", { name: /open my request, 3 items/i }).click();
  const drawer = page.getByRole("dialog", { name: /my request/i });
  await drawer.getByRole("button", { name: /submit my request/i }).click();
  await expect(page.getByText(/your request has been processed/i)).toBeVisible();

  // A member approves two and refuses one, with a reason.
  const member = await memberPage(browser);
  await member.goto("/admin");
  const card = member.getByRole("article").filter({ has: member.getByRole("heading", { name: new RegExp(lastName) }) });
  await expect(card).toBeVisible();
  for (const item of wanted.slice(0, 2)) {
    await card.getByRole("button", { name: `Approve ${item.content_object.name}` }).click();
    await expect(member.getByText(/granted for 3 months/i).first()).toBeVisible();
  }
  const refused = wanted[2]!;
  await card.getByRole("button", { name: `Refuse ${refused.content_object.name}` }).click();
  const dialog = member.getByRole("dialog", { name: /refuse access/i });
  await dialog.getByRole("textbox", { name: /reason/i }).fill("Outside the scope of the stated research.");
  await dialog.getByRole("button", { name: /^refuse access$/i }).click();
  await expect(member.getByText(/refused\. the requester has been e-mailed/i).first()).toBeVisible();
  await member.context().close();

  // My List shows two available testimonies and the refusal with its reason.
  await page.goto("/my-list");
  await expect(page.getByRole("heading", { name: /^available/i })).toBeVisible();
  await expect(page.getByText("Reason: Outside the scope of the stated research.")).toBeVisible();
  for (const item of wanted.slice(0, 2)) await expect(page.getByRole("link", { name: item.content_object.name })).toBeVisible();

  // An approved one plays: its Play button loads the player, and there is no access overlay.
  await page.goto(`/${wanted[0]!.slug}`);
  await pressPlay(page);
  await expect(page.locator(`iframe[title="Video player: ${wanted[0]!.content_object.name}"]`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^request access$/i })).toHaveCount(0);
});

test("the second demo site forces sign-in with its site-wide password", async ({ page }) => {
  await page.goto("http://studio.localhost:3100/");
  await expect(page).toHaveURL(/studio\.localhost:3100\/auth\/login\?next=%2F/);
  await expect(page.getByRole("textbox", { name: /e-mail/i })).toHaveCount(0);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("not-the-password");
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page.getByText("Invalid credentials.")).toBeVisible();
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("studio-demo-2026");
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/studio\.localhost:3100\/$/);
  await expect(page.getByRole("link", { name: /log in/i })).toHaveCount(0);
});

test("a forgotten password is reset through the link in the outbox", async ({ page, browser }) => {
  // The member resets their own password: the outbox shows a reset link in clear only to the person
  // it was sent to (everyone else's is redacted), so the member is the one account this can use.
  await page.goto("/auth/password-reset-1");
  await page.getByRole("textbox", { name: /e-mail address/i }).fill(MEMBER.email);
  await page.getByRole("button", { name: /send the link/i }).click();
  await expect(page.getByText(/check your mailbox/i)).toBeVisible();

  // Without SMTP the outbox is the delivery: the member reads their own mail there.
  const member = await memberPage(browser);
  await member.goto("/admin/outbox");
  const mail = member
    .getByRole("article")
    .filter({ hasText: MEMBER.email })
    .filter({ hasText: /reset your password/i })
    .first();
  await expect(mail).toBeVisible();
  // The mail's text sits in a collapsed <details>; the link is read from it without opening it.
  const link = await mail.locator('a[href*="/auth/password-reset-2?token="]').first().getAttribute("href");
  expect(link).toMatch(/^http:\/\/localhost:3100\/auth\/password-reset-2\?token=[A-Za-z0-9_-]{43}/);
  await member.context().close();

  // The "new" password is the demo one again, so later tests still sign the member in with it.
  await page.goto(link!);
  await page
    .getByLabel(/^new password/i)
    .first()
    .fill(MEMBER.password);
  await page
    .getByLabel(/^confirm the new password/i)
    .first()
    .fill(MEMBER.password);
  await page.getByRole("button", { name: /save the new password/i }).click();
  await expect(page.getByText(/your password has been changed/i)).toBeVisible();

  // The link works once; the password set through it works.
  await page.goto(link!);
  await page
    .getByLabel(/^new password/i)
    .first()
    .fill("yet-another-passphrase-9");
  await page
    .getByLabel(/^confirm the new password/i)
    .first()
    .fill("yet-another-passphrase-9");
  await page.getByRole("button", { name: /save the new password/i }).click();
  await expect(page.getByText(/reset link was invalid/i)).toBeVisible();
  await logIn(page, MEMBER.email, MEMBER.password);
});
