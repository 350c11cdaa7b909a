// An S3-compatible server in the test process (s3rver, objects in a temporary directory), and the
// environment that points the backend at it. lib/env reads the environment once, when first
// imported: a test sets it with `useS3Env` before it imports anything of the backend.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in account. */
export const S3RVER_KEY = "S3RVER";

export type TestS3 = { endpoint: string; bucket: string; close(): Promise<void> };

export async function startS3(bucket = "media"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Points lib/env (once imported) at the server; `prefix` goes before every key. */
export function useS3Env(s3: TestS3, prefix?: string): void {
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    ...(prefix ? { S3_PREFIX: prefix } : {}),
  });
}
