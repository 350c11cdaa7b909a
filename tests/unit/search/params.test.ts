import { hasCriteria, parseSearchQuery, parseSearchState, searchKey, toItemQuery, toUrlQuery } from "@/lib/search/params";

describe("parseSearchState", () => {
  it.each([
    { raw: {}, expected: { q: "", languages: [], ordering: null } },
    { raw: { q: "  memory " }, expected: { q: "memory", languages: [], ordering: null } },
    { raw: { languages: "uk,fr,xx,fr" }, expected: { q: "", languages: ["fr", "uk"], ordering: null } },
    // A form sent without JavaScript repeats the parameter once per checkbox.
    { raw: { languages: ["ru", "en"] }, expected: { q: "", languages: ["en", "ru"], ordering: null } },
    { raw: { ordering: "-published_at" }, expected: { q: "", languages: [], ordering: "-published_at" } },
    { raw: { ordering: "bogus" }, expected: { q: "", languages: [], ordering: null } },
    { raw: { ordering: "" }, expected: { q: "", languages: [], ordering: null } },
    { raw: { q: ["first", "second"] }, expected: { q: "first", languages: [], ordering: null } },
    // Control characters are spaces; U+0000 alone, which the API refuses, is no search at all.
    { raw: { q: "war\u0000time\tvillage\r\n" }, expected: { q: "war time village", languages: [], ordering: null } },
    { raw: { q: "\u0000" }, expected: { q: "", languages: [], ordering: null } },
  ])("$raw", ({ raw, expected }) => {
    expect(parseSearchState(raw)).toEqual(expected);
  });

  it("reads a URL's query with every value of a repeated parameter, as searchParams give it", () => {
    const query = new URLSearchParams("q=war&languages=ru&languages=en,fr&q=second&ordering=-name");
    expect(parseSearchQuery(query)).toEqual({ q: "war", languages: ["fr", "en", "ru"], ordering: "-name" });
    expect(parseSearchQuery(query)).toEqual(parseSearchState({ q: ["war", "second"], languages: ["ru", "en,fr"], ordering: "-name" }));
  });

  it("cuts a text longer than the API accepts", () => {
    expect(parseSearchState({ q: "a".repeat(500) }).q).toHaveLength(200);
  });
});

describe("state → URL and API query", () => {
  it("leaves out empty parts and joins languages with commas", () => {
    expect(toUrlQuery({ q: " war ", languages: ["uk", "fr"], ordering: "name" })).toEqual({
      q: "war",
      languages: "fr,uk",
      ordering: "name",
    });
    expect(toUrlQuery({ q: "", languages: [], ordering: null })).toEqual({});
    expect(searchKey({ q: "a b", languages: ["pl"], ordering: null })).toBe("q=a+b&languages=pl");
  });

  it("builds the items query", () => {
    expect(toItemQuery({ q: "war", languages: ["lv"], ordering: "-name" })).toEqual({
      search: "war",
      languages: ["lv"],
      ordering: "-name",
    });
    expect(toItemQuery({ q: " ", languages: [], ordering: null })).toEqual({});
  });

  it("has criteria with a text or a language", () => {
    expect(hasCriteria({ q: "", languages: [], ordering: "name" })).toBe(false);
    expect(hasCriteria({ q: "x", languages: [], ordering: null })).toBe(true);
    expect(hasCriteria({ q: "", languages: ["ro"], ordering: null })).toBe(true);
  });
});
