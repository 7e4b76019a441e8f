// The hovered-link check (`npm run hover`, after `npm run build`; a step of `npm test`): does a
// post hovered on /blog show itself sooner after the click than one opened without any
// preparation, with the service worker in control, as readers live? On the built site served as
// the host serves it (HTTP/2 over TLS, an hour of caching on pages), in Chromium at desktop size (a
// mouse hovers), every page throttled to slow 4G (150 ms, 1.6 Mbps down, Lighthouse's mobile
// network), the service worker's own requests too (DevTools' emulation of a page does not reach
// them), and CPU_SLOWDOWN.
// Chromium is driven through Puppeteer, whose sessions on a page are attached through the page's
// tab: Chromium refuses to prerender for a page that has a DevTools session of the older kind
// (`PrerenderingDisabledByDevTools`), which is what Playwright's are, and what a session opened
// here with `page.createCDPSession()` would be. So the speculation rules' prerender happens here as
// it does for a reader, and the click activates it.
// Each run is a fresh reader (a browser context of its own, a cold cache):
//   - first visit: /blog loads, the worker installs and takes the page over (clientsClaim); a post
//     card is hovered for 4 s (the speculation rules prepare it), then clicked: the post's first
//     paint after the click, and its first byte. Back on /blog, another post is opened with the
//     rules removed (unprepared): the same times.
//   - repeat visit: the reader comes back on a new connection, /blog loaded through the worker,
//     and the same two measurements on two more posts.
// The verdict, for each visit, never an absolute time (tools/measure/hover-judge.mjs): every hovered
// click served from what the rules prepared, and the refused prerender's prefetch first byte at
// most HOVER_RATIO of an unprepared post's. The hovered post's first paint as a ratio of the
// unprepared one's is printed and appended, with the medians, to test-results/timings.jsonl
// (tools/measure/timing-history.mjs), and judged by the nightly trend on the night's median
// (CEILINGS, tools/measure/timing-trend.mjs). Exits 1 when a verdict fails or the measurement is
// void. `npm run hover -- --runs 7` for more runs (HOVER_RUNS by default). `--no-timings` (`npm
// test` with more than the timings area): one run, its verdicts judged, its figures printed and
// none kept; what it judges is the same in every run (docs/decisions.md, "The fifth round: what
// blocks, once").
// HOVER_DEBUG=1 prints each click's timings.
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { cpuSlowdown } from "./cpu-slowdown.mjs";
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
import { keepTimings, measuresTimings } from "./timing-history.mjs";

const slowdown = cpuSlowdown();
const timed = measuresTimings();
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : timed ? HOVER_RUNS : 1;
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
const browser = await puppeteer.launch({
  executablePath: await ensureChromium(),
  headless: true,
  args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${server.spki}`],
  defaultViewport: { width: 1366, height: 900 },
});
// The worker's own requests (the pages it fetches, the prefetches and prerenders it answers) are
// throttled too: a page's network emulation does not reach them (tools/measure/target-session.mjs).
// With HOVER_PAGE_ONLY=1 they are not, as in issue 41's measurement (the check then fails as void:
// its unprepared posts arrive sooner than the network allows).
const workers = process.env.HOVER_PAGE_ONLY
  ? { ready: async () => {} }
  : await throttleWorkers(await browser.target().createCDPSession(), server.url, SLOW_4G);

/**
 * Throttles `page` to slow 4G and slows its CPU down, through Puppeteer's own session on it (one
 * opened here would keep Chromium from prerendering); Puppeteer applies both to the pages it
 * prerenders too.
 * @param {import("puppeteer-core").Page} page
 */
async function throttle(page) {
  await page.emulateNetworkConditions({
    download: SLOW_4G.downloadThroughput,
    upload: SLOW_4G.uploadThroughput,
    latency: SLOW_4G.latency,
  });
  if (slowdown !== 1) await page.emulateCPUThrottling(slowdown);
}

/** Opens /blog through `page` and waits until the worker controls it and the network is quiet. */
async function openBlog(/** @type {import("puppeteer-core").Page} */ page) {
  await page.goto(`${server.url}/blog`, { waitUntil: "load" });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), {
    timeout: 60_000,
  });
  await workers.ready();
  await page.waitForNetworkIdle();
}

/**
 * Clicks `link` and waits for the post's heading: its arrival, timed from the click. For a page
 * the click activated (a prerender), its times count from the activation, when it was shown:
 * what it did before, hidden, the reader did not wait for.
 * @param {import("puppeteer-core").Page} page
 * @param {import("puppeteer-core").ElementHandle<Element>} link
 */
async function open(page, link) {
  await Promise.all([page.waitForNavigation(), link.click()]);
  await page.waitForSelector("main h1");
  const shown = await page.evaluate(
    () =>
      /** @type {PerformanceNavigationTiming & { activationStart: number }} */ (
        performance.getEntriesByType("navigation")[0]
      ).activationStart,
  );
  const { fcp, response, delivery } = await arrival(
    /** @type {import("@playwright/test").Page} */ (/** @type {unknown} */ (page)),
  );
  return shown > 0
    ? {
        fcp: Math.max(0, Math.round(fcp - shown)),
        response: Math.max(0, Math.round(response - shown)),
        delivery: "prerender",
      }
    : { fcp, response, delivery };
}

/** The n-th card hovered for HOVER_MS, then clicked: its arrival. */
async function hovered(/** @type {import("puppeteer-core").Page} */ page, /** @type {number} */ n) {
  await openBlog(page);
  const card = /** @type {import("puppeteer-core").ElementHandle<Element>} */ (
    (await page.$$(CARD))[n]
  );
  await card.hover();
  // The reader's hover, as long as the issue's: the rules' 200 ms and the page's preparation.
  await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
  return open(page, card);
}

/**
 * The n-th card hovered for HOVER_MS with Chromium refusing its prerender, then clicked: the
 * prefetch rule's page, as a reader's browser serves it when it refuses a prerender (too many, low
 * memory). A DevTools session opened on the page, of the older kind, is what makes it refuse.
 */
async function prefetched(
  /** @type {import("puppeteer-core").Page} */ page,
  /** @type {number} */ n,
) {
  await openBlog(page);
  const refusing = await page.createCDPSession();
  try {
    const card = /** @type {import("puppeteer-core").ElementHandle<Element>} */ (
      (await page.$$(CARD))[n]
    );
    await card.hover();
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    return await open(page, card);
  } finally {
    await refusing.detach();
  }
}

/** The n-th card clicked on /blog without its speculation rules: its arrival. */
async function unprepared(
  /** @type {import("puppeteer-core").Page} */ page,
  /** @type {number} */ n,
) {
  await openBlog(page);
  await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
  const card = /** @type {import("puppeteer-core").ElementHandle<Element>} */ (
    (await page.$$(CARD))[n]
  );
  return open(page, card);
}

/**
 * One visit on `page`: a post hovered, one hovered with its prerender refused, one unprepared;
 * `posts` says which cards.
 * @param {import("puppeteer-core").Page} page
 * @param {number[]} posts
 */
async function visit(page, [a, b, c]) {
  await throttle(page);
  return {
    hovered: await hovered(page, /** @type {number} */ (a)),
    prefetched: await prefetched(page, /** @type {number} */ (b)),
    unprepared: await unprepared(page, /** @type {number} */ (c)),
  };
}

/** One fresh reader: first visit then repeat visit, six posts; the order turns by run. */
async function run(/** @type {number} */ index) {
  const context = await browser.createBrowserContext();
  try {
    // Which posts are hovered, prefetched and unprepared turns, so no post's size favours any.
    const turn = (/** @type {number[]} */ posts) => posts.map((_, i) => posts[(i + index) % 3]);
    let page = await context.newPage();
    const first = await visit(page, turn([0, 1, 2]));
    await page.close();
    // The reader comes back: a new tab on a new connection, the worker in control from the start.
    await server.closeConnections();
    page = await context.newPage();
    const repeat = await visit(page, turn([3, 4, 5]));
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
    const line = (/** @type {"first" | "repeat"} */ visit) => {
      const { hovered: h, prefetched: p, unprepared: u } = result[visit];
      return `${visit} painted ${h.fcp} ms (${h.delivery}), ${p.fcp} ms (${p.delivery}, first byte ${p.response}) against ${u.fcp} ms (first byte ${u.response})`;
    };
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
console.log(
  keepTimings(hoverTimings(verdict), { timed, timingsRun: "npm test -- --area timings" }),
);
if (verdict.failures.length) {
  console.error(`\nHovered-link check failed:\n- ${verdict.failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  `\nHovered-link check passed: every hovered post served prepared, its prefetch's first byte within ${HOVER_RATIO} of an unprepared one's. The first paints' ratio is judged by the nightly trend (at most ${HOVER_RATIO} on the night's median).`,
);
