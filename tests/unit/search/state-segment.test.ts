import { normalizeLanguages, parseSearchState, type SearchState } from "@/lib/search/params";
import { decodeSearchSegment, encodeSearchSegment } from "@/lib/search/state-segment";

const state = (q: string, languages: SearchState["languages"] = [], ordering: SearchState["ordering"] = null): SearchState => ({
  q,
  languages,
  ordering,
});

describe("a search's state as one path segment", () => {
  it.each([
    state("memory"),
    state("village memories", ["fr", "uk"], "-name"),
    state("", ["pl"]),
    state("Mémoire d’Ukraine"),
    state("Łódź / Київ & 100% + ?#"),
    state("'; drop table items; --"),
    state("a".repeat(200), normalizeLanguages(["en", "fr", "ru"]), "published_at"),
  ])("gives back the state it was written for: $q $languages $ordering", (searched) => {
    const segment = encodeSearchSegment(searched);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSearchSegment(segment)).toEqual(searched);
  });

  it("is one segment for each spelling of a query", () => {
    const spellings = [
      { q: " memory ", languages: "uk,fr" },
      { languages: ["fr", "uk"], q: "memory" },
      { q: "memory", languages: "fr,uk,fr,xx", ordering: "bogus", utm_source: "x" },
    ].map((raw) => encodeSearchSegment(parseSearchState(raw)));
    expect(new Set(spellings).size).toBe(1);
  });

  it.each([
    { case: "empty", segment: "" },
    { case: "characters outside base64url", segment: "cT1tZW1vcnk=" },
    { case: "a slash", segment: "cT1t/ZW1vcnk" },
    { case: "not UTF-8", segment: Buffer.from([0x71, 0x3d, 0xff, 0xfe]).toString("base64url") },
    { case: "no criteria", segment: Buffer.from("ordering=name").toString("base64url") },
    { case: "parameters in another order", segment: Buffer.from("languages=fr&q=memory").toString("base64url") },
    { case: "an unknown parameter", segment: Buffer.from("q=memory&page=2").toString("base64url") },
    { case: "spaces around the text", segment: Buffer.from("q=+memory+").toString("base64url") },
    { case: "a length that cannot be", segment: "cT1tZW1vcnkx1" },
  ])("takes nothing it does not write: $case", ({ segment }) => {
    expect(decodeSearchSegment(segment)).toBeNull();
  });
});
