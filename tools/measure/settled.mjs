// When a page in Playwright has settled: every island that hydrates by itself has, and the
// network has been quiet for a while. Used by the budget check and the browser tests.

import { DATA_SAVER_SKIPPED } from "../../src/features/effects/constants.ts";
import { deadline } from "../lib/deadline.mjs";

/**
 * Islands that hydrate on their own once scrolled through (not on a click or a sign-in). A counter
 * that data saver left as its server HTML (it marks it, src/runtime/shown-directive.ts) never will.
 */
export const SELF_HYDRATING = ["shown", "visible", "idle", "load"]
  .map((when) => `astro-island[ssr][client="${when}"]:not([${DATA_SAVER_SKIPPED}])`)
  .join(", ");
/** How long the network must stay quiet (no request in flight) to count as settled. */
export const QUIET_MS = 500;

/**
 * How long one of these waits may take before it fails. Generous: what the checks that wait count
 * is bytes and layout shift, not time, so a slow or busy machine must not fail them; a wait that
 * never ends is a fault, and its message names what it waited for and what it saw last.
 */
export const SETTLE_TIMEOUT_MS = 120_000;

/**
 * `promise` (a close, a read or a DevTools command: waits no Playwright timeout ends), failing
 * after SETTLE_TIMEOUT_MS with an error that names `label` and `what` (tools/lib/deadline.mjs).
 * @template T
 * @param {Promise<T>} promise
 * @param {string} label
 * @param {string} what
 * @returns {Promise<T>}
 */
export const ending = (promise, label, what) =>
  deadline(promise, SETTLE_TIMEOUT_MS, `${label}: ${what}`);

/**
 * page.waitForFunction with SETTLE_TIMEOUT_MS, and on a time-out an error that names `label` (the
 * page and device), `what` was waited for and what `lastSeen` (run in the page) reports.
 * @param {import("@playwright/test").Page} page
 * @param {string} label
 * @param {string} what
 * @param {(arg: any) => unknown} condition
 * @param {any} arg
 * @param {(arg: any) => unknown} lastSeen
 */
async function waitInPage(page, label, what, condition, arg, lastSeen) {
  try {
    await page.waitForFunction(condition, arg, { timeout: SETTLE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "TimeoutError") throw error;
    const seen = await page.evaluate(lastSeen, arg).catch(() => "(the page could not be read)");
    throw new Error(
      `${label}: ${what} did not happen within ${SETTLE_TIMEOUT_MS / 1000} s. Last seen: ${JSON.stringify(seen)}`,
    );
  }
}

/**
 * Starts counting `page`'s requests in flight; the function returned resolves once every
 * self-hydrating island has hydrated (Astro drops `ssr` once it has) and no request has been in
 * flight for QUIET_MS. Playwright's "networkidle" state cannot be waited for twice: once reached,
 * waiting for it again returns at once, even while a scrolled-to island is fetching its code.
 * A wait that times out names `label` (default: the page's address), the islands that never
 * hydrated and the requests still in flight.
 * @param {import("@playwright/test").Page} page
 * @param {string} [label]
 * @returns {() => Promise<void>}
 */
export function watchSettled(page, label) {
  const inFlight = new Set();
  const add = (/** @type {import("@playwright/test").Request} */ request) => inFlight.add(request);
  const done = (/** @type {import("@playwright/test").Request} */ request) =>
    inFlight.delete(request);
  page.on("request", add);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    const name = label ?? page.url();
    // A client:shown island hydrates once its observer sees it near the screen; a page scrolled
    // past it before that observer was set up (a slow machine) never shows it again. So the first
    // island still waiting is brought on screen, each frame, until it hydrates, as a reader
    // scrolling back would.
    await waitInPage(
      page,
      name,
      "every island that hydrates by itself hydrating",
      (selector) => {
        const waiting = document.querySelector(selector);
        if (!waiting) return true;
        // An island is `display: contents`: its first child is what Astro observes and what
        // can be scrolled to.
        if (["shown", "visible"].includes(waiting.getAttribute("client") ?? ""))
          (waiting.firstElementChild ?? waiting).scrollIntoView({ block: "center" });
        return false;
      },
      SELF_HYDRATING,
      (selector) =>
        [...document.querySelectorAll(selector)].map((island) => {
          const box = (island.firstElementChild ?? island).getBoundingClientRect();
          const shown = box.bottom > 0 && box.top < innerHeight && box.width + box.height > 0;
          return `${island.getAttribute("component-url")} (client:${island.getAttribute("client")}, ${shown ? "on screen" : "off screen"})`;
        }),
    );
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `${name}: the network never stayed quiet for ${QUIET_MS} ms within ${SETTLE_TIMEOUT_MS / 1000} s. In flight: ${[...inFlight].map((request) => request.url()).join(", ")}`,
        );
      await page.waitForTimeout(50);
      if (inFlight.size) quietSince = Date.now();
    }
  };
}

/**
 * Resolves once the page has asked for its web fonts (after its first paint, src/features/effects/web-fonts.ts)
 * and Inter has loaded. Before that, the page is set in the metric-matched fallbacks, and the swap
 * can still move text by a line where a paragraph wraps differently.
 * @param {import("@playwright/test").Page} page
 * @param {string} [label] the page and device, for a time-out's message
 */
export async function webFontsIn(page, label = page.url()) {
  await waitInPage(
    page,
    label,
    "the web fonts loading (data-fonts set, Inter Variable loaded)",
    () =>
      document.documentElement.hasAttribute("data-fonts") &&
      document.fonts.status === "loaded" &&
      [...document.fonts].some(
        (face) => /Inter Variable/.test(face.family) && face.status === "loaded",
      ),
    null,
    () => ({
      dataFonts: document.documentElement.hasAttribute("data-fonts"),
      fonts: document.fonts.status,
      faces: [...document.fonts].map((face) => `${face.family} ${face.weight}: ${face.status}`),
    }),
  );
}

/**
 * Resolves once the page has asked for its web fonts (they are asked for after its first paint)
 * and no finite animation is running (the hero's entrance), and that state has been painted: the
 * page as a reader sees it before the fonts come on a slow network.
 * @param {import("@playwright/test").Page} page
 * @param {string} [label] the page and device, for a time-out's message
 */
export async function pageStill(page, label = page.url()) {
  await waitInPage(
    page,
    label,
    "the page asking for its web fonts and its entrance animations ending",
    () =>
      document.documentElement.hasAttribute("data-fonts") &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    () => ({
      dataFonts: document.documentElement.hasAttribute("data-fonts"),
      running: document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .map((animation) => String(animation.effect?.target?.nodeName ?? "?")),
    }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
