// lib/citations/bibtex.ts: a .bib entry with LaTeX's special characters escaped.
import { bibtexKey, escapeBibtex, toBibtex } from "@/lib/citations/bibtex";
import { cite, URL_EN } from "./fixtures";

describe("escapeBibtex", () => {
  it.each([
    ["50% & more", "50\\% \\& more"],
    ["a_b #1 $2", "a\\_b \\#1 \\$2"],
    ["{braces}", "\\{braces\\}"],
    ["back\\slash", "back\\textbackslash{}slash"],
    ["x^2 ~y", "x\\textasciicircum{}2 \\textasciitilde{}y"],
    ["Łucja, Kraków – «\u00a0é\u00a0»", "Łucja, Kraków – « é »"],
    ["two\nlines", "two lines"],
  ])("%p → %p", (value, expected) => {
    expect(escapeBibtex(value)).toBe(expected);
  });
});

describe("bibtexKey", () => {
  it.each([
    [{}, "zofia2004"],
    [{ fields: { forename: "Łucja Żak", recording_date: "1999" } }, "lucjazak1999"],
    [{ fields: {} }, "testimony0001"],
    [{ fields: {}, name: "«\u00a0»" }, "testimony"],
  ])("%j → %s", (options, expected) => {
    expect(bibtexKey(cite(options))).toBe(expected);
  });
});

describe("toBibtex", () => {
  it("a full entry, with the time code in the URL and the note", () => {
    expect(toBibtex(cite({ seconds: 75 }))).toBe(
      [
        "@misc{zofia2004,",
        "  author = {{Zofia}},",
        "  title = {{Testimony 0001 – Witness interview}},",
        "  howpublished = {Video testimony},",
        "  date = {2004-03-12},",
        "  year = {2004},",
        "  address = {Kraków},",
        "  organization = {Testimony Archive},",
        "  publisher = {Testimony Archive},",
        `  url = {${URL_EN}?t=75},`,
        "  urldate = {2026-11-27},",
        "  note = {Recorded March 12, 2004, in Kraków. Time code 1:15.},",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("leaves out what is missing, in French", () => {
    const entry = toBibtex(cite({ fields: {}, locale: "fr" }));
    expect(entry).not.toMatch(/author|\bdate = |year|address|note/);
    expect(entry).toContain("  howpublished = {Témoignage vidéo},");
    expect(entry).toContain("  publisher = {Archives des témoignages},");
    expect(entry).toContain("  urldate = {2026-11-27},");
  });

  it("escapes special characters in every field, keeps braces balanced", () => {
    const entry = toBibtex(cite({ fields: { forename: "A & B", recording_place: "50% {x}" }, name: "C#_$" }));
    expect(entry).toContain("  author = {{A \\& B}},");
    expect(entry).toContain("  title = {{C\\#\\_\\$}},");
    expect(entry).toContain("  address = {50\\% \\{x\\}},");
    const unescaped = entry.replace(/\\[{}]/g, "");
    expect(unescaped.split("{").length).toBe(unescaped.split("}").length);
  });
});
