// What `npm run lighthouse` reads in each report and prints: the budgets, the audits that failed,
// the main performance opportunities, and the table of medians.
import os from "node:os";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const KB = 1024;
export const BUDGET = { performance: 0.95, lcp: 2000, tbt: 150, cls: 0.02, jsOverFloor: 40 * KB, homeHtml: 150 * KB, fonts: 60 * KB };
/** Pages whose first-load JS is held to the budget: the ones most visitors land on. */
const JS_BUDGET_PAGES = new Set(["home", "category", "item"]);

/** Where an audit found a problem: an element, a URL, or the kind of issue and its URL. */
function where(item) {
  const found = item.node?.selector ?? item.url ?? item.source?.url ?? item.description;
  if (found) return found;
  if (item.issueType) return [item.issueType, item.subItems?.items?.[0]?.url].filter(Boolean).join(" ");
  return null;
}

/** The audits that cost points in the accessibility, best-practice and SEO categories. */
export function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      const places = (audit.details?.items ?? []).map(where).filter(Boolean).slice(0, 2);
      failing.push({ category: id, id: ref.id, title: audit.title, where: places });
    }
  }
  return failing;
}

/** The performance audits with the largest estimated savings (ms of LCP, FCP and TBT together). */
export function opportunities(lhr) {
  const saving = (a) => ["LCP", "FCP", "TBT"].reduce((sum, m) => sum + (a.metricSavings?.[m] ?? 0), 0);
  return (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && saving(a) > 0)
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, 3)
    .map((a) => ({ id: a.id, title: a.title, savingsMs: Math.round(saving(a)), displayValue: a.displayValue ?? "" }));
}

const pad = (value, width) => String(value).padStart(width);
const mark = (ok) => (ok === null ? " " : ok ? "✓" : "✗");
const cell = (text, ok, width) => `${pad(text, width - 2)} ${mark(ok)}`;
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / KB).toFixed(1) : "–");

/** The table of medians against the budgets, then what to fix. `homeHtml`: the home page's raw HTML
 * bytes per site and language. */
export function report(results, floor, runs, homeHtml = {}, throttling = "simulate") {
  const jsLimit = floor + BUDGET.jsOverFloor;
  const columns = [
    ["site", 9],
    ["page", 9],
    ["perf", 7],
    ["LCP ms", 9],
    ["TBT ms", 8],
    ["CLS", 8],
    ["a11y", 7],
    ["b.p.", 7],
    ["SEO", 7],
    ["JS gz KB", 10],
    ["later KB", 9],
    ["HTML KB", 10],
    ["fonts KB", 10],
  ];
  const header = columns.map(([name, width], i) => (i < 2 ? name.padEnd(width) : pad(name, width))).join(" ");
  const how = throttling === "simulate" ? "simulated throttling" : "the network and CPU slowed for real (devtools throttling)";
  console.log(`\nMedians of ${runs} run(s), mobile, ${how}. ✓/✗ against the budget.`);
  // Simulated throttling scales the CPU time each task took here: other work on the machine inflates TBT and LCP.
  const [load] = os.loadavg();
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${load.toFixed(1)} at the end${load > os.cpus().length ? " (busy: timings are pessimistic)" : ""}.`,
  );
  console.log(
    `Framework floor (rootMainFiles, gzipped): ${kb(floor)} KB; first-load JS budget (home, category, item): ≤ ${kb(jsLimit)} KB.\n`,
  );
  console.log(header);
  console.log("-".repeat(header.length));
  for (const { target, median: m } of results) {
    const seoRequired = target.indexable;
    console.log(
      [
        target.site.padEnd(9),
        target.page.padEnd(9),
        cell(m.performance.toFixed(2), m.performance >= BUDGET.performance, 7),
        cell(m.lcp.toFixed(0), m.lcp <= BUDGET.lcp, 9),
        cell(m.tbt.toFixed(0), m.tbt <= BUDGET.tbt, 8),
        cell(m.cls.toFixed(3), m.cls <= BUDGET.cls, 8),
        cell(m.accessibility.toFixed(2), m.accessibility === 1, 7),
        cell(m.bestPractices.toFixed(2), m.bestPractices === 1, 7),
        cell(seoRequired ? m.seo.toFixed(2) : `(${m.seo.toFixed(2)})`, seoRequired ? m.seo === 1 : null, 7),
        cell(kb(m.jsGzip), JS_BUDGET_PAGES.has(target.page) ? m.jsGzip <= jsLimit : null, 10),
        cell(kb(m.jsLater), null, 9),
        cell(kb(m.html), target.page === "home" ? m.html <= BUDGET.homeHtml : null, 10),
        cell(kb(m.fonts), m.fonts <= BUDGET.fonts, 10),
      ].join(" "),
    );
  }
  console.log(
    `\nBudgets: perf ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcp} ms, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}, a11y and best practices = 1, SEO = 1 on indexable pages (in brackets: kept from search engines, not required), first-load JS (named by the HTML or asked for before the load event; "later" is the rest, not budgeted) ≤ floor + ${kb(BUDGET.jsOverFloor)} KB, home HTML ≤ ${kb(BUDGET.homeHtml)} KB raw, fonts ≤ ${kb(BUDGET.fonts)} KB.`,
  );

  const reference = results.find(({ target }) => target.reference);
  if (reference) {
    const m = reference.median;
    const missed = [m.performance < BUDGET.performance && "performance", m.lcp > BUDGET.lcp && "LCP", m.tbt > BUDGET.tbt && "TBT"].filter(
      Boolean,
    );
    console.log(
      `The framework's empty page (framework/empty: one heading, one paragraph, no style sheet or font) scores ${m.performance.toFixed(2)}, LCP ${m.lcp.toFixed(0)} ms, TBT ${m.tbt.toFixed(0)} ms on this machine, with ${kb(m.jsGzip)} KB of JavaScript.` +
        (missed.length
          ? ` It misses the budget's ${missed.join(", ")} itself: every page of the framework starts from there on this machine.`
          : ""),
    );
  }
  for (const [site, locales] of Object.entries(homeHtml)) {
    const cells = Object.entries(locales).map(([locale, bytes]) => `${locale} ${kb(bytes)} ${mark(bytes <= BUDGET.homeHtml)}`);
    console.log(`Home HTML of ${site}, raw KB by language: ${cells.join(", ")}`);
  }

  console.log("\nFailing audits (accessibility, best practices, SEO):");
  let none = true;
  for (const { target, failing } of results) {
    for (const f of failing) {
      if (f.category === "seo" && !target.indexable) continue;
      none = false;
      const where = f.where.length ? ` — ${f.where.join(", ")}` : "";
      console.log(`  ${target.site}/${target.page}: [${f.category}] ${f.id}: ${f.title} (${f.runs}/${runs} runs)${where}`);
    }
  }
  if (none) console.log("  none");

  if (throttling === "simulate") printRace(results);

  console.log("\nTop performance opportunities (median run; estimated savings of LCP + FCP + TBT):");
  for (const { target, opportunities: ops } of results) {
    const text = ops.map((o) => `${o.id} ~${o.savingsMs} ms${o.displayValue ? ` (${o.displayValue})` : ""}`).join("; ");
    console.log(`  ${target.site}/${target.page}: ${text || "none"}`);
  }
}

/** Each run's race: the simulated LCP counts every script that had arrived when the largest paint
 * was seen (docs/performance.md, "How Lighthouse's LCP is counted"). */
function printRace(results) {
  console.log(
    "\nThe race behind each LCP (each run: the largest paint as seen, then how many first-load scripts had\n" +
      "finished loading by then; the simulated LCP counts those, so a paint that beats them scores far better):",
  );
  for (const { target, runs: figures } of results) {
    const text = figures.map(
      (f) =>
        `${Number.isFinite(f.observedLcp) ? f.observedLcp.toFixed(0) : "–"} ms ${f.scriptsBeforeLcp}/${f.scripts} → ${f.lcp.toFixed(0)}`,
    );
    console.log(`  ${target.site}/${target.page}: ${text.join(", ")}`);
  }
}
