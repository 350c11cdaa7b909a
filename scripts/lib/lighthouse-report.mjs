// What `npm run lighthouse` reads in each report and prints: the budgets, the audits that failed,
// the main performance opportunities, and the table of medians.
import os from "node:os";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const KB = 1024;
/** What depends on the machine (TBT, performance, the framework's own JavaScript) is held against
 * the floor, the framework's empty page measured in the same run; the rest is absolute. */
export const BUDGET = {
  tbtOverFloor: 100,
  performanceUnderFloor: 0.05,
  lcp: 2000,
  cls: 0.02,
  jsOverFloor: 40 * KB,
  homeHtml: 150 * KB,
  fonts: 60 * KB,
};

/** The limits of one run's pages, from the floor's medians. */
export function limits(floor) {
  return {
    // Scores have two decimals: 0.98 − 0.05 must be 0.93, not 0.9299999.
    performance: Math.round((floor.performance - BUDGET.performanceUnderFloor) * 100) / 100,
    tbt: floor.tbt + BUDGET.tbtOverFloor,
    jsGzip: floor.jsGzip + BUDGET.jsOverFloor,
  };
}

/** Each budget's verdict on a page's medians: true (met), false (missed) or null (not its page). */
export function verdicts(target, m, limit) {
  return {
    performance: m.performance >= limit.performance,
    lcp: m.lcp <= BUDGET.lcp,
    tbt: m.tbt <= limit.tbt,
    cls: m.cls <= BUDGET.cls,
    accessibility: m.accessibility === 1,
    bestPractices: m.bestPractices === 1,
    seo: target.indexable ? m.seo === 1 : null,
    jsGzip: m.jsGzip <= limit.jsGzip,
    html: target.page === "home" ? m.html <= BUDGET.homeHtml : null,
    fonts: m.fonts <= BUDGET.fonts,
  };
}

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

/**
 * The table of medians against the budgets, then what to fix. `results` holds the floor (the
 * framework's empty page, `target.reference`) and the pages; `homeHtml`: the home page's raw HTML
 * bytes per site and language. Returns the budgets missed, one line each (none: every page met
 * every budget).
 */
export function report(results, runs, homeHtml = {}, throttling = "simulate") {
  const floor = results.find(({ target }) => target.reference)?.median;
  if (!floor) throw new Error("the framework's empty page was not measured: it is the floor every budget is held against");
  const limit = limits(floor);
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
  console.log(`\nMedians of ${runs} run(s), mobile, ${how}; the floor's runs interleaved with the pages'. ✓/✗ against the budget.`);
  // Simulated throttling scales the CPU time each task took here: other work on the machine inflates TBT and LCP.
  const [load] = os.loadavg();
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${load.toFixed(1)} at the end${load > os.cpus().length ? " (busy: timings are pessimistic)" : ""}.\n`,
  );
  console.log(header);
  console.log("-".repeat(header.length));
  const missed = [];
  for (const { target, median: m } of results) {
    const ok = target.reference ? {} : verdicts(target, m, limit);
    const verdict = (key) => (target.reference ? null : ok[key]);
    for (const [key, met] of Object.entries(ok)) if (met === false) missed.push(`${target.site}/${target.page}: ${key}`);
    console.log(
      [
        target.site.padEnd(9),
        target.page.padEnd(9),
        cell(m.performance.toFixed(2), verdict("performance"), 7),
        cell(m.lcp.toFixed(0), verdict("lcp"), 9),
        cell(m.tbt.toFixed(0), verdict("tbt"), 8),
        cell(m.cls.toFixed(3), verdict("cls"), 8),
        cell(m.accessibility.toFixed(2), verdict("accessibility"), 7),
        cell(m.bestPractices.toFixed(2), verdict("bestPractices"), 7),
        cell(target.reference || target.indexable ? m.seo.toFixed(2) : `(${m.seo.toFixed(2)})`, verdict("seo"), 7),
        cell(kb(m.jsGzip), verdict("jsGzip"), 10),
        cell(kb(m.jsLater), null, 9),
        cell(kb(m.html), verdict("html"), 10),
        cell(kb(m.fonts), verdict("fonts"), 10),
      ].join(" "),
    );
  }
  console.log(
    `\nThe floor, framework/empty (the framework's empty page: one heading, one paragraph, no style sheet or font), sets this run's limits: ` +
      `perf ≥ ${limit.performance.toFixed(2)} (floor − ${BUDGET.performanceUnderFloor}), TBT ≤ ${limit.tbt.toFixed(0)} ms (floor + ${BUDGET.tbtOverFloor}), ` +
      `first-load JS ≤ ${kb(limit.jsGzip)} KB (floor + ${kb(BUDGET.jsOverFloor)}: the scripts the HTML names and those fetched before the load event; ` +
      `"later" is the rest, not budgeted). Absolute: LCP ≤ ${BUDGET.lcp} ms, CLS ≤ ${BUDGET.cls}, a11y and best practices = 1, SEO = 1 on indexable pages ` +
      `(in brackets: kept from search engines, not required), home HTML ≤ ${kb(BUDGET.homeHtml)} KB raw, fonts ≤ ${kb(BUDGET.fonts)} KB.`,
  );
  for (const [site, locales] of Object.entries(homeHtml)) {
    const cells = Object.entries(locales).map(([locale, bytes]) => {
      if (bytes > BUDGET.homeHtml) missed.push(`${site}/home (${locale}): html`);
      return `${locale} ${kb(bytes)} ${mark(bytes <= BUDGET.homeHtml)}`;
    });
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

  console.log(missed.length ? `\nBudget missed (${missed.length}): ${missed.join(", ")}.` : "\nBudget met on every page.");
  return missed;
}

/** Each run's race: the simulated LCP counts every script that had arrived when the largest paint
 * was seen (docs/performance.md, "How the budget is measured"). */
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
