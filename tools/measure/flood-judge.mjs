// The flood benchmark's verdict (tools/measure/bench-testimonials.mjs), as plain functions
// (tests/unit/tools/measure/flood-judge.test.ts). Judged, because they are the same on any
// machine: what the flooded first loads read from Firestore (at least one document and at most
// one page, and no more counts than the lived-in load asked for). Measured and kept in the
// timings' history, judged by the nightly trend and never here: how long the first page took to
// show, lived-in and flooded, and their ratio.
import { median } from "../lib/stats.mjs";

/**
 * One first load: milliseconds until the first page showed, and the documents and counts its
 * Firestore answers held.
 * @typedef {{ ms: number, documents: number, aggregations: number }} FirstLoad
 */

/**
 * The verdict of one view over its rounds.
 * @param {{ pageSize: number, lived: FirstLoad[], flood: FirstLoad[] }} view
 */
export function judgeFlood({ pageSize, lived, flood }) {
  if (!lived.length || !flood.length) throw new Error("The flood benchmark measured no first load");
  const documents = Math.max(...flood.map((r) => r.documents));
  const fewest = Math.min(...flood.map((r) => r.documents));
  const aggregations = Math.max(...flood.map((r) => r.aggregations));
  const livedAggregations = Math.max(...lived.map((r) => r.aggregations));
  /** @type {string[]} */
  const problems = [];
  if (fewest === 0) problems.push("a flooded first load read no document");
  if (documents > pageSize)
    problems.push(
      `a flooded first load read ${documents} documents, more than a page (${pageSize})`,
    );
  if (aggregations > livedAggregations)
    problems.push(
      `a flooded first load asked for ${aggregations} counts, the lived-in one for ${livedAggregations}`,
    );
  const livedMs = median(lived.map((r) => r.ms));
  const floodMs = median(flood.map((r) => r.ms));
  return {
    ok: problems.length === 0,
    problems,
    documents,
    aggregations,
    livedMs,
    floodMs,
    ratio: floodMs / livedMs,
  };
}

/**
 * A view's timings as the timings' history keeps them (tools/measure/timing-history.mjs).
 * @param {string} page
 * @param {ReturnType<typeof judgeFlood>} verdict
 * @returns {import("./timing-history.mjs").Timing[]}
 */
export function floodTimings(page, { livedMs, floodMs, ratio }) {
  return [
    { page, metric: "lived-in first load", value: livedMs, unit: "ms" },
    { page, metric: "flooded first load", value: floodMs, unit: "ms" },
    { page, metric: "flooded/lived-in first load", value: ratio, unit: "ratio" },
  ];
}
