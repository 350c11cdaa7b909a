// The e2e suite's `test`: Playwright's own, whose pages wait, after a navigation, for the page's
// scripts to have started the page (its React root created). A page's scripts are fetched once its
// first view is painted (lib/http/scripts-after-paint.ts), often after the load event that
// `goto` waits for: a click in between would land on a page not yet listening. Once the root is
// there, a click on a part still hydrating is replayed by React, as for a visitor.
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/** Waits, on a page sent with the loader, for its React root; any other page is taken as it is. */
async function scriptsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loaded = typeof (window as { __scriptsAfterPaint?: unknown }).__scriptsAfterPaint === "function";
    return !loaded || Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
  });
}

type Navigation = (...args: never[]) => Promise<Response | null>;
const patched = new WeakSet<object>();

/** goto, reload, goBack and goForward of every page, on the class all pages share: patched once. */
function patchNavigations(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Record<string, Navigation>;
  if (patched.has(prototype)) return;
  patched.add(prototype);
  for (const name of ["goto", "reload", "goBack", "goForward"]) {
    const navigate = prototype[name];
    if (!navigate) throw new Error(`Page has no ${name}`);
    prototype[name] = async function (this: Page, ...args: never[]) {
      const response = await navigate.apply(this, args);
      const waitUntil = (args.find((arg) => typeof arg === "object" && arg !== null) as { waitUntil?: string } | undefined)?.waitUntil;
      // A test that asks for less than the load event asks for the page as it comes.
      if (
        response &&
        waitUntil !== "commit" &&
        waitUntil !== "domcontentloaded" &&
        /text\/html/.test(response.headers()["content-type"] ?? "")
      )
        await scriptsStarted(this);
      return response;
    };
  }
}

export const test = base.extend<object, { patchedPages: void }>({
  patchedPages: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patchNavigations(await context.newPage());
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
