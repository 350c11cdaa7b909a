// HTML_CodeSniffer (the engine pa11y runs) on the page as it stands, beside axe: its WCAG 2 AA
// errors, with a failure message a person can act on (the check's code, what it says, and where).
// A second engine finds what the first does not look for; its warnings and notices ask for a human
// judgement and are not reported.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
/** The engine's browser build, evaluated in the page (as a CDP evaluation, the page's CSP allows it). */
const HTMLCS_SOURCE = readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

/**
 * Errors that are the engine's mistakes, by exact code and on the elements (a CSS selector) where it
 * is wrong, each with the reason in a comment. Anything else fails.
 */
const FALSE_POSITIVES: ReadonlyArray<{ code: string; where: string }> = [
  {
    // The check takes every link to a fragment for a skip link (2.4.1) whose target is missing. The
    // controls of components/ui/use-early-press.ts are buttons (role="button", and named as such)
    // drawn as links to a fragment of their own only so that a press before hydration is kept in
    // the address: nothing is meant to be there.
    code: "WCAG2AA.Principle2.Guideline2_4.2_4_1.G1,G123,G124.NoSuchID",
    where: 'a[role="button"][href^="#"]',
  },
];

type Finding = { code: string; message: string; selector: string; html: string };

/** HTML_CodeSniffer's WCAG2AA errors (type 1) on the page's document, the engine's known mistakes aside. */
async function codeSnifferErrors(page: Page): Promise<Finding[]> {
  await page.evaluate(`${HTMLCS_SOURCE}\n;undefined`);
  return page.evaluate(
    (allowed) =>
      new Promise<Finding[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        type Sniffer = {
          process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void;
          getMessages: () => Message[];
        };
        const sniffer = (globalThis as unknown as { HTMLCS: Sniffer }).HTMLCS;
        /** A CSS path from the nearest element with an id (or the root), enough to find it in the page. */
        const selectorOf = (node: Element | Document): string => {
          if (!(node instanceof Element)) return "document";
          const steps: string[] = [];
          for (let element: Element | null = node; element; element = element.parentElement) {
            if (element.id) {
              steps.unshift(`#${CSS.escape(element.id)}`);
              break;
            }
            const current = element;
            const same = current.parentElement
              ? [...current.parentElement.children].filter((child) => child.tagName === current.tagName)
              : [];
            const tag = current.tagName.toLowerCase();
            steps.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(current) + 1})` : tag);
          }
          return steps.join(" > ");
        };
        sniffer.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === 1)
                .filter(
                  ({ code, element }) =>
                    !allowed.some((known) => known.code === code && element instanceof Element && element.matches(known.where)),
                )
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  selector: selectorOf(message.element),
                  html: message.element instanceof Element ? message.element.outerHTML.slice(0, 240) : "",
                })),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          "en",
        );
      }),
    FALSE_POSITIVES,
  );
}

/** What HTML_CodeSniffer finds on the page, as a readable paragraph; null when nothing. */
export async function codeSnifferReport(page: Page, label = page.url()): Promise<string | null> {
  const findings = await codeSnifferErrors(page);
  if (!findings.length) return null;
  const lines = findings.map(
    ({ code, message, selector, html }) => `  ${code}: ${message}\n    - ${selector}\n      ${html.replace(/\s+/g, " ")}`,
  );
  return `${label}: ${findings.length} HTML_CodeSniffer error(s)\n${lines.join("\n")}`;
}
