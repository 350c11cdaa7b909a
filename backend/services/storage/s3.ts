// Storage in an S3-compatible bucket (AWS, MinIO, R2…). Objects are private; browsers get media
// through short-lived presigned URLs, images through the site (which reads them from here).
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, contentDisposition } from "./keys";
import type { ByteRange, PutOptions, Storage, StoredInfo, StoredObject } from "./types";

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Where browsers reach the service, when not at `endpoint` (a private network): presigned URLs name it. */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, e.g. `site-a/` (empty: none). */
  prefix: string;
};

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: many compatible services refuse the SDK's newer
    // default (aws-chunked bodies with trailing checksums).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

// A range past the end of an object: S3 answers 416 instead of the empty range.
const isUnsatisfiable = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The total size from `Content-Range: bytes 0-9/1234`, or the length when the whole object came. */
function totalSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total ? Number(total) : (contentLength ?? 0);
}

const emptyStream = () => new ReadableStream<Uint8Array>({ start: (c) => c.close() });

export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;
  const keyOf = (key: string) => `${config.prefix}${assertSafeKey(key)}`;
  // Signing is local: a client for the public address needs no route to it from here.
  const signer = config.publicEndpoint ? createS3Client({ ...config, endpoint: config.publicEndpoint }) : client;

  const head = async (key: string): Promise<StoredInfo | null> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",

    async put(key: string, body: Uint8Array | Readable, options: PutOptions) {
      const Key = keyOf(key);
      // A stream of unknown length cannot be sent in one PUT; media written here are small.
      const Body = body instanceof Readable && options.contentLength === undefined ? await collect(body) : body;
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body, ContentType: options.contentType, ContentLength: options.contentLength }),
      );
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const Key = keyOf(key);
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const body = out.Body ? (out.Body.transformToWebStream() as ReadableStream<Uint8Array>) : emptyStream();
        return { size: totalSize(out.ContentRange, out.ContentLength), contentType: out.ContentType, body };
      } catch (error) {
        if (isMissing(error)) return null;
        if (range && isUnsatisfiable(error)) {
          const info = await head(key);
          return info ? { ...info, body: emptyStream() } : null;
        }
        throw error;
      }
    },

    head,

    async delete(key: string) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async signedUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(key),
        ResponseContentDisposition: options.filename ? contentDisposition(options.filename, options.attachment ?? false) : undefined,
        ResponseContentType: options.contentType,
      });
      return getSignedUrl(signer, command, { expiresIn: options.expiresIn });
    },
  };
}
