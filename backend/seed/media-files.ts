// Small placeholder files the demo `files` rows point at (demo/… in media storage: DATA_DIR/media
// or the bucket): caption tracks for every clip and language, and a one-page transcript PDF. The
// clips themselves (demo/clip-1.mp4 … clip-3.mp4) are copied from backend/seed/assets.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { mediaStorage } from "../services/storage";
import { LANGUAGES } from "./text";

const ASSETS = path.join(process.cwd(), "backend", "seed", "assets");

const CAPTION_TEXT: Record<string, string> = {
  fr: "Sous-titres fictifs de démonstration.",
  en: "Placeholder demo captions.",
  pl: "Przykładowe napisy demonstracyjne.",
  ru: "Демонстрационные субтитры.",
  lv: "Demonstrācijas subtitri.",
  lt: "Demonstraciniai subtitrai.",
  ro: "Subtitrări demonstrative.",
  uk: "Демонстраційні субтитри.",
};

function vtt(clip: number, language: string): string {
  const line = CAPTION_TEXT[language] ?? CAPTION_TEXT.en;
  return `WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\n${line} (${clip})\n\n2\n00:00:04.000 --> 00:00:08.000\n${line}\n`;
}

/** A valid one-page PDF with a line of text; byte offsets in the xref table are computed. */
function transcriptPdf(): Buffer {
  const text = "Placeholder transcript - demo data only.";
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

type DemoFile = { key: string; write: () => Promise<void> };

/** Puts the missing placeholder files under `demo/` in media storage; never overwrites. */
export async function writeDemoMediaFiles(dataDir: string): Promise<void> {
  if (dataDir.startsWith("memory://")) return;
  const { media } = mediaStorage(dataDir);
  const text = (key: string, content: string | Buffer, contentType: string): DemoFile => ({
    key,
    write: () => media.put(key, typeof content === "string" ? Buffer.from(content) : content, { contentType }),
  });
  const demoFiles: DemoFile[] = [];
  for (const clip of [1, 2, 3]) {
    for (const language of LANGUAGES) demoFiles.push(text(`demo/clip-${clip}.${language}.vtt`, vtt(clip, language), "text/vtt"));
  }
  demoFiles.push(text("demo/transcript.pdf", transcriptPdf(), "application/pdf"));
  // The clips ship with the project (generated once with ffmpeg: 12 s, 640×360, H.264 + AAC).
  for (const clip of [1, 2, 3]) {
    const source = path.join(ASSETS, `clip-${clip}.mp4`);
    const key = `demo/clip-${clip}.mp4`;
    demoFiles.push({
      key,
      write: async () => media.put(key, createReadStream(source), { contentType: "video/mp4", contentLength: (await stat(source)).size }),
    });
  }
  try {
    // All at once: against a bucket each check is a round trip, and there are a few dozen files.
    await Promise.all(
      demoFiles.map(async (file) => {
        if (!(await media.head(file.key))) await file.write();
      }),
    );
  } catch (error) {
    // The data is usable without these files (downloads of them would 404), so seeding goes on.
    console.warn(`seed: could not write demo media files (${media.kind}):`, error);
  }
}
