// Search inside transcripts (issue 13): the WebVTT parser, the seed's cues with their times, the
// search's transcript_hits (at most 3, in the page's language when some are), words said that find
// only the items the viewer may play (issue 48; tests/api/search-access.test.ts), and captions files
// refused without access.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { accessGrants, captionCues, files, items, medias, playlistMedias } from "@/backend/db/schema";
import { DEMO_CLIPS } from "@/backend/seed/demo-clips";
import { signedFileUrl } from "@/backend/services/media-urls";
import { refreshSearchIndex } from "@/backend/services/search-index";
import { mediaStorage } from "@/backend/services/storage";
import { indexUnindexedCaptions } from "@/backend/services/transcripts/backfill";
import { parseVtt, plainText, VttError } from "@/lib/transcripts/vtt";
import { itemSchema, pageOf, type Item, type TranscriptHit } from "@/lib/api/schemas";
import { archiveAccounts, createTestBackend, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

const ASSETS = path.join(process.cwd(), "backend", "seed", "assets", "demo");
const listSchema = pageOf(itemSchema.strict()).strict();
const FR = { "accept-language": "fr" };

let backend: TestBackend;
const auth: Record<"anonymous" | "member" | "researcher", Record<string, string>> = { anonymous: {}, member: {}, researcher: {} };
/** Items the researcher holds an active grant for. */
let granted: Set<string>;
/** Every cue of the demo captions as `start|end|text`, per language. */
const demoCues: Record<"en" | "fr", Set<string>> = { en: new Set(), fr: new Set() };
const cueKey = (hit: { start: number; end: number; text: string }) => `${hit.start.toFixed(3)}|${hit.end.toFixed(3)}|${hit.text}`;

async function search(text: string, headers: Record<string, string> = {}): Promise<Item[]> {
  const response = await backend.request(`/items/?search=${encodeURIComponent(text)}&limit=100`, { headers });
  const body: unknown = await response.json();
  expect({ status: response.status, error: response.ok ? undefined : body }).toEqual({ status: 200, error: undefined });
  const page = listSchema.parse(body);
  expect(page.count).toBe(page.results.length);
  return page.results;
}

const hitsOf = (item: Item): TranscriptHit[] => {
  expect(item.transcript_hits).toBeDefined();
  return item.transcript_hits!;
};

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const { idOf, session } = await archiveAccounts(db);
  auth.member = await session(idOf("member"));
  auth.researcher = await session(idOf("researcher"));
  const now = new Date();
  const grants = await db
    .select({ uid: items.uid })
    .from(accessGrants)
    .innerJoin(items, eq(items.id, accessGrants.itemId))
    .where(and(eq(accessGrants.userId, idOf("researcher")), lte(accessGrants.startsAt, now), gt(accessGrants.endsAt, now)));
  granted = new Set(grants.map((g) => g.uid));
  for (const clip of DEMO_CLIPS) {
    for (const language of ["en", "fr"] as const) {
      const cues = parseVtt(await readFile(path.join(ASSETS, clip.captions[language]), "utf8"));
      for (const cue of cues) demoCues[language].add(cueKey({ ...cue, text: plainText(cue.text) }));
    }
  }
});
afterAll(() => backend?.close());

describe("the WebVTT parser", () => {
  it("reads cues: header text, ids or none, HH:MM:SS.mmm and MM:SS.mmm, settings, multi-line text; skips NOTE and STYLE", () => {
    const source = [
      "\uFEFFWEBVTT - demo captions",
      "Kind: captions",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "NOTE a comment",
      "over two lines",
      "",
      "intro",
      "00:00:01.000 --> 00:00:04.250",
      "First line",
      "second line",
      "",
      "",
      "00:05.500 --> 00:07.000 align:start position:10%",
      "<v Anna>Short &amp; <i>sweet</i></v>",
      "",
      "NOTE",
      "",
      "3",
      "01:02:03.004 --> 01:02:05.000",
      "Much later",
    ].join("\r\n");
    expect(parseVtt(source)).toEqual([
      { id: "intro", start: 1, end: 4.25, text: "First line\nsecond line" },
      { id: null, start: 5.5, end: 7, text: "<v Anna>Short &amp; <i>sweet</i></v>" },
      { id: "3", start: 3723.004, end: 3725, text: "Much later" },
    ]);
    expect(plainText("<v Anna>Short &amp; <i>sweet</i></v>\nand  done")).toBe("Short & sweet and done");
    expect(parseVtt("WEBVTT")).toEqual([]);
  });

  it.each([
    { name: "no WEBVTT header", source: "1\n00:00:01.000 --> 00:00:02.000\nHello", line: 1, reason: /start with "WEBVTT"/ },
    { name: "a header word run on", source: "WEBVTTX\n\n00:01.000 --> 00:02.000\nHello", line: 1, reason: /WEBVTT/ },
    { name: "a cue in the header", source: "WEBVTT\n00:01.000 --> 00:02.000\nHello", line: 2, reason: /blank line/ },
    {
      name: "a malformed timestamp",
      source: "WEBVTT\n\n00:00:1.000 --> 00:00:02.000\nHello",
      line: 3,
      reason: /"00:00:1\.000" is not a timestamp/,
    },
    { name: "minutes past 59", source: "WEBVTT\n\n00:61:00.000 --> 00:62:00.000\nHello", line: 3, reason: /not a timestamp/ },
    { name: "an id without timings", source: "WEBVTT\n\n1\nHello\n", line: 4, reason: /cue timing line/ },
    { name: "an end before the start", source: "WEBVTT\n\n00:05.000 --> 00:04.000\nHello", line: 3, reason: /end after it starts/ },
    { name: "no end time", source: "WEBVTT\n\n00:05.000 -->\nHello", line: 3, reason: /"" is not a timestamp/ },
  ])("$name → a VttError naming line $line", ({ source, line, reason }) => {
    let error: unknown;
    try {
      parseVtt(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(VttError);
    expect((error as VttError).line).toBe(line);
    expect((error as VttError).message).toMatch(new RegExp(`^Invalid WebVTT at line ${line}: `));
    expect((error as VttError).message).toMatch(reason);
  });
});

describe("the seed indexes every captions file's cues", () => {
  it("every captions file has the cues of its clip's VTT, with their times, language and text", async () => {
    const captions = await backend.db
      .select({ id: files.id, mediaId: files.mediaId, path: files.path, language: files.language })
      .from(files)
      .where(eq(files.slug, "captions"));
    expect(captions.length).toBeGreaterThan(40);
    const cues = await backend.db
      .select()
      .from(captionCues)
      .where(
        inArray(
          captionCues.fileId,
          captions.map((f) => f.id),
        ),
      );
    const byFile = new Map<number, (typeof cues)[number][]>();
    for (const cue of cues) byFile.set(cue.fileId, [...(byFile.get(cue.fileId) ?? []), cue]);
    const expected = new Map<string, string[]>();
    for (const file of new Set(captions.map((f) => f.path))) {
      const vtt = parseVtt(await readFile(path.join(ASSETS, file.replace(/^demo\//, "")), "utf8"));
      expected.set(
        file,
        vtt.map((cue, position) => `${position}|${cue.start.toFixed(3)}|${cue.end.toFixed(3)}|${plainText(cue.text)}`),
      );
    }
    for (const file of captions) {
      const mine = (byFile.get(file.id) ?? []).sort((a, b) => a.position - b.position);
      expect(mine.every((c) => c.mediaId === file.mediaId && c.language === file.language)).toBe(true);
      expect(mine.map((c) => `${c.position}|${c.startSeconds.toFixed(3)}|${c.endSeconds.toFixed(3)}|${c.text}`)).toEqual(
        expected.get(file.path),
      );
    }
  });

  it("a cue's search vector is its unaccented words ('simple', like the items' documents)", async () => {
    const [row] = await backend.db
      .select({ words: sql<string>`${captionCues.searchVector}::text` })
      .from(captionCues)
      .where(and(eq(captionCues.language, "fr"), sql`${captionCues.text} like '%série de douze%'`))
      .limit(1);
    expect(row!.words).toContain("'serie'");
    expect(row!.words).toContain("'douze'");
  });
});

describe("GET /items/?search= finds words said in transcripts", () => {
  it("a word only spoken (not in any item's text) finds the items the visitor may play, each with its cues' times and text", async () => {
    const playable = await search("synthetic");
    expect(playable.length).toBeGreaterThan(0);
    for (const item of playable) {
      const text = [item.content_object.name, item.content_object.description ?? "", ...item.content_object.tags].join(" ");
      expect(text).not.toMatch(/synthetic/i);
      expect(item.has_access).toBe(true);
    }
    for (const item of playable) {
      const hits = hitsOf(item);
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.text).toMatch(/synthetic/i);
        expect(hit.end).toBeGreaterThan(hit.start);
        expect(demoCues.en.has(cueKey(hit))).toBe(true);
      }
    }
    // Clip 7's last cue, as its VTT times it.
    expect(playable.flatMap(hitsOf)).toContainEqual(
      expect.objectContaining({ start: 23.275, end: 27.423, text: "The speech is synthetic and says nothing about real events." }),
    );
  });

  it("lands on the cues where the word is said, at their own times", async () => {
    const expected = [
      { start: 4.945, end: 11.84, text: "It contains a few unusual words so that search can find them: lighthouse, compass and lantern." },
      { start: 12.44, end: 17.13, text: "A search for lighthouse should land on this sentence, at its own time." },
    ];
    const medias = (await search("lighthouse", auth.member)).filter((i) => i.content_object_type === "media");
    expect(medias.length).toBeGreaterThan(0);
    for (const item of medias) expect(hitsOf(item).sort((a, b) => a.start - b.start)).toEqual(expected);
    // The French page, the French word: the French cues, on the same times.
    const fr = (await search("phare", { ...auth.member, ...FR })).filter((i) => i.content_object_type === "media");
    expect(fr.map((i) => i.uid).sort()).toEqual(medias.map((i) => i.uid).sort());
    for (const item of fr) {
      const hits = hitsOf(item).sort((a, b) => a.start - b.start);
      expect(hits.map((h) => [h.start, h.end])).toEqual(expected.map((h) => [h.start, h.end]));
      expect(hits.every((h) => /phare/.test(h.text))).toBe(true);
    }
  });

  it("accents are ignored, and hits are in the page's language when some cues in it match, else in any", async () => {
    // "synthese" finds the French "synthèse" (clip 1's narration): in French on either page.
    for (const headers of [{}, FR]) {
      const hits = (await search("synthese", headers)).filter((i) => i.has_access).flatMap(hitsOf);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => demoCues.fr.has(cueKey(h)) && /synthèse/i.test(h.text))).toBe(true);
    }
    // "narration" is said in both languages: each page has its own.
    const en = (await search("narration")).filter((i) => i.has_access).flatMap(hitsOf);
    const fr = (await search("narration", FR)).filter((i) => i.has_access).flatMap(hitsOf);
    expect(en.length).toBeGreaterThan(0);
    expect(fr.length).toBeGreaterThan(0);
    expect(en.every((h) => demoCues.en.has(cueKey(h)))).toBe(true);
    expect(fr.every((h) => demoCues.fr.has(cueKey(h)))).toBe(true);
  });

  it("at most 3 hits per item, every word of the search in each hit", async () => {
    const results = await search("the", auth.member);
    const counts = results.map((i) => hitsOf(i).length);
    expect(Math.max(...counts)).toBe(3);
    expect(counts.every((n) => n <= 3)).toBe(true);
    const two = (await search("twelve clips", auth.member)).flatMap(hitsOf);
    expect(two.length).toBeGreaterThan(0);
    expect(two.every((h) => /twelve/i.test(h.text) && /clips/i.test(h.text))).toBe(true);
  });

  it("a playlist's hits say which of its medias speaks", async () => {
    const playlists = (await search("narration", auth.member)).filter((i) => i.content_object_type === "playlist");
    expect(playlists.length).toBeGreaterThan(0);
    for (const item of playlists) for (const hit of hitsOf(item)) expect(hit.media_uid).toEqual(expect.any(String));
  });

  it("without a search, results carry no transcript_hits", async () => {
    const response = await backend.request("/items/?limit=10");
    const page = listSchema.parse(await response.json());
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((i) => i.transcript_hits === undefined)).toBe(true);
  });
});

describe("transcript text only for viewers who may play the item", () => {
  it("a word said in restricted items finds them for a member, with their hits, and never for an anonymous visitor", async () => {
    const anonymous = await search("narration");
    const member = await search("narration", auth.member);
    // On the archive (which does not sell), what an anonymous visitor may not play is what is not public.
    const closed = member.filter((i) => i.visibility_type !== "public");
    expect(closed.length).toBeGreaterThan(0);
    for (const item of closed) expect(hitsOf(item).length).toBeGreaterThan(0);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((i) => i.has_access && hitsOf(i).length > 0)).toBe(true);
    expect(anonymous.map((i) => i.uid).sort()).toEqual(
      member
        .filter((i) => i.visibility_type === "public")
        .map((i) => i.uid)
        .sort(),
    );
  });

  it("a researcher finds the on-demand items granted to them, with their hits, and no other restricted item", async () => {
    const results = await search("narration", auth.researcher);
    const mine = results.filter((i) => granted.has(i.uid));
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) {
      expect(item.has_access).toBe(true);
      expect(hitsOf(item).length).toBeGreaterThan(0);
    }
    expect(results.every((i) => i.has_access)).toBe(true);
    // Not found by an anonymous visitor.
    const anonymous = new Set((await search("narration")).map((i) => i.uid));
    for (const item of mine) expect(anonymous.has(item.uid)).toBe(false);
  });

  it("a restricted item's captions file: 200 for a member's link, 403 for an anonymous link", async () => {
    // An on-demand media no playlist holds: no public playlist opens its files to everyone.
    const [item] = await backend.db
      .select({ slug: items.slug, mediaId: items.mediaId })
      .from(items)
      .innerJoin(medias, eq(medias.id, items.mediaId))
      .where(
        and(
          eq(items.visibilityType, "on_demand"),
          lte(items.publishedAt, new Date()),
          sql`${items.mediaId} not in (select ${playlistMedias.mediaId} from ${playlistMedias})`,
        ),
      )
      .limit(1);
    expect(item).toBeDefined();
    const detail = async (headers: Record<string, string>) =>
      itemSchema.parse(await (await backend.request(`/items/${item!.slug}/`, { headers })).json());

    const anonymous = await detail({});
    expect({ has_access: anonymous.has_access, files: anonymous.content_object.files }).toEqual({ has_access: false, files: [] });

    const captions = (await detail(auth.member)).content_object.files!.filter((f) => f.slug === "captions");
    expect(captions.map((f) => f.display_name).sort()).toEqual(["Captions (en)", "Captions (fr)"]);
    const fetchLink = (link: string, headers: Record<string, string> = {}) =>
      backend.fetch(new Request(`http://localhost${link}`, { headers: { host: "localhost", ...headers } }));
    for (const file of captions) {
      const allowed = await fetchLink(file.file, auth.member);
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toMatch(/^WEBVTT/);
      // Correctly signed for an anonymous visitor: refused for want of access, not of a signature.
      const refused = await fetchLink(signedFileUrl(TEST_SECRET, file.uid, null));
      expect({ status: refused.status, body: (await refused.json()) as unknown }).toEqual({
        status: 403,
        body: { type: "permission_denied", message: expect.any(String) },
      });
    }
  });
});

describe("ranking", () => {
  // Last: it renames a media.
  it("items whose own text matches rank above items found only by their transcript", async () => {
    // "compass" is said in clip 3 only; a media playing another clip is named with it.
    const [named] = await backend.db
      .select({ id: medias.id, uid: items.uid })
      .from(items)
      .innerJoin(medias, eq(medias.id, items.mediaId))
      .where(
        and(
          eq(items.visibilityType, "public"),
          sql`${medias.id} not in (select c.media_id from caption_cues c where c.text ilike '%compass%')`,
        ),
      )
      .limit(1);
    await backend.db.update(medias).set({ name: "The compass maker (placeholder)" }).where(eq(medias.id, named!.id));
    await refreshSearchIndex(backend.db);

    const results = await search("compass", auth.member);
    expect(results[0]!.uid).toBe(named!.uid);
    expect(results[0]!.transcript_hits).toEqual([]);
    const spoken = results.slice(1);
    expect(spoken.length).toBeGreaterThan(0);
    for (const item of spoken) expect(hitsOf(item).length).toBeGreaterThan(0);
  });
});

describe("captions indexed at start-up when a database has none of their cues (seeded before 0009)", () => {
  it("reads each file once, indexes every captions file's cues, makes them searchable, and skips a broken file", async () => {
    const db = backend.db;
    const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(captionCues))[0]!.n);
    const before = await count();
    expect(await indexUnindexedCaptions(db, mediaStorage(backend.dataDir).media)).toBe(0);

    // One media's English captions point at a file that is not WebVTT.
    const [broken] = await db.select({ id: files.id, mediaId: files.mediaId }).from(files).where(eq(files.slug, "captions")).limit(1);
    const storage = mediaStorage(backend.dataDir).media;
    await storage.put("demo/broken.vtt", Buffer.from("not a WebVTT file"), { contentType: "text/vtt" });
    await db.update(files).set({ path: "demo/broken.vtt" }).where(eq(files.id, broken!.id));
    await db.execute(sql`delete from caption_cues`);
    await refreshSearchIndex(db);
    expect(await search("compass", auth.member)).toHaveLength(1);

    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // Each clip's English and French file, on both demo sites.
      expect(await indexUnindexedCaptions(db, storage)).toBe(DEMO_CLIPS.length * 2 * 2);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("demo/broken.vtt not indexed"));
    } finally {
      warn.mockRestore();
    }
    const brokenCues = await db.select().from(captionCues).where(eq(captionCues.fileId, broken!.id));
    expect(brokenCues).toEqual([]);
    expect(await count()).toBeGreaterThan(before * 0.9);
    expect((await search("compass", auth.member)).length).toBeGreaterThan(1);
  });
});
