/** @jest-environment node */
// The pieces of the OAI-PMH endpoint that need no site (tests/api/oai.test.ts has the rest): the
// request's checks, dates at both granularities, the resumption token's signature and bounds, and
// escaping of what XML cannot hold.
import { argumentsOf, parseOaiRequest, parseUtc } from "@/lib/oai/request";
import { readToken, signToken, type TokenPayload } from "@/lib/oai/token";
import { element, oaiDocument } from "@/lib/oai/xml";

const parse = (query: string) => parseOaiRequest(argumentsOf(new URLSearchParams(query)));
const codeOf = (query: string) => {
  const parsed = parse(query);
  return "errors" in parsed ? parsed.errors[0]!.code : "ok";
};

describe("requests", () => {
  it.each([
    ["verb=Identify", "ok"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2020-01-01", "ok"],
    ["verb=ListRecords&metadataPrefix=oai_dc&set=a:b-c", "ok"],
    ["verb=ListRecords&resumptionToken=abc", "ok"],
    ["verb=identify", "badVerb"],
    ["verb=Identify&verb=ListSets", "badVerb"],
    ["verb=ListSets&metadataPrefix=oai_dc", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-01", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&until=2020-01-01T24:00:00Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01T00:00:01Z&until=2020-01-01T00:00:00Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&set=a::b", "badArgument"],
    ["verb=GetRecord&metadataPrefix=oai%20dc&identifier=x", "badArgument"],
  ])("%s → %s", (query, code) => {
    expect(codeOf(query)).toBe(code);
  });

  it("a day covers its first second from `from` and its last from `until`", () => {
    expect(parseUtc("2024-02-29", false)?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(parseUtc("2024-02-29", true)?.toISOString()).toBe("2024-02-29T23:59:59.000Z");
    expect(parseUtc("2023-02-29", false)).toBeUndefined();
    // A day's from and until on the same day is a valid range.
    expect(codeOf("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2024-02-29&until=2024-02-29")).toBe("ok");
  });
});

describe("resumption tokens", () => {
  const payload: TokenPayload = { s: "localhost", v: "ListRecords", p: "oai_dc", a: ["2024-01-01T00:00:00Z", "u"], c: 100, e: 2_000 };
  const now = new Date(1_000);

  it("reads back what it signed, for its site and verb, until it expires", () => {
    const token = signToken("secret", payload);
    expect(readToken("secret", token, { site: "localhost", verb: "ListRecords" }, now)).toEqual({ ok: true, payload });
    expect(readToken("secret", token, { site: "studio.localhost", verb: "ListRecords" }, now).ok).toBe(false);
    expect(readToken("secret", token, { site: "localhost", verb: "ListIdentifiers" }, now).ok).toBe(false);
    expect(readToken("secret", token, { site: "localhost", verb: "ListRecords" }, new Date(2_000)).ok).toBe(false);
    expect(readToken("other", token, { site: "localhost", verb: "ListRecords" }, now).ok).toBe(false);
  });

  it("refuses a token whose content was changed, even re-encoded", () => {
    const [, signature] = signToken("secret", payload).split(".");
    const changed = Buffer.from(JSON.stringify({ ...payload, c: 0 })).toString("base64url");
    expect(readToken("secret", `${changed}.${signature}`, { site: "localhost", verb: "ListRecords" }, now).ok).toBe(false);
    expect(readToken("secret", "", { site: "localhost", verb: "ListRecords" }, now).ok).toBe(false);
  });
});

describe("XML", () => {
  it("escapes markup and drops characters XML 1.0 cannot hold", () => {
    expect(element("dc:title", 'a<b>&"c"\u0000\uD800', { "xml:lang": "en" })).toBe(
      '<dc:title xml:lang="en">a&lt;b&gt;&amp;&quot;c&quot;</dc:title>',
    );
  });

  it("echoes the request's arguments only when told to", () => {
    const responseDate = new Date("2024-01-01T00:00:00.123Z");
    const echoed = oaiDocument({ responseDate, baseUrl: "http://x/oai", request: { verb: "Identify", args: {} } }, "<Identify/>");
    expect(echoed).toContain('<request verb="Identify">http://x/oai</request>');
    expect(echoed).toContain("<responseDate>2024-01-01T00:00:00Z</responseDate>");
    expect(oaiDocument({ responseDate, baseUrl: "http://x/oai" }, "")).toContain("<request>http://x/oai</request>");
  });
});
