// GET /items/?search= – relevance, accents, typos, prefixes, filters, sites, bad input (spec §2 "Search",
// ARCHITECTURE "Search": weighted tsvector over unaccent, pg_trgm for typos).
import { sql } from "drizzle-orm";
import { rowsOf } from "@/backend/db/client";
import { anyOf, isPlainWord, prefixQuery, searchWords } from "@/backend/services/items/search";
import { itemSchema, pageOf, type Item } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();
/** The studio forces sign-in (spec §2): its reads carry a session, signed in before all. */
const STUDIO: Record<string, string> = { host: "studio.localhost" };

let backend: TestBackend;
/** Every published archive item in English, and the same in French (same order). */
let all: Item[];
let allFr: Item[];

async function list(query: string, headers?: Record<string, string>) {
  const response = await backend.request(`/items/${query}`, { headers });
  const body: unknown = await response.json();
  expect({ status: response.status, error: response.ok ? undefined : body }).toEqual({ status: 200, error: undefined });
  return listSchema.parse(body);
}

/** Every result of a search, in rank order. */
async function search(text: string, extra = "", headers?: Record<string, string>): Promise<Item[]> {
  const page = await list(`?search=${encodeURIComponent(text)}&limit=100${extra}`, headers);
  expect(page.count).toBe(page.results.length);
  return page.results;
}

const uids = (items: Item[]) => items.map((i) => i.uid);
const sorted = (values: string[]) => [...values].sort();

beforeAll(async () => {
  backend = await createTestBackend();
  Object.assign(STUDIO, await studioSession(backend));
  all = (await list("?limit=100")).results;
  allFr = (await list("?limit=100", { "accept-language": "fr" })).results;
});
afterAll(() => backend?.close());

describe("relevance", () => {
  /** A word of the text starts with w (the search matches prefixes: "interview" finds "Interviews"). */
  const word = (w: string) => new RegExp(`\\b${w}`, "i");

  it.each(["witness", "interview"])("items named with %s rank above items that only mention it in the description", async (w) => {
    const results = await search(w);
    const rank = new Map(uids(results).map((uid, i) => [uid, i]));
    const named = all.filter((i) => word(w).test(i.content_object.name));
    const described = all.filter(
      (i) =>
        !word(w).test(i.content_object.name) &&
        !i.content_object.tags.some((t) => t.startsWith(w)) &&
        word(w).test(i.content_object.description ?? ""),
    );
    expect(named.length).toBeGreaterThan(2);
    expect(described.length).toBeGreaterThan(2);
    for (const item of [...named, ...described]) expect(rank.has(item.uid)).toBe(true);
    const lastNamed = Math.max(...named.map((i) => rank.get(i.uid)!));
    const firstDescribed = Math.min(...described.map((i) => rank.get(i.uid)!));
    expect(lastNamed).toBeLessThan(firstDescribed);
  });

  it("the item whose name holds the number comes first", async () => {
    for (const item of [all[5]!, all[20]!]) {
      const number = /\d{4}/.exec(item.content_object.name)![0];
      expect(uids(await search(number))).toEqual([item.uid]);
      expect((await search(item.content_object.name))[0]!.uid).toBe(item.uid);
    }
  });

  it("an explicit ordering replaces the rank", async () => {
    const byRank = await search("interview");
    const byName = await search("interview", "&ordering=name");
    expect(sorted(uids(byName))).toEqual(sorted(uids(byRank)));
    const names = byName.map((i) => i.content_object.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base" }).compare));
  });

  it("pages of a search put together give the whole ranked list", async () => {
    const whole = await search("village");
    const first = await list("?search=village&limit=5");
    const second = await list("?search=village&limit=5&offset=5");
    expect(first.count).toBe(whole.length);
    expect([...uids(first.results), ...uids(second.results)]).toEqual(uids(whole).slice(0, 10));
  });

  it.each(["", "   "])("search=%j is no search at all", async (text) => {
    expect(uids((await list(`?search=${encodeURIComponent(text)}&limit=100`)).results)).toEqual(uids(all));
  });
});

describe("accents, typos and prefixes", () => {
  const taggedWith = (tag: string) => all.filter((i) => i.content_object.tags.includes(tag));

  it.each([
    { query: "memoire", tag: "mémoire" },
    { query: "ecole", tag: "école" },
    { query: "foret", tag: "forêt" },
    { query: "apres-guerre", tag: "après-guerre" },
  ])("$query finds the items tagged $tag, as $tag itself does", async ({ query, tag }) => {
    const plain = await search(query);
    expect(taggedWith(tag).length).toBeGreaterThan(0);
    expect(uids(plain)).toEqual(expect.arrayContaining(uids(taggedWith(tag))));
    expect(sorted(uids(await search(tag)))).toEqual(sorted(uids(plain)));
    expect(sorted(uids(await search(tag.toUpperCase())))).toEqual(sorted(uids(plain)));
  });

  it("a French name is found without its accents", async () => {
    const item = allFr.find((i) => i.content_object.name.startsWith("Témoignage"))!;
    const number = /\d{4}/.exec(item.content_object.name)![0];
    expect((await search(`temoignage ${number}`))[0]!.uid).toBe(item.uid);
  });

  it.each([
    { typo: "intervew", word: "interview" },
    { typo: "witnes", word: "witness" },
    { typo: "vilage", word: "village" },
    { typo: "memries", word: "memories" },
    { typo: "convresation", word: "conversation" },
  ])("the misspelt $typo still finds the items named with $word", async ({ typo, word }) => {
    const named = all.filter((i) => i.content_object.name.toLowerCase().includes(word));
    expect(named.length).toBeGreaterThan(0);
    const results = await search(typo);
    expect(uids(results)).toEqual(expect.arrayContaining(uids(named)));
    // The typo stands for the word, not for anything vaguely alike.
    expect(sorted(uids(results))).toEqual(sorted(uids(await search(word))));
  });

  it.each([
    { prefix: "testim", word: "testimony", locale: "en" },
    { prefix: "conver", word: "conversation", locale: "en" },
    { prefix: "témoig", word: "témoignage", locale: "fr" },
    { prefix: "souven", word: "souvenirs", locale: "fr" },
  ])("the partial word $prefix finds every item named with $word", async ({ prefix, word, locale }) => {
    const source = locale === "fr" ? allFr : all;
    const named = source.filter((i) => i.content_object.name.toLowerCase().includes(word));
    expect(named.length).toBeGreaterThan(0);
    expect(uids(await search(prefix))).toEqual(expect.arrayContaining(uids(named)));
  });

  it("a word that is in nothing finds nothing", async () => {
    expect(await list("?search=zzqxjw")).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe("a plain word's query is written without asking the database", () => {
  it("ASCII letters and digits: the same tsquery as unaccent and websearch_to_tsquery build", async () => {
    // Fixed words that the parser could take for something else (numbers, hex, exponents, operators),
    // then random ones of letters and digits.
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const words = [
      ...["or", "and", "not", "to", "a", "1943", "0", "007", "1st", "abc123", "123abc", "0x1f", "1e5", "e5", "nan", "infinity"],
      ...Array.from({ length: 200 }, () =>
        Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * 36)]).join(""),
      ),
      "x".repeat(100),
    ];
    expect(words.every(isPlainWord)).toBe(true);
    const [row] = await rowsOf<{ mismatches: string[] }>(
      backend.db,
      sql`select coalesce(array_agg(w) filter (where built <> written), '{}') as mismatches from (values ${sql.join(
        words.map((word) => sql`(${word}, (${prefixQuery(word)})::text, (${anyOf([word])}::tsquery)::text)`),
        sql`, `,
      )}) as t(w, built, written)`,
    );
    expect(row!.mismatches).toEqual([]);
  });

  it("words with accents, other scripts, or too long for the rule go to the database", () => {
    for (const word of ["mémoire", "київ", "straße", "œuvre", "x".repeat(101)]) expect(isPlainWord(word)).toBe(false);
    // searchWords keeps letters and digits only, lower-cased: a plain word never holds a quote or an operator.
    expect(searchWords("Kyiv's 1943 A&B").filter(isPlainWord)).toEqual(["kyiv", "s", "1943", "a", "b"]);
  });
});

describe("search with filters", () => {
  it.each(["fr", "uk,pl"])("search=interview&languages=%s → the searched items in those languages", async (languages) => {
    const wanted = languages.split(",");
    const everything = await search("interview");
    const filtered = await search("interview", `&languages=${languages}`);
    const expected = everything.filter((i) => i.languages!.some((l) => wanted.includes(l)));
    expect(filtered.length).toBeGreaterThan(0);
    expect(uids(filtered)).toEqual(uids(expected));
  });

  it("search within a category", async () => {
    const category = all[0]!.categories[0]!.uid;
    const everything = await search("village");
    const filtered = await search("village", `&categories=${category}`);
    expect(uids(filtered)).toEqual(uids(everything.filter((i) => i.categories.some((c) => c.uid === category))));
  });
});

describe("sites stay apart", () => {
  it("a studio item's name finds it on the studio and never on the archive", async () => {
    const studio = (await list("?limit=100", STUDIO)).results;
    const archive = new Set(uids(all));
    for (const text of [studio[0]!.content_object.name, "studio session", "workshop", "video"]) {
      const found = await search(text);
      expect(found.filter((i) => !archive.has(i.uid))).toEqual([]);
      expect(found.some((i) => studio.some((s) => s.uid === i.uid))).toBe(false);
    }
    expect((await search(studio[0]!.content_object.name, "", STUDIO))[0]!.uid).toBe(studio[0]!.uid);
  });
});

describe("bad and odd search text", () => {
  it("more than 200 characters → 400", async () => {
    const response = await backend.request(`/items/?search=${"a".repeat(201)}`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { type: "validation_error", message: expect.any(String), errors: { search: [expect.any(String)] } },
    });
    expect((await backend.request(`/items/?search=${"a".repeat(200)}`)).status).toBe(200);
  });

  // tsquery syntax, quotes, and letters that unaccent turns into syntax (ʼ → ', ½ → " 1/2").
  const odd = [
    "a & b",
    "a | b",
    "!a",
    "a:*",
    "a <-> b",
    "(",
    ")",
    "'",
    "''",
    '"',
    '"unclosed',
    "-",
    "-village",
    "or",
    "a or b",
    "\\",
    "*",
    ":",
    "x½",
    "½",
    "ʼ",
    "aʼb",
    "ʹ",
    "ǆ",
    "ß",
    "Ⅻ",
    "😀",
    "<script>",
    "' OR 1=1 --",
    "%",
    "_",
    "a".repeat(200),
  ];

  it.each(odd.map((text) => ({ text, name: text.length > 40 ? `${text.slice(0, 20)}… (${text.length})` : text })))(
    "search=$name → 200 with a page",
    async ({ text }) => {
      const page = await list(`?search=${encodeURIComponent(text)}`);
      expect(page.count).toBeGreaterThanOrEqual(page.results.length);
    },
  );

  it("quotes are ignored: the items named with both words come first", async () => {
    const phrase = await search('"witness interview"');
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase[0]!.content_object.name).toMatch(/Witness interview/);
  });
});
