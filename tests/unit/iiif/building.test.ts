/** @jest-environment node */
// The pure pieces of the IIIF documents (tests/api/iiif.test.ts has them on a real site): language
// maps, canvases with and without auth services, collections' pages, rights, discovery links.
import { probeService, type AuthTexts } from "@/lib/iiif/auth-services";
import { canvasOf, DEFAULT_SIZE } from "@/lib/iiif/canvases";
import { collectionOf, PAGE_SIZE, pageCount } from "@/lib/iiif/collection";
import { dragAndDropUrl, iiifManifestAlternate } from "@/lib/iiif/discovery";
import { languageMap } from "@/lib/iiif/language-map";
import { rightsOf } from "@/lib/iiif/rights";
import { iiifUrls } from "@/lib/iiif/urls";

const ORIGIN = "https://archive.example.org";
const urls = iiifUrls(ORIGIN, "archive.example.org");
const words = { en: ["w"], fr: ["m"] };
const texts: AuthTexts = {
  accessLabel: words,
  accessHeading: words,
  accessNote: words,
  confirmLabel: words,
  deniedHeading: words,
  deniedNote: words,
  tokenErrorHeading: words,
  tokenErrorNote: words,
  logoutLabel: words,
};
const context = { urls, origin: ORIGIN, itemSlug: "an-item", texts };
const media = { uid: "m1", label: { en: ["One"] }, duration: 61.5, captions: ["en", "fr"] };

describe("language maps", () => {
  it("one list per language with text; the same text everywhere goes under none when asked", () => {
    expect(languageMap({ en: "Hello", fr: "Bonjour" })).toEqual({ en: ["Hello"], fr: ["Bonjour"] });
    expect(languageMap({ en: "Kyiv", fr: "Kyiv" }, { sameAsNone: true })).toEqual({ none: ["Kyiv"] });
    expect(languageMap({ en: "Kyiv", fr: "Kyiv" })).toEqual({ en: ["Kyiv"], fr: ["Kyiv"] });
    expect(languageMap({ en: ["a", " "], fr: null })).toEqual({ en: ["a"] });
    expect(languageMap({ en: "", fr: undefined })).toBeNull();
  });
});

describe("canvases", () => {
  it("an open item: the video at the site's address with its duration and the default 16:9 size, captions as supplementing text", () => {
    const canvas = canvasOf(media, 0, { ...context, restricted: false });
    expect(canvas).toMatchObject({ id: `${ORIGIN}/iiif/an-item/canvas/1`, type: "Canvas", duration: 61.5, ...DEFAULT_SIZE });
    const video = canvas.items[0]!.items[0]!;
    expect(video).toMatchObject({
      motivation: "painting",
      target: canvas.id,
      body: { id: `${ORIGIN}/iiif/media/m1`, type: "Video", format: "video/mp4", duration: 61.5 },
    });
    expect(video.body.service).toBeUndefined();
    expect(canvas.annotations![0]!.items.map((a) => [a.motivation, a.body.id, a.body.language])).toEqual([
      ["supplementing", `${ORIGIN}/iiif/media/m1/captions/en`, "en"],
      ["supplementing", `${ORIGIN}/iiif/media/m1/captions/fr`, "fr"],
    ]);
  });

  it("a restricted item: every body names its probe service; sizes the files give are kept; no duration is zero", () => {
    const canvas = canvasOf({ ...media, duration: 0, width: 1920, height: 1080 }, 2, { ...context, restricted: true });
    expect({ width: canvas.width, height: canvas.height, id: canvas.id }).toEqual({
      width: 1920,
      height: 1080,
      id: `${ORIGIN}/iiif/an-item/canvas/3`,
    });
    expect(canvas.duration).toBeGreaterThan(0);
    expect(canvas.items[0]!.items[0]!.body.service).toEqual([probeService(urls, "m1", "an-item", texts)]);
    expect(canvas.annotations![0]!.items[1]!.body.service![0]!.id).toBe(`${ORIGIN}/iiif/auth/probe/m1/captions/fr`);
  });
});

describe("collections", () => {
  const base = {
    urls,
    origin: ORIGIN,
    slug: "villages",
    label: { en: ["Villages"] },
    summary: null,
    homepage: { url: `${ORIGIN}/category/villages`, label: { en: ["Villages"] } },
    children: [{ slug: "north", label: { en: ["North"] } }],
    items: [{ slug: "an-item", type: "media" as const, objectUid: "m1", label: { en: ["One"] } }],
    nextLabel: { en: ["Next page"] },
  };

  it("the first page: sub-categories, manifests, and a reference to the next page when there is one", () => {
    const first = collectionOf({ ...base, page: 1, count: PAGE_SIZE + 1 });
    expect(first.id).toBe(`${ORIGIN}/iiif/collection/villages`);
    expect(first.items.map((r) => [r.type, r.id])).toEqual([
      ["Collection", `${ORIGIN}/iiif/collection/north`],
      ["Manifest", `${ORIGIN}/iiif/an-item/manifest`],
      ["Collection", `${ORIGIN}/iiif/collection/villages?page=2`],
    ]);
    expect(first.partOf).toBeUndefined();
  });

  it("a later page: part of the first, items only, no next after the last", () => {
    const last = collectionOf({ ...base, page: 2, count: PAGE_SIZE + 1 });
    expect(last.id).toBe(`${ORIGIN}/iiif/collection/villages?page=2`);
    expect(last.partOf).toEqual([{ id: `${ORIGIN}/iiif/collection/villages`, type: "Collection", label: base.label }]);
    expect(last.items.map((r) => r.type)).toEqual(["Manifest"]);
    expect([pageCount(0), pageCount(PAGE_SIZE), pageCount(PAGE_SIZE + 1)]).toEqual([1, 1, 2]);
  });
});

describe("rights, discovery", () => {
  it("keeps only Creative Commons and RightsStatements.org URIs", () => {
    expect(rightsOf({ license: "https://creativecommons.org/licenses/by/4.0/" })).toBe("http://creativecommons.org/licenses/by/4.0/");
    expect(rightsOf({ rights: "http://rightsstatements.org/vocab/InC/1.0/" })).toBe("http://rightsstatements.org/vocab/InC/1.0/");
    expect(rightsOf({ license: "All rights reserved" })).toBeNull();
    expect(rightsOf({ license: "javascript:alert(1)//creativecommons.org/licenses/" })).toBeNull();
  });

  it("the item page links its manifest, and the share panel the drag-and-drop form", () => {
    expect(iiifManifestAlternate("archive.example.org", "an item", "T")).toEqual({
      "application/ld+json": [{ url: `${ORIGIN}/iiif/an%20item/manifest`, title: "T" }],
    });
    expect(dragAndDropUrl("archive.example.org", "x")).toBe(
      `${ORIGIN}/iiif/x/manifest?manifest=${encodeURIComponent(`${ORIGIN}/iiif/x/manifest`)}`,
    );
    expect(urls.oaiRecord("u-1")).toBe(
      `${ORIGIN}/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent("oai:archive.example.org:u-1")}`,
    );
  });
});
