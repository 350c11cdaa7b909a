// What the edge's wrappers of a response's methods share (compress-answers.ts, scripts-after-paint.ts):
// each replaces res.writeHead, res.write or res.end and calls the method it replaced.
import type { ServerResponse } from "node:http";

export type Callback = (error?: Error | null) => void;
export type Chunk = string | Uint8Array;

/** A chunk as bytes, without a copy when it already is. */
export function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** `res`'s methods as they stand now, called with arguments as they came (their overloads do not
 * type .apply). */
export function methodsUnderneath(res: ServerResponse) {
  const underneath =
    <T>(method: unknown) =>
    (...args: unknown[]) =>
      (method as (...a: unknown[]) => T).apply(res, args);
  return {
    writeHead: underneath<ServerResponse>(res.writeHead),
    write: underneath<boolean>(res.write),
    end: underneath<ServerResponse>(res.end),
  };
}
