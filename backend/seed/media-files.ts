// The files the demo `files` rows point at (demo/… in media storage: DATA_DIR/media or the
// bucket): the demo clips, their English and French captions and thumbnail frames, copied from
// backend/seed/assets/demo (made by scripts/demo-media/make.sh), and a one-page transcript PDF.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { mediaStorage } from "../services/storage";
import { DEMO_CAPTION_LANGUAGES, DEMO_CLIPS, demoKey } from "./demo-clips";

const ASSETS = path.join(process.cwd(), "backend", "seed", "assets", "demo");

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

/** Puts the missing demo files under `demo/` in media storage; never overwrites. */
export async function writeDemoMediaFiles(dataDir: string): Promise<void> {
  if (dataDir.startsWith("memory://")) return;
  const { media } = mediaStorage(dataDir);
  const text = (key: string, content: Buffer, contentType: string): DemoFile => ({
    key,
    write: () => media.put(key, content, { contentType }),
  });
  const asset = (file: string, contentType: string): DemoFile => {
    const source = path.join(ASSETS, file);
    const key = demoKey(file);
    return {
      key,
      write: async () => media.put(key, createReadStream(source), { contentType, contentLength: (await stat(source)).size }),
    };
  };
  const demoFiles: DemoFile[] = [text("demo/transcript.pdf", transcriptPdf(), "application/pdf")];
  for (const clip of DEMO_CLIPS) {
    demoFiles.push(asset(clip.video, "video/mp4"), asset(clip.thumbnail, "image/jpeg"));
    for (const language of DEMO_CAPTION_LANGUAGES) demoFiles.push(asset(clip.captions[language], "text/vtt"));
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
