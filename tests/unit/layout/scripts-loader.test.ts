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

function mainPicture(complete: boolean): HTMLImageElement {
  const img = document.createElement("img");
  img.setAttribute("fetchpriority", "high");
  Object.defineProperty(img, "complete", { value: complete, configurable: true });
  document.body.append(img);
  return img;
}

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

it("waits for the main picture to load and be painted", () => {
  runLoader();
  const img = mainPicture(false);
  shellParsed();
  reportPaint(100);
  expect(added()).toEqual([]);
  img.dispatchEvent(new Event("load"));
  expect(added()).toEqual([]);
  reportPaint(performance.now() + 5);
  expect(added()).toEqual(SCRIPTS);
});

it("takes a main picture that is never reported as painted (smaller than a text) as painted 100 ms after it loads", () => {
  runLoader();
  const img = mainPicture(false);
  shellParsed();
  reportPaint(100);
  img.dispatchEvent(new Event("error"));
  jest.advanceTimersByTime(50);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(60);
  expect(added()).toEqual(SCRIPTS);
});

it("adds them at once when the visitor presses a key, taps or clicks, once the shell is parsed", () => {
  runLoader();
  mainPicture(false);
  window.dispatchEvent(new Event("pointerdown"));
  expect(added()).toEqual([]);
  shellParsed();
  expect(added()).toEqual(SCRIPTS);
});

it(`adds them ${LONGEST_WAIT_MS} ms after the shell whatever happens`, () => {
  runLoader();
  mainPicture(false);
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
