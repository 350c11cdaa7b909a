import { bypassesAdmission, createAdmission } from "@/lib/server/admission";

describe("createAdmission", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("gives places up to the limit, then keeps the next ones waiting in arrival order", async () => {
    const admission = createAdmission({ limit: 2, queue: 2, maxWaitMs: 1000 });
    const first = await admission.enter();
    const second = await admission.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    const order: string[] = [];
    const third = admission.enter().then((release) => (order.push("third"), release));
    const fourth = admission.enter().then((release) => (order.push("fourth"), release));
    expect(admission.load()).toEqual({ active: 2, waiting: 2 });
    first!();
    first!(); // freed once only
    expect(await third).not.toBeNull();
    expect(admission.load()).toEqual({ active: 2, waiting: 1 });
    second!();
    expect(await fourth).not.toBeNull();
    expect(order).toEqual(["third", "fourth"]);
    expect(admission.load()).toEqual({ active: 2, waiting: 0 });
  });

  it("refuses at once when the queue is full, and after the wait when no place frees", async () => {
    const admission = createAdmission({ limit: 1, queue: 1, maxWaitMs: 750 });
    const held = await admission.enter();
    const waiting = admission.enter();
    expect(await admission.enter()).toBeNull();
    jest.advanceTimersByTime(749);
    expect(admission.load()).toEqual({ active: 1, waiting: 1 });
    jest.advanceTimersByTime(1);
    expect(await waiting).toBeNull();
    expect(admission.load()).toEqual({ active: 1, waiting: 0 });
    // A place freed after the refusal goes to nobody: the count comes back to zero.
    held!();
    expect(admission.load()).toEqual({ active: 0, waiting: 0 });
  });
});

describe("bypassesAdmission", () => {
  it.each(["/healthz", "/readyz", "/readyz?probe=1", "/_next/static/chunks/a.js"])("%s never waits", (url) => {
    expect(bypassesAdmission(url)).toBe(true);
  });
  it.each(["/", "/healthz/x", "/search?q=a", "/api/public/websites/v1/items/", "/_next/image?url=x", "/images/w:480/x"])(
    "%s waits its turn",
    (url) => {
      expect(bypassesAdmission(url)).toBe(false);
    },
  );
});
