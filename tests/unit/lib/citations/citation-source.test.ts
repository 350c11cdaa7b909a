// lib/citations/citation-source.ts: what a citation takes from an item and its site.
import { citationSource, citedAt, citedUrl, publishers } from "@/lib/citations/citation-source";
import { ACCESSED, FIELDS, URL_EN, item, source, type Fields } from "./fixtures";

describe("citationSource", () => {
  it("takes the witness, recording date and place from the custom fields, the names from the site", () => {
    expect(source()).toEqual({
      locale: "en",
      witness: "Zofia",
      title: "Testimony 0001 – Witness interview",
      recordingDate: "2004-03-12",
      recordingPlace: "Kraków",
      organisation: "Testimony Archive",
      siteName: "Testimony Archive",
      url: URL_EN,
    });
  });

  it.each([
    { name: "missing fields", fields: {}, expected: { witness: null, recordingDate: null, recordingPlace: null } },
    {
      name: "blank fields",
      fields: { forename: "  ", recording_date: "", recording_place: " " },
      expected: { witness: null, recordingDate: null, recordingPlace: null },
    },
    {
      name: "spaces folded",
      fields: { forename: "  Anna\n Maria ", recording_place: "Lviv" },
      expected: { witness: "Anna Maria", recordingPlace: "Lviv" },
    },
    { name: "a list value", fields: { recording_place: ["Lviv", " Kyiv "] }, expected: { recordingPlace: "Lviv, Kyiv" } },
    { name: "a number value", fields: { recording_date: 1995 }, expected: { recordingDate: "1995" } },
  ] as Array<{ name: string; fields: Fields; expected: object }>)("$name", ({ fields, expected }) => {
    expect(source(fields)).toMatchObject(expected);
  });

  it("any locale but French cites in English", () => {
    expect(citationSource(item("T", FIELDS), { name: "S" }, URL_EN, "de").locale).toBe("en");
    expect(citationSource(item("T", FIELDS), { name: "S" }, URL_EN, "fr").locale).toBe("fr");
  });
});

describe("citedAt / citedUrl", () => {
  it.each([
    { seconds: 75, expected: 75, url: `${URL_EN}?t=75` },
    { seconds: 75.9, expected: 75, url: `${URL_EN}?t=75` },
    { seconds: 0, expected: null, url: URL_EN },
    { seconds: 0.4, expected: null, url: URL_EN },
    { seconds: null, expected: null, url: URL_EN },
    { seconds: Number.NaN, expected: null, url: URL_EN },
  ])("time $seconds → $expected", ({ seconds, expected, url }) => {
    const citation = citedAt(source(), ACCESSED, seconds);
    expect(citation.seconds).toBe(expected);
    expect(citedUrl(citation)).toBe(url);
  });
  it("a playlist's time code names its media; without a time code, no media either", () => {
    expect(citedUrl(citedAt(source(), ACCESSED, 75, "media-2"))).toBe(`${URL_EN}?t=75&m=media-2`);
    expect(citedUrl(citedAt(source(), ACCESSED, null, "media-2"))).toBe(URL_EN);
  });
});

describe("publishers", () => {
  it("names the organisation once when it is the site's name", () => {
    expect(publishers(source())).toEqual(["Testimony Archive"]);
    expect(publishers({ ...source(), organisation: "Memory Foundation" })).toEqual(["Memory Foundation", "Testimony Archive"]);
  });
});
