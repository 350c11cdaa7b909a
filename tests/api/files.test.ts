// GET /files/{uid}/ – media bytes behind short-lived links signed for one session, with range requests;
// access is checked again on every request (ARCHITECTURE "Access is enforced on the server").
import { readdirSync, readlinkSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { accessGrants, files, items, playlistMedias } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, STUDIO_SITE_PASSWORD } from "@/backend/seed";
import { signedFileUrl } from "@/backend/services/media-urls";
import { itemSchema, type MediaFile } from "@/lib/api/schemas";
import { archiveAccounts, createTestBackend, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let researcherId: number;
const auth = { anonymous: {}, student: {}, researcher: {}, researcher2: {}, member: {} } as Record<string, Record<string, string>>;
/** The researcher's approved on-demand item. */
let granted: { uid: string; slug: string };
/** A public item's video, as the anonymous visitor was given it. */
let publicVideo: MediaFile & { bytes: Buffer };

/** Fetches a link exactly as the API gave it (`/api/public/websites/v1/files/…`). */
function fetchLink(link: string, headers: Record<string, string> = {}, method = "GET") {
  return backend.fetch(new Request(`http://localhost${link}`, { method, headers: { host: "localhost", ...headers } }));
}

async function detail(slug: string, viewer: string) {
  const response = await backend.request(`/items/${slug}/`, { headers: auth[viewer] });
  expect(response.status).toBe(200);
  return itemSchema.parse(await response.json());
}

async function bytesOf(fileUid: string): Promise<Buffer> {
  const [row] = await backend.db.select().from(files).where(eq(files.uid, fileUid));
  return readFile(path.join(backend.dataDir, "media", row!.path));
}

const denied = (type: string) => ({ status: 403, body: { type, message: expect.any(String) } });
async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const { idOf, session } = await archiveAccounts(db);
  researcherId = idOf("researcher");
  Object.assign(auth, {
    student: await session(idOf("student")),
    researcher: await session(researcherId),
    researcher2: await session(researcherId),
    member: await session(idOf("member")),
  });

  const [grant] = await db
    .select({ uid: items.uid, slug: items.slug })
    .from(accessGrants)
    .innerJoin(items, eq(items.id, accessGrants.itemId))
    .where(and(eq(accessGrants.userId, researcherId), gt(accessGrants.endsAt, new Date())));
  granted = grant!;

  const open = (await (await backend.request("/items/?limit=100")).json()) as {
    results: { slug: string; visibility_type: string; content_object_type: string }[];
  };
  const publicItem = open.results.find((i) => i.visibility_type === "public" && i.content_object_type === "media")!;
  const video = (await detail(publicItem.slug, "anonymous")).content_object.files!.find((f) => f.slug === "hd")!;
  publicVideo = { ...video, bytes: await bytesOf(video.uid) };
});
afterAll(() => backend?.close());

describe("a link streams the file to the viewer it was signed for", () => {
  it("anonymous, public item → 200 with the whole file", async () => {
    const response = await fetchLink(publicVideo.file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-length")).toBe(String(publicVideo.bytes.length));
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="clip-\d\d\.mp4"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(publicVideo.bytes)).toBe(true);
  });

  it("the researcher, approved on-demand item → 200 for the session the link was issued to", async () => {
    const [hd] = (await detail(granted.slug, "researcher")).content_object.files!.filter((f) => f.slug === "hd");
    const response = await fetchLink(hd!.file, auth.researcher);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(await bytesOf(hd!.uid))).toBe(true);
  });

  it("a download link answers as an attachment", async () => {
    const item = (await (await backend.request("/items/?limit=100")).json()) as {
      results: { uid: string; is_content_downloadable: boolean; visibility_type: string }[];
    };
    const downloadable = item.results.find((i) => i.is_content_downloadable && i.visibility_type === "public")!;
    const list = (await (await backend.request(`/items/${downloadable.uid}/download/`)).json()) as MediaFile[];
    const response = await fetchLink(list[0]!.file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    await response.arrayBuffer();
  });
});

describe("range requests", () => {
  const cases: Array<{ range: string; start: (size: number) => number; end: (size: number) => number }> = [
    { range: "bytes=0-99", start: () => 0, end: () => 99 },
    { range: "bytes=1000-1999", start: () => 1000, end: () => 1999 },
    { range: "bytes=65000-70000", start: () => 65000, end: () => 70000 }, // across a 64 KiB read
    { range: "bytes=500-", start: () => 500, end: (size) => size - 1 },
    { range: "bytes=-300", start: (size) => size - 300, end: (size) => size - 1 },
    { range: "bytes=0-999999999", start: () => 0, end: (size) => size - 1 },
  ];

  it.each(cases)("Range: $range → 206 with the right Content-Range and bytes", async ({ range, start, end }) => {
    const size = publicVideo.bytes.length;
    const response = await fetchLink(publicVideo.file, { range });
    const [from, to] = [start(size), end(size)];
    expect({
      status: response.status,
      range: response.headers.get("content-range"),
      length: response.headers.get("content-length"),
    }).toEqual({ status: 206, range: `bytes ${from}-${to}/${size}`, length: String(to - from + 1) });
    expect(Buffer.from(await response.arrayBuffer()).equals(publicVideo.bytes.subarray(from, to + 1))).toBe(true);
  });

  it.each(["bytes=999999999-", "bytes=50-10"])("Range: %s → 416", async (range) => {
    const response = await fetchLink(publicVideo.file, { range });
    expect({ status: response.status, range: response.headers.get("content-range") }).toEqual({
      status: 416,
      range: `bytes */${publicVideo.bytes.length}`,
    });
  });
});

describe("a link is bound to the session it was issued to, not to the user", () => {
  const STUDIO = { host: "studio.localhost" };
  const bearer = (token: string) => ({ authorization: `website-token ${token}` });

  async function signIn(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Record<string, string>> {
    const response = await backend.request("/auth/login/", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return bearer(((await response.json()) as { token: string }).token);
  }

  /** The hd link of an item, as the detail gives it to `session`. */
  async function hdLink(slug: string, session: Record<string, string>, headers: Record<string, string> = {}): Promise<string> {
    const response = await backend.request(`/items/${slug}/`, { headers: { ...headers, ...session } });
    expect(response.status).toBe(200);
    return itemSchema.parse(await response.json()).content_object.files!.find((f) => f.slug === "hd")!.file;
  }

  it("the researcher's link → 403 for another session of the researcher", async () => {
    const link = await hdLink(granted.slug, auth.researcher!);
    expect((await fetchLink(link, auth.researcher)).status).toBe(200);
    expect(await answer(await fetchLink(link, auth.researcher2))).toEqual(denied("invalid_signature"));
  });

  it("after a logout and a new login, the old session's link → 403", async () => {
    const { email, password } = DEMO_ACCOUNTS.researcher;
    const first = await signIn({ email, password });
    const link = await hdLink(granted.slug, first);
    expect((await fetchLink(link, first)).status).toBe(200);
    expect((await backend.request("/auth/logout/", { method: "POST", headers: first })).status).toBe(204);
    const second = await signIn({ email, password });
    expect(await answer(await fetchLink(link, second))).toEqual(denied("invalid_signature"));
    expect((await fetchLink(await hdLink(granted.slug, second), second)).status).toBe(200);
  });

  it("on the shared-account studio, one visitor's link → 403 for another visitor's session", async () => {
    const [a, b] = [await signIn({ password: STUDIO_SITE_PASSWORD }, STUDIO), await signIn({ password: STUDIO_SITE_PASSWORD }, STUDIO)];
    const list = (await (await backend.request("/items/?limit=100", { headers: { ...STUDIO, ...a } })).json()) as {
      results: { slug: string; has_access: boolean; content_object_type: string }[];
    };
    const free = list.results.find((i) => i.has_access && i.content_object_type === "media")!;
    const link = await hdLink(free.slug, a, STUDIO);
    expect((await fetchLink(link, { ...STUDIO, ...a })).status).toBe(200);
    expect(await answer(await fetchLink(link, { ...STUDIO, ...b }))).toEqual(denied("invalid_signature"));
  });
});

describe("HEAD and unread bodies hold no file descriptor", () => {
  const openDescriptors = () => readdirSync("/proc/self/fd").length;
  /** Those open on a media file: none may outlive its request. */
  const onMedia = () =>
    readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(backend.dataDir);
      } catch {
        return false; // closed since the listing
      }
    }).length;
  const ROUNDS = 300;

  it("HEAD → 200 with the GET's headers, content-length included, and an empty body", async () => {
    const head = await fetchLink(publicVideo.file, {}, "HEAD");
    const get = await fetchLink(publicVideo.file);
    await get.body?.cancel();
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
    expect(head.headers.get("content-length")).toBe(String(publicVideo.bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  const cases: Array<{ name: string; send: () => Promise<void> }> = [
    { name: "HEAD", send: async () => void (await fetchLink(publicVideo.file, {}, "HEAD")) },
    {
      name: "GET cancelled after the first chunk",
      send: async () => {
        const reader = (await fetchLink(publicVideo.file)).body!.getReader();
        expect((await reader.read()).done).toBe(false);
        await reader.cancel();
      },
    },
    { name: "GET whose body is never read", send: async () => void (await fetchLink(publicVideo.file)) },
    { name: "range GET whose body is never read", send: async () => void (await fetchLink(publicVideo.file, { range: "bytes=100-" })) },
  ];

  it.each(cases)("$name × 300: the open descriptors stay flat", async ({ send }) => {
    await send(); // warm-up: a database connection the pool may open is not a leak
    const before = openDescriptors();
    for (let i = 0; i < ROUNDS; i++) await send();
    expect(openDescriptors() - before).toBeLessThan(10);
    expect(onMedia()).toBe(0);
  });
});

describe("a link is refused when it is not the viewer's, altered or expired", () => {
  let researcherLink: string;
  beforeAll(async () => {
    researcherLink = (await detail(granted.slug, "researcher")).content_object.files!.find((f) => f.slug === "hd")!.file;
  });

  it.each(["anonymous", "student", "member"])("the researcher's link with the %s's credentials → 403", async (viewer) => {
    expect(await answer(await fetchLink(researcherLink, auth[viewer]))).toEqual(denied("invalid_signature"));
  });

  it("the anonymous link with a session → 403 (links are bound to their viewer)", async () => {
    expect(await answer(await fetchLink(publicVideo.file, auth.student!))).toEqual(denied("invalid_signature"));
  });

  const tamper: Array<{ name: string; change: (link: string) => string }> = [
    {
      name: "one character of the signature changed",
      change: (l) => l.replace(/sig=(.)/, (_, c: string) => `sig=${c === "A" ? "B" : "A"}`),
    },
    { name: "the signature of another file", change: (l) => l.replace(/sig=[\w-]+/, publicVideo.file.match(/sig=[\w-]+/)![0]) },
    { name: "exp moved later", change: (l) => l.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`) },
    { name: "download=1 added", change: (l) => l.replace("&sig=", "&download=1&sig=") },
    { name: "another file's uid in the path", change: (l) => l.replace(/files\/[\w-]+\//, `files/${publicVideo.uid}/`) },
  ];

  it.each(tamper)("$name → 403", async ({ change }) => {
    const link = change(researcherLink);
    expect(link).not.toBe(researcherLink);
    expect(await answer(await fetchLink(link, auth.researcher))).toEqual(denied("invalid_signature"));
  });

  it("a correctly signed link whose exp has passed → 403", async () => {
    const expired = signedFileUrl(TEST_SECRET, publicVideo.uid, null, { now: Date.now() - 3 * 3600_000 });
    expect(Number(/exp=(\d+)/.exec(expired)![1]) * 1000).toBeLessThan(Date.now());
    expect(await answer(await fetchLink(expired))).toEqual(denied("invalid_signature"));
    // The same signature scheme with a current time works: only the expiry made the difference.
    expect((await fetchLink(signedFileUrl(TEST_SECRET, publicVideo.uid, null))).status).toBe(200);
  });

  it.each([
    { name: "no signature", change: (l: string) => l.replace(/&sig=[\w-]+/, ""), status: 400 },
    { name: "no exp", change: (l: string) => l.replace(/exp=\d+&/, ""), status: 400 },
    { name: "a malformed signature", change: (l: string) => l.replace(/sig=[\w-]+/, "sig=%27%22"), status: 400 },
    { name: "a malformed uid", change: (l: string) => l.replace(/files\/[\w-]+\//, "files/nope/"), status: 404 },
  ])("$name → $status", async ({ change, status }) => {
    expect(await answer(await fetchLink(change(publicVideo.file)))).toEqual({
      status,
      body: {
        type: status === 400 ? "validation_error" : "not_found",
        message: expect.any(String),
        ...(status === 400 ? { errors: expect.any(Object) } : {}),
      },
    });
  });

  it("once the grant is moved into the past, the same link → 403 (access is checked again)", async () => {
    // A file stays readable while any item showing its media is open to the viewer (a public playlist
    // may hold an on-demand media), so this grant is on an on-demand media no playlist holds.
    const [item] = await backend.db
      .select({ id: items.id, slug: items.slug })
      .from(items)
      .where(
        and(
          eq(items.visibilityType, "on_demand"),
          lte(items.publishedAt, new Date()),
          sql`${items.mediaId} not in (select ${playlistMedias.mediaId} from ${playlistMedias})`,
          sql`${items.id} not in (select ${accessGrants.itemId} from ${accessGrants})`,
        ),
      )
      .limit(1);
    await backend.db
      .insert(accessGrants)
      .values({ userId: researcherId, itemId: item!.id, source: "on_demand", endsAt: new Date(Date.now() + 86_400_000) });
    const link = (await detail(item!.slug, "researcher")).content_object.files!.find((f) => f.slug === "hd")!.file;
    expect((await fetchLink(link, auth.researcher)).status).toBe(200);

    await backend.db
      .update(accessGrants)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(and(eq(accessGrants.userId, researcherId), eq(accessGrants.itemId, item!.id)));
    expect(await answer(await fetchLink(link, auth.researcher))).toEqual(denied("permission_denied"));
    const { has_access, content_object } = await detail(item!.slug, "researcher");
    expect({ has_access, files: content_object.files }).toEqual({ has_access: false, files: [] });
  });
});
