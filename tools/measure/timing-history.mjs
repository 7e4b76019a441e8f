// The timings' history: what the Lighthouse gate (lighthouse.mjs) and the hovered-link check
// (hover.mjs) measured in milliseconds, scores and ratios, one JSON line per page and metric,
// appended to test-results/timings.jsonl on every run. No run judges them; the nightly trend does
// (tools/measure/timing-trend.mjs, against the previous week's lines). docs/testing.md,
// "Lighthouse".
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { dirname } from "node:path";

/** Where the runs append their timings. */
export const TIMINGS_FILE = "test-results/timings.jsonl";

/**
 * One measured timing.
 * @typedef {{ page: string, metric: string, value: number, unit: "ms" | "score" | "ratio" }} Timing
 * @typedef {Timing & { date: string, commit: string, machine: string }} TimingLine
 */

/**
 * The machine a run measured on: `TIMING_MACHINE` when set (a CI runner names its kind), else the
 * CPU's model and how many cores this process may use (`taskset` counts).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function machineName(env = process.env) {
  if (env.TIMING_MACHINE?.trim()) return env.TIMING_MACHINE.trim();
  const model = cpus()[0]?.model?.trim().replace(/\s+/g, " ") || "unknown CPU";
  return `${model} x${availableParallelism()}`;
}

/** The commit measured: `GITHUB_SHA` in a workflow, else the working tree's HEAD ("unknown"). */
export function currentCommit(env = process.env) {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * The history's lines for `timings`: `{"date","commit","machine","page","metric","value","unit"}`,
 * each ending in a newline; timings without a finite value are left out.
 * @param {Timing[]} timings
 * @param {{ date: string, commit: string, machine: string }} run
 */
export function timingLines(timings, { date, commit, machine }) {
  return timings
    .filter(({ value }) => Number.isFinite(value))
    .map(({ page, metric, value, unit }) =>
      JSON.stringify({ date, commit, machine, page, metric, value, unit }),
    )
    .map((line) => `${line}\n`)
    .join("");
}

/**
 * Appends `timings` to the history file (TIMINGS_FILE unless `file`), dated now.
 * @param {Timing[]} timings
 * @param {string} [file]
 */
export function appendTimings(timings, file = TIMINGS_FILE) {
  const text = timingLines(timings, {
    date: new Date().toISOString(),
    commit: currentCommit(),
    machine: machineName(),
  });
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, text);
  return text.split("\n").filter(Boolean).length;
}

/**
 * The flag a check is run with when the run judges what blocks and is not for the timings (`npm
 * test` with other areas than timings and flood: tools/test/test.mjs).
 */
export const NO_TIMINGS = "--no-timings";

/** Whether a check run with `argv` measures its timings for the history (no NO_TIMINGS). */
export const measuresTimings = (argv = process.argv) => !argv.includes(NO_TIMINGS);

/**
 * A check's timings: appended to the history (`file`) when the run is for them, else kept
 * nowhere. Returns the line to print; `timingsRun` names the run that keeps them.
 * @param {Timing[]} timings
 * @param {{ timed: boolean, timingsRun: string, file?: string }} run
 */
export function keepTimings(timings, { timed, timingsRun, file = TIMINGS_FILE }) {
  if (!timed)
    return `No timing kept (${NO_TIMINGS}): \`${timingsRun}\`, as the nightly trend runs it, keeps them.`;
  return `${appendTimings(timings, file)} timings appended to ${file} (judged by the nightly trend).`;
}

/**
 * The lines of a history file's text that are timings (blank and broken lines are skipped and
 * counted).
 * @param {string} text
 * @returns {{ lines: TimingLine[], skipped: number }}
 */
export function parseTimings(text) {
  const lines = [];
  let skipped = 0;
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    try {
      const line = JSON.parse(raw);
      const ok =
        line &&
        typeof line.page === "string" &&
        typeof line.metric === "string" &&
        typeof line.value === "number" &&
        Number.isFinite(line.value) &&
        typeof line.date === "string" &&
        Number.isFinite(Date.parse(line.date));
      if (ok) lines.push(line);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { lines, skipped };
}
