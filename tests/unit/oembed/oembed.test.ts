/** @jest-environment node */
// The pieces of the oEmbed endpoint that do not need a site (tests/api/oembed.test.ts has the
// rest): the reserved names, the frame's fitting, and escaping in both formats.
import { readdirSync } from "node:fs";
import path from "node:path";
import { itemAddressOf, RESERVED_SLUGS } from "@/lib/oembed/item-url";
import { frameSize, oembedAnswer } from "@/lib/oembed/response";
import { oembedXml } from "@/lib/oembed/xml";
import { makeItem } from "../item/test-utils";

describe("item addresses", () => {
  it("reserves every page at a locale's root, and nothing else", () => {
    const pages = readdirSync(path.join(process.cwd(), "app/[site]/[locale]"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
      .map((entry) => entry.name);
    expect([...RESERVED_SLUGS].sort()).toEqual(pages.sort());
  });

  it.each([
    ["http://localhost:3000/a-slug", { locale: "en", slug: "a-slug" }],
    ["https://localhost/fr/a-slug/", { locale: "fr", slug: "a-slug" }],
    ["https://localhost./en/a-slug", { locale: "en", slug: "a-slug" }],
    ["http://localhost/t%C3%A9moin", { locale: "en", slug: "témoin" }],
    ["http://localhost/%2e%2e/search", null],
    ["http://localhost/fr", null],
    ["http://127.0.0.1/a-slug", null],
  ])("%s → %p", (url, address) => {
    expect(itemAddressOf(url, "localhost")).toEqual(address);
  });
});

describe("the frame's size", () => {
  // Every room from 1 to 800 px each way: the frame fits, and is as wide as 16:9 allows.
  it("always fits the room, at 16:9 to the pixel, as wide as it can be", () => {
    const wrong: string[] = [];
    for (let maxWidth = 1; maxWidth <= 800; maxWidth += 7) {
      for (let maxHeight = 1; maxHeight <= 800; maxHeight += 3) {
        const { width, height } = frameSize({ maxWidth, maxHeight });
        const fits = width <= maxWidth && height <= maxHeight && width <= 640;
        const sixteenByNine = Math.abs(height - (width * 9) / 16) <= 0.5;
        // One pixel wider would be too wide, or its exact 16:9 height too tall.
        const widest = width + 1 > Math.min(maxWidth, 640) || ((width + 1) * 9) / 16 > maxHeight;
        if (!fits || !sixteenByNine || !widest) wrong.push(`${maxWidth}×${maxHeight} → ${width}×${height}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("escaping", () => {
  const item = makeItem(
    { uid: "20000000-0000-4000-8000-000000000001" },
    { name: 'Tom & "Jerry" </title><script>alert(1)</script>\u0001\uD800' },
  );
  const answer = oembedAnswer({
    site: "archive.example.org",
    item,
    provider: { name: "A <b>site</b>", url: "https://archive.example.org/" },
    frameTitle: `${item.content_object.name} – video`,
    room: { maxWidth: null, maxHeight: null },
    cacheable: true,
  });

  it("the iframe's attributes hold the title as text", () => {
    expect(answer.html).toContain('title="Tom &amp; &quot;Jerry&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(answer.html.match(/<[a-z/]/g)).toEqual(["<i", "</"]);
  });

  it("the XML escapes every value and drops what XML cannot hold", () => {
    const xml = oembedXml(answer);
    expect(xml).toContain("<title>Tom &amp; &quot;Jerry&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(xml).toContain("<provider_name>A &lt;b&gt;site&lt;/b&gt;</provider_name>");
    expect(xml).not.toMatch(/[\u0000-\u0008\uD800-\uDFFF]/);
    // Only the document's own elements are tags: everything inside them is text.
    const tags = [...xml.matchAll(/<\/?([a-z_]+)>/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(["oembed", ...Object.keys(answer)]));
  });
});
