import { describe, expect, it } from "vitest";
import {
  HOVER_RATIO,
  SLOW_4G,
  formatHover,
  hoverTimings,
  judgeHover,
} from "../../../../tools/measure/hover-judge.mjs";

/** An arrival: its first paint after the click (ms), its first byte a quarter of it. */
const arrival = (fcp: number, delivery = "network") => ({
  fcp,
  response: fcp / 4,
  delivery,
});
/** A post hovered with its prerender refused, served from the prefetch: first byte 10 ms. */
const prefetched = { fcp: 300, response: 10, delivery: "navigational-prefetch" };
/** One reader: [hovered, unprepared] first paints for the first visit, then for the repeat visit. */
const run = (
  first: [number, number],
  repeat: [number, number],
  delivery = "prerender",
  fallback = prefetched,
) => ({
  first: {
    hovered: arrival(first[0], delivery),
    prefetched: fallback,
    unprepared: arrival(first[1]),
  },
  repeat: {
    hovered: arrival(repeat[0], delivery),
    prefetched: fallback,
    unprepared: arrival(repeat[1]),
  },
});

describe("the hovered-link check", () => {
  it("judges the first paints' ratio of the medians, measured in the same run, never an absolute time", () => {
    // Slow everywhere (a slow machine): hovered still well under the unprepared time.
    const slow = judgeHover([run([900, 2000], [800, 2100]), run([1000, 2200], [700, 1900])]);
    expect(slow.failures).toEqual([]);
    expect(slow.visits.map((v) => v.ratio)).toEqual([950 / 2100, 750 / 2000]);
    // The first bytes are reported beside them.
    expect(slow.visits[0]!.arrived).toEqual({ hovered: 950 / 4, unprepared: 2100 / 4 });
  });

  it("does not fail a run on its first paints: their ratio is judged on the schedule (issue 52)", () => {
    // Ngozi's hovered post, served from the prefetch, still painted after the unprepared one.
    const verdict = judgeHover([
      run([300, 1000], [1336, 1132], "navigational-prefetch"),
      run([320, 1040], [1028, 1208], "navigational-prefetch"),
      run([310, 990], [1150, 1100], "navigational-prefetch"),
    ]);
    expect(verdict.failures).toEqual([]);
    expect(verdict.visits[1]!.ratio).toBeCloseTo(1150 / 1132);
    expect(verdict.visits[0]).toMatchObject({
      paint: { hovered: 310, unprepared: 1000 },
      prepared: 3,
      prerendered: 0,
    });
  });

  it("fails a visit whose post, its prerender refused, was not served from the prefetch", () => {
    // Adébáyọ̀'s browser refused the prerender and fetched the post again after the click.
    const fetchedAgain = { fcp: 700, response: 260, delivery: "network" };
    const verdict = judgeHover([run([150, 800], [140, 760], "prerender", fetchedAgain)]);
    expect(verdict.failures).toEqual([
      "first visit: a hovered post whose prerender was refused arrived 260 ms after the click, 1.30 of an unprepared one's 200 ms (at most 0.6): its prefetch was not used",
      "repeat visit: a hovered post whose prerender was refused arrived 260 ms after the click, 1.37 of an unprepared one's 190 ms (at most 0.6): its prefetch was not used",
    ]);
    expect(verdict.visits[0]!.fallback).toEqual({ arrived: 260, paint: 700, ratio: 1.3 });
  });

  it("fails when the unprepared post came sooner than the throttled network allows", () => {
    // Issue 41's measurement: the page throttled, its worker's requests not (first bytes 44-79).
    const verdict = judgeHover([run([36, 176], [36, 316]), run([36, 184], [44, 288])]);
    expect(verdict.failures).toHaveLength(2);
    expect(verdict.failures[0]).toMatch(
      new RegExp(`under the throttled network's ${SLOW_4G.latency} ms: the throttling missed`),
    );
  });

  it("takes the median, so one slow run does not decide", () => {
    const verdict = judgeHover([
      run([100, 800], [100, 800]),
      run([900, 800], [100, 800]),
      run([110, 810], [100, 800]),
    ]);
    expect(verdict.failures).toEqual([]);
  });

  it("keeps the issue's 0.6 for the prefetch's arrival, and counts the clicks served prepared and prerendered", () => {
    expect(HOVER_RATIO).toBe(0.6);
    const verdict = judgeHover([run([600, 1000], [601, 1000], "navigational-prefetch")]);
    expect(verdict.failures).toEqual([]);
    expect(formatHover(verdict)).toMatch(
      /first visit\s+600\s+1000\s+0\.60\s+150\s+250\s+1\/1 \(0 prerendered\)\s+10\s+300\s+0\.04/,
    );
    // A click the rules did not prepare counts as neither.
    expect(judgeHover([run([900, 1000], [900, 1000], "network")]).visits[0]).toMatchObject({
      prepared: 0,
      prerendered: 0,
    });
  });

  it("gives its medians and ratios as timings for the history, one per visit and metric", () => {
    const timings = hoverTimings(judgeHover([run([100, 400], [60, 200])]));
    expect(timings.map((t) => [t.page, t.metric, t.value, t.unit])).toEqual([
      ["/blog → post (first visit)", "hovered arrival", 25, "ms"],
      ["/blog → post (first visit)", "unprepared arrival", 100, "ms"],
      ["/blog → post (first visit)", "arrival ratio", 0.25, "ratio"],
      ["/blog → post (first visit)", "hovered first paint", 100, "ms"],
      ["/blog → post (first visit)", "unprepared first paint", 400, "ms"],
      ["/blog → post (first visit)", "first paint ratio", 0.25, "ratio"],
      ["/blog → post (repeat visit)", "hovered arrival", 15, "ms"],
      ["/blog → post (repeat visit)", "unprepared arrival", 50, "ms"],
      ["/blog → post (repeat visit)", "arrival ratio", 0.3, "ratio"],
      ["/blog → post (repeat visit)", "hovered first paint", 60, "ms"],
      ["/blog → post (repeat visit)", "unprepared first paint", 200, "ms"],
      ["/blog → post (repeat visit)", "first paint ratio", 0.3, "ratio"],
    ]);
  });
});

describe("the hovered-link check: prepared clicks", () => {
  it("fails a visit where a hovered click was not served from what the rules prepared", () => {
    // Ɗanjuma's click came before anything was prepared: the post came from the network.
    const verdict = judgeHover([
      run([150, 800], [140, 760]),
      run([700, 800], [650, 760], "network"),
      run([160, 820], [150, 770]),
    ]);
    expect(verdict.failures).toEqual([
      "first visit: 1 of 3 hovered posts were not served from what the speculation rules prepared",
      "repeat visit: 1 of 3 hovered posts were not served from what the speculation rules prepared",
    ]);
  });
});
