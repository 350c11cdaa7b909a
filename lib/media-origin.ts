import type { Env } from "./env";

/**
 * The origin browsers load media files from when they are kept in a bucket (each media link
 * answers with a redirect to a presigned URL there), or undefined when the site serves them itself.
 * Pages must allow it in their media-src.
 */
export function mediaOrigin(
  env: Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "S3_PUBLIC_URL" | "S3_REGION" | "S3_FORCE_PATH_STYLE">,
): string | undefined {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  if (endpoint) return new URL(endpoint).origin;
  // AWS itself: the bucket in the host name unless path style is asked for.
  return env.S3_FORCE_PATH_STYLE
    ? `https://s3.${env.S3_REGION}.amazonaws.com`
    : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
}
