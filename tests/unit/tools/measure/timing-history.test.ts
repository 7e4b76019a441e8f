// Whether a check keeps its timings (tools/measure/timing-history.mjs): appended to the history
// in a run for the timings, kept nowhere with --no-timings.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  NO_TIMINGS,
  keepTimings,
  measuresTimings,
  parseTimings,
} from "../../../../tools/measure/timing-history.mjs";

const timings = [
  { page: "/testimonials", metric: "lived-in first load", value: 1085, unit: "ms" as const },
  { page: "/blog", metric: "hovered/unprepared first paint", value: 0.25, unit: "ratio" as const },
];

/** keepTimings on the timings above, in a history file of a new folder: the line, the file. */
function kept(timed: boolean, timingsRun: string) {
  const file = join(mkdtempSync(join(tmpdir(), "timings-")), "timings.jsonl");
  return { said: keepTimings(timings, { timed, timingsRun, file }), file };
}

describe("keeping a check's timings", () => {
  it("a check measures its timings unless it is run with --no-timings", () => {
    expect(measuresTimings(["node", "hover.mjs"])).toBe(true);
    expect(measuresTimings(["node", "hover.mjs", "--runs", "3"])).toBe(true);
    expect(measuresTimings(["node", "hover.mjs", NO_TIMINGS])).toBe(false);
  });

  it("a run for the timings appends each one to the history and says how many", () => {
    const { said, file } = kept(true, "npm test -- --area timings");
    expect(said).toBe(`2 timings appended to ${file} (judged by the nightly trend).`);
    const { lines, skipped } = parseTimings(readFileSync(file, "utf8"));
    expect(skipped).toBe(0);
    expect(lines.map(({ page, metric, value }) => [page, metric, value])).toEqual([
      ["/testimonials", "lived-in first load", 1085],
      ["/blog", "hovered/unprepared first paint", 0.25],
    ]);
  });

  it("with --no-timings nothing is written, and the line names the run that keeps them", () => {
    const { said, file } = kept(false, "npm test -- --area timings,flood");
    expect(existsSync(file)).toBe(false);
    expect(said).toBe(
      "No timing kept (--no-timings): `npm test -- --area timings,flood`, as the nightly trend runs it, keeps them.",
    );
  });
});
