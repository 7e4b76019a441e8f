// What a page's main thread does while it loads (`npm run main-thread`, tools/measure/main-thread.mjs):
// the tasks of a Chrome performance trace, their time by kind of work, the long ones and what
// they were. Pure functions, no browser: tests/unit/tools/measure/main-thread.test.ts.
import { median } from "../lib/stats.mjs";

/** A task longer than this (ms, at the CPU throttle) is a long task; what is over it blocks. */
export const LONG_TASK_MS = 50;

/** The trace categories recorded: the timeline's own events, nothing that slows the page more. */
export const TRACE_CATEGORIES = Object.freeze([
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "v8.execute",
  "blink.user_timing",
]);

/**
 * The kinds of work, as Lighthouse's "Main-thread work" audit groups them
 * (lighthouse/core/lib/tracehouse/task-groups.js): an event's kind is that of its name, or of the
 * event it runs inside; a task's own time that is none of these is "other".
 */
export const KINDS = Object.freeze({
  script: [
    "EventDispatch",
    "EvaluateScript",
    "v8.evaluateModule",
    "FunctionCall",
    "TimerFire",
    "FireIdleCallback",
    "FireAnimationFrame",
    "RunMicrotasks",
    "V8.Execute",
  ],
  compile: ["v8.compile", "v8.compileModule", "v8.parseOnBackground", "CacheScript"],
  parse: ["ParseHTML", "ParseAuthorStyleSheet"],
  style: ["ScheduleStyleRecalculation", "UpdateLayoutTree", "RecalculateStyles"],
  layout: ["InvalidateLayout", "Layout"],
  paint: [
    "Animation",
    "HitTest",
    "PaintSetup",
    "Paint",
    "PaintImage",
    "PrePaint",
    "Layerize",
    "UpdateLayer",
    "UpdateLayerTree",
    "CompositeLayers",
    "Commit",
  ],
  gc: ["MinorGC", "MajorGC", "BlinkGC.AtomicPhase"],
});
export const KIND_NAMES = Object.freeze([...Object.keys(KINDS), "other"]);
const kindOf = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

/**
 * The page's main thread in a trace: the renderer thread (`CrRendererMain`) that parsed a document
 * of `origin`.
 * @param {any[]} events the trace's events
 * @param {string} origin e.g. https://127.0.0.1:4321
 * @returns {{ pid: number, tid: number } | null}
 */
export function mainThreadOf(events, origin) {
  const renderers = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      renderers.has(`${e.pid}:${e.tid}`) &&
      String(e.args?.beginData?.url ?? "").startsWith(origin),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/**
 * When the navigation to `url` started (µs, the trace's clock) and its first contentful paint (ms
 * after that, null when there was none), from the main thread's marks.
 * @param {any[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {string} url the page's address
 */
export function pageMarks(events, thread, url) {
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const start = mine.find(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url,
  );
  if (!start) throw new Error(`The trace has no navigation to ${url}`);
  const id = start.args.data.navigationId;
  const fcp = mine.find(
    (e) => e.name === "firstContentfulPaint" && (!id || e.args?.data?.navigationId === id),
  );
  return { origin: start.ts, fcp: fcp ? (fcp.ts - start.ts) / 1000 : null };
}

/** What one event says of its cause: a script's address, the elements styled, objects laid out. */
function detail(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case "ParseHTML":
      return data.url ? `parse ${shortUrl(data.url)}` : null;
    case "UpdateLayoutTree":
      return typeof event.args?.elementCount === "number"
        ? `style ${event.args.elementCount} elements`
        : null;
    case "Layout":
      return typeof data.totalObjects === "number" ? `layout ${data.totalObjects} objects` : null;
    default:
      return data.url
        ? `${shortUrl(data.url)}${data.functionName ? ` ${data.functionName}` : ""}`
        : null;
  }
}

/** An address without its origin, a built chunk by its name: `/_astro/Counter.D2x.js`. */
export function shortUrl(url) {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.pathname}${parsed.search}` : url;
}

/**
 * The top-level tasks (`RunTask`) of one thread, each with its time by kind of work (its events'
 * own time, nesting by containment) and what its largest pieces were.
 * Times in ms; `start` from `origin` (a trace timestamp in µs).
 * @param {any[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {number} origin
 */
export function tasksOf(events, thread, origin) {
  const own = events
    .filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === "X" &&
        typeof e.dur === "number" &&
        typeof e.ts === "number",
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  /** @type {{ event: any, kind: string, end: number, childTime: number }[]} */
  let stack = [];
  let task = null;
  const close = (frame) => {
    const self = Math.max(0, frame.event.dur - frame.childTime) / 1000;
    task.kinds[frame.kind] += self;
    const what = detail(frame.event);
    if (what) task.details.set(what, (task.details.get(what) ?? 0) + frame.event.dur / 1000);
  };
  const finishTask = () => {
    while (stack.length) close(stack.pop());
    if (task) tasks.push(finish(task));
    task = null;
  };
  for (const event of own) {
    const end = event.ts + event.dur;
    while (stack.length && event.ts >= stack.at(-1).end) close(stack.pop());
    if (!stack.length) {
      finishTask();
      // Work outside a task, or before the navigation (the blank page before it), is not the page's.
      if (event.name !== "RunTask" || event.ts < origin) continue;
      task = {
        start: (event.ts - origin) / 1000,
        duration: event.dur / 1000,
        kinds: Object.fromEntries(KIND_NAMES.map((kind) => [kind, 0])),
        details: new Map(),
      };
      stack.push({ event, kind: "other", end, childTime: 0 });
      continue;
    }
    const parent = stack.at(-1);
    parent.childTime += Math.min(event.dur, parent.end - event.ts);
    stack.push({ event, kind: kindOf.get(event.name) ?? parent.kind, end, childTime: 0 });
  }
  finishTask();
  return tasks;
}

/** A task's figures, its three largest pieces of detail named. */
function finish({ start, duration, kinds, details }) {
  const causes = [...details.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([what, ms]) => `${what} (${Math.round(ms)} ms)`);
  return { start, duration, kinds, causes };
}

/**
 * A load's figures from its tasks: main-thread time by kind, the long tasks (over `longTaskMs`)
 * with their main kind and causes, and the blocking time (each long task's time over
 * `longTaskMs`), in all and after the first contentful paint (as Lighthouse's TBT counts it,
 * `fcp` in ms from the same origin; null counts all).
 * @param {ReturnType<typeof tasksOf>} tasks
 * @param {{ fcp?: number | null, longTaskMs?: number }} [options]
 */
export function summarizeLoad(tasks, { fcp = null, longTaskMs = LONG_TASK_MS } = {}) {
  const kinds = Object.fromEntries(KIND_NAMES.map((kind) => [kind, 0]));
  let total = 0;
  let blocking = 0;
  let blockingAfterFcp = 0;
  const longTasks = [];
  for (const task of tasks) {
    total += task.duration;
    for (const kind of KIND_NAMES) kinds[kind] += task.kinds[kind];
    if (task.duration <= longTaskMs) continue;
    blocking += task.duration - longTaskMs;
    if (fcp !== null && task.start + task.duration > fcp) {
      // As Lighthouse: only the part of the task after the paint counts.
      const after = task.start + task.duration - Math.max(task.start, fcp);
      blockingAfterFcp += Math.max(0, after - longTaskMs);
    }
    const main = KIND_NAMES.reduce((a, b) => (task.kinds[b] > task.kinds[a] ? b : a));
    longTasks.push({ start: task.start, duration: task.duration, main, causes: task.causes });
  }
  return {
    total,
    kinds,
    longTasks,
    blocking,
    blockingAfterFcp: fcp === null ? blocking : blockingAfterFcp,
  };
}

/**
 * One page's row from several loads: the median of each figure over the runs.
 * @param {string} path
 * @param {{ load: ReturnType<typeof summarizeLoad>, domNodes: number }[]} runs
 */
export function pageRow(path, runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    path,
    runs: runs.length,
    domNodes: of((run) => run.domNodes),
    total: of((run) => run.load.total),
    kinds: Object.fromEntries(KIND_NAMES.map((kind) => [kind, of((run) => run.load.kinds[kind])])),
    longTasks: of((run) => run.load.longTasks.length),
    blocking: of((run) => run.load.blocking),
    blockingAfterFcp: of((run) => run.load.blockingAfterFcp),
  };
}

/** The table: one row a page, times in ms. @param {ReturnType<typeof pageRow>[]} rows */
export function formatTable(rows) {
  const header = ["page", "nodes", "total", ...KIND_NAMES, "long", "blocking", "after FCP"];
  const ms = (value) => String(Math.round(value));
  const cells = rows.map((row) => [
    row.path,
    String(Math.round(row.domNodes)),
    ms(row.total),
    ...KIND_NAMES.map((kind) => ms(row.kinds[kind])),
    String(row.longTasks),
    ms(row.blocking),
    ms(row.blockingAfterFcp),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

/** One load's long tasks, a line each: when, how long, its main kind of work and causes. */
export function formatLongTasks(path, load) {
  if (!load.longTasks.length) return `${path}: no long task`;
  return [
    `${path}: ${load.longTasks.length} long task(s)`,
    ...load.longTasks.map(
      (task) =>
        `  at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms, mostly ${task.main}; ${task.causes.join(", ") || "-"}`,
    ),
  ].join("\n");
}
