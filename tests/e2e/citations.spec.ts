// "Cite this testimony" on the item page: the three styles at the player's moment, copy to the
// clipboard, BibTeX and RIS files, the keyboard, and the citation_* tags reference managers read.
// The demo clips last about 30 s and the player ignores a start beyond the end, so the deep link
// asks for 0:15 (`?t=15`) rather than a later moment.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./helpers/test";
import { playerTime, playerVideo, pressUntil, publicMedia } from "./helpers/catalogue";

const START = 15;

type Listed = { slug: string; visibility_type: string; content_object_type: string; content_object: { name: string } };

const citeButton = (page: Page, name = "Cite") => page.getByRole("button", { name, exact: true });

/** Opens the page at START, waits for the player to be there, opens Cite; answers the time code it cites. */
async function openAtMoment(page: Page, slug: string): Promise<string> {
  await page.goto(`/${slug}?t=${START}`);
  await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(START);
  // The video may play on: the dialog takes the time when it opens, and says which.
  await playerVideo(page).evaluate((element: HTMLVideoElement) => element.pause());
  const dialog = page.getByRole("dialog", { name: "Cite this testimony" });
  const pointsTo = dialog.getByText(/The citation points to \d+:\d{2} in the video\./);
  // The player tells the page its time once a second: on a cold start the first word may come after the click.
  await expect(async () => {
    await citeButton(page).click();
    await expect(dialog).toBeVisible();
    try {
      await expect(pointsTo).toBeVisible({ timeout: 1_500 });
    } catch (error) {
      await page.keyboard.press("Escape");
      throw error;
    }
  }).toPass();
  const said = await pointsTo.innerText();
  const clock = /(\d+:\d{2})/.exec(said)![1]!;
  const [m, s] = clock.split(":").map(Number);
  expect(m! * 60 + s!).toBeGreaterThanOrEqual(START);
  return clock;
}

test("the three styles cite the moment the player is at, with a link to it", async ({ page, baseURL }) => {
  const item = await publicMedia<Listed>(page);
  const clock = await openAtMoment(page, item.slug);
  const [m, s] = clock.split(":").map(Number);
  const link = `${baseURL}/${item.slug}?t=${m! * 60 + s!}`;
  const dialog = page.getByRole("dialog", { name: "Cite this testimony" });
  for (const style of ["chicago", "apa", "mla"]) {
    const citation = dialog.getByTestId(`citation-${style}`);
    await expect(citation).toContainText(`time code ${clock}`, { ignoreCase: true });
    await expect(citation).toContainText(link);
    await expect(citation).toContainText("Testimony Archive");
    await expect(citation).toContainText(item.content_object.name);
  }
  await expect(dialog.getByRole("heading", { name: "Chicago" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "APA" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "MLA" })).toBeVisible();
});

test("copy puts the citation on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const item = await publicMedia<Listed>(page);
  await openAtMoment(page, item.slug);
  const dialog = page.getByRole("dialog", { name: "Cite this testimony" });
  await dialog.getByRole("button", { name: "Copy the APA citation" }).click();
  await expect(page.getByText("APA citation copied to the clipboard.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await dialog.getByTestId("citation-apa").innerText());
  expect(copied).toMatch(/^\S.*\[Video testimony; .*time code \d+:\d{2}\]\. Testimony Archive\. Retrieved /);
});

test("BibTeX and RIS files are made in the browser, at the same moment", async ({ page, baseURL }) => {
  const item = await publicMedia<Listed>(page);
  const clock = await openAtMoment(page, item.slug);
  const [m, s] = clock.split(":").map(Number);
  const link = `${baseURL}/${item.slug}?t=${m! * 60 + s!}`;
  const dialog = page.getByRole("dialog", { name: "Cite this testimony" });

  const [bib] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download BibTeX (.bib)" }).click()]);
  expect(bib.suggestedFilename()).toBe(`${item.slug}.bib`);
  const bibtex = await readFile((await bib.path())!, "utf8");
  expect(bibtex).toMatch(/^@misc\{[a-z0-9]+\d{4},\n/);
  expect(bibtex).toContain(`  url = {${link}},`);
  expect(bibtex).toContain("  howpublished = {Video testimony},");
  expect(bibtex).toContain("  publisher = {Testimony Archive},");
  expect(bibtex).toMatch(/ {2}date = \{\d{4}-\d{2}-\d{2}\},/);
  expect(bibtex).toContain(`Time code ${clock}.`);

  const [ris] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download RIS (.ris)" }).click()]);
  expect(ris.suggestedFilename()).toBe(`${item.slug}.ris`);
  const record = await readFile((await ris.path())!, "utf8");
  const lines = record.split("\r\n");
  expect(lines[0]).toBe("TY  - VIDEO");
  expect(lines).toContain(`TI  - ${item.content_object.name}`);
  expect(lines).toContain(`UR  - ${link}`);
  expect(lines).toContain("PB  - Testimony Archive");
  expect(lines).toContain(`N1  - Time code ${clock}`);
  expect(lines.at(-2)).toBe("ER  - ");
  expect(lines.every((line) => line === "" || /^[A-Z][A-Z0-9] {2}- /.test(line))).toBe(true);
});

test("keyboard: the dialog keeps focus inside, Escape closes it and gives focus back to Cite", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  await citeButton(page).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cite this testimony" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(citeButton(page)).toBeFocused();
});

test("a French page cites in French", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/fr/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: "Citer ce témoignage" });
  await pressUntil(citeButton(page, "Citer"), dialog);
  await expect(dialog.getByTestId("citation-chicago")).toContainText("Témoignage vidéo, enregistré");
  await expect(dialog.getByTestId("citation-chicago")).toContainText("Archives des témoignages. Consulté le ");
  await expect(dialog.getByTestId("citation-apa")).toContainText("à l’adresse http");
});

test("reference managers find the citation in the page's meta tags", async ({ page, baseURL }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  const meta = (name: string) => page.locator(`meta[name="${name}"]`);
  await expect(meta("citation_title")).toHaveAttribute("content", item.content_object.name);
  await expect(meta("citation_author")).toHaveAttribute("content", /^\p{L}+$/u);
  await expect(meta("citation_date")).toHaveAttribute("content", /^\d{4}\/\d{2}\/\d{2}\/$/);
  await expect(meta("citation_publisher")).toHaveAttribute("content", "Testimony Archive");
  await expect(meta("citation_public_url")).toHaveAttribute("content", `${baseURL}/${item.slug}`);
  await expect(meta("DC.type")).toHaveAttribute("content", "MovingImage");
});
