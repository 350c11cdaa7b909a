// Types of redis-options.mjs (a plain module: the page cache handler loads it untranspiled).
import type { RedisOptions } from "ioredis";

export const FAIL_FAST: RedisOptions;
