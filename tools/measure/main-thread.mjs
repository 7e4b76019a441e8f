// What blocks the main thread (`npm run main-thread`, after `npm run build`): loads each page in
// Chromium as Lighthouse's phone (412x823, touch) with the CPU slowed down for real
// (`Emulation.setCPUThrottlingRate`), records a performance trace of the load and prints, per
// page, the main thread's time by kind of work (script, compile, parse HTML and CSS, style, layout,
// paint, garbage collection), the long tasks (over 50 ms at the throttle) with what they were, and
// the blocking time, in all and after the first contentful paint (as Lighthouse's TBT counts it).
// Each page is loaded `--runs` times (3), every page once a round, each in a fresh context; the
// table has the medians, the long tasks are those of the run with the median blocking time.
// Served as the host serves the site (HTTP/2, compression, headers); the testimonial wall reads
// the Firestore emulator, which is started when no local backend answers.
//
//   npm run main-thread                      the island pages and the guides, CPU x4
//   npm run main-thread -- /guides/css       those pages only
//   npm run main-thread -- --rate 6          another throttle
//   npm run main-thread -- --rate calibrated the throttle of the Lighthouse gate (CPU_CALIBRATION:
//                                            as slow as the reference machine at x4; at least x1)
//   npm run main-thread -- --runs 5
//
// The figures are wall-clock times on this machine: they move with its speed and with whatever
// else runs on it, so this prints them and judges nothing (the Lighthouse gate judges blocking
// time on a calibrated CPU). The last run's trace of each page is kept in
// test-results/main-thread/<page>.json (open it in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { CPU_CALIBRATION, calibratedMultiplier, cpuWorkload } from "./lighthouse-gate.mjs";
import { median } from "../lib/stats.mjs";
import { ensureLocalBackend } from "../dev/local-backend.mjs";
import {
  TRACE_CATEGORIES,
  formatLongTasks,
  formatTable,
  mainThreadOf,
  pageMarks,
  pageRow,
  summarizeLoad,
  tasksOf,
} from "./main-thread-report.mjs";
import { PAGES, guideSlugs } from "./pages.ts";
import { startPreview } from "../serve/preview.mjs";
import { unusableBuild } from "../lib/site-settings.mjs";

const OUT = "test-results/main-thread";
/** The pages measured when none is named: those with islands or scripts, and the long guides. */
const DEFAULT_PAGES = [
  "/",
  "/about",
  "/expertise",
  "/testimonials",
  "/testimonials/culinary",
  "/contact",
  ...guideSlugs().map((slug) => `/guides/${slug}`),
];
/** Lighthouse's mobile screen (its default `screenEmulation`). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** How long the page is watched after the network is idle: late hydration, fonts, timers. */
const QUIET_MS = 3000;

const { values, positionals } = parseArgs({
  options: { rate: { type: "string", default: "4" }, runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const paths = positionals.length ? positionals : DEFAULT_PAGES;
const unknown = paths.filter((path) => !PAGES.some((page) => page.path === path));
if (
  unknown.length ||
  !(runs >= 1) ||
  (values.rate !== "calibrated" && !(Number(values.rate) >= 1))
) {
  console.error(
    unknown.length
      ? `Unknown page(s): ${unknown.join(", ")}`
      : "--runs takes a whole number from 1, --rate a number from 1 or `calibrated`",
  );
  process.exit(2);
}
const realBuild = unusableBuild(process.cwd());
if (realBuild) {
  console.error(realBuild);
  process.exit(1);
}

/** Stops the emulators if this started them (the running ones are used as they are). */
let stopBackend;
try {
  stopBackend = await ensureLocalBackend();
} catch (error) {
  console.error(`The Firebase emulators could not start: ${error.message}`);
  process.exit(1);
}
const server = await startPreview({ http2: true });
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${server.spki}`],
});
mkdirSync(OUT, { recursive: true });

/** The calibrated throttle: the Lighthouse gate's workload, its main-thread CPU time read. */
async function calibratedRate() {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const threadSeconds = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find(({ name }) => name === "ThreadTime")
      ?.value ?? NaN;
  const times = [];
  for (let run = 0; run < CPU_CALIBRATION.runs * 2; run++) {
    const before = await threadSeconds();
    await page.evaluate(cpuWorkload);
    times.push(((await threadSeconds()) - before) * 1000);
  }
  await page.close();
  return Math.max(1, calibratedMultiplier(median(times)));
}

/** One load of a page at the throttle: its figures, its DOM's size and its trace. */
async function load(path, rate) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await browser.startTracing(page, { categories: [...TRACE_CATEGORIES] });
    const url = server.url + path;
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    await page.waitForTimeout(QUIET_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    const events = trace.traceEvents;
    const thread = mainThreadOf(events, server.url);
    if (!thread) throw new Error(`${path}: no main thread in the trace`);
    const marks = pageMarks(events, thread, url);
    const figures = summarizeLoad(tasksOf(events, thread, marks.origin), { fcp: marks.fcp });
    return { load: figures, domNodes, trace };
  } finally {
    await context.close();
  }
}

const byPage = new Map(paths.map((path) => [path, []]));
try {
  const rate = values.rate === "calibrated" ? await calibratedRate() : Number(values.rate);
  console.log(`CPU throttle x${rate.toFixed(2)}, ${runs} run(s) a page, times in ms (medians)`);
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      const result = await load(path, rate);
      byPage.get(path).push(result);
      if (run === runs - 1) {
        const name = PAGES.find((page) => page.path === path)?.name ?? "page";
        writeFileSync(`${OUT}/${name}.json`, JSON.stringify(result.trace));
      }
      delete result.trace;
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await stopBackend();
}

const rows = [...byPage].map(([path, results]) => pageRow(path, results));
console.log(formatTable(rows));
console.log("");
for (const [path, results] of byPage) {
  const sorted = [...results].sort((a, b) => a.load.blocking - b.load.blocking);
  const typical = sorted[(sorted.length - 1) >> 1];
  console.log(formatLongTasks(path, typical.load));
}
writeFileSync(`${OUT}/summary.json`, JSON.stringify({ rows, loads: Object.fromEntries(byPage) }));
