// A search never matches what the viewer may not read (issue 48): the words said in an item's
// captions count only for viewers who may play it — its count, ranking, transcript hits, typo
// corrections and prefixes alike — whoever asked the same search before them.
import { and, eq, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import {
  accessGrants,
  captionCues,
  files,
  items,
  medias,
  planItems,
  plans,
  playlistMedias,
  prices,
  subscriptions,
  websites,
} from "@/backend/db/schema";
import { refreshSearchIndex } from "@/backend/services/search-index";
import { createSession } from "@/backend/services/sessions";
import { clearSiteCache } from "@/backend/services/sites";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { archiveAccounts, createTestBackend, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();
const NOTHING = { count: 0, next: null, previous: null, results: [] };
const HOUR = 3600 * 1000;

let backend: TestBackend;
let archiveId: number;
let researcherId: number;
const auth: Record<"anonymous" | "member" | "researcher" | "student" | "visitor", Record<string, string>> = {
  anonymous: {},
  member: {},
  researcher: {},
  student: {},
  visitor: {},
};

async function list(query: string, headers: Record<string, string>) {
  const response = await backend.request(`/items/${query}`, { headers });
  const body: unknown = await response.json();
  expect({ status: response.status, error: response.ok ? undefined : body }).toEqual({ status: 200, error: undefined });
  return listSchema.parse(body);
}

/** A search's whole answer, for a caller. */
const search = (text: string, who: keyof typeof auth) => list(`?search=${encodeURIComponent(text)}&limit=100`, auth[who]);

/** What the caller finds: each item's uid, whether they may play it, and its hits' texts. */
async function found(text: string, who: keyof typeof auth) {
  const page = await search(text, who);
  expect(page.count).toBe(page.results.length);
  return page.results.map((i) => ({ uid: i.uid, has_access: i.has_access, hits: i.transcript_hits?.map((h) => h.text) }));
}

/** The answer that finds `item` alone, playable, with the cue saying `sentence`. */
const alone = (item: { uid: string }, sentence: string) => [{ uid: item.uid, has_access: true, hits: [sentence] }];

/** A published archive media item of `visibility` that no playlist holds (a playlist would play its
 * captions under its own access), with English captions, other than `except`. */
async function mediaItem(visibility: string, except: number[] = []) {
  const [row] = await backend.db
    .select({ id: items.id, uid: items.uid, mediaId: items.mediaId, fileId: files.id })
    .from(items)
    .innerJoin(files, and(eq(files.mediaId, items.mediaId), eq(files.slug, "captions"), eq(files.language, "en")))
    .where(
      and(
        eq(items.websiteId, archiveId),
        eq(items.visibilityType, visibility),
        lte(items.publishedAt, new Date()),
        isNotNull(items.mediaId),
        sql`${items.mediaId} not in (select ${playlistMedias.mediaId} from ${playlistMedias})`,
        except.length > 0 ? notInArray(items.id, except) : undefined,
      ),
    )
    .orderBy(items.id)
    .limit(1);
  expect(row).toBeDefined();
  return row!;
}

/** Says `text` in the item's English captions (a cue after its others), then rebuilds the index. */
async function say(item: { mediaId: number | null; fileId: number }, text: string): Promise<void> {
  await backend.db.insert(captionCues).values({
    fileId: item.fileId,
    mediaId: item.mediaId!,
    language: "en",
    position: 10_000,
    startSeconds: 40,
    endSeconds: 44,
    text,
    searchVector: sql`to_tsvector('simple', unaccent(${text}))`,
  });
  await refreshSearchIndex(backend.db);
}

async function grant(itemId: number, endsAt: Date | null) {
  const [row] = await backend.db
    .insert(accessGrants)
    .values({ userId: researcherId, itemId, source: endsAt ? "on_demand" : "purchase", startsAt: new Date(Date.now() - HOUR), endsAt })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  backend = await createTestBackend();
  const [archive] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  archiveId = archive!.id;
  const { idOf, session } = await archiveAccounts(backend.db);
  researcherId = idOf("researcher");
  auth.member = await session(idOf("member"));
  auth.researcher = await session(researcherId);
  auth.student = await session(idOf("student"));
  auth.visitor = { authorization: `website-token ${await createSession(backend.db, archiveId, null)}` };
});
afterAll(() => backend?.close());

describe("a word said only in an on-demand item's captions", () => {
  const SENTENCE = "The ferryman called the marsh zorblaxian in those years.";
  let closed: Awaited<ReturnType<typeof mediaItem>>;

  beforeAll(async () => {
    closed = await mediaItem("on_demand");
    await say(closed, SENTENCE);
  });

  it("finds nothing for an anonymous visitor, a visitor's session or a user without a grant: no count, no item, no hits", async () => {
    for (const who of ["anonymous", "visitor", "researcher", "student"] as const) expect(await search("zorblaxian", who)).toEqual(NOTHING);
  });

  it("finds the item, with the cue where it is said, for a member, and still nothing anonymously after", async () => {
    expect(await found("zorblaxian", "member")).toEqual(alone(closed, SENTENCE));
    expect(await search("zorblaxian", "anonymous")).toEqual(NOTHING);
  });

  it("a prefix or a typo of it finds it for a member, and neither is taken for it anonymously", async () => {
    for (const text of ["zorbla", "zorblaxan"]) {
      expect(await found(text, "member")).toEqual(alone(closed, SENTENCE));
      expect(await search(text, "anonymous")).toEqual(NOTHING);
      expect(await search(text, "student")).toEqual(NOTHING);
    }
  });

  it("a word starting it is a typo anonymously, corrected to what anyone may read; for whoever may play it, the word's prefix", async () => {
    // A public item named with a word like it.
    const shown = await mediaItem("public");
    const [media] = await backend.db.select({ name: medias.name }).from(medias).where(eq(medias.id, shown.mediaId!));
    await backend.db.update(medias).set({ name: "The zorbalax crossing" }).where(eq(medias.id, shown.mediaId!));
    await refreshSearchIndex(backend.db);
    try {
      expect(await found("zorblax", "anonymous")).toEqual([{ uid: shown.uid, has_access: true, hits: [] }]);
      expect(await found("zorblax", "member")).toEqual(alone(closed, SENTENCE));
      // A prefix of both, for a researcher granted the on-demand item: both, the name first.
      const id = await grant(closed.id, new Date(Date.now() + 24 * HOUR));
      try {
        expect(await found("zorb", "researcher")).toEqual([
          { uid: shown.uid, has_access: true, hits: [] },
          { uid: closed.uid, has_access: true, hits: [SENTENCE] },
        ]);
      } finally {
        await backend.db.delete(accessGrants).where(eq(accessGrants.id, id));
      }
    } finally {
      await backend.db.update(medias).set({ name: media!.name }).where(eq(medias.id, shown.mediaId!));
      await refreshSearchIndex(backend.db);
    }
  });

  it("with an approved request (a grant in force), the researcher finds it with its hits; once the grant ends, no more", async () => {
    const id = await grant(closed.id, new Date(Date.now() + 24 * HOUR));
    try {
      expect(await found("zorblaxian", "researcher")).toEqual(alone(closed, SENTENCE));
      expect(await search("zorblaxian", "student")).toEqual(NOTHING);
      expect(await search("zorblaxian", "anonymous")).toEqual(NOTHING);
      await backend.db
        .update(accessGrants)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(accessGrants.id, id));
      expect(await search("zorblaxian", "researcher")).toEqual(NOTHING);
    } finally {
      await backend.db.delete(accessGrants).where(eq(accessGrants.id, id));
    }
  });

  it("its name finds it for everyone, without hits for those who may not play it; its name and the word, for a member alone", async () => {
    const [member] = (await search("zorblaxian", "member")).results;
    const name = member!.content_object.name;
    expect(await found(name, "anonymous")).toContainEqual({ uid: closed.uid, has_access: false, hits: [] });
    expect(await search(`${name} zorblaxian`, "anonymous")).toEqual(NOTHING);
    // (No cue says its name too: no hit.)
    expect(await found(`${name} zorblaxian`, "member")).toEqual([{ uid: closed.uid, has_access: true, hits: [] }]);
  });
});

describe("a word said only in a private item's captions", () => {
  const SENTENCE = "Grandmother kept the quimbrella by the stove.";
  let hidden: Awaited<ReturnType<typeof mediaItem>>;

  beforeAll(async () => {
    hidden = await mediaItem("private");
    await say(hidden, SENTENCE);
  });

  it("finds nothing anonymously, and the item with its hits for a session (a visitor's or a user's)", async () => {
    expect(await search("quimbrella", "anonymous")).toEqual(NOTHING);
    for (const who of ["visitor", "student"] as const) {
      expect(await found("quimbrella", who)).toEqual(alone(hidden, SENTENCE));
    }
    expect(await search("quimbrella", "anonymous")).toEqual(NOTHING);
  });
});

describe("a word said only in a paid item's captions, on a site that sells", () => {
  const SENTENCE = "Every winter the quenterbly bells rang over the harbour.";
  let paid: Awaited<ReturnType<typeof mediaItem>>;
  let planId: number;

  beforeAll(async () => {
    paid = await mediaItem("public");
    await backend.db.update(websites).set({ monetizationEnabled: true }).where(eq(websites.id, archiveId));
    clearSiteCache();
    await backend.db.update(items).set({ monetizationEnabled: true }).where(eq(items.id, paid.id));
    await backend.db.insert(prices).values({ itemId: paid.id, amount: 1500, period: 0 });
    const [plan] = await backend.db
      .insert(plans)
      .values({ websiteId: archiveId, name: "Harbour", amount: 900, interval: "month" })
      .returning();
    planId = plan!.id;
    await backend.db.insert(planItems).values({ planId, itemId: paid.id });
    await say(paid, SENTENCE);
  });

  it("finds nothing for anyone who has not bought it, nor a typo of it", async () => {
    for (const who of ["anonymous", "visitor", "researcher", "student"] as const) {
      expect(await search("quenterbly", who)).toEqual(NOTHING);
      expect(await search("quenterbli", who)).toEqual(NOTHING);
    }
    expect(await found("quenterbli", "member")).toEqual(alone(paid, SENTENCE));
  });

  it("bought, or subscribed to through a plan, it is found with its hits by the buyer alone", async () => {
    const bought = await grant(paid.id, null);
    try {
      expect(await found("quenterbly", "researcher")).toEqual(alone(paid, SENTENCE));
      expect(await search("quenterbly", "anonymous")).toEqual(NOTHING);
    } finally {
      await backend.db.delete(accessGrants).where(eq(accessGrants.id, bought));
    }
    expect(await search("quenterbly", "researcher")).toEqual(NOTHING);

    const [subscription] = await backend.db
      .insert(subscriptions)
      .values({ userId: researcherId, planId, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 24 * HOUR) })
      .returning();
    try {
      expect(await found("quenterbly", "researcher")).toEqual(alone(paid, SENTENCE));
      expect(await search("quenterbly", "student")).toEqual(NOTHING);
    } finally {
      await backend.db.delete(subscriptions).where(eq(subscriptions.id, subscription!.id));
    }
  });
});
