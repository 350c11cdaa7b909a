// The stream behind GET /files/{uid}/: exact bytes in chunks, and a descriptor only while it is read.
import { readdirSync, readlinkSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileStream } from "@/backend/services/file-stream";

let dir: string;
let file: string;
const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
/** Descriptors of this process open on a file of `dir` (Jest's own come and go meanwhile). */
function openDescriptors(): number {
  return readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
    } catch {
      return false; // closed since the listing
    }
  }).length;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ data: Buffer; chunks: number }> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return { data: Buffer.concat(parts), chunks: parts.length };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-stream-"));
  file = path.join(dir, "bytes.bin");
  await writeFile(file, bytes);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("fileStream", () => {
  it.each([
    { start: 0, end: 99, chunks: 15 },
    { start: 0, end: 6, chunks: 1 },
    { start: 10, end: 10, chunks: 1 },
    { start: 93, end: 99, chunks: 1 },
    { start: 50, end: 64, chunks: 3 },
    { start: 0, end: -1, chunks: 0 },
  ])("bytes $start–$end in 7-byte chunks → exactly those bytes, $chunks chunks", async ({ start, end, chunks }) => {
    const before = openDescriptors();
    expect(await readAll(fileStream(file, { start, end }, 7))).toEqual({ data: bytes.subarray(start, end + 1), chunks });
    expect(openDescriptors()).toBe(before);
  });

  it("opens nothing until the first read, and closes on cancel", async () => {
    const before = openDescriptors();
    expect(before).toBe(0);
    const streams = Array.from({ length: 20 }, () => fileStream(file, { start: 0, end: 99 }, 7));
    expect(openDescriptors()).toBe(before);
    const readers = streams.map((s) => s.getReader());
    await Promise.all(readers.map((r) => r.read()));
    expect(openDescriptors()).toBe(before + 20);
    await Promise.all(readers.map((r) => r.cancel()));
    expect(openDescriptors()).toBe(before);
  });

  it("a cancel while a read is opening or reading the file still closes it", async () => {
    const before = openDescriptors();
    // Cancels land at different points of the first pull: before it starts, while the file opens, while it reads.
    for (let i = 0; i < 40; i++) {
      const reader = fileStream(file, { start: 0, end: 99 }, 7).getReader();
      const pending = reader.read();
      for (let tick = 0; tick < i % 4; tick++) await new Promise((resolve) => setImmediate(resolve));
      await reader.cancel();
      await pending;
    }
    // A late open is closed by the pull that made it, after cancel() returned; give the opens still
    // in the thread pool time to land (a count taken before them would read 0 and prove nothing).
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let wait = 0; wait < 100 && openDescriptors() !== before; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openDescriptors()).toBe(before);
  });

  it.each([
    { name: "a missing file", target: () => path.join(dir, "missing.bin"), end: 9, error: /ENOENT/ },
    { name: "a file shorter than promised", target: () => file, end: 199, error: /ended at byte 100/ },
  ])("$name → the read fails and no descriptor stays open", async ({ target, end, error }) => {
    const before = openDescriptors();
    await expect(readAll(fileStream(target(), { start: 0, end }, 64))).rejects.toThrow(error);
    expect(openDescriptors()).toBe(before);
  });
});
