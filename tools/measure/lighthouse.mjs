// The Lighthouse gate (`npm run lighthouse`, after `npm run build`): Lighthouse with its mobile
// defaults (phone form factor, simulated throttling) on every page (tools/measure/pages.ts), served
// as the host serves them (tools/serve/preview.mjs: HTTP/2 over TLS, compression, redirects,
// headers). One page at a time by default; `--slots 2` measures two at once, each slot a worker
// thread with its own Chromium and server (Lighthouse keeps state per process, so two runs never
// share one): what blocks is the same, and the timings printed are those of a busier machine
// (`npm test` runs three, two where it may use one core; the nightly trend, which judges timings, one). The Firebase emulators must answer (the testimonial wall reads Firestore, the account
// pages use Auth): a running local backend is used, else one is started for the run.
// The pages of REPEAT_PAGES are measured again on a repeat visit with the service worker in
// control (a first visit installs it; Lighthouse then keeps the site's storage), as readers who
// come back live (tools/measure/lighthouse-visits.mjs). Each page is measured once.
// Prints one table and exits 1, naming each page and check, when a page misses a blocking
// threshold (accessibility, best practices, SEO, layout shift, the LCP image's discovery:
// tools/measure/lighthouse-gate.mjs). The timings (performance score, LCP, FCP, TBT) are printed,
// those over their aim listed, and appended to test-results/timings.jsonl
// (tools/measure/timing-history.mjs); they never set the exit code (the nightly trend judges them,
// tools/measure/timing-trend.mjs). `npm run lighthouse -- /about /blog/1` runs those pages only.
// `--no-timings` (`npm test` with more than one area) measures what blocks and no timing: the judged
// categories and audits only (runSettings in lighthouse-gate.mjs), each page loaded and audited in
// one Lighthouse run, with no CPU calibration and no saved artifacts; it prints and appends no
// timing (the timings area run alone, as the nightly trend runs it, measures them).
// Every report is kept as test-results/lighthouse/<page>.json, with summary.json (FCP too).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import {
  CPU_CALIBRATION,
  THRESHOLDS,
  TIMING_AIMS,
  calibrated,
  calibratedMultiplier,
  cpuWorkload,
  fixedServers,
  formatTable,
  isNoindex,
  judge,
  LCP_AFTER_BARE,
  lcpAfterBare,
  lcpIsImage,
  lighthouseConfig,
  missedAims,
  runSettings,
  skippedAudits,
  summarize,
  toThreadTime,
} from "./lighthouse-gate.mjs";
import { BARE_PAGE, measuredOnRepeat } from "./lighthouse-visits.mjs";
import { NO_TIMINGS, keepTimings, measuresTimings } from "./timing-history.mjs";
import { LOCAL_CLOUDINARY } from "../../src/site/local-addresses.ts";
import {
  ensureStandIns,
  localBackendRunning,
  seedLivedInLocal,
  startLocalBackend,
} from "../dev/local-backend.mjs";
import { PAGES } from "./pages.ts";
import { inSlots } from "../lib/slots.mjs";
import { median } from "../lib/stats.mjs";
import { startPreview } from "../serve/preview.mjs";
import { unusableBuild } from "../lib/site-settings.mjs";

const OUT = "test-results/lighthouse";

/**
 * `--slots N` (how many pages at once), `--no-timings` (what blocks only), then the pages asked
 * for (every page when none is).
 */
function parseArgs(args) {
  const timings = measuresTimings(args);
  const argv = args.filter((arg) => arg !== NO_TIMINGS);
  const at = argv.indexOf("--slots");
  const slots = at < 0 ? 1 : Number(argv[at + 1]);
  if (!Number.isInteger(slots) || slots < 1) {
    console.error(`--slots takes a whole number of at least 1, not "${argv[at + 1]}"`);
    process.exit(2);
  }
  return { slots, timings, only: at < 0 ? argv : argv.filter((_, i) => i !== at && i !== at + 1) };
}
// A worker thread (a slot) is told by the main thread whether the run measures the timings.
const {
  slots,
  timings: timed,
  only,
} = isMainThread
  ? parseArgs(process.argv.slice(2))
  : { slots: 1, timings: Boolean(workerData?.timings), only: [] };
const pages = only.length ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
if (only.length && pages.length !== only.length) {
  console.error(`Unknown page(s): ${only.filter((p) => !PAGES.some((page) => page.path === p))}`);
  process.exit(2);
}

/** GET over HTTPS trusting the preview's certificate: its status and body. */
function fetchTrusting(url, ca) {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, text }));
    }).on("error", reject);
  });
}

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

/**
 * The workload's main-thread CPU time (ms), CPU_CALIBRATION.runs times, in `page` (whose thread
 * time `threadSeconds` reads).
 */
async function workloadRuns(page, threadSeconds) {
  const runs = [];
  for (let run = 0; run < CPU_CALIBRATION.runs; run++) {
    const before = await threadSeconds();
    await page.evaluate(cpuWorkload);
    runs.push(((await threadSeconds()) - before) * 1000);
  }
  return runs;
}

/**
 * A Chromium and a preview server of their own, and the calibration tab: CPU_CALIBRATION's
 * workload runs there, its main thread's CPU time read from the browser's own counters.
 */
async function openSession() {
  // The bare page is served beside the site's (it is measured when the timings are).
  const server = await startPreview({
    http2: true,
    extraPages: { [BARE_PAGE.path]: BARE_PAGE.html },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: await ensureChromium(),
    // The preview's self-signed certificate is trusted by its key, and nothing else is.
    chromeFlags: [
      "--headless",
      ...CHROMIUM_ARGS,
      `--ignore-certificate-errors-spki-list=${server.spki}`,
    ],
    logLevel: "silent",
  });
  const calibration = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const calibrationPage = await calibration.contexts()[0].newPage();
  const cdp = await calibrationPage.context().newCDPSession(calibrationPage);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const threadSeconds = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find(({ name }) => name === "ThreadTime")
      ?.value ?? NaN;
  return {
    server,
    chrome,
    calibrationPage,
    workloadRuns: () => workloadRuns(calibrationPage, threadSeconds),
    close: async () => {
      await calibration.close().catch(() => {});
      chrome.kill();
      await server.stop();
    },
  };
}

/**
 * A repeat visit's first half: `url` loaded in the calibration tab (the same browser profile as
 * Lighthouse's tab) until the service worker controls it and the network is quiet, as a reader's
 * first visit leaves the worker installed with the page kept; then the tab leaves the site.
 */
async function installWorker({ calibrationPage }, url) {
  await calibrationPage.goto(url, { waitUntil: "load" });
  await calibrationPage.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
    timeout: 60_000,
  });
  await calibrationPage.waitForLoadState("networkidle");
  await calibrationPage.goto("about:blank");
}

/**
 * Lighthouse on one page: a first visit (Lighthouse empties the origin's storage and cache, the
 * worker with them), or with `repeat` a repeat visit with the service worker in control (a first
 * visit installs it, then Lighthouse keeps what is stored: `disableStorageReset`). One run: what
 * blocks does not move from run to run, and the timings are judged on several runs' medians by
 * the nightly trend. Resolves with the result and its judgement.
 */
async function measure(session, path, { repeat = false } = {}) {
  const { server, chrome, workloadRuns } = session;
  const url = `${server.url}${path}`;
  const response = await fetchTrusting(url, server.cert);
  const noindex = isNoindex(response.text);
  const notFound = response.status === 404;
  const options = {
    port: chrome.port,
    output: "json",
    logLevel: process.env.LH_LOG ?? "error",
    ...runSettings({ timings: timed }),
    skipAudits: skippedAudits(noindex, notFound),
    // The 404 pages are measured too (Lighthouse stops at an error status by default).
    ignoreStatusCode: true,
    // The HTML report's picture of the whole page, which no score uses (the filmstrip that
    // Speed Index is computed from is kept).
    disableFullPageScreenshot: true,
    disableStorageReset: repeat,
  };
  const name = PAGES.find((page) => page.path === path)?.name ?? "bare-page";
  const artifacts = `${OUT}/artifacts/${name}${repeat ? "-repeat" : ""}`;
  // Two phases: Lighthouse loads the page and saves what it saw (the trace, the network log),
  // then audits it with the CPU slowdown calibrated to this machine (CPU_CALIBRATION), every
  // task at its CPU time (toThreadTime) and the servers' answer times fixed (fixedServers), so
  // the timings depend as little as they can on how fast or busy the machine is (Lantern's LCP
  // still moves with what the load had asked for when the largest paint was seen: those
  // timings are reported, not judged). Simulated throttling slows
  // nothing while the page loads, so what is gathered is the same whatever the audits use.
  const run = async () => {
    rmSync(artifacts, { recursive: true, force: true });
    // The CPU is measured just before and just after the page loads: its speed drifts on a
    // shared machine, and the median of both sides is what the load most likely saw.
    const before = await workloadRuns();
    if (repeat) await installWorker(session, url);
    await lighthouse(url, { ...options, gatherMode: artifacts }, lighthouseConfig(notFound));
    const multiplier = calibratedMultiplier(median([...before, ...(await workloadRuns())]));
    const gathered = readJson(`${artifacts}/artifacts.json`);
    const servers = fixedServers(readJson(`${artifacts}/devtoolslog.json`));
    const audited = calibrated(gathered, multiplier, servers);
    writeFileSync(`${artifacts}/artifacts.json`, JSON.stringify(audited));
    const trace = `${artifacts}/trace.json`;
    writeFileSync(trace, JSON.stringify(toThreadTime(readJson(trace))));
    const result = await lighthouse(
      undefined,
      {
        ...options,
        auditMode: artifacts,
        throttling: audited.settings.throttling,
        precomputedLanternData: servers,
      },
      lighthouseConfig(notFound),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  };
  // Without the timings, one Lighthouse run: it loads the page and audits what it saw.
  const runBlocking = async () => {
    rmSync(artifacts, { recursive: true, force: true });
    if (repeat) await installWorker(session, url);
    const result = await lighthouse(url, options, lighthouseConfig(notFound));
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  };
  const label = repeat ? `${path} (repeat)` : path;
  const lhr = timed ? await run() : await runBlocking();
  writeFileSync(`${OUT}/${name}${repeat ? "-repeat" : ""}.json`, JSON.stringify(lhr));
  const summary = summarize(lhr);
  const lcpImage = lcpIsImage(lhr);
  // The bare page is a yardstick, not a page of the site: measured, never judged.
  if (path === BARE_PAGE.path)
    return { summary, noindex, notFound, label, lcpImage, failures: [], timings: [] };
  const verdict = judge(label, summary, lhr, { standIn: LOCAL_CLOUDINARY, timings: timed });
  return { summary, noindex, notFound, label, lcpImage, ...verdict };
}

/**
 * One page in `session`: its first visit and, for REPEAT_PAGES, its repeat visit; resolves with
 * their rows, failures and timings.
 * @param {Awaited<ReturnType<typeof openSession>>} session
 * @param {string} path
 */
async function measurePage(session, path) {
  const measured = { rows: [], failures: [], timings: [] };
  for (const repeat of measuredOnRepeat(path) ? [false, true] : [false]) {
    const pageStarted = Date.now();
    const result = await measure(session, path, { repeat });
    const { noindex, notFound, summary, lcpImage } = result;
    measured.rows.push({ path: result.label, noindex, notFound, summary, lcpImage, repeat });
    measured.failures.push(...result.failures);
    measured.timings.push(...result.timings);
    console.log(`  ${result.label} (${((Date.now() - pageStarted) / 1000).toFixed(1)} s)`);
  }
  return measured;
}

/**
 * The pages measured `count` at a time, each slot a worker thread (this file, run in each) with
 * a session of its own, taking the next page as soon as it is free; resolves with every page's
 * rows in the pages' order, the failures and the timings.
 * @param {readonly string[]} paths
 * @param {number} count
 */
async function measureInSlots(paths, count) {
  const workers = Array.from({ length: count }, () => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { timings: timed } });
    /** Resolves with the worker's answer for `path`. @param {string} path */
    const ask = (path) =>
      new Promise((resolve, reject) => {
        const failed = (error) => reject(error);
        const stopped = (code) =>
          reject(new Error(`The Lighthouse worker stopped on ${path} (exit code ${code})`));
        worker.once("error", failed);
        worker.once("exit", stopped);
        worker.once("message", (answer) => {
          worker.off("error", failed);
          worker.off("exit", stopped);
          if (answer.error) reject(new Error(answer.error));
          else resolve(answer);
        });
        worker.postMessage(path);
      });
    return { worker, ask };
  });
  try {
    const results = await inSlots(paths, workers, (path, { ask }) => ask(path));
    return {
      rows: results.flatMap((result) => result.rows),
      failures: results.flatMap((result) => result.failures),
      timings: results.flatMap((result) => result.timings),
    };
  } finally {
    // Each worker closes its session when told there is no more (null), then ends.
    await Promise.all(
      workers.map(
        ({ worker }) =>
          new Promise((resolve) => {
            worker.once("exit", resolve);
            worker.postMessage(null);
          }),
      ),
    );
  }
}

/** Every page in one session, one after another. @param {readonly string[]} paths */
async function measureInTurn(paths) {
  const session = await openSession();
  const measured = { rows: [], failures: [], timings: [] };
  try {
    for (const path of paths) {
      const result = await measurePage(session, path);
      measured.rows.push(...result.rows);
      measured.failures.push(...result.failures);
      measured.timings.push(...result.timings);
    }
  } finally {
    await session.close();
  }
  return measured;
}

// With the timings, the bare page first: each page's LCP image is timed against it (lcpAfterBare).
const paths = [...(timed ? [BARE_PAGE.path] : []), ...pages.map(({ path }) => path)];
if (!isMainThread) {
  // A worker thread (a slot): measures each page the main thread sends, until it sends null.
  const session = await openSession();
  parentPort?.on("message", async (path) => {
    if (path === null) {
      await session.close();
      parentPort?.close();
      return;
    }
    try {
      parentPort?.postMessage(await measurePage(session, path));
    } catch (error) {
      parentPort?.postMessage({ error: String(error?.stack ?? error) });
    }
  });
} else {
  // A build made for the owner's real project is never measured: its pages would talk to it.
  const realBuild = unusableBuild(process.cwd());
  if (realBuild) {
    console.error(realBuild);
    process.exit(1);
  }
  const started = Date.now();
  let backend = null;
  if (!(await localBackendRunning())) {
    backend = await startLocalBackend({ seed: false, standIns: false });
    if (backend.problem) {
      await backend.stop();
      console.error(`The Firebase emulators could not start: ${backend.problem}`);
      process.exit(1);
    }
  }
  // The wall and Expertise as they are lived in: what the build baked (docs/testing.md), with
  // the photos from the Cloudinary stand-in.
  await seedLivedInLocal();
  const stopStandIns = await ensureStandIns();
  mkdirSync(OUT, { recursive: true });
  let measured;
  try {
    measured = slots > 1 ? await measureInSlots(paths, slots) : await measureInTurn(paths);
  } finally {
    await stopStandIns();
    await backend?.stop();
  }
  const { failures } = measured;
  const bare = measured.rows.find((row) => row.path === BARE_PAGE.path);
  const rows = measured.rows.filter((row) => row !== bare);
  const timings = [
    ...measured.timings,
    ...lcpAfterBare(
      // First visits, as the bare page's is.
      rows
        .filter((row) => !row.repeat)
        .map((row) => ({ path: row.path, lcp: row.summary.lcp, lcpImage: row.lcpImage })),
      bare?.summary.lcp ?? null,
    ),
  ];
  writeFileSync(`${OUT}/summary.json`, `${JSON.stringify(rows, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const judged =
    `\n* noindex: exempt from the is-crawlable audit. 404: answered with 404 by the host, exempt from ` +
    `the status audit and from that 404's console message. Judged: accessibility ${THRESHOLDS.accessibility}, ` +
    `best practices ${THRESHOLDS["best-practices"]}, SEO ${THRESHOLDS.seo}, CLS ${THRESHOLDS.cls}, the LCP image ` +
    `in the HTML as sent, eager, fetchpriority=high.`;
  console.log(`\n${formatTable(rows, { timings: timed })}`);
  if (timed) {
    console.log(
      `The bare page (a heading and a line): LCP ${Math.round(bare?.summary.lcp ?? NaN)} ms. ` +
        `Each page's LCP image after it, ms: ${
          timings
            .filter((timing) => timing.metric === LCP_AFTER_BARE)
            .map((timing) => `${timing.page} ${Math.round(timing.value)}`)
            .join(", ") || "none"
        }`,
    );
    console.log(
      `${judged} Timings, reported and not judged here: performance ` +
        `(aim ${TIMING_AIMS.performance}), LCP (aim ${TIMING_AIMS.lcp} ms), FCP, TBT (aim ${TIMING_AIMS.tbt} ms), ` +
        `the LCP image after the bare page's LCP (aim ${TIMING_AIMS.lcpAfterBare} ms). ` +
        `CPU x: the simulated CPU slowdown the page was audited with, calibrated to this machine ` +
        `(4 where the workload takes ${CPU_CALIBRATION.referenceMs} ms; docs/decisions.md "Blocking time on any machine"). ` +
        `${rows.length} pages in ${seconds} s.`,
    );
    const missed = missedAims(timings);
    console.log(
      `\nTimings over their aim (reported, not judged: the nightly trend judges them): ${missed.length ? `\n- ${missed.join("\n- ")}` : "none"}`,
    );
    console.log(keepTimings(timings, { timed, timingsRun: "npm test -- --area timings" }));
  } else {
    console.log(
      `${judged} No timing measured (--no-timings): \`npm test -- --area timings\`, as the nightly ` +
        `trend runs it, measures them. ${rows.length} pages in ${seconds} s.`,
    );
  }
  if (failures.length) {
    console.error(`\nLighthouse gate failed:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log(`\nLighthouse gate passed: ${rows.length} pages.`);
}
