// /oai (app/oai/route.ts) on the demo sites, through the same reads as in production (lib/server/
// data.ts, the content source, the site gate) against the test database: the six verbs, every
// error the protocol names, deleted records, a harvest across pages while an item is published,
// tokens tampered with, expired or replayed on another site, the forced-login site's 401, and POST.
// Every answer is validated against OAI-PMH.xsd and oai_dc.xsd with xmllint.
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { NextRequest } from "next/server";
import { categories, itemCategories, items, oaiWithdrawn, websites } from "@/backend/db/schema";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import type { Backend } from "@/backend/instance";
import { signToken } from "@/lib/oai/token";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";
import { GET, POST } from "@/app/oai/route";
import { schemaErrors } from "./helpers/oai-validate";
import { createTestBackend, studioSession, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

const BASE = "http://localhost:3000/oai";
const HOST = "localhost";

let backend: TestBackend;
let archiveId: number;
let studioCookie: string;

beforeAll(async () => {
  // More than a page (100) of published records on the archive.
  backend = await createTestBackend({ items: 130 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  const [archive] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
  archiveId = archive!.id;
  const { authorization } = await studioSession(backend);
  studioCookie = `${SESSION_COOKIE}=${authorization!.replace("website-token ", "")}`;
}, 120_000);
afterAll(() => backend?.close());

type Reply = { status: number; headers: Headers; text: string };

async function oai(query: Record<string, string> | string, init: { host?: string; cookie?: string } = {}): Promise<Reply> {
  const host = init.host ?? `${HOST}:3000`;
  const headers: Record<string, string> = { host };
  if (init.cookie) headers.cookie = init.cookie;
  const search = typeof query === "string" ? query : new URLSearchParams(query).toString();
  const response = await GET(new NextRequest(`http://${host}/oai?${search}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A 200 whose XML validates; its text. */
async function valid(reply: Reply): Promise<string> {
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toBe("text/xml; charset=utf-8");
  expect(await schemaErrors(reply.text)).toBe("");
  return reply.text;
}

const all = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].map((match) => match[1]!);
const errorCodes = (xml: string) => all(xml, /<error code="([^"]+)"/g);
const identifiers = (xml: string) => all(xml, /<identifier>([^<]+)<\/identifier>/g);
const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
const deletedIds = (xml: string) => all(xml, /<header status="deleted"><identifier>([^<]+)</g);
const id = (uid: string) => `oai:${HOST}:${uid}`;

/** Every page of a list, following its tokens; the identifiers in order and the pages' XML. */
async function harvest(first: Record<string, string>, between?: (page: number) => Promise<void>) {
  const pages: string[] = [];
  let xml = await valid(await oai(first));
  pages.push(xml);
  for (let token = tokenOf(xml); token; token = tokenOf(xml)) {
    await between?.(pages.length);
    xml = await valid(await oai({ verb: first.verb!, resumptionToken: token }));
    pages.push(xml);
  }
  return { pages, ids: pages.flatMap((page) => identifiers(page)) };
}

async function publishedUids(): Promise<string[]> {
  const now = new Date();
  const rows = await backend.db
    .select({ uid: items.uid })
    .from(items)
    .where(and(eq(items.websiteId, archiveId), lte(items.publishedAt, now)));
  return rows.map((row) => row.uid);
}

describe("Identify, ListMetadataFormats, ListSets", () => {
  it("Identify names the site, its base URL, protocol 2.0, persistent deletions and seconds", async () => {
    const xml = await valid(await oai({ verb: "Identify" }));
    expect(xml).toContain("<repositoryName>");
    expect(xml).toContain(`<baseURL>${BASE}</baseURL>`);
    expect(xml).toContain("<protocolVersion>2.0</protocolVersion>");
    expect(xml).toContain("<adminEmail>contact@archive.example.org</adminEmail>");
    expect(xml).toContain("<deletedRecord>persistent</deletedRecord>");
    expect(xml).toContain("<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>");
    expect(xml).toMatch(/<earliestDatestamp>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/earliestDatestamp>/);
    expect(xml).toContain(`<request verb="Identify">${BASE}</request>`);
  });

  it("ListMetadataFormats: oai_dc, for the repository and for one record; an unknown record is idDoesNotExist", async () => {
    const [uid] = await publishedUids();
    const xml = await valid(await oai({ verb: "ListMetadataFormats" }));
    expect(xml).toContain("<metadataPrefix>oai_dc</metadataPrefix>");
    expect(await valid(await oai({ verb: "ListMetadataFormats", identifier: id(uid!) }))).toContain(
      "<metadataPrefix>oai_dc</metadataPrefix>",
    );
    const unknown = await valid(await oai({ verb: "ListMetadataFormats", identifier: id("00000000-0000-4000-8000-000000000000") }));
    expect(errorCodes(unknown)).toEqual(["idDoesNotExist"]);
  });

  it("ListSets: the categories, a child's setSpec under its parent's", async () => {
    const xml = await valid(await oai({ verb: "ListSets" }));
    const specs = all(xml, /<setSpec>([^<]+)<\/setSpec>/g);
    expect(specs.length).toBeGreaterThan(3);
    expect(specs.some((spec) => spec.includes(":"))).toBe(true);
    for (const spec of specs.filter((s) => s.includes(":"))) expect(specs).toContain(spec.slice(0, spec.lastIndexOf(":")));
    expect(errorCodes(await valid(await oai({ verb: "ListSets", resumptionToken: "x" })))).toEqual(["badResumptionToken"]);
  });
});

describe("GetRecord", () => {
  it("an item as oai_dc: title, creator, subject, type, identifier (its page), language, relation (its manifest), rights", async () => {
    const [row] = await backend.db
      .select({ uid: items.uid, slug: items.slug })
      .from(items)
      .where(
        and(
          eq(items.websiteId, archiveId),
          eq(items.contentObjectType, "media"),
          lte(items.publishedAt, new Date()),
          isNull(items.expiredAt),
        ),
      )
      .limit(1);
    const xml = await valid(await oai({ verb: "GetRecord", identifier: id(row!.uid), metadataPrefix: "oai_dc" }));
    expect(xml).toContain(`<identifier>${id(row!.uid)}</identifier>`);
    expect(xml).toMatch(/<dc:title xml:lang="en">[^<]+<\/dc:title>/);
    expect(xml).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
    expect(xml).toMatch(/<dc:subject>[^<]+<\/dc:subject>/);
    expect(xml).toContain("<dc:type>MovingImage</dc:type>");
    expect(xml).toContain(`<dc:identifier>http://localhost:3000/${row!.slug}</dc:identifier>`);
    expect(xml).toContain(`<dc:relation>http://localhost:3000/iiif/${row!.slug}/manifest</dc:relation>`);
    expect(xml).toMatch(/<dc:language>[a-z]{2}<\/dc:language>/);
    expect(xml).toMatch(/<dc:rights xml:lang="fr">[^<]+<\/dc:rights>/);
    expect(xml).toContain(`<request verb="GetRecord" identifier="${id(row!.uid)}" metadataPrefix="oai_dc">`);
  });

  it("another format is cannotDisseminateFormat; an identifier of another site, a scheduled item or nonsense is idDoesNotExist", async () => {
    const [uid] = await publishedUids();
    expect(errorCodes(await valid(await oai({ verb: "GetRecord", identifier: id(uid!), metadataPrefix: "marc21" })))).toEqual([
      "cannotDisseminateFormat",
    ]);
    const [scheduled] = await backend.db
      .select({ uid: items.uid })
      .from(items)
      .where(and(eq(items.websiteId, archiveId), gt(items.publishedAt, new Date())))
      .limit(1);
    for (const identifier of [`oai:studio.localhost:${uid}`, id(scheduled!.uid), "oai:localhost:nope", "urn:x"]) {
      expect(errorCodes(await valid(await oai({ verb: "GetRecord", identifier, metadataPrefix: "oai_dc" })))).toEqual(["idDoesNotExist"]);
    }
  });
});

describe("protocol errors", () => {
  it.each([
    ["no verb", "", "badVerb"],
    ["an unknown verb", "verb=Harvest", "badVerb"],
    ["the verb twice", "verb=Identify&verb=Identify", "badVerb"],
    ["an argument the verb does not take", "verb=Identify&set=x", "badArgument"],
    ["a required argument missing", "verb=ListRecords", "badArgument"],
    ["GetRecord without identifier", "verb=GetRecord&metadataPrefix=oai_dc", "badArgument"],
    ["an argument twice", "verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc", "badArgument"],
    ["a token with other arguments", "verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x", "badArgument"],
    ["a date that is none", "verb=ListRecords&metadataPrefix=oai_dc&from=2020-02-30", "badArgument"],
    ["a date with a time zone", "verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01T00:00:00%2B01:00", "badArgument"],
    [
      "from and until at different granularities",
      "verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2021-01-01T00:00:00Z",
      "badArgument",
    ],
    ["from after until", "verb=ListRecords&metadataPrefix=oai_dc&from=2021-01-02&until=2021-01-01", "badArgument"],
    ["a set that is not a setSpec", "verb=ListRecords&metadataPrefix=oai_dc&set=a%20b", "badArgument"],
    ["another format", "verb=ListIdentifiers&metadataPrefix=marc21", "cannotDisseminateFormat"],
    ["an unknown set", "verb=ListIdentifiers&metadataPrefix=oai_dc&set=no-such-set", "noRecordsMatch"],
    ["dates before any record", "verb=ListRecords&metadataPrefix=oai_dc&until=1990-01-01", "noRecordsMatch"],
    ["a made-up token", "verb=ListRecords&resumptionToken=abc.def", "badResumptionToken"],
  ])("%s: %s", async (_, query, code) => {
    const xml = await valid(await oai(query));
    expect(errorCodes(xml)).toEqual([code]);
    // After badVerb and badArgument, the request element carries no attributes (section 3.6).
    if (code === "badVerb" || code === "badArgument") expect(xml).toContain(`<request>${BASE}</request>`);
  });

  it("a 10,000-character identifier is a badArgument, answered at once and small", async () => {
    const reply = await oai({ verb: "GetRecord", metadataPrefix: "oai_dc", identifier: `oai:localhost:${"a".repeat(10_000)}` });
    expect(errorCodes(await valid(reply))).toEqual(["badArgument"]);
    expect(reply.text.length).toBeLessThan(2000);
  });

  it("control characters and markup in arguments come back escaped or refused, never as broken XML", async () => {
    const xml = await valid(await oai({ verb: "GetRecord", metadataPrefix: "oai_dc", identifier: "oai:<x>&\u0001" }));
    expect(errorCodes(xml)).toEqual(["badArgument"]);
    expect(errorCodes(await valid(await oai({ verb: "<b>", x: "\u0002" })))).toEqual(["badVerb"]);
  });
});

describe("a full harvest", () => {
  it("ListRecords in pages of 100 gives every published item once, with completeListSize and cursor", async () => {
    const expected = await publishedUids();
    expect(expected.length).toBeGreaterThan(100);
    const { pages, ids } = await harvest({ verb: "ListRecords", metadataPrefix: "oai_dc" });
    expect(pages.length).toBe(Math.ceil(ids.length / 100));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expected.map(id).sort());
    expect(pages[0]).toMatch(new RegExp(`<resumptionToken expirationDate="[^"]+" completeListSize="${ids.length}" cursor="0">`));
    expect(pages.at(-1)).toContain(`<resumptionToken completeListSize="${ids.length}" cursor="100"/>`);
    const expiry = new Date(/expirationDate="([^"]+)"/.exec(pages[0]!)![1]!).getTime();
    expect(Math.abs(expiry - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
  });

  it("ListIdentifiers with from/until: only records whose datestamp lies between, inclusive", async () => {
    const { ids, pages } = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc" });
    const datestamps = pages.flatMap((page) => all(page, /<datestamp>([^<]+)<\/datestamp>/g)).sort();
    const middle = datestamps[Math.floor(datestamps.length / 2)]!;
    const later = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", from: middle });
    const earlier = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", until: middle });
    const atMiddle = datestamps.filter((d) => d === middle).length;
    expect(later.ids.length + earlier.ids.length).toBe(ids.length + atMiddle);
  });

  it("a set holds its categories' items and those of the categories below", async () => {
    const xml = await valid(await oai({ verb: "ListSets" }));
    const parent = all(xml, /<setSpec>([^<]+)<\/setSpec>/g).find(
      (spec, _, specs) => !spec.includes(":") && specs.some((s) => s.startsWith(`${spec}:`)),
    )!;
    const { pages } = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", set: parent });
    for (const page of pages) {
      for (const header of all(page, /<header>(.*?)<\/header>/g)) expect(header).toContain(`<setSpec>${parent}</setSpec>`);
    }
  });

  it("an item published between two pages comes at the end; nothing is skipped or repeated", async () => {
    const before = await publishedUids();
    const [scheduled] = await backend.db
      .select({ id: items.id, uid: items.uid })
      .from(items)
      .where(and(eq(items.websiteId, archiveId), gt(items.publishedAt, new Date()), isNull(items.expiredAt)))
      .limit(1);
    const { ids } = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc" }, async (page) => {
      if (page === 1)
        await backend.db
          .update(items)
          .set({ publishedAt: new Date(Date.now() - 1000) })
          .where(eq(items.id, scheduled!.id));
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...before, scheduled!.uid].map(id).sort());
    expect(ids.at(-1)).toBe(id(scheduled!.uid));
  });
});

describe("a category changed", () => {
  it("re-slugged: the records of its items and of the items of the categories below move, under the new setSpec", async () => {
    const tree = await backend.db.select().from(categories).where(eq(categories.websiteId, archiveId));
    const parent = tree.find((c) => !c.parentUid && tree.some((child) => child.parentUid === c.uid))!;
    const below = (uid: string): string[] => [uid, ...tree.filter((c) => c.parentUid === uid).flatMap((c) => below(c.uid))];
    const branch = tree.filter((c) => below(parent.uid).includes(c.uid)).map((c) => c.id);
    const expected = await backend.db
      .selectDistinct({ uid: items.uid })
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.itemId, items.id))
      .where(and(inArray(itemCategories.categoryId, branch), lte(items.publishedAt, new Date())));
    expect(expected.length).toBeGreaterThan(0);

    // A second boundary of its own: every datestamp until now is before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const from = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    const slug = `${parent.slug}-renamed`;
    try {
      await backend.db.update(categories).set({ slug }).where(eq(categories.id, parent.id));
      const { ids, pages } = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", from });
      expect([...ids].sort()).toEqual(expected.map((row) => id(row.uid)).sort());
      for (const page of pages) {
        for (const header of all(page, /<header>(.*?)<\/header>/g))
          expect(header).toMatch(new RegExp(`<setSpec>${slug}(:[^<]+)?</setSpec>`));
      }
      // A change nothing shows (its position in the menu) moves no record.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const later = new Date().toISOString().replace(/\.\d+Z$/, "Z");
      await backend.db
        .update(categories)
        .set({ position: parent.position + 1 })
        .where(eq(categories.id, parent.id));
      const none = await valid(await oai({ verb: "ListIdentifiers", metadataPrefix: "oai_dc", from: later }));
      expect(errorCodes(none)).toEqual(["noRecordsMatch"]);
    } finally {
      await backend.db.update(categories).set({ slug: parent.slug, position: parent.position }).where(eq(categories.id, parent.id));
    }
  });
});

describe("deleted records", () => {
  it("an unpublished, an expired and a deleted item stay as deleted headers, in GetRecord and in lists", async () => {
    const [a, b, c] = await backend.db
      .select({ id: items.id, uid: items.uid })
      .from(items)
      .where(and(eq(items.websiteId, archiveId), lte(items.publishedAt, new Date()), isNull(items.expiredAt)))
      .limit(3);
    await backend.db.update(items).set({ publishedAt: null }).where(eq(items.id, a!.id));
    await backend.db
      .update(items)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(items.id, b!.id));
    await backend.db.delete(items).where(eq(items.id, c!.id));
    for (const { uid } of [a!, b!, c!]) {
      const xml = await valid(await oai({ verb: "GetRecord", identifier: id(uid), metadataPrefix: "oai_dc" }));
      expect(deletedIds(xml)).toEqual([id(uid)]);
      expect(xml).not.toContain("<metadata>");
    }
    const { pages } = await harvest({ verb: "ListRecords", metadataPrefix: "oai_dc" });
    const deleted = pages.flatMap(deletedIds);
    expect(deleted).toEqual(expect.arrayContaining([a, b, c].map((row) => id(row!.uid))));
    // Published again, it is a live record again, once.
    await backend.db
      .update(items)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(items.id, a!.id));
    const again = await valid(await oai({ verb: "GetRecord", identifier: id(a!.uid), metadataPrefix: "oai_dc" }));
    expect(deletedIds(again)).toEqual([]);
    expect(again).toContain("<metadata>");
    const { ids } = await harvest({ verb: "ListIdentifiers", metadataPrefix: "oai_dc" });
    expect(ids.filter((x) => x === id(a!.uid))).toHaveLength(1);
  });
});

describe("resumption tokens attacked", () => {
  it("a token altered by one character, one for another verb, or expired is badResumptionToken", async () => {
    const token = tokenOf(await valid(await oai({ verb: "ListRecords", metadataPrefix: "oai_dc" })))!;
    const flipped = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    const expired = signToken(TEST_SECRET, { s: HOST, v: "ListRecords", p: "oai_dc", c: 100, e: Date.now() - 1 });
    const forged = signToken("another-secret", { s: HOST, v: "ListRecords", p: "oai_dc", c: 100, e: Date.now() + 3600_000 });
    for (const [verb, resumptionToken] of [
      ["ListRecords", flipped],
      ["ListIdentifiers", token],
      ["ListRecords", expired],
      ["ListRecords", forged],
      ["ListRecords", `${token}.x`],
      ["ListRecords", "x".repeat(5000)],
    ] as const) {
      const xml = await valid(await oai({ verb, resumptionToken }));
      expect(errorCodes(xml)).toEqual([resumptionToken.length > 2000 ? "badArgument" : "badResumptionToken"]);
    }
  });

  it("a token of the archive replayed on the studio is refused there", async () => {
    const token = tokenOf(await valid(await oai({ verb: "ListIdentifiers", metadataPrefix: "oai_dc" })))!;
    const xml = await valid(
      await oai({ verb: "ListIdentifiers", resumptionToken: token }, { host: `${DEMO_SITES.studio.host}:3000`, cookie: studioCookie }),
    );
    expect(errorCodes(xml)).toEqual(["badResumptionToken"]);
  });
});

describe("forced login, POST, hosts", () => {
  it("the studio (forced sign-in) answers 401 to a visitor without a session, and nothing is kept", async () => {
    for (const query of [{ verb: "Identify" }, { verb: "ListRecords", metadataPrefix: "oai_dc" }] as Record<string, string>[]) {
      const reply = await oai(query, { host: `${DEMO_SITES.studio.host}:3000` });
      expect(reply.status).toBe(401);
      expect(reply.text).not.toContain("<record>");
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
    }
    const signedIn = await oai(
      { verb: "ListIdentifiers", metadataPrefix: "oai_dc" },
      { host: `${DEMO_SITES.studio.host}:3000`, cookie: studioCookie },
    );
    expect(identifiers(await valid(signedIn))[0]).toMatch(/^oai:studio\.localhost:/);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a host no site claims is a 421", async () => {
    expect((await oai({ verb: "Identify" }, { host: "nobody.example.net" })).status).toBe(421);
  });

  it("POST with a form body answers as GET; another body type is a 415, a large one a 413", async () => {
    const post = (body: string, type: string) =>
      POST(new NextRequest(`http://${HOST}:3000/oai`, { method: "POST", headers: { host: `${HOST}:3000`, "content-type": type }, body }));
    const reply = await post("verb=Identify", "application/x-www-form-urlencoded");
    expect(await valid({ status: reply.status, headers: reply.headers, text: await reply.text() })).toContain("<Identify>");
    expect((await post('{"verb":"Identify"}', "application/json")).status).toBe(415);
    expect((await post(`verb=Identify&x=${"a".repeat(20_000)}`, "application/x-www-form-urlencoded")).status).toBe(413);
  });
});

describe("a site removed", () => {
  // Last: it takes the studio away. Its items go with it, and no withdrawn record outlives the site.
  it("deleting a whole site deletes its items without keeping records of them", async () => {
    const [studio] = await backend.db.select().from(websites).where(eq(websites.code, "studio"));
    await backend.db.delete(websites).where(eq(websites.id, studio!.id));
    const left = await backend.db.select().from(oaiWithdrawn).where(eq(oaiWithdrawn.websiteId, studio!.id));
    expect(left).toEqual([]);
  });
});
