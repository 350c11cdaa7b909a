// Environment, validated once; a bad value stops the server at start instead of failing later.
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalRedisUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** An existing content API (e.g. https://api.example.org); unset: the built-in backend in-process. */
  API_UPSTREAM_URL: optionalUrl,
  /** Redis shared by several instances (rate limits, page cache, cache drops); unset: each process keeps its own in memory. */
  REDIS_URL: optionalRedisUrl,
  /** Starts every key this site writes in Redis, so several deployments can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, "letters, digits, '.', '-' or '_' (at most 64)")
    .default("testimony"),
  /** PostgreSQL for the built-in backend; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
  /** Media in this S3-compatible bucket instead of DATA_DIR/media (generated images under cache/). */
  S3_BUCKET: optionalString,
  /** Another S3-compatible service than AWS (MinIO, Ceph, R2…); unset: AWS itself. */
  S3_ENDPOINT: optionalUrl,
  /** Where browsers reach that service when S3_ENDPOINT is a private address (presigned media links name it). */
  S3_PUBLIC_URL: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables); required with S3_ENDPOINT. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path rather than in the host name; unset: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .pipe(z.enum(["1", "true", "0", "false"]).optional())
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  /** Starts every key this site writes in the bucket, so several deployments can share one. */
  S3_PREFIX: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/^\/+|\/+$/g, "") : undefined))
    .pipe(
      z
        .string()
        .regex(/^[\w.-]+(\/[\w.-]+)*$/, "letters, digits, '.', '-', '_' or '/' between them")
        .refine((v) => !v.split("/").some((part) => part === "." || part === ".."), "no '.' or '..' parts")
        .optional(),
    ),
  SMTP_URL: optionalUrl,
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().trim().min(3).default("no-reply@localhost"),
  /** Signs media links; unset, a secret is made once and kept in DATA_DIR (required in production with DATABASE_URL). */
  APP_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Connections to PostgreSQL per process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** "false" lets the session cookie travel over plain http in production (a local demo only). */
  COOKIE_SECURE: z.enum(["true", "false"]).default("true"),
  /** Lets the content API ask for cached public pages to be rebuilt (POST /api/revalidate). */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** The largest request body the BFF forwards. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** The most memory rendered pages and cached reads may take (least recently used out first). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .default(64 * 1024 * 1024),
  /** Images sharp makes at once per process (thumbnails, upload widths); unset: half the CPUs, at least one. */
  IMAGE_JOBS: z.coerce.number().int().min(1).max(64).optional(),
  /** Image jobs waiting for one of those; an image asked for beyond them is a 503 with Retry-After. */
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** How many proxies of ours stand in front of the site (0: the socket is the client). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Stripe Checkout instead of the built-in test checkout: both keys, or neither. */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
        .optional(),
    ),
  /** The signing secret of the webhook endpoint (POST /api/webhooks/stripe) in Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
        .optional(),
    ),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The least severe log lines the server writes (one "info" line per answer). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The address the production server listens on (unset: every address). */
  LISTEN_HOST: z.string().optional(),
  /** Requests one instance works on at once (pages, API calls, images); more wait (lib/server/admission.ts). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(32),
  /** Requests that may wait for a place at once; one more is answered 503 at once. */
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(256),
  /** How long a request may wait for a place at most before it is answered 503 with Retry-After. */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

const withStripePair = envSchema.refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET), {
  message: "set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither",
  path: ["STRIPE_WEBHOOK_SECRET"],
});

// Several instances on one database must sign media links alike: a secret made by each one in its own
// DATA_DIR would refuse the others' links. The embedded database is one process's own.
const withSharedSecret = withStripePair.refine((e) => e.NODE_ENV !== "production" || !e.DATABASE_URL || Boolean(e.APP_SECRET), {
  message: "required in production with DATABASE_URL (every instance must sign media links with the same secret)",
  path: ["APP_SECRET"],
});

// A bucket on another service than AWS has no credential chain to fall back on; one key alone is a typo.
const withS3Keys = withSharedSecret
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    path: ["S3_SECRET_ACCESS_KEY"],
  })
  .refine((e) => !e.S3_BUCKET || !e.S3_ENDPOINT || Boolean(e.S3_ACCESS_KEY_ID), {
    message: "required with S3_BUCKET and S3_ENDPOINT (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)",
    path: ["S3_ACCESS_KEY_ID"],
  });

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = withS3Keys.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return result.data;
}

export const env = readEnv();
