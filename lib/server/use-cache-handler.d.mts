export type UseCacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};

export type UseCacheHandler = {
  get(key: string, softTags?: string[]): Promise<UseCacheEntry | undefined>;
  set(key: string, entry: Promise<UseCacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  disconnect(): void;
};

export function createUseCacheHandler(options: { maxBytes: number; redisUrl?: string; prefix?: string }): UseCacheHandler;

declare const handler: UseCacheHandler;
export default handler;
