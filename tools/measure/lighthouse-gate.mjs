// The Lighthouse gate's rules (`npm run lighthouse`, tools/measure/lighthouse.mjs): the thresholds, what
// a page marked `noindex` is exempt from, the figures read from a Lighthouse result, the judgement
// of a page (what blocks, and the timings it reports) and the table. Pure functions, no
// Lighthouse or browser: tests/unit/tools/measure/lighthouse.test.ts.

/**
 * What blocks, on any machine: the three category scores (0-100) a page must reach, and the most
 * layout shift it may have. None of them moves with the machine's speed.
 */
export const THRESHOLDS = Object.freeze({
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  // Google's "good". The strict limit (0.02) is the budget check's, measured there with the web
  // fonts held until the page is still, so it does not depend on when they arrive; here they
  // arrive while the hero fades in, sooner or later with the machine's speed, and the same build
  // measured 0.000 to 0.026 (docs/decisions.md, "Fallbacks that wrap like the web fonts").
  cls: 0.1,
});

/**
 * The timings' aims: measured, printed, kept in the timings' history and marked when missed, never
 * judged by the run (their verdict flips with the machine's speed: docs/decisions.md, "Timings
 * measured everywhere, judged on a schedule"); the nightly trend judges them
 * (tools/measure/timing-trend.mjs). The performance score (0-100), the largest paint (ms: a
 * simulated round trip above the slowest page on the machine they were set on) and the total
 * blocking time on the calibrated CPU below (ms: one script task of 200 ms more at load misses
 * it, docs/decisions.md "Blocking time on any machine").
 */
export const TIMING_AIMS = Object.freeze({
  performance: 95,
  lcp: 1300,
  tbt: 150,
  // A page's LCP image at most this long after the bare page's LCP (lcpAfterBare): what the
  // page's own HTML, stylesheet and first image add on a phone's simulated network.
  lcpAfterBare: 400,
});

export {
  CPU_CALIBRATION,
  SERVER_RESPONSE_MS,
  calibrated,
  calibratedMultiplier,
  cpuWorkload,
  fixedServers,
  toThreadTime,
} from "./lighthouse-cpu.mjs";

/**
 * Lighthouse's category ids, in the table's order, with the table's column names.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
export const CATEGORIES = Object.freeze([
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["best-practices", "bp"],
  ["seo", "seo"],
]);

/** The categories whose scores block (THRESHOLDS), in the table's order. */
export const JUDGED_CATEGORIES = Object.freeze(CATEGORIES.filter(([id]) => id in THRESHOLDS));

/**
 * The audits a run without timings (`--no-timings`) keeps beside the judged categories: the
 * layout shift, the LCP image's request discovery, and the largest paint and blocking time, which
 * there only say that the page could be measured (simulated on an uncalibrated CPU: never
 * reported).
 */
export const BLOCKING_AUDITS = Object.freeze([
  "cumulative-layout-shift",
  "lcp-discovery-insight",
  "largest-contentful-paint",
  "total-blocking-time",
]);

/**
 * Lighthouse's settings for a run: every category of CATEGORIES with the timings; without, the
 * judged categories and BLOCKING_AUDITS only, so that Lighthouse gathers just the artifacts they
 * read. Both keep simulated throttling, which slows nothing while the page loads and waits for
 * the same quiet (1 s without network or CPU work) before it is read: the layout, the requests and
 * the markup judged are those of the same load.
 * @param {{ timings: boolean }} run
 * @returns {{ onlyCategories: string[], onlyAudits?: string[] }}
 */
export function runSettings({ timings }) {
  return timings
    ? { onlyCategories: CATEGORIES.map(([id]) => id) }
    : {
        onlyCategories: JUDGED_CATEGORIES.map(([id]) => id),
        onlyAudits: [...BLOCKING_AUDITS],
      };
}

/**
 * A page that asks search engines not to index it (`<meta name="robots" content="noindex">`)
 * fails Lighthouse's "Page is blocked from indexing" audit on purpose: it is exempt from that
 * audit only, and its SEO score is computed from the others.
 */
export const NOINDEX_SKIPPED_AUDITS = Object.freeze(["is-crawlable"]);

/** Whether the HTML has a robots meta tag with `noindex` (attributes in any order or case). */
export function isNoindex(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attr = (name) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
        .exec(tag)
        ?.slice(1)
        .find((value) => value !== undefined);
    const name = attr("name")?.toLowerCase();
    if (
      (name === "robots" || name === "googlebot") &&
      /\bnoindex\b|\bnone\b/i.test(attr("content") ?? "")
    )
      return true;
  }
  return false;
}

/**
 * A not-found page (the host answers it with 404, as it must) fails two audits on purpose: "Page
 * has unsuccessful HTTP status code", and "Browser errors were logged to the console" for that
 * very 404 ("Failed to load resource: ... status of 404"). It skips the first, and the console
 * audit ignores that one message; any other console error still fails it.
 */
export const NOT_FOUND_SKIPPED_AUDITS = Object.freeze(["http-status-code"]);
export const NOT_FOUND_CONSOLE_MESSAGE = "the server responded with a status of 404";

/**
 * Skipped on every page: the back/forward cache audit. It weighs 0 in every score and the gate
 * does not judge it, yet its gatherer navigates away and back, seconds a page.
 */
const UNJUDGED_SKIPPED_AUDITS = Object.freeze(["bf-cache"]);

/**
 * The audits Lighthouse skips on a page: the unjudged ones everywhere, the crawlable audit on
 * `noindex` pages, the status audit on pages answered with 404, nothing else.
 */
export function skippedAudits(noindex, notFound = false) {
  return [
    ...UNJUDGED_SKIPPED_AUDITS,
    ...(noindex ? NOINDEX_SKIPPED_AUDITS : []),
    ...(notFound ? NOT_FOUND_SKIPPED_AUDITS : []),
  ];
}

/**
 * The Lighthouse config for a page: the default one, with the console audit told to ignore the
 * page's own 404 on a not-found page.
 */
export function lighthouseConfig(notFound = false) {
  return {
    extends: "lighthouse:default",
    ...(notFound
      ? {
          audits: [
            {
              path: "errors-in-console",
              options: {
                ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", NOT_FOUND_CONSOLE_MESSAGE],
              },
            },
          ],
        }
      : {}),
  };
}

const score = (category) =>
  category && typeof category.score === "number" ? Math.round(category.score * 100) : null;
const numeric = (audit) =>
  audit && typeof audit.numericValue === "number" ? audit.numericValue : null;

/**
 * The figures of one Lighthouse result (lhr): the four scores (0-100, null when not computed),
 * LCP, FCP and TBT in ms, CLS, and the JavaScript transferred (bytes, compressed as served).
 */
export function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, score(lhr.categories?.[id])]));
  const scripts = lhr.audits?.["resource-summary"]?.details?.items?.find(
    (item) => item.resourceType === "script",
  );
  return {
    scores,
    lcp: numeric(lhr.audits?.["largest-contentful-paint"]),
    fcp: numeric(lhr.audits?.["first-contentful-paint"]),
    cls: numeric(lhr.audits?.["cumulative-layout-shift"]),
    tbt: numeric(lhr.audits?.["total-blocking-time"]),
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    jsBytes: scripts ? scripts.transferSize : null,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * The Cloudinary stand-in serves the lived-in wall's photos over plain HTTP on loopback, where
 * Cloudinary serves them over HTTPS: on the pages served here over HTTPS, Chromium reports them as
 * mixed content ("is-on-https", "inspector-issues"), which the real site never has. An audit that
 * fails for the stand-in's addresses alone does not count; one that names any other address does.
 */
export const STAND_IN_AUDITS = Object.freeze(["is-on-https", "inspector-issues"]);

/** Whether every address `audit` flags is on `origin` (and it flags at least one). */
export function flagsOnly(audit, origin) {
  const urls = JSON.stringify(audit?.details?.items ?? []).match(/https?:\/\/[^"\s]+/g) ?? [];
  return urls.length > 0 && urls.every((url) => url.startsWith(`${origin}/`));
}

/** The audits of a category that cost it points (weight above 0, score below 1), by id. */
export function failingAudits(lhr, categoryId) {
  const refs = lhr.categories?.[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits?.[ref.id];
      return audit && typeof audit.score === "number" && audit.score < 1;
    })
    .map((ref) => ref.id);
}

/**
 * Whether the page's largest paint is an image: Lighthouse's LCP request discovery then has its
 * checklist (discoverable in the initial HTML, not lazy, `fetchpriority="high"`), whose items not
 * met lcpDiscoveryMisses names; it has none when the largest paint is text.
 * @param {any} lhr
 * @returns {boolean}
 */
export function lcpIsImage(lhr) {
  const parts = lhr?.audits?.["lcp-discovery-insight"]?.details?.items ?? [];
  return parts.some((part) => part?.type === "checklist");
}

/**
 * What Lighthouse's LCP request discovery found missing (see lcpIsImage).
 * @param {any} lhr
 * @returns {string[]}
 */
export function lcpDiscoveryMisses(lhr) {
  const parts = lhr?.audits?.["lcp-discovery-insight"]?.details?.items ?? [];
  const checklist = parts.find((part) => part?.type === "checklist")?.items ?? {};
  return Object.values(checklist)
    .filter((item) => item && item.value === false)
    .map((item) => String(item.label));
}

/**
 * A timing of a page as the gate reports it: its value, its aim and whether it missed it (a
 * timing_history line's page, metric, value and unit, timing-history.mjs).
 * @typedef {import("./timing-history.mjs").Timing & { aim: number | null, missed: boolean }} ReportedTiming
 */

/**
 * A page's judgement, in two parts. `failures`: why it fails the gate, one line per blocking check
 * it misses (an empty list when it passes): the accessibility, best-practices and SEO scores, the
 * layout shift, the LCP image's request discovery (found in the HTML as sent, eager,
 * `fetchpriority="high"`), and a figure Lighthouse could not compute. `timings`: the performance
 * score, LCP, FCP and TBT, each with its aim (TIMING_AIMS) and whether it missed it, reported and
 * never a failure. `summary` is summarize()'s result; `lhr` (optional) names the audits that cost
 * points and carries the discovery checklist. With `timings: false` (a run with runSettings({
 * timings: false })) the same failures are judged but for the performance score, which that run
 * does not compute, and no timing is reported.
 * @param {string} path
 * @param {ReturnType<typeof summarize>} summary
 * @param {any} [lhr]
 * @param {{ thresholds?: typeof THRESHOLDS, aims?: typeof TIMING_AIMS, standIn?: string | null,
 *   timings?: boolean }} [options]
 *   `standIn`: the Cloudinary stand-in's origin (STAND_IN_AUDITS)
 * @returns {{ failures: string[], timings: ReportedTiming[] }}
 */
export function judge(
  path,
  summary,
  lhr = null,
  { thresholds = THRESHOLDS, aims = TIMING_AIMS, standIn = null, timings: timed = true } = {},
) {
  if (summary.runtimeError)
    return {
      failures: [`${path}: Lighthouse could not run (${summary.runtimeError})`],
      timings: [],
    };
  const failures = [];
  for (const [id] of timed ? CATEGORIES : JUDGED_CATEGORIES) {
    const value = summary.scores[id];
    if (value === null) failures.push(`${path}: ${id} has no score`);
    else if (id in thresholds && value < thresholds[id]) {
      const audits = lhr ? failingAudits(lhr, id) : [];
      const excused = audits.filter(
        (audit) =>
          standIn && STAND_IN_AUDITS.includes(audit) && flagsOnly(lhr.audits[audit], standIn),
      );
      if (audits.length > 0 && excused.length === audits.length) continue;
      const why = audits.length ? ` (${audits.join(", ")})` : "";
      failures.push(`${path}: ${id} ${value} < ${thresholds[id]}${why}`);
    }
  }
  const misses = lhr ? lcpDiscoveryMisses(lhr) : [];
  if (misses.length)
    failures.push(`${path}: the LCP image's request discovery: ${misses.join("; ")}`);
  for (const [metric, value] of [
    ["LCP", summary.lcp],
    ["TBT", summary.tbt],
  ])
    if (value === null) failures.push(`${path}: ${metric} was not measured`);
  if (summary.cls === null) failures.push(`${path}: CLS was not measured`);
  else if (summary.cls > thresholds.cls)
    failures.push(`${path}: CLS ${formatCls(summary.cls)} > ${thresholds.cls}`);
  /** @type {ReportedTiming[]} */
  const timings = [];
  if (!timed) return { failures, timings };
  const timing = (metric, value, unit, aim, missed) => {
    if (value !== null) timings.push({ page: path, metric, value, unit, aim, missed });
  };
  const score = summary.scores.performance;
  timing(
    "performance",
    score,
    "score",
    aims.performance,
    score !== null && score < aims.performance,
  );
  timing("LCP", summary.lcp, "ms", aims.lcp, summary.lcp !== null && summary.lcp > aims.lcp);
  timing("FCP", summary.fcp, "ms", null, false);
  timing("TBT", summary.tbt, "ms", aims.tbt, summary.tbt !== null && summary.tbt > aims.tbt);
  return { failures, timings };
}

/** The metric of lcpAfterBare, as the timings' history and the trend name it. */
export const LCP_AFTER_BARE = "LCP image after bare page";

/**
 * How long after the bare page's LCP (BARE_PAGE, measured in the same run) each page whose largest
 * paint is an image has it: one timing per such page, with TIMING_AIMS.lcpAfterBare as its aim.
 * Pages whose largest paint is text, or with no LCP, have none; no bare LCP, none at all.
 * @param {{ path: string, lcp: number | null, lcpImage: boolean }[]} pages
 * @param {number | null} bareLcp
 * @param {typeof TIMING_AIMS} [aims]
 * @returns {ReportedTiming[]}
 */
export function lcpAfterBare(pages, bareLcp, aims = TIMING_AIMS) {
  if (bareLcp === null) return [];
  return pages
    .filter((page) => page.lcpImage && page.lcp !== null)
    .map((page) => {
      const value = /** @type {number} */ (page.lcp) - bareLcp;
      return {
        page: page.path,
        metric: LCP_AFTER_BARE,
        value,
        unit: "ms",
        aim: aims.lcpAfterBare,
        missed: value > aims.lcpAfterBare,
      };
    });
}

/**
 * The timings that missed their aim, one line each ("/expertise: LCP 1399 ms, aim 1300 ms").
 * @param {ReportedTiming[]} timings
 */
export function missedAims(timings) {
  return timings
    .filter((timing) => timing.missed)
    .map(({ page, metric, value, unit, aim }) =>
      unit === "score"
        ? `${page}: ${metric} ${Math.round(value)}, aim ${aim}`
        : `${page}: ${metric} ${Math.round(value)} ${unit}, aim ${aim} ${unit}`,
    );
}

const formatCls = (cls) => cls.toFixed(3);
const formatMultiplier = (value) => (typeof value === "number" ? value.toFixed(2) : "-");
const ms = (value) => (value === null ? "-" : `${Math.round(value)}`);

/**
 * The table: one row per page with fixed-width columns. `rows` are
 * { path, noindex, notFound, summary } objects; a `*` after a path marks a `noindex` page, a
 * `404` one the host answers with 404. With `timings: false`, the judged columns only (the judged
 * scores and CLS).
 * @param {{ path: string, noindex: boolean, notFound?: boolean, summary: ReturnType<typeof summarize> }[]} rows
 * @param {{ timings?: boolean }} [options]
 */
export function formatTable(rows, { timings = true } = {}) {
  const categories = timings ? CATEGORIES : JUDGED_CATEGORIES;
  const header = [
    "page",
    ...categories.map(([, label]) => label),
    ...(timings ? ["LCP ms"] : []),
    "CLS",
    ...(timings ? ["TBT ms", "JS KB", "CPU x"] : []),
  ];
  const cells = rows.map(({ path, noindex, notFound, summary }) => [
    `${path}${noindex ? " *" : ""}${notFound ? " 404" : ""}`,
    ...categories.map(([id]) => (summary.scores[id] === null ? "-" : String(summary.scores[id]))),
    ...(timings ? [ms(summary.lcp)] : []),
    summary.cls === null ? "-" : formatCls(summary.cls),
    ...(timings
      ? [
          ms(summary.tbt),
          summary.jsBytes === null ? "-" : (summary.jsBytes / 1024).toFixed(1),
          formatMultiplier(summary.cpuMultiplier),
        ]
      : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}
