import { describe, expect, it } from "vitest";
import { floodTimings, judgeFlood } from "../../../../tools/measure/flood-judge.mjs";

const load = (ms: number, documents = 25, aggregations = 1) => ({ ms, documents, aggregations });

describe("the flood benchmark's verdict", () => {
  it("passes a flood read one page at a time, however long the flooded loads took", () => {
    // The CI run that failed on a time: panel lived-in 1104 ms, flooded 1671 (1.51).
    const verdict = judgeFlood({
      pageSize: 25,
      lived: [1203, 1076, 811, 1973, 1104].map((ms) => load(ms)),
      flood: [1473, 1922, 1671, 1732, 1185].map((ms) => load(ms)),
    });
    expect(verdict.ok).toBe(true);
    expect(verdict.problems).toEqual([]);
    expect(verdict.livedMs).toBe(1104);
    expect(verdict.floodMs).toBe(1671);
    expect(verdict.ratio).toBeCloseTo(1.51, 2);
  });

  it("fails a flooded load that read more than a page, in any round", () => {
    const verdict = judgeFlood({
      pageSize: 12,
      lived: [load(900, 12, 0), load(950, 12, 0)],
      flood: [load(800, 12, 0), load(820, 4012, 0)],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.documents).toBe(4012);
    expect(verdict.problems).toEqual([
      "a flooded first load read 4012 documents, more than a page (12)",
    ]);
  });

  it("fails a flooded load that showed nothing, and one that counted more than the lived-in load", () => {
    const verdict = judgeFlood({
      pageSize: 25,
      lived: [load(900, 25, 1)],
      flood: [load(700, 0, 1), load(900, 25, 3)],
    });
    expect(verdict.problems).toEqual([
      "a flooded first load read no document",
      "a flooded first load asked for 3 counts, the lived-in one for 1",
    ]);
  });

  it("refuses to judge rounds that measured nothing", () => {
    expect(() => judgeFlood({ pageSize: 12, lived: [], flood: [load(1)] })).toThrow(
      "measured no first load",
    );
  });

  it("keeps the medians and their ratio for the nightly trend, under the view's page", () => {
    const verdict = judgeFlood({
      pageSize: 12,
      lived: [load(1000, 12, 0), load(1200, 12, 0), load(1100, 12, 0)],
      flood: [load(1500, 12, 0), load(1300, 12, 0), load(1400, 12, 0)],
    });
    expect(floodTimings("/testimonials", verdict)).toEqual([
      { page: "/testimonials", metric: "lived-in first load", value: 1100, unit: "ms" },
      { page: "/testimonials", metric: "flooded first load", value: 1400, unit: "ms" },
      {
        page: "/testimonials",
        metric: "flooded/lived-in first load",
        value: 1400 / 1100,
        unit: "ratio",
      },
    ]);
  });
});
