// What the cached page's HTML holds: everything readable without JavaScript, no file link, and
// structured data for search engines.
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { customFieldTabs } from "@/components/item/custom-fields";
import { CustomFieldsTabs } from "@/components/item/custom-fields-tabs";
import { ItemDetails, ItemHeading } from "@/components/item/item-details";
import { ItemDownloads } from "@/components/item/item-downloads";
import { ItemPlayerArea } from "@/components/item/item-player-area";
import { itemJsonLd, itemMetadata } from "@/components/item/item-seo";
import { serializeJsonLd } from "@/components/ui/json-ld";
import en from "@/messages/en.json";
import { makeItem, words } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const item = makeItem(
  {
    slug: "witness-interview",
    has_access: false,
    visibility_type: "on_demand",
    is_content_downloadable: true,
    languages: ["uk"],
    categories: [{ uid: "c1", slug: "villages", name: "Villages" }],
  },
  {
    name: "Witness </script> interview",
    description: words(200),
    excerpt: "A short excerpt.",
    tags: ["a", "b", "c", "d", "e", "f"],
    custom_fields: { forename: "Maria", recording_place: "Town A2" },
    files: [
      { uid: "f", display_name: "HD", size: 1, width: 1, height: 1, file: "/api/public/websites/v1/files/f/?exp=1&sig=x", slug: "hd" },
    ],
  },
);

function html() {
  return renderToString(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Paris">
      <ItemPlayerArea item={item} siteMonetization={false} authEnabled locale="en" heading={<ItemHeading item={item} locale="en" />}>
        <ItemDetails item={item} />
      </ItemPlayerArea>
      <ItemDownloads uid={item.uid} slug={item.slug} locale="en" />
      <CustomFieldsTabs tabs={customFieldTabs(item.content_object.custom_fields, "en")} />
    </NextIntlClientProvider>,
  );
}

describe("item page HTML", () => {
  it("holds the whole description, every tag and both custom-field panels", () => {
    const page = html();
    expect(page).toContain("w200");
    expect(page).toContain("#f");
    expect(page).toContain("Maria");
    expect(page).toContain("Town A2");
    expect(page).toContain("March 3, 2024");
    expect(page).toContain("01:02:03");
  });

  it("never holds a file link, and no overlay button before the viewer is known", () => {
    const page = html();
    expect(page).not.toContain("/files/");
    expect(page).not.toContain("Request access");
    expect(page).not.toContain("<iframe");
  });

  it("holds nothing of the transcript of an item the anonymous visitor may not play", () => {
    const page = html();
    expect(page).not.toContain(en.transcript.title);
    expect(page).not.toContain("?t=");
  });
});

describe("item SEO", () => {
  const where = { site: "localhost", locale: "fr" };

  it("metadata: title, excerpt, canonical + hreflang, Open Graph video, large Twitter card", () => {
    const meta = itemMetadata(where, item);
    expect(meta.title).toBe(item.content_object.name);
    expect(meta.description).toBe("A short excerpt.");
    expect(meta.alternates?.canonical).toBe("http://localhost:3000/fr/witness-interview");
    expect(meta.alternates?.languages).toMatchObject({
      en: "http://localhost:3000/witness-interview",
      fr: "http://localhost:3000/fr/witness-interview",
    });
    expect(meta.openGraph).toMatchObject({
      type: "video.other",
      images: [{ url: `http://localhost:3000/images/w:1280/media:uid:${item.content_object.uid}/thumbnail.jpg` }],
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("metadata: oEmbed discovery links to the site's own endpoint for this page, in JSON and XML, and its IIIF manifest", () => {
    const page = encodeURIComponent("http://localhost:3000/fr/witness-interview");
    const title = item.content_object.name;
    expect(itemMetadata(where, item).alternates?.types).toEqual({
      "application/json+oembed": [{ url: `http://localhost:3000/oembed?url=${page}&format=json`, title }],
      "text/xml+oembed": [{ url: `http://localhost:3000/oembed?url=${page}&format=xml`, title }],
      "application/ld+json": [{ url: "http://localhost:3000/iiif/witness-interview/manifest", title }],
    });
  });

  it("JSON-LD: a VideoObject and a breadcrumb home → first category → item", () => {
    const [video, crumbs] = itemJsonLd(where, item, "Accueil") as Array<Record<string, unknown>>;
    expect(video).toMatchObject({
      "@type": "VideoObject",
      duration: "PT3723S",
      uploadDate: item.published_at,
      embedUrl: `http://localhost:3000/embed/${item.uid}/`,
      inLanguage: "uk",
    });
    expect(JSON.stringify(video)).not.toContain("/files/");
    const names = (crumbs!.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item]);
    expect(names).toEqual([
      ["Accueil", "http://localhost:3000/fr"],
      ["Villages", "http://localhost:3000/fr/category/villages"],
      [item.content_object.name, "http://localhost:3000/fr/witness-interview"],
    ]);
  });

  it("JSON-LD: the VideoObject carries the transcript's words only when it is given one", () => {
    const [withWords] = itemJsonLd(where, item, "Accueil", "Line one.\nLine two.") as Array<Record<string, unknown>>;
    expect(withWords).toMatchObject({ "@type": "VideoObject", transcript: "Line one.\nLine two." });
    const [without] = itemJsonLd(where, item, "Accueil") as Array<Record<string, unknown>>;
    expect(without).not.toHaveProperty("transcript");
  });

  it("cannot close its script tag", () => {
    expect(serializeJsonLd({ name: item.content_object.name })).not.toContain("</script>");
  });
});
