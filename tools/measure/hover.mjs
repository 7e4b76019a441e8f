// The hovered-link check (`npm run hover`, after `npm run build`; a step of `npm test`): does a
// post hovered on /blog open faster than one opened without any preparation, with the service
// worker in control, as readers live? On the built site served as the host serves it (HTTP/2 over
// TLS, an hour of caching on pages), in Chromium at desktop size (a mouse hovers), every page
// throttled to slow 4G (150 ms, 1.6 Mbps down, Lighthouse's mobile network), the service worker's
// own requests too (DevTools' emulation of a page does not reach them), and CPU_SLOWDOWN.
// Each run is a fresh reader (a context of its own, a cold cache):
//   - first visit: /blog loads, the worker installs and takes the page over (clientsClaim); a post
//     card is hovered for 4 s (the speculation rules prepare it), then clicked: when the post's
//     first byte came after the click, and its first paint. Back on /blog, another post is opened
//     with the rules removed (unprepared): the same times.
//   - repeat visit: the reader comes back on a new connection, /blog loaded through the worker,
//     and the same two measurements on two more posts.
// The verdict is a ratio measured in the same run, never an absolute time: the median hovered
// arrival over the median unprepared one, for each visit, at most HOVER_RATIO; the first paints
// are printed beside them (tools/measure/hover-judge.mjs says why they are not judged). Prints a
// table and appends the medians and ratios to test-results/timings.jsonl
// (tools/measure/timing-history.mjs); exits 1 when a ratio is over or the measurement is void
// (the ratio's verdict held on every run on a loaded machine: docs/decisions.md, "Timings
// measured everywhere, judged on a schedule"). Chromium prerenders nothing for a page driven over
// DevTools (PrerenderingDisabledByDevTools), so this measures the prefetch that stands in for it.
// `npm run hover -- --runs 7` for more runs (HOVER_RUNS by default).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { cpuSlowdown, slowDown } from "./cpu-slowdown.mjs";
import { startPreview } from "../serve/preview.mjs";
import { unusableBuild } from "../lib/site-settings.mjs";
import { throttleWorkers } from "./target-session.mjs";
import { arrival } from "./arrival.mjs";
import {
  HOVER_RATIO,
  HOVER_RUNS,
  SLOW_4G,
  formatHover,
  hoverTimings,
  judgeHover,
} from "./hover-judge.mjs";
import { TIMINGS_FILE, appendTimings } from "./timing-history.mjs";

const slowdown = cpuSlowdown();
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : HOVER_RUNS;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of runs, e.g. --runs 5");
  process.exit(2);
}
const realBuild = unusableBuild(process.cwd());
if (realBuild) {
  console.error(realBuild);
  process.exit(1);
}

/** A post card's link on /blog. */
const CARD = "article h2 a[href^='/blog/']";
/** How long the reader hovers before clicking (the 4 s: the prefetch has long arrived). */
const HOVER_MS = 4000;

// The host keeps a page an hour in the browser's cache (`max-age=3600`, not in firebase.json).
const server = await startPreview({ http2: true, defaultCacheControl: "max-age=3600" });
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${server.spki}`],
});
// The worker's own requests (the pages it fetches, the prefetches it answers) are throttled too:
// a page's network emulation does not reach them (tools/measure/target-session.mjs). With
// HOVER_PAGE_ONLY=1 they are not, as in the measurement (the check then fails: its
// unprepared posts arrive sooner than the network allows).
const workers = process.env.HOVER_PAGE_ONLY
  ? { ready: async () => {} }
  : await throttleWorkers(await browser.newBrowserCDPSession(), server.url, SLOW_4G);

/** Throttles `page` (and what it fetches) to slow 4G and slows its CPU down. */
async function throttle(page) {
  await slowDown(page, slowdown);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  if (process.env.HOVER_DEBUG) {
    await cdp.send("Preload.enable");
    cdp.on("Preload.prefetchStatusUpdated", (e) =>
      console.log(
        `    prefetch ${new URL(e.key.url).pathname} ${e.status} ${e.prefetchStatus ?? ""}`,
      ),
    );
    cdp.on("Preload.prerenderStatusUpdated", (e) =>
      console.log(
        `    prerender ${new URL(e.key.url).pathname} ${e.status} ${e.prerenderStatus ?? ""}`,
      ),
    );
  }
  return cdp;
}

/** Opens /blog through `page` and waits until the worker controls it and the network is quiet. */
async function openBlog(page) {
  await page.goto(`${server.url}/blog`, { waitUntil: "load" });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
  await workers.ready();
  await page.waitForLoadState("networkidle");
}

/** The n-th card hovered for HOVER_MS, then clicked: its arrival. */
async function hovered(page, n) {
  await openBlog(page);
  const card = page.locator(CARD).nth(n);
  await card.hover();
  await page.waitForTimeout(HOVER_MS);
  await card.click();
  await page.locator("main h1").waitFor();
  return arrival(page);
}

/** The n-th card clicked on /blog without its speculation rules: its arrival. */
async function unprepared(page, n) {
  await openBlog(page);
  await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
  const card = page.locator(CARD).nth(n);
  await card.click();
  await page.locator("main h1").waitFor();
  return arrival(page);
}

/** One fresh reader: first visit then repeat visit, four posts; the order alternates by run. */
async function run(index) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    serviceWorkers: "allow",
  });
  try {
    // Which posts are hovered and which unprepared alternates, so no post's size favours either.
    const [a, b, c, d] = index % 2 ? [1, 0, 3, 2] : [0, 1, 2, 3];
    let page = await context.newPage();
    await throttle(page);
    const first = { hovered: await hovered(page, a), unprepared: await unprepared(page, b) };
    await page.close();
    // The reader comes back: a new tab on a new connection, the worker in control from the start.
    await server.closeConnections();
    page = await context.newPage();
    await throttle(page);
    const repeat = { hovered: await hovered(page, c), unprepared: await unprepared(page, d) };
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const result = await run(i);
    results.push(result);
    const line = (/** @type {string} */ visit) =>
      `${visit} ${result[visit].hovered.response}/${result[visit].hovered.fcp} ms (${result[visit].hovered.delivery}) against ${result[visit].unprepared.response}/${result[visit].unprepared.fcp} ms`;
    console.log(`  run ${i + 1}: ${line("first")}, ${line("repeat")}`);
    if (process.env.HOVER_DEBUG) console.log(JSON.stringify(result));
  }
} finally {
  await browser.close();
  await server.stop();
}

const verdict = judgeHover(results);
if (slowdown !== 1) console.log(`CPU slowed down x${slowdown} (CPU_SLOWDOWN=${slowdown})`);
console.log(`\n${formatHover(verdict)}`);
const kept = appendTimings(hoverTimings(verdict));
console.log(`${kept} timings appended to ${TIMINGS_FILE}.`);
if (verdict.failures.length) {
  console.error(`\nHovered-link check failed:\n- ${verdict.failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nHovered-link check passed: hovered within ${HOVER_RATIO} of unprepared.`);
