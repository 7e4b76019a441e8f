import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  appendTimings,
  machineName,
  parseTimings,
  timingLines,
} from "../../../../tools/measure/timing-history.mjs";
import {
  CEILINGS,
  TOLERANCES,
  WINDOW_DAYS,
  formatTrend,
  regressed,
  trend,
} from "../../../../tools/measure/timing-trend.mjs";

const MACHINE = "Test CPU x2";
/** A history line `daysAgo` days before 2026-11-28T02:00Z (the current run's time). */
const line = (
  page: string,
  metric: string,
  value: number,
  daysAgo = 0,
  { unit = "ms", machine = MACHINE }: { unit?: "ms" | "score" | "ratio"; machine?: string } = {},
) => ({
  date: new Date(Date.parse("2026-11-28T02:00:00Z") - daysAgo * 86_400_000).toISOString(),
  commit: "abc",
  machine,
  page,
  metric,
  value,
  unit,
});

describe("the timings' history", () => {
  it("writes one JSON line per page and metric with the run's date, commit and machine", () => {
    const text = timingLines(
      [
        { page: "/", metric: "LCP", value: 1060, unit: "ms" },
        { page: "/", metric: "performance", value: 100, unit: "score" },
        { page: "/", metric: "TBT", value: NaN, unit: "ms" },
      ],
      { date: "2026-11-28T02:00:00.000Z", commit: "abc", machine: MACHINE },
    );
    expect(text.split("\n")).toEqual([
      '{"date":"2026-11-28T02:00:00.000Z","commit":"abc","machine":"Test CPU x2","page":"/","metric":"LCP","value":1060,"unit":"ms"}',
      '{"date":"2026-11-28T02:00:00.000Z","commit":"abc","machine":"Test CPU x2","page":"/","metric":"performance","value":100,"unit":"score"}',
      "",
    ]);
  });

  it("appends to the file, and reads back what is a timing, skipping the rest", () => {
    const dir = mkdtempSync(join(tmpdir(), "timings-"));
    try {
      const file = join(dir, "deep", "timings.jsonl");
      expect(appendTimings([{ page: "/", metric: "LCP", value: 1, unit: "ms" }], file)).toBe(1);
      expect(appendTimings([{ page: "/a", metric: "FCP", value: 2, unit: "ms" }], file)).toBe(1);
      const text = `${readFileSync(file, "utf8")}not json\n{"page":"/"}\n\n`;
      const { lines, skipped } = parseTimings(text);
      expect(lines.map((l) => [l.page, l.metric, l.value])).toEqual([
        ["/", "LCP", 1],
        ["/a", "FCP", 2],
      ]);
      expect(skipped).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the machine by TIMING_MACHINE, else its CPU and the cores it may use", () => {
    expect(machineName({ TIMING_MACHINE: " ubuntu-24.04 2 vCPU " })).toBe("ubuntu-24.04 2 vCPU");
    expect(machineName({})).toMatch(/ x\d+$/);
  });
});

describe("the timings' trend", () => {
  it("compares the median of the current runs with the median of the week before", () => {
    const history = [1180, 1170, 1200, 1190, 5000].map((v, i) =>
      line("/expertise", "LCP", v, i + 1),
    );
    const current = [1520, 1510, 1530].map((v) => line("/expertise", "LCP", v));
    const result = trend(history, current);
    expect(result.regressions).toEqual([
      "/expertise: LCP 1190 → 1520 ms (+28%) against last week's median",
    ]);
    expect(result.rows[0]).toMatchObject({ base: 1190, now: 1520, runs: 3, baseRuns: 5 });
  });

  it("lets a metric move within its tolerance, and a small rise under the floor", () => {
    const { relative } = TOLERANCES.LCP as { relative: number };
    const history = [line("/", "LCP", 1000, 2)];
    expect(trend(history, [line("/", "LCP", 1000 * (1 + relative))]).regressions).toEqual([]);
    // TBT: 10 → 40 ms is +300% but under its floor of 50 ms.
    expect(trend([line("/", "TBT", 10, 1)], [line("/", "TBT", 40)]).regressions).toEqual([]);
    expect(trend([line("/", "TBT", 10, 1)], [line("/", "TBT", 90)]).regressions).toEqual([
      "/: TBT 10 → 90 ms (+800%) against last week's median",
    ]);
  });

  it("judges a score by the points it lost, a ratio by its rise", () => {
    const score = { unit: "score" } as const;
    const history = [
      line("/", "performance", 100, 1, score),
      line("/", "performance", 99, 2, score),
    ];
    expect(trend(history, [line("/", "performance", 97, 0, score)]).regressions).toEqual([]);
    expect(trend(history, [line("/", "performance", 95, 0, score)]).regressions).toEqual([
      "/: performance 100 → 95 (−5 points) against last week's median",
    ]);
    const ratio = { unit: "ratio" } as const;
    const hover = "/blog hover, first visit";
    expect(
      trend(
        [line(hover, "arrival ratio", 0.3, 1, ratio)],
        [line(hover, "arrival ratio", 0.5, 0, ratio)],
      ).regressions,
    ).toEqual([`${hover}: arrival ratio 0.30 → 0.50 (+67%) against last week's median`]);
    expect(regressed(100, 90, "score", { points: 3 }).change).toBe("−10 points");
  });

  it("reads only the week before the current run, and not the current run again", () => {
    const history = [
      line("/", "LCP", 2000, WINDOW_DAYS + 1), // older than a week
      line("/", "LCP", 1000, 3),
      line("/", "LCP", 9000, 0), // the current run, already appended to the history
    ];
    const result = trend(history, [line("/", "LCP", 1050)]);
    expect(result.rows[0]).toMatchObject({ base: 1000, baseRuns: 1 });
    expect(result.regressions).toEqual([]);
  });

  it("prefers the same machine's history, and uses any machine's when it has none", () => {
    const other = { machine: "Slow CPU x2" };
    const history = [line("/", "LCP", 1000, 1), line("/", "LCP", 1500, 1, other)];
    expect(trend(history, [line("/", "LCP", 1060)]).rows[0]).toMatchObject({ base: 1000 });
    const slow = trend(history, [line("/", "LCP", 1060, 0, other)]);
    expect(slow.rows[0]).toMatchObject({ base: 1500 });
    const elsewhere = trend([line("/", "LCP", 1500, 1, other)], [line("/", "LCP", 1060)]);
    expect(elsewhere.baseline.sameMachine).toBe(false);
    expect(formatTrend(elsewhere)).toMatch(/any machine's \(none from this one\)/);
  });

  it("reports a page or metric with no history without failing", () => {
    const result = trend([], [line("/new", "LCP", 3000)]);
    expect(result.regressions).toEqual([]);
    expect(formatTrend(result)).toMatch(/\/new\s+LCP\s+-\s+3000 \(1\)\s+no history/);
  });
});

describe("the timings' trend: the command", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) => {
    try {
      const stdout = execFileSync("node", ["tools/measure/timing-trend.mjs", ...args], {
        encoding: "utf8",
        stdio: "pipe",
      });
      return { status: 0, stdout, stderr: "" };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { status: e.status, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const write = (name: string, lines: object[]) => {
    const file = join(dir, name);
    writeFileSync(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
    return file;
  };

  it("exits 1 naming each regression, 0 when none, 2 without a current timing", () => {
    dir = mkdtempSync(join(tmpdir(), "trend-"));
    const history = write("history.jsonl", [line("/expertise", "LCP", 1180, 2)]);
    const slower = write("slower.jsonl", [line("/expertise", "LCP", 1420)]);
    const same = write("same.jsonl", [line("/expertise", "LCP", 1190)]);
    const failed = run(history, slower);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      "/expertise: LCP 1180 → 1420 ms (+20%) against last week's median",
    );
    expect(run(history, same).status).toBe(0);
    expect(run(history, write("empty.jsonl", [])).status).toBe(2);
    expect(run(history).status).toBe(2);
  });
});

describe("the timings' ceilings", () => {
  it("fails a metric whose median tonight is over its ceiling, with or without last week's", () => {
    expect(CEILINGS).toEqual({ "first paint ratio": 0.6, "LCP image after bare page": 400 });
    const page = "/blog → post (first visit)";
    const tonight = [0.55, 0.72, 0.64].map((value) =>
      line(page, "first paint ratio", value, 0, { unit: "ratio" }),
    );
    const { regressions, rows } = trend([], tonight);
    expect(regressions).toEqual([
      "/blog → post (first visit): first paint ratio 0.64, the median of 3, over its ceiling of 0.6",
    ]);
    expect(rows[0]).toMatchObject({ over: true, base: null });
    const under = [0.24, 0.29, 0.61].map((value) =>
      line(page, "first paint ratio", value, 0, { unit: "ratio" }),
    );
    const history = [0.25, 0.27].map((value) =>
      line(page, "first paint ratio", value, 2, { unit: "ratio" }),
    );
    expect(trend(history, under).regressions).toEqual([]);
  });
});
