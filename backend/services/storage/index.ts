// Where this process keeps media: DATA_DIR on disk, or an S3-compatible bucket when S3_BUCKET is
// set. Chosen once per data directory (one per backend) from the environment, then shared.
import path from "node:path";
import { env, type Env } from "../../../lib/env";
import { createDiskStorage } from "./disk";
import { createS3Client, createS3Storage, type S3Config } from "./s3";
import type { MediaStorage, Storage } from "./types";

export type { ByteRange, MediaStorage, Storage } from "./types";
export { isSafeKey, StorageKeyError } from "./keys";

/** The bucket settings, or undefined without S3_BUCKET (media stay on disk). */
export function s3ConfigFromEnv(source: Env = env): S3Config | undefined {
  if (!source.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = source;
  return {
    bucket: source.S3_BUCKET,
    region: source.S3_REGION,
    endpoint: source.S3_ENDPOINT,
    publicEndpoint: source.S3_PUBLIC_URL,
    // Most services other than AWS (MinIO, s3rver) have no per-bucket host names.
    forcePathStyle: source.S3_FORCE_PATH_STYLE ?? Boolean(source.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: source.S3_PREFIX ? `${source.S3_PREFIX}/` : "",
  };
}

/**
 * Media under `<dataDir>/media` and generated images under `<dataDir>/cache`, or the same keys in
 * the bucket (generated images under `cache/`, next to the media).
 */
export function createMediaStorage(dataDir: string, s3: S3Config | undefined): MediaStorage {
  if (!s3) return { media: createDiskStorage(path.join(dataDir, "media")), cache: createDiskStorage(path.join(dataDir, "cache")) };
  const client = createS3Client(s3);
  return {
    media: createS3Storage(s3, client),
    cache: createS3Storage({ ...s3, prefix: `${s3.prefix}cache/` }, client),
  };
}

const byDataDir = new Map<string, MediaStorage>();

/** This backend's storage (its data directory's), made on first use. */
export function mediaStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir);
  let storage = byDataDir.get(root);
  if (!storage) {
    storage = createMediaStorage(root, s3ConfigFromEnv());
    byDataDir.set(root, storage);
  }
  return storage;
}

/** All of an object's bytes, or null when there is none. */
export async function readBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Uint8Array[] = [];
  const reader = object.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
