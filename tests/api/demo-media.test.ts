// The demo clips (scripts/demo-media/make.sh → backend/seed/assets/demo): 12 clips of 20–90 s with
// English and French captions timed to their narration, and the seed's medias, playlists and large
// catalogues that play them with their real durations, captions and frames.
import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { files, medias, playlistMedias, playlists } from "@/backend/db/schema";
import { imageRoutes } from "@/backend/routes/images";
import { planCatalogue } from "@/backend/seed/catalogue";
import type { SeededCategory } from "@/backend/seed/categories";
import { DEMO_CLIPS, type DemoClip } from "@/backend/seed/demo-clips";
import { hms } from "@/backend/seed/text";
import { renderThumbnail } from "@/backend/services/thumbnails";
import { thumbnailUrl } from "@/lib/images";
import { mountExtraRoutes, type ExtraApp } from "./helpers/extra-routes";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const ASSETS = path.join(process.cwd(), "backend", "seed", "assets", "demo");

type Manifest = { clips: DemoClip[] };
const manifest = JSON.parse(readFileSync(path.join(ASSETS, "manifest.json"), "utf8")) as Manifest;

type Cue = { start: number; end: number; text: string };

function seconds(timestamp: string): number {
  const match = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(timestamp);
  if (!match) throw new Error(`not a WebVTT timestamp: ${timestamp}`);
  const [, h = "0", m = "0", s = "0", ms = "0"] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** The cues of a WebVTT file (throws on a missing header or a malformed timing line). */
function parseVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  const header = blocks.shift() ?? "";
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(header)) throw new Error("no WEBVTT header");
  return blocks
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const at = lines.findIndex((line) => line.includes("-->"));
      if (at < 0) throw new Error(`a cue without timings: ${block}`);
      const [start = "", end = ""] = (lines[at] ?? "").split("-->").map((part) => part.trim().split(/\s+/)[0] ?? "");
      return { start: seconds(start), end: seconds(end), text: lines.slice(at + 1).join("\n") };
    });
}

/** The movie's duration from its `mvhd` box (seconds): what a player reads, without ffprobe. */
function mp4Duration(bytes: Buffer): number {
  const at = bytes.indexOf("mvhd");
  if (at < 0) throw new Error("no mvhd box");
  const version = bytes.readUInt8(at + 4);
  if (version === 1) return Number(bytes.readBigUInt64BE(at + 4 + 4 + 16 + 4)) / bytes.readUInt32BE(at + 4 + 4 + 16);
  return bytes.readUInt32BE(at + 4 + 4 + 8 + 4) / bytes.readUInt32BE(at + 4 + 4 + 8);
}

describe("the demo clips", () => {
  it("the manifest lists 12 clips of 20–90 s, in whole seconds as the seed stores them", () => {
    expect(manifest.clips).toHaveLength(12);
    expect(DEMO_CLIPS).toEqual(manifest.clips);
    expect(new Set(manifest.clips.map((clip) => clip.id)).size).toBe(12);
    for (const clip of manifest.clips) {
      expect(clip.duration).toBeGreaterThanOrEqual(20);
      expect(clip.duration).toBeLessThanOrEqual(90);
      expect(clip.seconds).toBe(Math.round(clip.duration));
    }
  });

  it("every clip's files exist, with the sizes the manifest gives, and a few MB in all", () => {
    let total = 0;
    for (const clip of manifest.clips) {
      const sizes = {
        video: statSync(path.join(ASSETS, clip.video)).size,
        thumbnail: statSync(path.join(ASSETS, clip.thumbnail)).size,
        en: statSync(path.join(ASSETS, clip.captions.en)).size,
        fr: statSync(path.join(ASSETS, clip.captions.fr)).size,
      };
      expect(sizes).toEqual(clip.bytes);
      total += sizes.video + sizes.thumbnail + sizes.en + sizes.fr;
    }
    expect(total).toBeLessThanOrEqual(6 * 1024 * 1024);
  });

  it.each(manifest.clips.map((clip) => [clip.id, clip] as const))("%s: the video lasts what the manifest says", (_id, clip) => {
    expect(Math.abs(mp4Duration(readFileSync(path.join(ASSETS, clip.video))) - clip.duration)).toBeLessThan(0.05);
  });

  it.each(manifest.clips.map((clip) => [clip.id, clip] as const))(
    "%s: English and French captions parse, on the same increasing, non-overlapping timings within the clip",
    async (_id, clip) => {
      const en = parseVtt(await readFile(path.join(ASSETS, clip.captions.en), "utf8"));
      const fr = parseVtt(await readFile(path.join(ASSETS, clip.captions.fr), "utf8"));
      expect(en).toHaveLength(clip.cues);
      expect(fr).toHaveLength(en.length);
      expect(en.length).toBeGreaterThanOrEqual(3);
      let previousEnd = 0;
      en.forEach((cue, i) => {
        expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.text.trim()).not.toBe("");
        expect({ start: fr[i]?.start, end: fr[i]?.end }).toEqual({ start: cue.start, end: cue.end });
        expect(fr[i]?.text.trim()).not.toBe("");
        expect(fr[i]?.text).not.toBe(cue.text);
        previousEnd = cue.end;
      });
      expect(previousEnd).toBeLessThanOrEqual(clip.duration);
      // The narration says plainly that it is placeholder text.
      expect(en.some((cue) => /placeholder/i.test(cue.text))).toBe(true);
      expect(fr.some((cue) => /fictive?/i.test(cue.text))).toBe(true);
    },
  );

  it("the thumbnails are 16:9 JPEG frames", async () => {
    for (const clip of manifest.clips) {
      const meta = await sharp(path.join(ASSETS, clip.thumbnail)).metadata();
      expect({ format: meta.format, ratio: Math.round(((meta.width ?? 0) / (meta.height ?? 1)) * 9) }).toEqual({
        format: "jpeg",
        ratio: 16,
      });
    }
  });
});

describe("a large catalogue", () => {
  const category: SeededCategory = {
    id: 1,
    uid: "00000000-0000-4000-8000-000000000001",
    slug: "recent-additions",
    name: "Recent additions",
    parentUid: null,
    rootUid: "00000000-0000-4000-8000-000000000001",
    depth: 0,
    isOnNavbar: true,
  };

  it("of 8,000 items reuses the 12 clips: every media plays one, with its duration and captions", () => {
    const catalogue = planCatalogue("archive", 8000, [category], new Date("2026-01-01T00:00:00Z"));
    const byVideo = new Map(manifest.clips.map((clip) => [`demo/${clip.video}`, clip]));
    const used = new Set<string>();
    for (const { row, files: list } of catalogue.media) {
      const video = list.find((file) => file.slug === "hd")?.path ?? "";
      const clip = byVideo.get(video);
      expect(clip).toBeDefined();
      if (!clip) continue;
      used.add(clip.id);
      expect(row.duration).toBe(clip.seconds);
      expect(row.thumbnail).toBe(`demo/${clip.thumbnail}`);
      const captions = list.filter((file) => file.slug === "captions").map((file) => [file.language, file.path]);
      expect(captions).toEqual([
        ["en", `demo/${clip.captions.en}`],
        ["fr", `demo/${clip.captions.fr}`],
      ]);
    }
    expect(used.size).toBe(12);
    expect(catalogue.playlists.length).toBeGreaterThan(0);
  });
});

describe("the seeded demo", () => {
  let backend: TestBackend;
  let app: ExtraApp;

  beforeAll(async () => {
    backend = await createTestBackend({ items: 40 });
    app = mountExtraRoutes(backend, { root: [imageRoutes] });
  });
  afterAll(() => backend?.close());

  async function seededMedias() {
    const rows = await backend.db
      .select({ id: medias.id, uid: medias.uid, duration: medias.duration, thumbnail: medias.thumbnail, customFields: medias.customFields })
      .from(medias);
    const fileRows = await backend.db
      .select({ mediaId: files.mediaId, slug: files.slug, path: files.path, language: files.language, size: files.size })
      .from(files)
      .where(
        inArray(
          files.mediaId,
          rows.map((row) => row.id),
        ),
      );
    const byVideo = new Map(manifest.clips.map((clip) => [`demo/${clip.video}`, clip]));
    return rows.map((row) => {
      const own = fileRows.filter((file) => file.mediaId === row.id);
      const clip = byVideo.get(own.find((file) => file.slug === "hd")?.path ?? "");
      if (!clip) throw new Error(`media ${row.uid} plays no demo clip`);
      return { ...row, files: own, clip };
    });
  }

  it("every media's duration is its clip's, and its captions are the clip's English and French tracks", async () => {
    const all = await seededMedias();
    expect(all.length).toBeGreaterThan(12);
    for (const media of all) {
      expect(media.duration).toBe(media.clip.seconds);
      expect(media.customFields?.duration).toBe(hms(media.clip.seconds));
      expect(
        media.files
          .filter((file) => file.slug === "hd" || file.slug === "source")
          .every((file) => file.path === `demo/${media.clip.video}`),
      ).toBe(true);
      const captions = media.files
        .filter((file) => file.slug === "captions")
        .map((file) => ({ language: file.language, path: file.path, size: file.size }))
        .sort((a, b) => (a.language ?? "").localeCompare(b.language ?? ""));
      expect(captions).toEqual([
        { language: "en", path: `demo/${media.clip.captions.en}`, size: media.clip.bytes.en },
        { language: "fr", path: `demo/${media.clip.captions.fr}`, size: media.clip.bytes.fr },
      ]);
    }
    expect(new Set(all.map((media) => media.clip.id)).size).toBe(12);
  });

  it("the seed copied every clip, caption and frame into media storage", async () => {
    if (process.env.S3_BUCKET) return; // storage-s3.test.ts checks the bucket
    for (const clip of manifest.clips) {
      for (const file of [clip.video, clip.thumbnail, clip.captions.en, clip.captions.fr]) {
        const stored = path.join(backend.dataDir, "media", "demo", file);
        expect(existsSync(stored)).toBe(true);
        expect((await readFile(stored)).equals(await readFile(path.join(ASSETS, file)))).toBe(true);
      }
    }
  });

  it("a playlist's thumbnail is made from its first media's frame", async () => {
    const all = await seededMedias();
    const [playlist] = await backend.db.select({ id: playlists.id, thumbnail: playlists.thumbnail }).from(playlists).limit(1);
    expect(playlist).toBeDefined();
    const members = await backend.db
      .select({ mediaId: playlistMedias.mediaId })
      .from(playlistMedias)
      .where(eq(playlistMedias.playlistId, playlist!.id))
      .orderBy(playlistMedias.position);
    const first = all.find((media) => media.id === members[0]?.mediaId);
    expect(playlist!.thumbnail).toBe(first?.thumbnail);
  });

  it("a media's thumbnail is made from its clip's frame", async () => {
    const [media] = await seededMedias();
    const response = await app.fetchPath(thumbnailUrl("media", media!.uid, 320));
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    const expected = await renderThumbnail(media!.uid, 320, "media", "jpeg", await readFile(path.join(ASSETS, media!.clip.thumbnail)));
    expect(served.equals(expected)).toBe(true);
  });
});
