// Environment, validated once; a bad value stops the server at start instead of failing later.
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

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

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = withSharedSecret.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return result.data;
}

export const env = readEnv();
