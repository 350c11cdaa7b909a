// axe-core's WCAG 2.2 A/AA checks (and its best practices) on the page as it stands, with a failure
// message a person can act on: each rule broken, what it asks for, and where.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per broken rule, then one per element that breaks it (its CSS selector, through frames). */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    - ${node.target.map(String).join(" >>> ")}`);
      return [`  ${violation.id} (${violation.impact ?? "?"}): ${violation.help} – ${violation.helpUrl}`, ...targets].join("\n");
    })
    .join("\n");
}

/** The violations axe finds on the whole page, its frames included. */
async function axeViolations(page: Page): Promise<Violation[]> {
  return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
}

/** What axe finds on the page, as a readable paragraph; null when nothing. */
export async function accessibilityReport(page: Page, label = page.url()): Promise<string | null> {
  const violations = await axeViolations(page);
  return violations.length ? `${label}: ${violations.length} rule(s) broken\n${describeViolations(violations)}` : null;
}

/** Fails when axe finds any violation on the page. */
export async function expectAccessible(page: Page, label?: string) {
  const report = await accessibilityReport(page, label);
  expect(report === null, report ?? "").toBe(true);
}
