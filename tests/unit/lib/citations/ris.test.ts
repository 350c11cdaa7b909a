// lib/citations/ris.ts: a RIS record (TY  - VIDEO … ER  - ), CRLF line ends.
import { toRis } from "@/lib/citations/ris";
import { cite, URL_EN } from "./fixtures";

describe("toRis", () => {
  it("a full record with the time code", () => {
    expect(toRis(cite({ seconds: 75 }))).toBe(
      [
        "TY  - VIDEO",
        "AU  - Zofia",
        "TI  - Testimony 0001 – Witness interview",
        "M3  - Video testimony",
        "DA  - 2004/03/12/",
        "PY  - 2004",
        "CY  - Kraków",
        "PB  - Testimony Archive",
        "T2  - Testimony Archive",
        `UR  - ${URL_EN}?t=75`,
        "Y2  - 2026/11/27/",
        "N1  - Time code 1:15",
        "ER  - ",
        "",
      ].join("\r\n"),
    );
  });

  it("without witness, date, place or time: only what is known", () => {
    const record = toRis(cite({ fields: {}, locale: "fr" }));
    expect(record.split("\r\n")).toEqual([
      "TY  - VIDEO",
      "TI  - Testimony 0001 – Witness interview",
      "M3  - Témoignage vidéo",
      "PB  - Archives des témoignages",
      "T2  - Archives des témoignages",
      `UR  - ${URL_EN}`,
      "Y2  - 2026/11/27/",
      "ER  - ",
      "",
    ]);
  });

  it("keeps a free-text date as a note and every value on one line", () => {
    const record = toRis(cite({ fields: { forename: "Anna\nMaria", recording_date: "spring 2004" } }));
    expect(record).toContain("AU  - Anna Maria\r\n");
    expect(record).toContain("N1  - spring 2004\r\n");
    expect(record).not.toContain("DA  -");
    expect(record.split("\r\n").every((line) => line === "" || /^[A-Z][A-Z0-9]  - /.test(line))).toBe(true);
  });
});
