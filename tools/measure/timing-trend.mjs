// The timings' trend, judged on a schedule (the nightly workflow), not by `npm test`:
//   node tools/measure/timing-trend.mjs <history.jsonl> <current.jsonl>
// Both files hold timing lines as lighthouse.mjs and hover.mjs append them
// (tools/measure/timing-history.mjs). For each page and metric of the current file (which may hold
// several runs' lines), the median of its values is set against the median of the history's lines
// of the week before the current file's first line (the same machine's when the history has any),
// and a change beyond TOLERANCES is a regression: one line each, exit 1. Exit 0 when none, 2 when a
// file cannot be read or the current one holds no timing. Pure parts: trend(), formatTrend()
// (tests/unit/tools/measure/timing-trend.test.ts).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseTimings } from "./timing-history.mjs";
import { median } from "../lib/stats.mjs";
import { LCP_AFTER_BARE, TIMING_AIMS } from "./lighthouse-gate.mjs";
import { HOVER_RATIO } from "./hover-judge.mjs";

/** The history window before the current run (days): the previous week. */
export const WINDOW_DAYS = 7;

/**
 * How far a metric's median may move before it is a regression: for milliseconds and ratios, a
 * rise above `relative` of last week's median and above `floor` (in its unit); for scores, a fall
 * of more than `points`. From the spreads of ten runs pinned to one core and ten beside
 * `stress-ng` (docs/decisions.md, "Timings measured everywhere, judged on a schedule"): tonight's
 * value against the median of a week of nights drawn from them never passed these on any page
 * measured but `/expertise`'s LCP, whose largest paint comes at 1060 ms or at 1393-1585 ms from
 * one run to the next. A metric not listed takes DEFAULT_TOLERANCE.
 * @type {Readonly<Record<string, { relative?: number, floor?: number, points?: number }>>}
 */
export const TOLERANCES = Object.freeze({
  // Lantern's figures move by a simulated round trip: at most +12% (+111 ms) on a page that does
  // not flip, +19% (+225 ms) on `/account`'s FCP and LCP.
  LCP: { relative: 0.2, floor: 100 },
  FCP: { relative: 0.2, floor: 100 },
  // 0 to 19 ms on the pages measured: a 50 ms task more is past the noise, whatever the ratio.
  TBT: { relative: 0.5, floor: 50 },
  // At most 2 points lost.
  performance: { points: 3 },
  // The hovered-link check's medians of three readers: arrivals moved up to +44% (+85 ms),
  // first paints up to +101% (+544 ms), their ratios up to 0.03 and 0.53.
  "hovered arrival": { relative: 0.5, floor: 50 },
  "unprepared arrival": { relative: 0.5, floor: 50 },
  "arrival ratio": { relative: 0.5, floor: 0.1 },
  "hovered first paint": { relative: 1, floor: 600 },
  "unprepared first paint": { relative: 1, floor: 600 },
  "first paint ratio": { relative: 1, floor: 0.6 },
  // The flood benchmark's medians of five: on one machine, the first loads moved by up to 600 ms
  // from one run to another and their ratio from 0.74 to 1.51.
  "lived-in first load": { relative: 0.5, floor: 600 },
  "flooded first load": { relative: 0.5, floor: 600 },
  "flooded/lived-in first load": { relative: 0.5, floor: 0.4 },
  // The difference of two LCPs of one run (the page's and the bare page's), each moving by up to
  // a simulated round trip from one run to the next.
  [LCP_AFTER_BARE]: { relative: 0.5, floor: 250 },
});
/**
 * The most some metrics' medians may be on any night, whatever last week's were: tonight's median
 * above its ceiling is a regression too. The hovered post's first paint after the click, as a
 * ratio of an unprepared post's, and the LCP image after the bare page's (issue 52): judged here
 * as the median of the night's runs, since one run's verdict was not shown the same on a machine
 * pinned to one core (docs/decisions.md, "A prepared page that opens sooner" and "The LCP image
 * after a bare page, on the schedule").
 * @type {Readonly<Record<string, number>>}
 */
export const CEILINGS = Object.freeze({
  "first paint ratio": HOVER_RATIO,
  // The LCP image after the bare page's LCP (issue 52): its aim, on the night's median.
  [LCP_AFTER_BARE]: TIMING_AIMS.lcpAfterBare,
});

export const DEFAULT_TOLERANCE = Object.freeze({ relative: 0.2, floor: 0, points: 3 });

const DAY_MS = 24 * 60 * 60 * 1000;
const keyOf = (/** @type {{ page: string, metric: string }} */ line) =>
  `${line.page}\u0000${line.metric}`;

/** A value as printed: scores and ms whole, ratios with two decimals. */
function shown(value, unit) {
  return unit === "ratio" ? value.toFixed(2) : `${Math.round(value)}`;
}

/**
 * Whether `now` regressed from `base` by `tolerance`, and the change as printed.
 * @param {number} base
 * @param {number} now
 * @param {string} unit
 * @param {{ relative?: number, floor?: number, points?: number }} tolerance
 */
export function regressed(base, now, unit, tolerance) {
  if (unit === "score") {
    const points = now - base;
    const lost = Math.round(Math.abs(points));
    const change = `${points >= 0 ? "+" : "−"}${lost} point${lost === 1 ? "" : "s"}`;
    return { regression: -points > (tolerance.points ?? DEFAULT_TOLERANCE.points), change };
  }
  const rise = now - base;
  const relative = base > 0 ? rise / base : rise > 0 ? Infinity : 0;
  const percent = Number.isFinite(relative)
    ? `${relative >= 0 ? "+" : "−"}${Math.round(Math.abs(relative * 100))}%`
    : "new";
  const limit = tolerance.relative ?? DEFAULT_TOLERANCE.relative;
  const floor = tolerance.floor ?? DEFAULT_TOLERANCE.floor;
  return { regression: relative > limit && rise > floor, change: percent };
}

/**
 * The trend of every page and metric of `current` against the week of `history` before it.
 * @param {import("./timing-history.mjs").TimingLine[]} history
 * @param {import("./timing-history.mjs").TimingLine[]} current
 * @param {{ days?: number, tolerances?: typeof TOLERANCES }} [options]
 */
export function trend(
  history,
  current,
  { days = WINDOW_DAYS, tolerances = TOLERANCES, ceilings = CEILINGS } = {},
) {
  if (!current.length) throw new Error("The current file holds no timing");
  const start = Math.min(...current.map((line) => Date.parse(line.date)));
  const inWindow = history.filter((line) => {
    const at = Date.parse(line.date);
    return at < start && at >= start - days * DAY_MS;
  });
  const machines = new Set(current.map((line) => line.machine));
  const sameMachine = inWindow.filter((line) => machines.has(line.machine));
  const baseline = sameMachine.length ? sameMachine : inWindow;
  const group = (/** @type {typeof history} */ lines) => {
    const groups = new Map();
    for (const line of lines) {
      const list = groups.get(keyOf(line)) ?? [];
      list.push(line);
      groups.set(keyOf(line), list);
    }
    return groups;
  };
  const before = group(baseline);
  const rows = [];
  const regressions = [];
  for (const [key, lines] of group(current)) {
    const { page, metric, unit } = lines[0];
    const now = median(lines.map((line) => line.value));
    const ceiling = ceilings[metric];
    const over = ceiling !== undefined && now > ceiling;
    if (over)
      regressions.push(
        `${page}: ${metric} ${shown(now, unit)}${unit === "ms" ? " ms" : ""}, the median of ${lines.length}, over its ceiling of ${ceiling}`,
      );
    const past = before.get(key);
    if (!past) {
      rows.push({ page, metric, unit, now, runs: lines.length, base: null, baseRuns: 0, over });
      continue;
    }
    const base = median(past.map((line) => line.value));
    const tolerance = tolerances[metric] ?? DEFAULT_TOLERANCE;
    const { regression, change } = regressed(base, now, unit, tolerance);
    const row = { page, metric, unit, now, runs: lines.length, base, baseRuns: past.length, over };
    rows.push({ ...row, change, regression });
    if (regression)
      regressions.push(
        `${page}: ${metric} ${shown(base, unit)} → ${shown(now, unit)}${unit === "ms" ? " ms" : ""} (${change}) against last week's median`,
      );
  }
  return {
    rows,
    regressions,
    baseline: { lines: baseline.length, sameMachine: sameMachine.length > 0, days },
  };
}

/** The trend as a table. @param {ReturnType<typeof trend>} result */
export function formatTrend({ rows, baseline }) {
  const header = ["page", "metric", "last week", "now", "change", ""];
  const cells = rows.map((row) => [
    row.page,
    row.metric,
    row.base === null ? "-" : `${shown(row.base, row.unit)} (${row.baseRuns})`,
    `${shown(row.now, row.unit)} (${row.runs})`,
    row.base === null ? "no history" : row.change,
    row.regression || row.over ? "REGRESSION" : "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (i < 2 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  const source = baseline.sameMachine ? "this machine's" : "any machine's (none from this one)";
  return [
    `Medians (how many values) against the ${baseline.days} days before, ${source} ${baseline.lines} history lines:`,
    line(header),
    ...cells.map(line),
  ].join("\n");
}

/** The command: reads both files, prints the table, exits 1 on a regression. */
function main(argv) {
  const [historyFile, currentFile] = argv;
  if (!historyFile || !currentFile) {
    console.error("usage: node tools/measure/timing-trend.mjs <history.jsonl> <current.jsonl>");
    return 2;
  }
  const read = (file) => {
    try {
      return parseTimings(readFileSync(file, "utf8"));
    } catch (error) {
      console.error(`Cannot read ${file}: ${error.message}`);
      return null;
    }
  };
  const history = read(historyFile);
  const current = read(currentFile);
  if (!history || !current) return 2;
  if (!current.lines.length) {
    console.error(`${currentFile} holds no timing line`);
    return 2;
  }
  const result = trend(history.lines, current.lines);
  console.log(formatTrend(result));
  for (const [file, { skipped }] of [
    [historyFile, history],
    [currentFile, current],
  ])
    if (skipped) console.log(`(${skipped} lines of ${file} were not timings and were skipped)`);
  if (result.regressions.length) {
    console.error(`\nTimings regressed:\n- ${result.regressions.join("\n- ")}`);
    return 1;
  }
  console.log("\nNo timing regressed against last week's median.");
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  process.exitCode = main(process.argv.slice(2));
