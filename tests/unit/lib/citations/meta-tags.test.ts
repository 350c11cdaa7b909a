// lib/citations/meta-tags.ts: the citation_* and DC.* tags reference managers read.
import { citationMetaTags } from "@/lib/citations/meta-tags";
import { source, URL_EN } from "./fixtures";

describe("citationMetaTags", () => {
  it("names the title, witness, dates, publisher and page", () => {
    expect(citationMetaTags(source(), "2024-03-03T10:00:00.000Z")).toEqual({
      citation_title: "Testimony 0001 – Witness interview",
      citation_author: "Zofia",
      citation_date: "2004/03/12/",
      citation_publication_date: "2024/03/03/",
      citation_publisher: "Testimony Archive",
      citation_public_url: URL_EN,
      "DC.title": "Testimony 0001 – Witness interview",
      "DC.creator": "Zofia",
      "DC.date": "2004-03-12",
      "DC.coverage": "Kraków",
      "DC.publisher": "Testimony Archive",
      "DC.type": "MovingImage",
      "DC.identifier": URL_EN,
    });
  });

  it("leaves out what is unknown; the publication date stands in for the recording's", () => {
    const tags = citationMetaTags(source({}), "2024-03-03T10:00:00.000Z");
    expect(tags).not.toHaveProperty("citation_author");
    expect(tags).not.toHaveProperty("DC.creator");
    expect(tags).not.toHaveProperty("DC.date");
    expect(tags.citation_date).toBe("2024/03/03/");
    expect(citationMetaTags(source({}), null)).not.toHaveProperty("citation_date");
  });
});
