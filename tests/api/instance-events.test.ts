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

  /** Polls `check` every 50 ms, for up to 10 s. */
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  afterAll(() => {
    for (const events of loaded) events.closeInstanceEvents();
    restoreEnv();
  });

  it("tells the other instances of a change, and the one that made it once", async () => {
    const first = instance();
    const second = instance();
    // Until an instance's connections are up (a busy machine may take seconds), its changes reach
    // no other instance, as while Redis is away: each side announces until the other has heard.
    let firstSaid = 0;
    await until(() => {
      if (second.heard.length > 0) return true;
      first.events.catalogueChanged(7);
      firstSaid += 1;
      return false;
    });
    expect(second.heard.length).toBeGreaterThan(0);
    expect(new Set(second.heard)).toEqual(new Set([7]));
    // Each change applied once where it was made, though Redis echoes it back.
    expect(first.heard).toEqual(Array.from({ length: firstSaid }, () => 7));

    let secondSaid = 0;
    await until(() => {
      if (first.heard.length > firstSaid) return true;
      second.events.catalogueChanged();
      secondSaid += 1;
      return false;
    });
    expect(first.heard.slice(firstSaid).length).toBeGreaterThan(0);
    expect(new Set(first.heard.slice(firstSaid))).toEqual(new Set([undefined]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.heard.filter((id) => id === undefined)).toHaveLength(secondSaid);
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
