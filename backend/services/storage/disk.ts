// Storage in a directory (DATA_DIR/media, DATA_DIR/cache): the layout media had before buckets,
// so a site without S3_BUCKET reads and writes exactly the files it always did.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileStream } from "../file-stream";
import { assertSafeKey, StorageKeyError } from "./keys";
import type { ByteRange, PutOptions, Storage, StoredInfo, StoredObject } from "./types";

export function createDiskStorage(directory: string): Storage {
  const root = path.resolve(directory);

  const fullPath = (key: string) => {
    const full = path.resolve(root, assertSafeKey(key));
    // Belt and braces: a safe key cannot climb out, but the resolved path is what gets opened.
    if (!full.startsWith(root + path.sep)) throw new StorageKeyError(key);
    return full;
  };

  const head = async (key: string): Promise<StoredInfo | null> => {
    const info = await stat(fullPath(key)).catch(() => null);
    return info?.isFile() ? { size: info.size } : null;
  };

  return {
    kind: "disk",

    async put(key: string, body: Uint8Array | Readable, _options: PutOptions) {
      const file = fullPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        if (body instanceof Uint8Array) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const info = await head(key);
      if (!info) return null;
      const end = Math.min(range?.end ?? info.size - 1, info.size - 1);
      const start = range?.start ?? 0;
      // The stream opens the file on its first read (file-stream.ts), so an unread body holds nothing.
      const body = start > end ? new ReadableStream<Uint8Array>({ start: (c) => c.close() }) : fileStream(fullPath(key), { start, end });
      return { ...info, body };
    },

    head,

    async delete(key: string) {
      await rm(fullPath(key), { force: true });
    },

    async signedUrl() {
      return null;
    },
  };
}
