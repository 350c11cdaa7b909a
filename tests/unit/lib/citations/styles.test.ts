// lib/citations/styles.ts: Chicago, APA and MLA for a video testimony, in the page's language.
import { CITATION_STYLES, formatCitation, plainText, type CitationStyle } from "@/lib/citations/styles";
import { cite, URL_EN } from "./fixtures";

const text = (style: CitationStyle, options: Parameters<typeof cite>[0] = {}) => plainText(formatCitation(style, cite(options)));
const NB = "\u00a0";
const TITLE = "Testimony 0001 – Witness interview";

describe("English, with a witness, date, place and a time code", () => {
  it.each([
    [
      "chicago",
      `Zofia. “${TITLE}.” Video testimony, recorded March 12, 2004, in Kraków, time code 1:15. Testimony Archive. Accessed November 27, 2026. ${URL_EN}?t=75.`,
    ],
    [
      "apa",
      `Zofia. (2004, March 12). ${TITLE} [Video testimony; recorded in Kraków; time code 1:15]. Testimony Archive. Retrieved November 27, 2026, from ${URL_EN}?t=75`,
    ],
    [
      "mla",
      `Zofia. “${TITLE}.” Video testimony, recorded 12 Mar. 2004, in Kraków. Testimony Archive, ${URL_EN}?t=75. Time code 1:15. Accessed 27 Nov. 2026.`,
    ],
  ] as const)("%s", (style, expected) => {
    expect(text(style, { seconds: 75 })).toBe(expected);
  });
});

describe("French page: French words and typography", () => {
  const TITRE = "Témoignage 0001 – Entretien avec un témoin";
  it.each([
    [
      "chicago",
      `Zofia. «${NB}${TITRE}${NB}». Témoignage vidéo, enregistré le 12 mars 2004 à Kraków, code temporel 1:15. Archives des témoignages. Consulté le 27 novembre 2026. ${URL_EN}?t=75.`,
    ],
    [
      "apa",
      `Zofia. (2004, 12 mars). ${TITRE} [Témoignage vidéo${NB}; enregistré à Kraków${NB}; code temporel 1:15]. Archives des témoignages. Consulté le 27 novembre 2026, à l’adresse ${URL_EN}?t=75`,
    ],
    [
      "mla",
      `Zofia. «${NB}${TITRE}${NB}». Témoignage vidéo, enregistré le 12 mars 2004 à Kraków. Archives des témoignages, ${URL_EN}?t=75. Code temporel 1:15. Consulté le 27 nov. 2026.`,
    ],
  ] as const)("%s", (style, expected) => {
    expect(text(style, { seconds: 75, locale: "fr", name: TITRE })).toBe(expected);
  });
});

describe("no time code: no time in the text, the page's own URL", () => {
  it.each(CITATION_STYLES)("%s", (style) => {
    const citation = text(style);
    expect(citation).not.toMatch(/time code|1:15/);
    expect(citation).toContain(URL_EN);
    expect(citation).not.toContain("?t=");
  });
});

describe("no witness: the title comes first", () => {
  it.each([
    [
      "chicago",
      `“${TITLE}.” Video testimony, recorded March 12, 2004, in Kraków. Testimony Archive. Accessed November 27, 2026. ${URL_EN}.`,
    ],
    [
      "apa",
      `${TITLE} [Video testimony; recorded in Kraków]. (2004, March 12). Testimony Archive. Retrieved November 27, 2026, from ${URL_EN}`,
    ],
    ["mla", `“${TITLE}.” Video testimony, recorded 12 Mar. 2004, in Kraków. Testimony Archive, ${URL_EN}. Accessed 27 Nov. 2026.`],
  ] as const)("%s", (style, expected) => {
    expect(text(style, { fields: { recording_date: "2004-03-12", recording_place: "Kraków" } })).toBe(expected);
  });
});

describe("missing date or place", () => {
  it.each([
    ["chicago", "en", {}, `Zofia. “${TITLE}.” Video testimony. Testimony Archive.`],
    ["apa", "en", {}, `Zofia. (n.d.). ${TITLE} [Video testimony]. Testimony Archive.`],
    ["apa", "fr", {}, `Zofia. (s. d.). ${TITLE} [Témoignage vidéo]. Archives des témoignages.`],
    ["mla", "en", {}, `Zofia. “${TITLE}.” Video testimony. Testimony Archive,`],
    ["chicago", "en", { recording_place: "Lviv" }, "Video testimony, recorded in Lviv."],
    ["chicago", "fr", { recording_place: "Lviv" }, "Témoignage vidéo, enregistré à Lviv."],
    ["chicago", "en", { recording_date: "2004" }, "Video testimony, recorded in 2004."],
    ["chicago", "fr", { recording_date: "2004-03" }, "Témoignage vidéo, enregistré en mars 2004."],
    ["apa", "en", { recording_date: "2004" }, "Zofia. (2004)."],
    ["mla", "en", { recording_date: "2004-03" }, "Video testimony, recorded Mar. 2004."],
    // A date typed as free text is kept as typed.
    ["chicago", "en", { recording_date: "spring 2004" }, "Video testimony, recorded spring 2004."],
    ["apa", "en", { recording_date: "spring 2004" }, "Zofia. (spring 2004)."],
  ] as const)("%s %s %j", (style, locale, fields, expected) => {
    expect(text(style, { fields: { forename: "Zofia", ...fields }, locale })).toContain(expected);
  });
});

describe("details", () => {
  it("keeps accents and a title's own final punctuation", () => {
    const citation = text("chicago", { fields: { forename: "Łucja Ž." }, name: "Où étiez-vous ?" });
    expect(citation.startsWith("Łucja Ž. “Où étiez-vous ?” Video testimony.")).toBe(true);
  });

  it("APA puts the title in italics, MLA the site's name; Chicago none", () => {
    const italics = (style: CitationStyle) =>
      formatCitation(style, cite())
        .filter((part) => part.italic)
        .map((part) => part.text);
    expect(italics("apa")).toEqual([TITLE]);
    expect(italics("mla")).toEqual(["Testimony Archive"]);
    expect(italics("chicago")).toEqual([]);
  });

  it("names an organisation other than the site's name", () => {
    const citation = { ...cite(), organisation: "Memory Foundation" };
    expect(plainText(formatCitation("chicago", citation))).toContain(". Memory Foundation. Testimony Archive. Accessed");
    expect(plainText(formatCitation("mla", citation))).toContain(`Testimony Archive, Memory Foundation, ${URL_EN}.`);
  });

  it("writes hours into a long time code", () => {
    expect(text("chicago", { seconds: 3723 })).toContain("time code 1:02:03.");
  });
});
