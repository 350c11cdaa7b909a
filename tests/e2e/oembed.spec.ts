// oEmbed as a consumer uses it (WordPress, a chat's link preview): the item page names its endpoint
// (discovery), the endpoint answers with the player's iframe at the size asked, and that iframe,
// written into the consumer's page, shows the item's player. The consumer's page is served here
// on the archive's own origin, which its embed_allowed_domains lets frame the player ('self').
import { expect, test } from "./helpers/test";
import { publicMedia } from "./helpers/catalogue";

type Listed = { uid: string; slug: string; visibility_type: string; content_object_type: string };
type OEmbed = { version: string; type: string; html: string; width: number; height: number; title: string; provider_name: string };

test("an item's address pasted into an oEmbed consumer gives its player", async ({ page, request, baseURL }) => {
  const item = await publicMedia<Listed>(page);
  const html = await (await request.get(`/${item.slug}`)).text();
  const discovered = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
  expect(discovered, "the item page names its oEmbed endpoint").toBeDefined();
  expect(html).toMatch(/<link rel="alternate" type="text\/xml\+oembed" href="[^"]+"/);
  const endpoint = new URL(discovered!.replaceAll("&amp;", "&"));
  expect(endpoint.pathname).toBe("/oembed");
  expect(endpoint.searchParams.get("url")).toBe(`${baseURL}/${item.slug}`);

  const answer = await request.get(`${endpoint.pathname}${endpoint.search}&maxwidth=480&maxheight=400`);
  expect(answer.status()).toBe(200);
  const oembed = (await answer.json()) as OEmbed;
  expect(oembed).toMatchObject({ version: "1.0", type: "video", width: 480, height: 270 });
  expect(oembed.html).toContain(`/embed/${item.uid}/`);

  await page.route(`${baseURL}/oembed-consumer`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: `<!doctype html><title>A consumer</title>${oembed.html}` }),
  );
  await page.goto("/oembed-consumer");
  const frame = page.frameLocator("iframe");
  await expect(frame.locator("video")).toBeAttached();
  const box = await page.locator("iframe").boundingBox();
  expect(Math.round(box!.width)).toBe(480);
  expect(Math.round(box!.height)).toBe(270);
});
