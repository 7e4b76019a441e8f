// The Lighthouse gate's simulated phone, the same on any machine (docs/decisions.md, "Blocking time
// on any machine"): the CPU calibration, the servers' fixed answer times and the trace's tasks at
// their CPU time. Pure functions (tests/unit/tools/measure/lighthouse.test.ts, through
// lighthouse-gate.mjs, which exports them too).
/**
 * Lighthouse simulates a phone's CPU from the main-thread tasks it saw while the page loaded on
 * this machine: each task's duration times `cpuSlowdownMultiplier` (4 by default). Two things make
 * those durations depend on the machine, and the gate takes both out (docs/decisions.md,
 * "Blocking time on any machine"):
 * - Other work on the machine (a second test run, a busy laptop) stops the page's threads for a
 *   while in the middle of a task, and the task's wall-clock duration grows with it. The trace
 *   also records each task's CPU time (`tdur`): toThreadTime() sets every task to it.
 * - A slower CPU makes that CPU time longer too. Before each page, the same browser runs a fixed
 *   piece of JavaScript (CPU_CALIBRATION.workload) and its main-thread CPU time is read; the
 *   audits then use 4 x (what it took on the machine the thresholds were set on) / (what it took
 *   here), so the simulated phone is as fast on any machine.
 */
export const CPU_CALIBRATION = Object.freeze({
  /** Lighthouse's default mobile slowdown, which the thresholds were set with. */
  multiplier: 4,
  /** The workload's main-thread CPU time (ms) on the 2-core machine the thresholds were set on. */
  referenceMs: 140,
  /**
   * How often the workload runs just before a page, and again just after it: the median of all
   * counts (with one each, their mean). The multiplier moves the timings only, which the run
   * reports and does not judge.
   */
  runs: 1,
  /** Bounds on the multiplier: a calibration outside them is a broken measurement. */
  min: 0.5,
  max: 16,
});

/**
 * The calibration workload, run in a page (a fixed amount of work: the two halves of Lighthouse's
 * own BenchmarkIndex, strings with garbage collection and array copies, by count instead of time).
 */
export function cpuWorkload() {
  let text = "";
  for (let i = 0; i < 2000; i++) {
    text = "";
    for (let j = 0; j < 10000; j++) text += "a";
  }
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  for (let k = 0; k < 1000; k++) {
    const [from, to] = k % 2 ? [a, b] : [b, a];
    for (let j = 0; j < from.length; j++) to[j] = from[j];
  }
  return text.length + a.length;
}

/**
 * The CPU slowdown that makes this machine's CPU as fast as the reference machine's at 4x.
 * @param {number} workloadMs the calibration workload's main-thread CPU time here (ms)
 * @param {typeof CPU_CALIBRATION} [calibration]
 */
export function calibratedMultiplier(workloadMs, calibration = CPU_CALIBRATION) {
  if (!(workloadMs > 0)) throw new Error(`No CPU calibration (${workloadMs} ms)`);
  const multiplier = (calibration.multiplier * calibration.referenceMs) / workloadMs;
  if (multiplier < calibration.min || multiplier > calibration.max)
    throw new Error(
      `CPU calibration out of bounds: the workload took ${workloadMs.toFixed(0)} ms of CPU (${calibration.referenceMs} ms on the reference machine), a slowdown of x${multiplier.toFixed(2)}`,
    );
  return multiplier;
}

/**
 * How long each server takes to answer, in Lighthouse's simulation (ms), and the round trip added
 * to the simulated one (none). Lighthouse otherwise estimates both from what it saw, and a busy
 * machine's local server and emulators answer slower than an idle one's (2-4 ms idle, 50-110 ms
 * on a loaded machine): the host's speed is not this machine's, so the gate fixes it.
 */
export const SERVER_RESPONSE_MS = 10;

/**
 * Lighthouse's `precomputedLanternData` for a page: every origin it asked something of (from its
 * DevTools log) answers in SERVER_RESPONSE_MS with no extra round trip.
 * @param {{ method: string, params?: any }[]} devtoolsLog
 */
export function fixedServers(devtoolsLog) {
  const origins = new Set();
  for (const { method, params } of devtoolsLog) {
    if (method !== "Network.requestWillBeSent") continue;
    const url = URL.parse(params?.request?.url ?? "");
    if (url && /^https?:$/.test(url.protocol)) origins.add(url.origin);
  }
  const each = (value) => Object.fromEntries([...origins].sort().map((origin) => [origin, value]));
  return { additionalRttByOrigin: each(0), serverResponseTimeByOrigin: each(SERVER_RESPONSE_MS) };
}

/**
 * The settings saved artifacts (Lighthouse's gather mode) are audited with: this CPU slowdown,
 * and these servers (fixedServers). Lighthouse audits only artifacts gathered with the settings it
 * audits with; simulated throttling reads both at audit time only, and slows nothing while the
 * page loads.
 * @param {any} artifacts the parsed artifacts.json
 * @param {number} multiplier
 * @param {ReturnType<typeof fixedServers>} servers
 */
export function calibrated(artifacts, multiplier, servers) {
  const settings = artifacts.settings;
  return {
    ...artifacts,
    settings: {
      ...settings,
      throttling: { ...settings.throttling, cpuSlowdownMultiplier: multiplier },
      precomputedLanternData: servers,
    },
  };
}

/**
 * A trace with every task at its CPU time: each top-level complete event ("X") of a thread that
 * has a thread duration (`tdur`) is shortened to it, and the events inside it (nested tasks,
 * marks) are moved towards its start in proportion, so nesting and order hold. A task's start
 * stays where it was. Events outside tasks are left alone.
 * @param {{ traceEvents: any[] }} trace
 */
export function toThreadTime(trace) {
  /** Top-level tasks of each thread: [start, end, ratio], by start. */
  const spans = new Map();
  const complete = trace.traceEvents
    .filter((event) => event.ph === "X" && typeof event.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const event of complete) {
    const key = `${event.pid}:${event.tid}`;
    const list = spans.get(key) ?? [];
    const last = list.at(-1);
    if (last && event.ts < last.end) continue; // inside (or overlapping) the one before
    const ratio =
      typeof event.tdur === "number" && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1;
    list.push({ start: event.ts, end: event.ts + event.dur, ratio, event });
    spans.set(key, list);
  }
  const moved = (list, ts) => {
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const span = list[mid];
      if (ts < span.start) high = mid - 1;
      else if (ts > span.end) low = mid + 1;
      else return span;
    }
    return null;
  };
  const traceEvents = trace.traceEvents.map((event) => {
    const list = spans.get(`${event.pid}:${event.tid}`);
    const span = list && typeof event.ts === "number" ? moved(list, event.ts) : null;
    if (!span || span.ratio === 1) return event;
    const copy = { ...event, ts: span.start + (event.ts - span.start) * span.ratio };
    if (typeof event.dur === "number") copy.dur = event.dur * span.ratio;
    return copy;
  });
  return { ...trace, traceEvents };
}
