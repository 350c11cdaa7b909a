/** @jest-environment node */
// Spec §7: a query string is always appended; arrays are comma-joined; empty values are dropped.
import { buildUrl, toQueryString, type Query } from "@/lib/api/query";

describe("toQueryString", () => {
  const cases: Array<{ name: string; query: Query | undefined; expected: string }> = [
    { name: "no query", query: undefined, expected: "" },
    { name: "empty query", query: {}, expected: "" },
    { name: "string", query: { ordering: "name" }, expected: "ordering=name" },
    { name: "number and boolean", query: { limit: 30, parent_id__isnull: true }, expected: "limit=30&parent_id__isnull=true" },
    { name: "false and zero are kept", query: { a: false, b: 0 }, expected: "a=false&b=0" },
    { name: "array comma-joined", query: { uid__in: ["a", "b", "c"] }, expected: "uid__in=a%2Cb%2Cc" },
    { name: "array of numbers", query: { ids: [1, 2] }, expected: "ids=1%2C2" },
    { name: "empty array dropped", query: { uid__in: [] }, expected: "" },
    { name: "null and undefined dropped", query: { a: null, b: undefined, c: "x" }, expected: "c=x" },
    { name: "values are encoded", query: { q: "élan & co" }, expected: "q=%C3%A9lan+%26+co" },
  ];

  it.each(cases)("$name", ({ query, expected }) => {
    expect(toQueryString(query)).toBe(expected);
  });

  it("round-trips an array through URLSearchParams as one comma-joined value", () => {
    const params = new URLSearchParams(toQueryString({ languages: ["fr", "en"] }));
    expect(params.getAll("languages")).toEqual(["fr,en"]);
  });
});

describe("buildUrl", () => {
  const cases: Array<{ name: string; base: string; path: string; query?: Query; expected: string }> = [
    {
      name: "query always appended, even empty",
      base: "/api/public/websites/v1",
      path: "/website/",
      expected: "/api/public/websites/v1/website/?",
    },
    { name: "empty object still appends ?", base: "/api", path: "/website/", query: {}, expected: "/api/website/?" },
    { name: "only empty values still appends ?", base: "/api", path: "/x/", query: { a: null, b: undefined }, expected: "/api/x/?" },
    {
      name: "trailing slash on base",
      base: "http://h/api/",
      path: "/categories/",
      query: { ordering: "name" },
      expected: "http://h/api/categories/?ordering=name",
    },
    { name: "path without leading slash", base: "http://h/api", path: "categories/", expected: "http://h/api/categories/?" },
    {
      name: "array in query",
      base: "/api",
      path: "/items/",
      query: { uid__in: ["u1", "u2"], limit: 2 },
      expected: "/api/items/?uid__in=u1%2Cu2&limit=2",
    },
  ];

  it.each(cases)("$name", ({ base, path, query, expected }) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});
