// File bytes as a web ReadableStream that holds a descriptor only while someone is reading it.
// A response body may never be read (HEAD, where the framework drops the body; a client that
// disconnects before the first byte): opening the file up front leaked one descriptor per such
// request, so the file is opened on the first pull and closed at the end, on error and on cancel.
import { open, type FileHandle } from "node:fs/promises";

export const FILE_CHUNK_BYTES = 64 * 1024;

/** Bytes `start` to `end` (inclusive) of the file at `filePath`. */
export function fileStream(
  filePath: string,
  range: { start: number; end: number },
  chunkBytes = FILE_CHUNK_BYTES,
): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined;
  let position = range.start;
  let finished = false;

  // Idempotent; FileHandle.close waits for a read still in flight, so cancel during a pull is safe.
  const finish = async () => {
    finished = true;
    const current = handle;
    handle = undefined;
    await current?.close();
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (position > range.end) {
            await finish();
            controller.close();
            return;
          }
          if (!handle) {
            const opened = await open(filePath, "r");
            // Cancelled while the file was opening: nobody will close it but us.
            if (finished) return void (await opened.close());
            handle = opened;
          }
          const length = Math.min(chunkBytes, range.end - position + 1);
          const buffer = new Uint8Array(length);
          const { bytesRead } = await handle.read(buffer, 0, length, position);
          if (finished) return;
          // The file shrank under us: the promised content-length can no longer be met.
          if (bytesRead === 0) throw new Error(`${filePath} ended at byte ${position}, before ${range.end + 1}`);
          position += bytesRead;
          controller.enqueue(buffer.subarray(0, bytesRead));
          if (position > range.end) {
            await finish();
            controller.close();
          }
        } catch (error) {
          await finish().catch(() => undefined);
          controller.error(error);
        }
      },
      cancel: finish,
    },
    // No read-ahead: with the default high-water mark of 1 the stream pulls (and opens the file)
    // as soon as it is built, before anyone asks for a byte.
    { highWaterMark: 0 },
  );
}
