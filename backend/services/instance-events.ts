// What one instance changes that the others keep copies of in memory (a site's cached item lists,
// its search vocabulary): the change is applied here at once and, when several instances share
// Redis (REDIS_URL), announced on a channel so that each of them drops its copy too. A message lost
// while Redis is away costs little: those copies expire by themselves within minutes.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { env } from "../../lib/env";
import { FAIL_FAST } from "../../lib/server/redis-options.mjs";

type Listener = (websiteId: number | undefined) => void;
type Bus = { listeners: Listener[]; publisher?: Redis; subscriber?: Redis; origin: string };

let current: Bus | undefined;

function channelName(): string {
  return `${env.REDIS_PREFIX}:catalogue-changed`;
}

function bus(): Bus {
  if (current) return current;
  current = { listeners: [], origin: randomUUID() };
  if (env.REDIS_URL) connect(current, env.REDIS_URL);
  return current;
}

function connect(bus: Bus, url: string): void {
  let down = false;
  const onError = (error: Error) => {
    if (!down) console.error("[instance-events] Redis unreachable, changes reach this instance only:", error.message);
    down = true;
  };
  const onReady = () => {
    down = false;
  };
  // Publishing fails fast while Redis is away or does not answer; the subscriber queues its SUBSCRIBE
  // until connected and subscribes again after every reconnection.
  bus.publisher = new Redis(url, { ...FAIL_FAST });
  bus.subscriber = new Redis(url, { connectTimeout: 2000 });
  for (const client of [bus.publisher, bus.subscriber]) client.on("error", onError).on("ready", onReady);
  bus.subscriber.subscribe(channelName()).catch(onError);
  bus.subscriber.on("message", (_channel: string, text: string) => {
    const event = parse(text);
    if (!event || event.origin === bus.origin) return;
    for (const listener of bus.listeners) listener(event.websiteId);
  });
}

function parse(text: string): { origin: string; websiteId: number | undefined } | null {
  try {
    const { origin, websiteId } = JSON.parse(text) as { origin?: unknown; websiteId?: unknown };
    if (typeof origin !== "string") return null;
    return { origin, websiteId: Number.isInteger(websiteId) ? (websiteId as number) : undefined };
  } catch {
    return null;
  }
}

/** Called for every change to a site's catalogue (every site's when websiteId is undefined), here or elsewhere. */
export function onCatalogueChanged(listener: Listener): void {
  bus().listeners.push(listener);
}

/** A site's catalogue changed here: every instance drops what it kept of it. */
export function catalogueChanged(websiteId?: number): void {
  const { listeners, publisher, origin } = bus();
  for (const listener of listeners) listener(websiteId);
  publisher?.publish(channelName(), JSON.stringify({ origin, websiteId })).catch(() => undefined);
}

/** Closes this process's connections to Redis, if any (tests; a stopping process just exits). */
export function closeInstanceEvents(): void {
  current?.publisher?.disconnect();
  current?.subscriber?.disconnect();
  current = undefined;
}
