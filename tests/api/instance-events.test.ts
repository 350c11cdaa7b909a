// Changes to a site's catalogue reach every instance through Redis (REDIS_URL), so none keeps
// serving cached lists or a search vocabulary the change made stale. Each "instance" is the module
// loaded afresh, as in another process.
import { randomUUID } from "node:crypto";
import type * as EventsModuleNamespace from "@/backend/services/instance-events";
import { describeWithRedis, keepRedisEnv, REDIS_URL } from "./helpers/redis";

type EventsModule = typeof EventsModuleNamespace;

const describeRedis = describeWithRedis("the instance-events tests");

describeRedis("catalogue changes shared through Redis", () => {
  const loaded: EventsModule[] = [];
  const restoreEnv = keepRedisEnv();
  const prefix = `test-${randomUUID()}`;

  function instance(): { events: EventsModule; heard: (number | undefined)[] } {
    let events: EventsModule | undefined;
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_PREFIX = prefix;
    jest.isolateModules(() => {
      events = jest.requireActual<EventsModule>("@/backend/services/instance-events");
    });
    loaded.push(events!);
    const heard: (number | undefined)[] = [];
    events!.onCatalogueChanged((websiteId) => heard.push(websiteId));
    return { events: events!, heard };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  afterAll(() => {
    for (const events of loaded) events.closeInstanceEvents();
    restoreEnv();
  });

  it("tells the other instances of a change, and the one that made it once", async () => {
    const first = instance();
    const second = instance();
    // Both subscribed before anything changes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.events.catalogueChanged(7);
    expect(first.heard).toEqual([7]);
    await until(() => second.heard.length > 0);
    expect(second.heard).toEqual([7]);
    second.events.catalogueChanged();
    await until(() => first.heard.length > 1);
    expect(first.heard).toEqual([7, undefined]);
    // Its own message, echoed by Redis, is not applied twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.heard).toEqual([7, undefined]);
  });

  it("leaves deployments with another prefix alone", async () => {
    const mine = instance();
    process.env.REDIS_PREFIX = `other-${randomUUID()}`;
    let other: EventsModule | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<EventsModule>("@/backend/services/instance-events");
    });
    loaded.push(other!);
    const heardElsewhere: (number | undefined)[] = [];
    other!.onCatalogueChanged((websiteId) => heardElsewhere.push(websiteId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    mine.events.catalogueChanged(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardElsewhere).toEqual([]);
  });
});
