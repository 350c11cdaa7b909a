// What media storage offers: bytes under a key, in DATA_DIR on disk or in an S3-compatible bucket.
// Keys are relative, `/`-separated paths (`demo/clip-01.mp4`, `thumbnails/<uid>-480-v3.jpg`).
import type { Readable } from "node:stream";

/** Bytes `start` to `end`, both inclusive (as in a Range header). */
export type ByteRange = { start: number; end: number };

export type StoredInfo = { size: number; contentType?: string };

/** An object's bytes (all of them, or the range asked for) and the size of the whole object. */
export type StoredObject = StoredInfo & { body: ReadableStream<Uint8Array> };

export type PutOptions = {
  contentType: string;
  /** The byte length of a stream body (S3 needs it up front; without it the stream is read into memory). */
  contentLength?: number;
};

export type SignedUrlOptions = {
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** The name a browser shows or saves the file under (Content-Disposition). */
  filename?: string;
  /** `attachment` (save) rather than `inline` (show); only with `filename`. */
  attachment?: boolean;
  /** The Content-Type the bucket answers with. */
  contentType?: string;
};

export interface Storage {
  readonly kind: "disk" | "s3";
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. A range past the end is clamped to it. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<StoredInfo | null>;
  /** Deletes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** A URL the client fetches the object from directly, or null when storage has none to give (disk). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}

/** The two places of one backend: media (uploads, files rows' paths) and generated images. */
export type MediaStorage = { media: Storage; cache: Storage };
