// The loader the edge puts in a page's head (lib/http/scripts-after-paint.ts), run in the browser's
// stead: when it adds the page's scripts.
import { LONGEST_WAIT_MS, loaderSource } from "@/lib/http/scripts-after-paint";

const SCRIPTS = ["/_next/static/chunks/one.js", "/_next/static/chunks/boot.js"];
type Entries = { getEntries: () => { startTime: number }[] };
type Global = typeof globalThis & { __scriptsAfterPaint?: () => void };

/** Paints reported to the loader's observer, as the browser would. */
let reportPaint: (startTime: number) => void = () => undefined;

class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  constructor(private readonly callback: (list: Entries) => void) {}
  observe() {
    reportPaint = (startTime) => this.callback({ getEntries: () => [{ startTime }] });
  }
}

/** The listeners each loader adds, taken off after each test: each test's page is new. */
const listening: (() => void)[] = [];

function runLoader({ paints = true } = {}) {
  Object.assign(window, { PerformanceObserver: paints ? FakeObserver : undefined });
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    jest.spyOn(target, "addEventListener").mockImplementation((...args: Parameters<Document["addEventListener"]>) => {
      add(...args);
      listening.push(() => target.removeEventListener(...args));
    });
  }
  new Function(loaderSource(SCRIPTS))();
  jest.restoreAllMocks();
}

const added = () => [...document.head.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
const shellParsed = () => (globalThis as Global).__scriptsAfterPaint?.();

/** A picture of the first view (not lazy); `decoded()` is the browser having it ready to paint,
 * `failed()` its load failing. */
function firstViewPicture() {
  let decoded: () => void = () => undefined;
  let failed: () => void = () => undefined;
  const img = document.createElement("img");
  const decoding = new Promise<void>((resolve, reject) => {
    decoded = resolve;
    failed = () => reject(new Error("EncodingError"));
  });
  Object.assign(img, { decode: () => decoding });
  document.body.append(img);
  return { decoded, failed };
}

/** Lets the promises of the loader's callbacks run. */
const settled = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
afterEach(() => {
  for (const remove of listening.splice(0)) remove();
  jest.useRealTimers();
});

it("adds the scripts, in order and async, once the shell is parsed and a paint is reported", () => {
  runLoader();
  expect(added()).toEqual([]);
  shellParsed();
  expect(added()).toEqual([]);
  reportPaint(120);
  expect(added()).toEqual(SCRIPTS);
  expect([...document.head.querySelectorAll("script")].every((s) => s.async)).toBe(true);
});

it("does not add them before the shell is parsed, even once painted", () => {
  runLoader();
  reportPaint(80);
  expect(added()).toEqual([]);
  shellParsed();
  expect(added()).toEqual(SCRIPTS);
});

it("waits for each picture of the first view to be decoded and a frame drawn since", async () => {
  runLoader();
  const first = firstViewPicture();
  const second = firstViewPicture();
  const later = document.createElement("img");
  later.setAttribute("loading", "lazy");
  Object.assign(later, { decode: () => new Promise(() => undefined) });
  document.body.append(later);
  shellParsed();
  reportPaint(100);
  first.decoded();
  await jest.advanceTimersByTimeAsync(50);
  expect(added()).toEqual([]);
  second.failed();
  await settled();
  expect(added()).toEqual([]);
  await jest.advanceTimersByTimeAsync(20);
  expect(added()).toEqual(SCRIPTS);
});

it("does not count a picture drawn before any paint is reported", async () => {
  runLoader();
  firstViewPicture().decoded();
  shellParsed();
  await jest.advanceTimersByTimeAsync(100);
  expect(added()).toEqual([]);
  reportPaint(120);
  expect(added()).toEqual(SCRIPTS);
});

it("adds them at once when the visitor presses a key, taps or clicks, once the shell is parsed", () => {
  runLoader();
  firstViewPicture();
  window.dispatchEvent(new Event("pointerdown"));
  expect(added()).toEqual([]);
  shellParsed();
  expect(added()).toEqual(SCRIPTS);
});

it(`adds them ${LONGEST_WAIT_MS} ms after the shell whatever happens`, () => {
  runLoader();
  firstViewPicture();
  shellParsed();
  jest.advanceTimersByTime(LONGEST_WAIT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toEqual(SCRIPTS);
});

it("counts on the shell alone in a browser that reports no paints", () => {
  runLoader({ paints: false });
  shellParsed();
  expect(added()).toEqual(SCRIPTS);
});

it("takes the document's end as the shell's for a page without the marker, and adds the scripts once", () => {
  runLoader();
  reportPaint(50);
  document.dispatchEvent(new Event("DOMContentLoaded"));
  shellParsed();
  jest.advanceTimersByTime(LONGEST_WAIT_MS);
  expect(added()).toEqual(SCRIPTS);
});
