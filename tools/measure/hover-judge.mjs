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
 * A hovered post's first paint after the click may take at most this share of an unprepared
 * post's, measured in the same run (issue 52): what the reader sees. A prerendered post counts from
 * its activation, when it was shown.
 */
export const HOVER_RATIO = 0.6;

/** Fresh readers per check (each: a first and a repeat visit); the medians are judged. */
export const HOVER_RUNS = 3;

/**
 * One page's arrival after the click (arrival.mjs; a prerendered page's counted from its
 * activation, `delivery` "prerender").
 * @typedef {Pick<import("./arrival.mjs").Arrival, "fcp" | "response" | "delivery">} Arrival
 * @typedef {{ hovered: Arrival, prefetched: Arrival, unprepared: Arrival }} Pair
 * @typedef {{ first: Pair, repeat: Pair }} Run
 */

/** What each visit is called in the table and the failures. */
export const VISITS = Object.freeze({
  first: "first visit",
  repeat: "repeat visit",
});

/** How a hovered click was served from what the speculation rules prepared. */
const PREPARED = ["prerender", "navigational-prefetch"];

/**
 * The medians of each visit (first paint and arrival), the first paints' ratio (judged on the
 * schedule, not here: CEILINGS in tools/measure/timing-trend.mjs), how many hovered clicks were
 * served prepared (prerendered or prefetched), and a failure for each visit where a hovered click
 * was not served prepared; or whose post hovered with its prerender refused arrived (first byte)
 * later than `limit` of an unprepared one's: the prefetch that stands in for a refused prerender
 * was not used; or whose unprepared post arrived sooner than the throttled network allows
 * (`latency`): then the throttling missed the worker's requests and the check measured nothing.
 * @param {Run[]} runs
 * @param {number} [limit]
 * @param {number} [latency]
 */
export function judgeHover(runs, limit = HOVER_RATIO, latency = SLOW_4G.latency) {
  const failures = [];
  const visits = /** @type {Array<keyof typeof VISITS>} */ (Object.keys(VISITS)).map((visit) => {
    const of = (
      /** @type {"hovered" | "prefetched" | "unprepared"} */ kind,
      /** @type {"fcp" | "response"} */ key,
    ) => median(runs.map((r) => r[visit][kind][key]));
    const paint = { hovered: of("hovered", "fcp"), unprepared: of("unprepared", "fcp") };
    const ratio = paint.unprepared > 0 ? paint.hovered / paint.unprepared : Infinity;
    const arrived = {
      hovered: of("hovered", "response"),
      unprepared: of("unprepared", "response"),
    };
    const fallback = { arrived: of("prefetched", "response"), paint: of("prefetched", "fcp") };
    const fallbackRatio = arrived.unprepared > 0 ? fallback.arrived / arrived.unprepared : Infinity;
    const count = (/** @type {string[]} */ kinds) =>
      runs.filter((r) => kinds.includes(r[visit].hovered.delivery)).length;
    if (arrived.unprepared < latency)
      failures.push(
        `${VISITS[visit]}: an unprepared post arrived ${arrived.unprepared} ms after the click, under the throttled network's ${latency} ms: the throttling missed the service worker's requests`,
      );
    else {
      // The first paints' ratio is printed and kept in the timings' history, and judged there on
      // the night's median (CEILINGS, tools/measure/timing-trend.mjs): one run's was not the same
      // on a machine pinned to one core.
      if (!(count(PREPARED) === runs.length))
        failures.push(
          `${VISITS[visit]}: ${runs.length - count(PREPARED)} of ${runs.length} hovered posts were not served from what the speculation rules prepared`,
        );
      if (!(fallbackRatio <= limit))
        failures.push(
          `${VISITS[visit]}: a hovered post whose prerender was refused arrived ${fallback.arrived} ms after the click, ${fallbackRatio.toFixed(2)} of an unprepared one's ${arrived.unprepared} ms (at most ${limit}): its prefetch was not used`,
        );
    }
    return {
      visit,
      paint,
      ratio,
      arrived,
      fallback: { ...fallback, ratio: fallbackRatio },
      prepared: count(PREPARED),
      prerendered: count(["prerender"]),
      runs: runs.length,
    };
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
  return visits.flatMap(({ visit, paint, ratio, arrived }) => {
    const page = timingPage(visit);
    return [
      { page, metric: "hovered arrival", value: arrived.hovered, unit: "ms" },
      { page, metric: "unprepared arrival", value: arrived.unprepared, unit: "ms" },
      {
        page,
        metric: "arrival ratio",
        value: arrived.unprepared > 0 ? arrived.hovered / arrived.unprepared : Infinity,
        unit: "ratio",
      },
      { page, metric: "hovered first paint", value: paint.hovered, unit: "ms" },
      { page, metric: "unprepared first paint", value: paint.unprepared, unit: "ms" },
      { page, metric: "first paint ratio", value: ratio, unit: "ratio" },
    ];
  });
}

/** The verdict as a table. @param {ReturnType<typeof judgeHover>} verdict */
export function formatHover({ visits, limit }) {
  const cells = (/** @type {Array<number | string>} */ values) =>
    values.map((value, i) => `${value}`.padStart(i ? 11 : 8)).join(" ");
  const rows = visits.map(
    (v) =>
      `${VISITS[v.visit].padEnd(13)} ${cells([v.paint.hovered, v.paint.unprepared])} ${v.ratio.toFixed(2).padStart(6)}  ${cells([v.arrived.hovered, v.arrived.unprepared])}  ${v.prepared}/${v.runs} (${v.prerendered} prerendered)  ${cells([v.fallback.arrived, v.fallback.paint])} ${v.fallback.ratio.toFixed(2).padStart(6)}`,
  );
  return [
    `A post after the click, median ms (slow 4G, worker in control): first paint (its ratio judged by the nightly trend, at most ${limit} on the night's median), first byte, and with the prerender refused: first byte (judged here, at most ${limit}) and first paint`,
    `${"visit".padEnd(13)} ${cells(["hovered", "unprepared"])} ${"ratio".padStart(6)}  ${cells(["arrived", "unprepared"])}  prepared              ${cells(["prefetched", "painted"])} ${"ratio".padStart(6)}`,
    ...rows,
  ].join("\n");
}
