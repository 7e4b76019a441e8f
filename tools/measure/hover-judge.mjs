// The hovered-link check's rules (`npm run hover`, tools/measure/hover.mjs): the network it
// throttles to, how many runs, the ratio a hovered post's time may be of an unprepared one's, and
// the verdict. Pure functions: tests/unit/tools/measure/hover-judge.test.ts.
import { median } from "../lib/stats.mjs";

/** Lighthouse's mobile network, as the speculation spec's: slow 4G (150 ms, 1.6 / 0.75 Mbps). */
export const SLOW_4G = Object.freeze({
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

/**
 * A hovered post may take at most this share of an unprepared post's time to arrive after the
 * click (the navigation's first byte: what preparing it and the service worker decide), measured
 * in the same run (issue 41). Its first paint is reported beside it, not judged: on a slow machine
 * what the page costs the CPU once it has arrived (parsing, style, layout, its scripts) is most of
 * it for both, and is what only a prerender saves (docs/decisions.md, "The next page with the
 * service worker").
 */
export const HOVER_RATIO = 0.6;

/**
 * Fresh readers per check (each: a first and a repeat visit); the medians are judged. Three gave
 * the same verdict in every run pinned to one core, idle and beside `stress-ng` (the hovered post
 * 0.04-0.07 of the unprepared one's time against 0.6: docs/decisions.md, "Timings measured
 * everywhere, judged on a schedule").
 */
export const HOVER_RUNS = 3;

/**
 * One page's arrival after the click (arrival.mjs).
 * @typedef {Pick<import("./arrival.mjs").Arrival, "fcp" | "response" | "delivery">} Arrival
 * @typedef {{ hovered: Arrival, unprepared: Arrival }} Pair
 * @typedef {{ first: Pair, repeat: Pair }} Run
 */

/** What each visit is called in the table and the failures. */
export const VISITS = Object.freeze({
  first: "first visit",
  repeat: "repeat visit",
});

/**
 * The medians of each visit (arrival and first paint), the arrivals' ratio, how many hovered
 * clicks were served from the prefetch, and a failure for each visit whose ratio is over `limit`,
 * or whose unprepared post arrived sooner than the throttled network allows (`latency`): then the
 * throttling missed the worker's requests and the check measured nothing.
 * @param {Run[]} runs
 * @param {number} [limit]
 * @param {number} [latency]
 */
export function judgeHover(runs, limit = HOVER_RATIO, latency = SLOW_4G.latency) {
  const failures = [];
  const visits = /** @type {Array<keyof typeof VISITS>} */ (Object.keys(VISITS)).map((visit) => {
    const of = (
      /** @type {"hovered" | "unprepared"} */ kind,
      /** @type {"fcp" | "response"} */ key,
    ) => median(runs.map((r) => r[visit][kind][key]));
    const hovered = of("hovered", "response");
    const unprepared = of("unprepared", "response");
    const ratio = unprepared > 0 ? hovered / unprepared : Infinity;
    const prefetched = runs.filter(
      (r) => r[visit].hovered.delivery === "navigational-prefetch",
    ).length;
    if (unprepared < latency)
      failures.push(
        `${VISITS[visit]}: an unprepared post arrived ${unprepared} ms after the click, under the throttled network's ${latency} ms: the throttling missed the service worker's requests`,
      );
    else if (!(ratio <= limit))
      failures.push(
        `${VISITS[visit]}: a hovered post arrived ${hovered} ms after the click, ${ratio.toFixed(2)} of an unprepared one's ${unprepared} ms (at most ${limit})`,
      );
    const paint = { hovered: of("hovered", "fcp"), unprepared: of("unprepared", "fcp") };
    return { visit, hovered, unprepared, ratio, paint, prefetched, runs: runs.length };
  });
  return { visits, failures, limit };
}

/** The page a visit's timings are kept under in the timings' history. */
export const timingPage = (/** @type {keyof typeof VISITS} */ visit) =>
  `/blog → post (${VISITS[visit]})`;

/**
 * The verdict's timings, as the timings' history keeps them (tools/measure/timing-history.mjs):
 * for each visit, the medians of the arrivals and first paints, hovered and unprepared, and both
 * ratios.
 * @param {ReturnType<typeof judgeHover>} verdict
 * @returns {import("./timing-history.mjs").Timing[]}
 */
export function hoverTimings({ visits }) {
  return visits.flatMap(({ visit, hovered, unprepared, ratio, paint }) => {
    const page = timingPage(visit);
    return [
      { page, metric: "hovered arrival", value: hovered, unit: "ms" },
      { page, metric: "unprepared arrival", value: unprepared, unit: "ms" },
      { page, metric: "arrival ratio", value: ratio, unit: "ratio" },
      { page, metric: "hovered first paint", value: paint.hovered, unit: "ms" },
      { page, metric: "unprepared first paint", value: paint.unprepared, unit: "ms" },
      { page, metric: "first paint ratio", value: paint.hovered / paint.unprepared, unit: "ratio" },
    ];
  });
}

/** The verdict as a table. @param {ReturnType<typeof judgeHover>} verdict */
export function formatHover({ visits, limit }) {
  const cells = (/** @type {number[]} */ values) =>
    values.map((value, i) => `${value}`.padStart(i ? 11 : 8)).join(" ");
  const rows = visits.map(
    (v) =>
      `${VISITS[v.visit].padEnd(13)} ${cells([v.hovered, v.unprepared])} ${v.ratio.toFixed(2).padStart(6)}  ${cells([v.paint.hovered, v.paint.unprepared])} ${(v.paint.hovered / v.paint.unprepared).toFixed(2).padStart(6)}  ${v.prefetched}/${v.runs}`,
  );
  return [
    `A post after the click, median ms (slow 4G, worker in control): arrived (judged, at most ${limit}) and first paint`,
    `${"visit".padEnd(13)} ${cells(["hovered", "unprepared"].map(String))} ${"ratio".padStart(6)}  ${cells(["painted", "unprepared"].map(String))} ${"ratio".padStart(6)}  from the prefetch`,
    ...rows,
  ].join("\n");
}
