// Types of page-cache-handler.mjs (a plain module: Next loads it at run time, untranspiled).
export default class PageCacheHandler {
  constructor(options: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function disconnectPageCache(): void;
