// The budget check's repeat visit with the service worker in control (tools/measure/budget.mjs):
// a reader's first visit installs the worker (src/features/offline/worker.ts), which takes the
// page over and keeps it; the reader comes back on a new connection and the worker answers the
// page's requests. Counted as the other visits are (tools/measure/wire-bytes.mjs, CDP's Network
// events), in two places: the page (what the browser fetched itself; what the worker answered
// costs nothing there) and the worker (what it fetched from the network or the browser's cache for
// those answers). The worker is the browser's target of type "service_worker"
// (tools/measure/target-session.mjs).
import { meterWire, refetchedAssets, tally } from "./wire-bytes.mjs";
import { QUIET_MS, SETTLE_TIMEOUT_MS, ending, watchSettled } from "./settled.mjs";
import { slowDown } from "./cpu-slowdown.mjs";
import { targetSession } from "./target-session.mjs";

/** The site's running service worker target (it starts when it takes the page over). */
async function runningWorker(browserSession, origin, label) {
  const { targetInfos } = await browserSession.send("Target.getTargets");
  const worker = targetInfos.find((t) => t.type === "service_worker" && t.url.startsWith(origin));
  if (!worker) throw new Error(`${label}: no service worker is running`);
  return worker;
}

/**
 * Counts the worker's requests in flight; the function returned resolves once none has been for
 * QUIET_MS (what it keeps of a first visit, kept), failing after SETTLE_TIMEOUT_MS.
 */
function workerQuiet(session) {
  const inFlight = new Set();
  let last = Date.now();
  session.on("Network.requestWillBeSent", ({ requestId }) => {
    inFlight.add(requestId);
    last = Date.now();
  });
  const done = ({ requestId }) => {
    inFlight.delete(requestId);
    last = Date.now();
  };
  session.on("Network.loadingFinished", done);
  session.on("Network.loadingFailed", done);
  return async (label) => {
    const started = Date.now();
    while (inFlight.size > 0 || Date.now() - last < QUIET_MS) {
      if (Date.now() - started > SETTLE_TIMEOUT_MS)
        throw new Error(`${label}: the service worker's network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * `path` visited once at `device`'s size in a context of its own with the service worker allowed,
 * until the worker controls the page and the network is quiet (what it keeps, kept); then again on
 * a new connection, scrolled to its end: that repeat visit's bytes on the wire, the page's and the
 * worker's together, as tally() counts them, with the fingerprinted files that reached the network.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ url: string, closeConnections(): Promise<void> }} server
 * @param {object} deviceOptions Playwright's context options for the device
 * @param {string} path
 * @param {(page: import("@playwright/test").Page) => Promise<void>} scrollToEnd
 * @param {(line: string) => void} [trace] told every request of both visits, the page's and the
 *   worker's, with its type and initiator, and what the pages showed and the worker kept
 *   (tools/measure/worker-repeat-probe.mjs)
 */
export async function repeatWithWorker(browser, server, deviceOptions, path, scrollToEnd, trace) {
  // WORKER_REPEAT_TRACE=1: a visit that fetched a fingerprinted file again prints its trace.
  const lines = [];
  if (!trace && process.env.WORKER_REPEAT_TRACE) trace = (line) => lines.push(`  ${line}`);
  const visit = await repeatOnce(browser, server, deviceOptions, path, scrollToEnd, trace);
  if (lines.length && visit.refetched.length)
    console.error(`${path}, repeat visit with the service worker:\n${lines.join("\n")}`);
  return visit;
}

/** One repeat visit with the worker, as repeatWithWorker describes, told to `trace` when given. */
async function repeatOnce(browser, server, deviceOptions, path, scrollToEnd, trace) {
  const label = `${path}, repeat visit with the service worker`;
  const context = await browser.newContext({ ...deviceOptions, serviceWorkers: "allow" });
  const browserSession = await browser.newBrowserCDPSession();
  let phase = "first visit";
  if (trace) await traceTargets(browserSession, () => phase, trace);
  try {
    let page = await context.newPage();
    if (trace) tracePage(page, () => phase, trace);
    await slowDown(page);
    await page.goto(server.url + path, { waitUntil: "load" });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 60_000,
    });
    // The worker's own network is watched from here: it keeps the page and its files (what the
    // page loaded before it took over) on requests the page does not see.
    const worker = await runningWorker(browserSession, server.url, label);
    const workerSession = await targetSession(browserSession, worker.targetId);
    if (trace) traceWorker(workerSession, () => phase, trace);
    await workerSession.send("Network.enable");
    const quiet = workerQuiet(workerSession);
    await scrollToEnd(page);
    await watchSettled(page, `${path}, first visit with the service worker`)();
    await quiet(label);
    if (trace) await traceShown(page, phase, trace);
    // The page is left before it is closed, as a reader leaves it. Closed where it stands, a page
    // at the phone's 3x density now and then asks, as it goes, for its images at one image pixel
    // per CSS pixel (the smaller widths of their srcset), which the worker fetches while the repeat
    // visit's bytes are counted: no reader's phone changes density (docs/decisions.md, "The
    // repeat visit with the worker").
    await page.goto("about:blank");
    await ending(page.close(), label, "closing the first visit's page");
    await ending(server.closeConnections(), label, "closing the server's connections");

    // The worker is still running (it stops after 30 s idle): its network is counted from here.
    const workerMeter = meterWire(workerSession, server.url);

    phase = "repeat visit";
    page = await context.newPage();
    if (trace) tracePage(page, () => phase, trace);
    await slowDown(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const pageMeter = meterWire(cdp, server.url);
    if (trace) traceWorker(cdp, () => "repeat visit, page's own", trace);
    const settled = watchSettled(page, label);
    await page.goto(server.url + path, { waitUntil: "load" });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error(`${label}: the service worker did not control the page`);
    await scrollToEnd(page);
    await settled();
    if (trace) await traceShown(page, phase, trace);
    // What the worker answered cost the page nothing: its own fetches are the worker's requests.
    const requests = [
      ...pageMeter.requests().filter((request) => !request.viaWorker),
      ...workerMeter.requests(),
    ];
    await workerSession.detach();
    await ending(page.close(), label, "closing the page");
    return { ...tally(requests), refetched: refetchedAssets(requests) };
  } finally {
    await browserSession.detach().catch(() => {});
    await ending(context.close(), label, "closing its browser context");
  }
}

// ---- The trace (tools/measure/worker-repeat-probe.mjs): why each request was made. ----

const short = (/** @type {string} */ url) => {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
};

/** Every target the browser opens (a prerendered page is one of its own). */
async function traceTargets(browserSession, phase, trace) {
  browserSession.on("Target.targetCreated", ({ targetInfo }) =>
    trace(
      `${phase()}: target ${targetInfo.type} ${targetInfo.subtype ?? ""} ${short(targetInfo.url)}`,
    ),
  );
  await browserSession.send("Target.setDiscoverTargets", { discover: true });
}

/** The page's requests: its resource type, and whether the worker answered it. */
function tracePage(page, phase, trace) {
  page.on("requestfinished", async (request) => {
    const response = await request.response().catch(() => null);
    trace(
      `${phase()}: page ${request.resourceType()} ${short(request.url())}` +
        (response?.fromServiceWorker() ? " (answered by the worker)" : " (network or HTTP cache)"),
    );
  });
}

/** The worker's requests: its type and what started it (a page's fetch event or its own code). */
function traceWorker(session, phase, trace) {
  session.on("Network.requestWillBeSent", ({ request, type, initiator }) => {
    const from = initiator?.stack?.callFrames?.[0];
    trace(
      `${phase()}: worker ${type ?? "?"} ${short(request.url)} initiator ${initiator?.type ?? "?"}` +
        (from ? ` ${from.functionName || "(anonymous)"}:${from.lineNumber}` : ""),
    );
  });
}

/** The images the page shows (currentSrc) and which of them the worker's caches hold. */
async function traceShown(page, phase, trace) {
  const shown = await page.evaluate(async () => {
    const screen = `${innerWidth}x${innerHeight} at ${devicePixelRatio}x, data saver ${document.documentElement.hasAttribute("data-saver")}`;
    const kept = new Set();
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) kept.add(request.url);
    return {
      images: [...document.images].map((img) => ({
        src: img.currentSrc,
        kept: kept.has(img.currentSrc),
        complete: img.complete,
      })),
      screen,
      kept: [...kept].filter((url) => /\.(avif|webp|png|jpe?g|svg)$/.test(url)),
    };
  });
  trace(`${phase}: ${shown.screen}`);
  for (const image of shown.images)
    trace(
      `${phase}: shows ${short(image.src)} (${image.kept ? "kept" : "NOT KEPT"}${image.complete ? "" : ", not loaded"})`,
    );
  trace(`${phase}: kept images ${shown.kept.map(short).join(" ")}`);
}
