// The budget check's repeat visit with the service worker in control (tools/measure/budget.mjs):
// a reader's first visit installs the worker (src/features/offline/worker.ts), which takes the
// page over and keeps it; the reader comes back on a new connection and the worker answers the
// page's requests. Counted as the other visits are (tools/measure/wire-bytes.mjs, CDP's Network
// events), in two places: the page (what the browser fetched itself; what the worker answered
// costs nothing there) and the worker (what it fetched from the network or the browser's cache for
// those answers). The worker is the browser's target of type "service_worker"
// (tools/measure/target-session.mjs).
import { meterWire, refetchedAssets, tally } from "./wire-bytes.mjs";
import { QUIET_MS, SETTLE_TIMEOUT_MS, watchSettled } from "./settled.mjs";
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
 */
export async function repeatWithWorker(browser, server, deviceOptions, path, scrollToEnd) {
  const label = `${path}, repeat visit with the service worker`;
  const context = await browser.newContext({ ...deviceOptions, serviceWorkers: "allow" });
  const browserSession = await browser.newBrowserCDPSession();
  try {
    let page = await context.newPage();
    await slowDown(page);
    await page.goto(server.url + path, { waitUntil: "load" });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 60_000,
    });
    // The worker's own network is watched from here: it keeps the page and its files (what the
    // page loaded before it took over) on requests the page does not see.
    const worker = await runningWorker(browserSession, server.url, label);
    const workerSession = await targetSession(browserSession, worker.targetId);
    await workerSession.send("Network.enable");
    const quiet = workerQuiet(workerSession);
    await scrollToEnd(page);
    await watchSettled(page, `${path}, first visit with the service worker`)();
    await quiet(label);
    await page.close();
    await server.closeConnections();

    // The worker is still running (it stops after 30 s idle): its network is counted from here.
    const workerMeter = meterWire(workerSession, server.url);

    page = await context.newPage();
    await slowDown(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const pageMeter = meterWire(cdp, server.url);
    const settled = watchSettled(page, label);
    await page.goto(server.url + path, { waitUntil: "load" });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error(`${label}: the service worker did not control the page`);
    await scrollToEnd(page);
    await settled();
    // What the worker answered cost the page nothing: its own fetches are the worker's requests.
    const requests = [
      ...pageMeter.requests().filter((request) => !request.viaWorker),
      ...workerMeter.requests(),
    ];
    await workerSession.detach();
    await page.close();
    return { ...tally(requests), refetched: refetchedAssets(requests) };
  } finally {
    await browserSession.detach().catch(() => {});
    await context.close();
  }
}
