// The members' page editor (lib/api/editor.ts): members only; strict validation naming the field;
// drafts with revisions (a stale or racing save is a 409); publish, versions and restore as the
// public page shows them; image uploads (JPEG and PNG by their bytes, re-encoded, at most 10 MB,
// each width made once); the navbar and footer; the audit log; and every seeded page valid for the
// editor.
import { statSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { auditLog, pages, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, DEMO_SITES } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { imageJobStats } from "@/backend/services/renditions";
import { createSession } from "@/backend/services/sessions";
import {
  draftSavedSchema,
  editorPageSchema,
  editorPageSummarySchema,
  pageVersionDetailSchema,
  pageVersionSchema,
  siteLayoutSchema,
  UPLOAD_MAX_BYTES,
  uploadSchema,
  type EditorPage,
} from "@/lib/api/editor";
import { REVALIDATE_TAGS_HEADER } from "@/lib/cache-tags";
import { defaultFields, pageContentSchema, type EditorBlock, type PageContent } from "@/lib/editor/blocks";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let siteId: number;
let homeId: number;
let galleryId: number;
let studioHomeId: number;
const tokens = { member: "", researcher: "" };

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };
type CallOptions = { method?: string; token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> };

async function call(path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `website-token ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await backend.request(path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

const member = (path: string, options: Omit<CallOptions, "token"> = {}) => call(path, { ...options, token: tokens.member });

async function openPage(id: number): Promise<EditorPage> {
  const { status, body } = await member(`/admin/pages/${id}/`);
  expect(status).toBe(200);
  return editorPageSchema.parse(body);
}

const saveDraft = (id: number, revision: number, draft: unknown) =>
  member(`/admin/pages/${id}/draft/`, { method: "PUT", json: { revision, draft } });

async function publicPage(id: number, lang: "en" | "fr" = "en") {
  const { status, body } = await call(`/pages/${id}/`, { headers: { "accept-language": lang } });
  expect(status).toBe(200);
  return body as { content: EditorBlock[] };
}

/** The draft with the first block of each language retitled (its editor label and, if it has one, its heading). */
function retitled(draft: PageContent, en: string, fr: string): PageContent {
  const copy = structuredClone(draft);
  copy.content[0]!.title = en;
  copy.i18n.fr[0]!.title = fr;
  return copy;
}

function newBlock(uid: string, component: EditorBlock["component"], fields: Record<string, unknown> = {}) {
  return { uid, component, is_displayed: true, title: "New", fields: { ...defaultFields(component), ...fields } };
}
const bothLanguages = (blocks: unknown[]) => ({ content: blocks, i18n: { fr: blocks } });
const UID = "11111111-2222-4333-8444-555555555555";

async function userId(email: string): Promise<number> {
  const [row] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function auditRows(action: string) {
  return backend.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.websiteId, siteId), eq(auditLog.action, action)));
}

beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, DEMO_SITES.archive.code));
  siteId = site!.id;
  homeId = site!.homePageId!;
  const [gallery] = await backend.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.websiteId, siteId), eq(pages.title, "Block gallery")));
  galleryId = gallery!.id;
  const [studio] = await backend.db.select().from(websites).where(eq(websites.code, DEMO_SITES.studio.code));
  studioHomeId = studio!.homePageId!;
  tokens.member = await createSession(backend.db, siteId, await userId(DEMO_ACCOUNTS.member.email));
  tokens.researcher = await createSession(backend.db, siteId, await userId(DEMO_ACCOUNTS.researcher.email));
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

describe("members only", () => {
  const routes: Array<{ name: string; method: string; path: () => string; json?: unknown }> = [
    { name: "GET pages", method: "GET", path: () => "/admin/pages/" },
    { name: "GET page", method: "GET", path: () => `/admin/pages/${homeId}/` },
    { name: "PUT draft", method: "PUT", path: () => `/admin/pages/${homeId}/draft/`, json: { revision: 0, draft: bothLanguages([]) } },
    { name: "POST publish", method: "POST", path: () => `/admin/pages/${homeId}/publish/`, json: { revision: 0 } },
    { name: "GET versions", method: "GET", path: () => `/admin/pages/${homeId}/versions/` },
    { name: "GET version", method: "GET", path: () => `/admin/pages/${homeId}/versions/1/` },
    { name: "POST restore", method: "POST", path: () => `/admin/pages/${homeId}/versions/1/restore/`, json: {} },
    { name: "GET uploads", method: "GET", path: () => "/admin/uploads/" },
    { name: "POST uploads", method: "POST", path: () => "/admin/uploads/", json: {} },
    { name: "GET site", method: "GET", path: () => "/admin/site/" },
    { name: "PATCH site", method: "PATCH", path: () => "/admin/site/", json: { footer: "x" } },
  ];

  it.each(routes)("$name: 401 signed out, 403 for a user, 403 for the studio's password session", async ({ method, path, json }) => {
    expect((await call(path(), { method, json })).status).toBe(401);
    const refused = await call(path(), { method, json, token: tokens.researcher });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ type: "permission_denied", message: expect.any(String) });
    const studio = await studioSession(backend);
    const viaStudio = await backend.request(path(), {
      method,
      headers: { ...studio, ...(json === undefined ? {} : { "content-type": "application/json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    expect(viaStudio.status).toBe(403);
  });

  it("another site's page is a 404, as is an unknown or malformed id", async () => {
    for (const id of [String(studioHomeId), "999999", "abc", "0"]) {
      expect((await member(`/admin/pages/${id}/`)).status).toBe(404);
      expect((await member(`/admin/pages/${id}/publish/`, { json: { revision: 0 } })).status).toBe(404);
    }
    expect((await saveDraft(studioHomeId, 0, bothLanguages([]))).status).toBe(404);
  });
});

describe("seeded pages", () => {
  it("every page of both sites validates against the editor's schema", async () => {
    const rows = await backend.db.select().from(pages);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const result = pageContentSchema.safeParse({ content: row.content, i18n: { fr: row.i18n.fr } });
      if (!result.success) throw new Error(`page ${row.id} (${row.title}): ${result.error.message}`);
    }
  });

  it("the gallery shows one Cover, one Message and one Banner3, in both languages", async () => {
    for (const lang of ["en", "fr"] as const) {
      const shown = (await publicPage(galleryId, lang)).content.filter((b) => b.is_displayed).map((b) => b.component);
      for (const type of ["Cover", "Message", "Banner3"]) expect(shown.filter((c) => c === type)).toHaveLength(1);
    }
  });

  it("GET /admin/pages/ lists the site's pages, the home marked", async () => {
    const { status, body } = await member("/admin/pages/");
    expect(status).toBe(200);
    const list = (body.results as unknown[]).map((p) => editorPageSummarySchema.parse(p));
    expect(list.map((p) => p.id).sort()).toEqual([homeId, galleryId].sort());
    expect(list.find((p) => p.id === homeId)).toMatchObject({ is_home: true, published_version: 0, has_draft: false });
    expect(list.find((p) => p.id === galleryId)?.is_home).toBe(false);
  });

  it("GET /admin/pages/{id}/ opens the published content as the draft", async () => {
    const page = await openPage(galleryId);
    expect(page.revision).toBe(0);
    const published = await publicPage(galleryId);
    expect(page.draft.content).toEqual(published.content);
    expect(page.draft.i18n.fr).toEqual((await publicPage(galleryId, "fr")).content);
  });
});

describe("validation names the field", () => {
  const cases: Array<{ name: string; draft: () => unknown; field: string }> = [
    {
      name: "an unknown block type",
      draft: () => bothLanguages([{ ...newBlock(UID, "Message"), component: "Carousel" }]),
      field: "draft.content.0.component",
    },
    {
      name: "an unknown layout",
      draft: () => bothLanguages([newBlock(UID, "Cover", { layout: "diagonal" })]),
      field: "draft.content.0.fields.layout",
    },
    {
      name: "an unknown field",
      draft: () => bothLanguages([newBlock(UID, "Message", { shadow: true })]),
      field: "draft.content.0.fields.shadow",
    },
    {
      name: "a bad colour",
      draft: () => bothLanguages([newBlock(UID, "Message", { background: { type: "color", color: "red", src: null } })]),
      field: "draft.content.0.fields.background.color",
    },
    {
      name: "a FAQ layout of the other variant",
      draft: () => bothLanguages([newBlock(UID, "Faq", { variant: "questions", layout: "grid-text-center" })]),
      field: "draft.content.0.fields.layout",
    },
    {
      name: "languages that do not match",
      draft: () => ({ content: [newBlock(UID, "Message")], i18n: { fr: [newBlock(UID, "Banner3")] } }),
      field: "draft.i18n.fr",
    },
  ];

  it.each(cases)("$name → 400 with $field", async ({ draft, field }) => {
    const { revision } = await openPage(galleryId);
    const { status, body } = await saveDraft(galleryId, revision, draft());
    expect(status).toBe(400);
    expect(body.type).toBe("validation_error");
    expect(Object.keys(body.errors as object)).toContain(field);
    expect((await openPage(galleryId)).revision).toBe(revision);
  });

  it("a valid new block of every type is accepted", async () => {
    const { revision, draft } = await openPage(galleryId);
    const types = ["Items", "Categories", "Banner1", "Faq", "Testimonials", "Cover", "Message", "Banner3"] as const;
    const blocks = types.map((type, i) => newBlock(`11111111-2222-4333-8444-${String(i).padStart(12, "0")}`, type));
    const saved = await saveDraft(galleryId, revision, {
      content: [...draft.content, ...blocks],
      i18n: { fr: [...draft.i18n.fr, ...blocks] },
    });
    expect(saved.status).toBe(200);
    // Back to what is published, for the tests after.
    const back = await saveDraft(galleryId, draftSavedSchema.parse(saved.body).revision, draft);
    expect(back.status).toBe(200);
  });
});

describe("drafts, publish, versions, restore", () => {
  it("a save moves the revision on; a stale one is a 409 and changes nothing", async () => {
    const page = await openPage(homeId);
    const first = await saveDraft(homeId, page.revision, retitled(page.draft, "Draft one", "Brouillon un"));
    expect(first.status).toBe(200);
    const saved = draftSavedSchema.parse(first.body);
    expect(saved.revision).toBe(page.revision + 1);

    const stale = await saveDraft(homeId, page.revision, retitled(page.draft, "Lost", "Perdu"));
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      type: "conflict",
      message: "This page was changed by someone else since you opened it. Reload it to see their changes.",
    });
    const reopened = await openPage(homeId);
    expect(reopened).toMatchObject({ revision: saved.revision, has_draft: true });
    expect(reopened.draft.content[0]!.title).toBe("Draft one");
    // The public page still shows what is published.
    expect((await publicPage(homeId)).content[0]!.title).toBe(page.draft.content[0]!.title);
  });

  it("two saves racing from the same revision: exactly one wins", async () => {
    const page = await openPage(homeId);
    const answers = await Promise.all([
      saveDraft(homeId, page.revision, retitled(page.draft, "Racer A", "Coureur A")),
      saveDraft(homeId, page.revision, retitled(page.draft, "Racer B", "Coureur B")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await openPage(homeId)).revision).toBe(page.revision + 1);
  });

  it("publish: the public page shows the draft, a version is kept, the cache is told", async () => {
    const page = await openPage(homeId);
    const draft = retitled(page.draft, "Published title", "Titre publié");
    const saved = draftSavedSchema.parse((await saveDraft(homeId, page.revision, draft)).body);

    const stale = await member(`/admin/pages/${homeId}/publish/`, { json: { revision: page.revision } });
    expect(stale.status).toBe(409);
    expect(stale.headers.get(REVALIDATE_TAGS_HEADER)).toBeNull();

    const published = await member(`/admin/pages/${homeId}/publish/`, { json: { revision: saved.revision } });
    expect(published.status).toBe(201);
    expect(published.headers.get(REVALIDATE_TAGS_HEADER)).toBe("pages");
    const version = pageVersionSchema.parse(published.body);
    expect(version).toMatchObject({ number: 1, restored_from: null, published_by: "Demo Member" });

    expect((await publicPage(homeId)).content[0]!.title).toBe("Published title");
    expect((await publicPage(homeId, "fr")).content[0]!.title).toBe("Titre publié");
    const reopened = await openPage(homeId);
    expect(reopened).toMatchObject({ has_draft: false, published_version: 1, revision: saved.revision });
    expect(reopened.draft).toEqual(draft);
  });

  it("two publishes racing get two version numbers", async () => {
    const { revision } = await openPage(galleryId);
    const answers = await Promise.all([
      member(`/admin/pages/${galleryId}/publish/`, { json: { revision } }),
      member(`/admin/pages/${galleryId}/publish/`, { json: { revision } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => pageVersionSchema.parse(a.body).number).sort()).toEqual([1, 2]);
  });

  it("versions: newest first, each with its content; restore publishes an old one again", async () => {
    const page = await openPage(homeId);
    const saved = draftSavedSchema.parse((await saveDraft(homeId, page.revision, retitled(page.draft, "Second", "Deuxième"))).body);
    expect((await member(`/admin/pages/${homeId}/publish/`, { json: { revision: saved.revision } })).status).toBe(201);
    expect((await publicPage(homeId)).content[0]!.title).toBe("Second");

    const list = await member(`/admin/pages/${homeId}/versions/`);
    expect(list.status).toBe(200);
    const versions = (list.body.results as unknown[]).map((v) => pageVersionSchema.parse(v));
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
    const first = pageVersionDetailSchema.parse((await member(`/admin/pages/${homeId}/versions/1/`)).body);
    expect(first.content.content[0]!.title).toBe("Published title");
    expect((await member(`/admin/pages/${homeId}/versions/9/`)).status).toBe(404);

    const restored = await member(`/admin/pages/${homeId}/versions/1/restore/`, { json: {} });
    expect(restored.status).toBe(201);
    expect(restored.headers.get(REVALIDATE_TAGS_HEADER)).toBe("pages");
    expect(pageVersionSchema.parse(restored.body)).toMatchObject({ number: 3, restored_from: 1 });
    expect((await publicPage(homeId)).content[0]!.title).toBe("Published title");
    expect((await publicPage(homeId, "fr")).content[0]!.title).toBe("Titre publié");

    // The restored content is the draft too, and an editor still on the old revision must reload.
    const reopened = await openPage(homeId);
    expect(reopened.revision).toBe(saved.revision + 1);
    expect(reopened.draft.content[0]!.title).toBe("Published title");
    expect((await saveDraft(homeId, saved.revision, reopened.draft)).status).toBe(409);
    expect((await member(`/admin/pages/${homeId}/versions/99/restore/`, { json: {} })).status).toBe(404);
  });

  it("every publish and restore is in the audit log", async () => {
    const publishes = await auditRows("page.publish");
    expect(publishes.length).toBeGreaterThanOrEqual(4);
    expect(publishes.find((row) => row.targetId === String(homeId))).toMatchObject({
      targetType: "page",
      actorUserId: await userId(DEMO_ACCOUNTS.member.email),
    });
    const restores = await auditRows("page.restore");
    expect(restores).toHaveLength(1);
    expect(restores[0]).toMatchObject({ targetId: String(homeId), data: { version: 3, restored_from: 1 } });
  });
});

describe("uploads", () => {
  function upload(bytes: Uint8Array, name: string, type = "application/octet-stream") {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name, { type }));
    return member("/admin/uploads/", { body: form });
  }

  /** A picture's URL on the archive (the site's root, not the API's base path). */
  const image = (path: string, headers: Record<string, string> = { host: "localhost" }) =>
    backend.fetch(new Request(`http://localhost${path}`, { headers }));

  const ONLY_IMAGES = { type: "validation_error", errors: { file: ["Only JPEG and PNG images can be uploaded."] } };

  it("a PNG is re-encoded without its metadata, capped in size, listed, audited and served", async () => {
    const original = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#884aff" } })
      .png()
      .withExif({ IFD0: { Copyright: "Secret owner", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const answer = await upload(original, "photo.png", "image/png");
    expect(answer.status).toBe(201);
    const stored = uploadSchema.parse(answer.body);
    expect(stored).toMatchObject({ name: "photo.png", width: 2560, height: 1280 });
    expect(stored.url).toBe(`/images/uploads/${stored.uid}.png`);

    const served = await image(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 2560, height: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes("Secret owner")).toBe(false);

    const small = await image(`/images/w:480/uploads/${stored.uid}.png`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);
    expect((await image(`/images/w:333/uploads/${stored.uid}.png`)).status).toBe(400);
    expect((await image(`/images/uploads/${stored.uid}.jpg`)).status).toBe(404);
    // Another site does not serve it.
    const studio = await studioSession(backend);
    expect((await image(stored.url, studio)).status).toBe(404);

    const list = await member("/admin/uploads/");
    expect((list.body.results as unknown[]).map((u) => uploadSchema.parse(u).uid)).toContain(stored.uid);
    const [row] = (await auditRows("upload.create")).filter((r) => r.targetId === stored.uid);
    expect(row).toMatchObject({ targetType: "upload", actorUserId: await userId(DEMO_ACCOUNTS.member.email) });
  });

  it("an upload at a width is made once, by one job for requests at the same time, kept and served immutable", async () => {
    const original = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();
    const stored = uploadSchema.parse((await upload(original, "wide.png", "image/png")).body);
    const url = `/images/w:640/uploads/${stored.uid}.png`;
    const before = imageJobStats().started;
    const answers = await Promise.all(Array.from({ length: 5 }, () => image(url)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(answers[0]!.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(imageJobStats().started).toBe(before + 1);

    const file = path.join(backend.dataDir, "cache", "uploads", `${stored.uid}-640.png`);
    const written = statSync(file).mtimeMs;
    const again = await image(url);
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(640);
    expect(imageJobStats().started).toBe(before + 1);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it("a JPEG's EXIF (GPS, camera) is dropped too, whatever name it is sent under", async () => {
    const original = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#00423d" } })
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam", Model: "X" } })
      .toBuffer();
    const answer = await upload(original, "holiday.gif", "image/gif");
    expect(answer.status).toBe(201);
    const stored = uploadSchema.parse(answer.body);
    expect(stored.url).toMatch(/\.jpg$/);
    const served = Buffer.from(await (await image(stored.url)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes("SecretCam")).toBe(false);
  });

  it("a GIF, a text file renamed .png or a broken PNG is refused, by its bytes", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [bytes, name, type] of [
      [gif, "image.png", "image/png"],
      [Buffer.from("just some text, not an image\n"), "notes.png", "image/png"],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "broken.png", "image/png"],
    ] as const) {
      const answer = await upload(bytes, name, type);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject(ONLY_IMAGES);
    }
  });

  it("more than 10 MB is a 413 that says so; no file or no multipart is refused", async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answer = await upload(big, "huge.png", "image/png");
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ type: "payload_too_large", message: "Images can be at most 10 MB." });

    const empty = await member("/admin/uploads/", { body: new FormData() });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors as object)).toEqual(["file"]);
    expect((await member("/admin/uploads/", { json: { file: "x" } })).status).toBe(415);
  });
});

describe("site layout", () => {
  it("GET: the navbar's categories in order, the footer in both languages", async () => {
    const { status, body } = await member("/admin/site/");
    expect(status).toBe(200);
    const layout = siteLayoutSchema.parse(body);
    expect(layout.navbar.length).toBeGreaterThan(1);
  });

  it("PATCH: navbar order, footer in both languages, social links; the public reads follow", async () => {
    const before = siteLayoutSchema.parse((await member("/admin/site/")).body);
    const navbar = [...before.navbar].reverse().slice(0, -1);
    const answer = await member("/admin/site/", {
      method: "PATCH",
      json: {
        navbar,
        footer: "English footer",
        footer_fr: "Pied de page",
        social_links: [{ kind: "youtube", url: "https://www.youtube.com/@example", label: "YouTube" }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(REVALIDATE_TAGS_HEADER)).toBe("settings,categories");
    expect(siteLayoutSchema.parse(answer.body)).toMatchObject({ navbar, footer: "English footer", footer_fr: "Pied de page" });

    const categories = (await call("/categories/?ordering=position")).body as unknown as Array<{ uid: string; is_on_navbar: boolean }>;
    const list = Array.isArray(categories) ? categories : ((categories as { results: typeof categories }).results ?? []);
    expect(list.filter((c) => c.is_on_navbar).map((c) => c.uid)).toEqual(navbar);
    expect((await call("/website/")).body).toMatchObject({ footer: "English footer" });
    expect((await call("/website/", { headers: { "accept-language": "fr" } })).body).toMatchObject({
      footer: "Pied de page",
      social_links: [{ kind: "youtube", url: "https://www.youtube.com/@example", label: "YouTube" }],
    });
    expect((await auditRows("site.layout")).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    { name: "an invalid URL", json: { social_links: [{ kind: "youtube", url: "not a url", label: "" }] }, field: "social_links.0.url" },
    { name: "a javascript: URL", json: { partners: [{ name: "P", url: "javascript:alert(1)", logo: "/p.svg" }] }, field: "partners.0.url" },
    { name: "a category of another site", json: { navbar: [UID] }, field: "navbar" },
    { name: "an unknown field", json: { header: "x" }, field: "header" },
  ])("PATCH refuses $name, naming $field", async ({ json, field }) => {
    const answer = await member("/admin/site/", { method: "PATCH", json });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object)).toContain(field);
  });
});
