import { describe, expect, it } from "vitest";
import {
  KIND_NAMES,
  LONG_TASK_MS,
  formatLongTasks,
  formatTable,
  mainThreadOf,
  pageMarks,
  pageRow,
  shortUrl,
  summarizeLoad,
  tasksOf,
} from "../../../../tools/measure/main-thread-report.mjs";

const PAGE = "https://127.0.0.1:4321/guides/css";
const thread = { pid: 2, tid: 7 };
/** A complete event of the page's main thread: start and duration in ms from 1 s. */
const x = (name: string, start: number, dur: number, args: object = {}) => ({
  name,
  ph: "X",
  pid: 2,
  tid: 7,
  ts: 1_000_000 + start * 1000,
  dur: dur * 1000,
  args,
});
const meta = [
  { name: "thread_name", ph: "M", pid: 1, tid: 1, args: { name: "CrBrowserMain" } },
  { name: "thread_name", ph: "M", pid: 2, tid: 7, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: 3, tid: 9, args: { name: "CrRendererMain" } },
];
const marks = [
  {
    name: "navigationStart",
    ph: "R",
    pid: 2,
    tid: 7,
    ts: 900_000,
    args: { data: { documentLoaderURL: "", navigationId: "A" } },
  },
  {
    name: "navigationStart",
    ph: "R",
    pid: 2,
    tid: 7,
    ts: 1_000_000,
    args: { data: { documentLoaderURL: PAGE, navigationId: "B" } },
  },
  {
    name: "firstContentfulPaint",
    ph: "R",
    pid: 2,
    tid: 7,
    ts: 1_400_000,
    args: { data: { navigationId: "B" } },
  },
];

describe("mainThreadOf", () => {
  it("is the renderer thread that parsed the page", () => {
    const events = [
      ...meta,
      x("ParseHTML", 0, 5, { beginData: { url: PAGE } }),
      { ...x("ParseHTML", 0, 5, { beginData: { url: "about:blank" } }), pid: 3, tid: 9 },
    ];
    expect(mainThreadOf(events, "https://127.0.0.1:4321")).toEqual(thread);
    expect(mainThreadOf(events, "https://elsewhere.test")).toBeNull();
  });
});

describe("pageMarks", () => {
  it("starts at the page's navigation and finds its first paint", () => {
    expect(pageMarks([...meta, ...marks], thread, PAGE)).toEqual({ origin: 1_000_000, fcp: 400 });
  });
  it("has no paint when none was recorded, and fails without the navigation", () => {
    expect(pageMarks(marks.slice(0, 2), thread, PAGE).fcp).toBeNull();
    expect(() => pageMarks(marks, thread, `${PAGE}x`)).toThrow(/no navigation/);
  });
});

describe("tasksOf", () => {
  const events = [
    ...meta,
    x("RunTask", -50, 10), // before the navigation: the blank page's
    x("RunTask", 0, 100),
    x("ParseHTML", 5, 60, { beginData: { url: PAGE } }),
    x("EvaluateScript", 10, 40, { data: { url: "https://127.0.0.1:4321/_astro/a.js" } }),
    x("v8.compile", 12, 8),
    x("RunTask", 200, 30),
    x("UpdateLayoutTree", 201, 12, { elementCount: 1200 }),
    x("Layout", 213, 15, { beginData: { totalObjects: 2900 } }),
    x("MinorGC", 300, 2), // outside a task: not counted
    { ...x("RunTask", 400, 80), pid: 3 }, // another process
  ];
  const tasks = tasksOf(events, thread, 1_000_000);

  it("keeps the page's top-level tasks, with their own time by kind", () => {
    expect(tasks.map((task) => [task.start, task.duration])).toEqual([
      [0, 100],
      [200, 30],
    ]);
    expect(tasks[0].kinds).toMatchObject({ parse: 20, script: 32, compile: 8, other: 40 });
    expect(tasks[1].kinds).toMatchObject({ style: 12, layout: 15, other: 3 });
    for (const task of tasks)
      expect(KIND_NAMES.reduce((sum, kind) => sum + task.kinds[kind], 0)).toBeCloseTo(
        task.duration,
      );
  });

  it("names the largest pieces of each task", () => {
    expect(tasks[0].causes).toEqual(["parse /guides/css (60 ms)", "/_astro/a.js (40 ms)"]);
    expect(tasks[1].causes).toEqual(["layout 2900 objects (15 ms)", "style 1200 elements (12 ms)"]);
  });
});

describe("summarizeLoad", () => {
  const task = (start: number, duration: number, kind = "script") => ({
    start,
    duration,
    kinds: { ...Object.fromEntries(KIND_NAMES.map((k) => [k, 0])), [kind]: duration },
    causes: ["x (1 ms)"],
  });

  it("sums the time by kind, lists the long tasks and their blocking time", () => {
    const load = summarizeLoad([task(0, 120, "parse"), task(300, 40), task(500, 90, "layout")], {
      fcp: 400,
    });
    expect(load.total).toBe(250);
    expect(load.kinds).toMatchObject({ parse: 120, script: 40, layout: 90 });
    expect(load.longTasks.map((t) => [t.start, t.main])).toEqual([
      [0, "parse"],
      [500, "layout"],
    ]);
    expect(load.blocking).toBe(120 - LONG_TASK_MS + 90 - LONG_TASK_MS);
    // As Lighthouse: tasks before the first paint do not count.
    expect(load.blockingAfterFcp).toBe(40);
  });

  it("counts only the part of a task after the first paint", () => {
    expect(summarizeLoad([task(0, 200)], { fcp: 80 }).blockingAfterFcp).toBe(70);
    expect(summarizeLoad([task(0, 200)], { fcp: 180 }).blockingAfterFcp).toBe(0);
    expect(summarizeLoad([task(0, 200)]).blockingAfterFcp).toBe(150);
  });
});

describe("the report", () => {
  const load = (blocking: number) => ({
    total: 100 + blocking,
    kinds: Object.fromEntries(KIND_NAMES.map((k) => [k, k === "style" ? blocking : 0])),
    longTasks: blocking ? [{ start: 10, duration: 50 + blocking, main: "style", causes: [] }] : [],
    blocking,
    blockingAfterFcp: blocking / 2,
  });

  it("takes each figure's median over the runs", () => {
    const row = pageRow("/about", [
      { load: load(0), domNodes: 400 },
      { load: load(80), domNodes: 400 },
      { load: load(20), domNodes: 402 },
    ]);
    expect(row).toMatchObject({
      path: "/about",
      runs: 3,
      domNodes: 400,
      total: 120,
      longTasks: 1,
      blocking: 20,
      blockingAfterFcp: 10,
    });
    expect(row.kinds.style).toBe(20);
  });

  it("prints a table and the long tasks", () => {
    const table = formatTable([pageRow("/about", [{ load: load(20), domNodes: 400 }])]);
    expect(table.split("\n")[0]).toMatch(
      /^page\s+nodes\s+total\s+script.*long\s+blocking\s+after FCP$/,
    );
    expect(table.split("\n")[2]).toMatch(/^\/about\s+400\s+120\s/);
    expect(formatLongTasks("/", load(0))).toBe("/: no long task");
    expect(formatLongTasks("/about", load(20))).toBe(
      "/about: 1 long task(s)\n  at 10 ms: 70 ms, mostly style; -",
    );
  });

  it("names a built file by its path", () => {
    expect(shortUrl("https://127.0.0.1:4321/_astro/a.js?v=1")).toBe("/_astro/a.js?v=1");
    expect(shortUrl("not a url")).toBe("not a url");
  });
});
