// The item page's metadata carries the citation tags reference managers read (Zotero's embedded
// metadata), built from the item's custom fields and the site's name.
import { itemMetadata } from "@/components/item/item-seo";
import { makeItem } from "./test-utils";

const where = { site: "archive.example.org", locale: "fr" };

describe("itemMetadata: citation tags", () => {
  it("adds citation_* and DC.* tags with the site's settings", () => {
    const item = makeItem(
      { slug: "temoignage-0001" },
      { name: "Témoignage 0001", custom_fields: { forename: "Zofia", recording_date: "2004-03-12", recording_place: "Kraków" } },
    );
    const meta = itemMetadata(where, item, { name: "Archives des témoignages" });
    expect(meta.other).toMatchObject({
      citation_title: "Témoignage 0001",
      citation_author: "Zofia",
      citation_date: "2004/03/12/",
      citation_publication_date: "2024/03/03/",
      citation_publisher: "Archives des témoignages",
      citation_public_url: "https://archive.example.org/fr/temoignage-0001",
      "DC.coverage": "Kraków",
    });
  });

  it("without a witness there is no author tag; without settings no tags at all", () => {
    const item = makeItem({}, { custom_fields: {} });
    expect(itemMetadata(where, item, { name: "Archives" }).other).not.toHaveProperty("citation_author");
    expect(itemMetadata(where, item).other).toBeUndefined();
  });
});
