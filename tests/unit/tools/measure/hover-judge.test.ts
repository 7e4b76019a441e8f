import { describe, expect, it } from "vitest";
import {
  HOVER_RATIO,
  SLOW_4G,
  formatHover,
  hoverTimings,
  judgeHover,
} from "../../../../tools/measure/hover-judge.mjs";

/** An arrival: its first byte after the click (ms), its first paint twice that plus 200. */
const arrival = (response: number, delivery = "network") => ({
  response,
  fcp: 2 * response + 200,
  delivery,
});
/** One reader: [hovered, unprepared] arrivals for the first visit, then for the repeat visit. */
const run = (
  first: [number, number],
  repeat: [number, number],
  delivery = "navigational-prefetch",
) => ({
  first: { hovered: arrival(first[0], delivery), unprepared: arrival(first[1]) },
  repeat: { hovered: arrival(repeat[0], delivery), unprepared: arrival(repeat[1]) },
});

describe("the hovered-link check", () => {
  it("judges the ratio of the medians, measured in the same run, never an absolute time", () => {
    // Slow everywhere (a slow machine): hovered still well under the unprepared time.
    const slow = judgeHover([run([900, 2000], [800, 2100]), run([1000, 2200], [700, 1900])]);
    expect(slow.failures).toEqual([]);
    expect(slow.visits.map((v) => v.ratio)).toEqual([950 / 2100, 750 / 2000]);
    // The first paints are reported beside them.
    expect(slow.visits[0]!.paint).toEqual({ hovered: 2100, unprepared: 4400 });
  });

  it("fails a visit whose hovered post comes no sooner than an unprepared one (issue 41)", () => {
    const verdict = judgeHover([
      run([10, 280], [301, 288]),
      run([12, 270], [290, 300]),
      run([11, 290], [310, 280]),
    ]);
    expect(verdict.failures).toHaveLength(1);
    expect(verdict.failures[0]).toMatch(/^repeat visit: a hovered post arrived 301 ms .* 1\.05 of/);
    expect(verdict.visits[0]).toMatchObject({ hovered: 11, unprepared: 280, prefetched: 3 });
  });

  it("fails when the unprepared post came sooner than the throttled network allows", () => {
    // The issue's own measurement: the page throttled, its worker's requests not.
    const verdict = judgeHover([run([9, 44], [9, 79]), run([9, 46], [11, 72])]);
    expect(verdict.failures).toHaveLength(2);
    expect(verdict.failures[0]).toMatch(
      new RegExp(`under the throttled network's ${SLOW_4G.latency} ms: the throttling missed`),
    );
  });

  it("takes the median, so one slow run does not decide", () => {
    const verdict = judgeHover([
      run([10, 300], [10, 300]),
      run([900, 300], [10, 300]),
      run([11, 310], [10, 300]),
    ]);
    expect(verdict.failures).toEqual([]);
  });

  it("sits at the issue's 0.6, and counts the clicks served from the prefetch", () => {
    expect(HOVER_RATIO).toBe(0.6);
    const verdict = judgeHover([run([180, 300], [181, 300], "")]);
    expect(verdict.failures).toEqual([
      "repeat visit: a hovered post arrived 181 ms after the click, 0.60 of an unprepared one's 300 ms (at most 0.6)",
    ]);
    expect(formatHover(verdict)).toMatch(
      /first visit\s+180\s+300\s+0\.60\s+560\s+800\s+0\.70\s+0\/1/,
    );
  });

  it("gives its medians and ratios as timings for the history, one per visit and metric", () => {
    const timings = hoverTimings(judgeHover([run([100, 400], [50, 200])]));
    expect(timings.map((t) => [t.page, t.metric, t.value, t.unit])).toEqual([
      ["/blog → post (first visit)", "hovered arrival", 100, "ms"],
      ["/blog → post (first visit)", "unprepared arrival", 400, "ms"],
      ["/blog → post (first visit)", "arrival ratio", 0.25, "ratio"],
      ["/blog → post (first visit)", "hovered first paint", 400, "ms"],
      ["/blog → post (first visit)", "unprepared first paint", 1000, "ms"],
      ["/blog → post (first visit)", "first paint ratio", 0.4, "ratio"],
      ["/blog → post (repeat visit)", "hovered arrival", 50, "ms"],
      ["/blog → post (repeat visit)", "unprepared arrival", 200, "ms"],
      ["/blog → post (repeat visit)", "arrival ratio", 0.25, "ratio"],
      ["/blog → post (repeat visit)", "hovered first paint", 300, "ms"],
      ["/blog → post (repeat visit)", "unprepared first paint", 600, "ms"],
      ["/blog → post (repeat visit)", "first paint ratio", 0.5, "ratio"],
    ]);
  });
});
