// When a page in Playwright has settled: every island that hydrates by itself has, and the
// network has been quiet for a while. Used by the budget check and the browser tests.

/** Islands that hydrate on their own once scrolled through (not on a click or a sign-in). */
export const SELF_HYDRATING = ["visible", "idle", "load"]
  .map((when) => `astro-island[ssr][client="${when}"]`)
  .join(", ");
/** How long the network must stay quiet (no request in flight) to count as settled. */
export const QUIET_MS = 500;

/**
 * Starts counting `page`'s requests in flight; the function returned resolves once every
 * self-hydrating island has hydrated (Astro drops `ssr` once it has) and no request has been in
 * flight for QUIET_MS. Playwright's "networkidle" state cannot be waited for twice: once reached,
 * waiting for it again returns at once, even while a scrolled-to island is fetching its code.
 * @param {import("@playwright/test").Page} page
 * @returns {() => Promise<void>}
 */
export function watchSettled(page) {
  const inFlight = new Set();
  const add = (/** @type {unknown} */ request) => inFlight.add(request);
  const done = (/** @type {unknown} */ request) => inFlight.delete(request);
  page.on("request", add);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    await page.waitForFunction((selector) => !document.querySelector(selector), SELF_HYDRATING);
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await page.waitForTimeout(50);
      if (inFlight.size) quietSince = Date.now();
    }
  };
}

/**
 * Resolves once the page has asked for its web fonts (after its first paint, src/lib/web-fonts.ts)
 * and Inter has loaded. Before that, the page is set in the metric-matched fallbacks, and the swap
 * can still move text by a line where a paragraph wraps differently.
 * @param {import("@playwright/test").Page} page
 */
export async function webFontsIn(page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-fonts") &&
      document.fonts.status === "loaded" &&
      [...document.fonts].some(
        (face) => /Inter Variable/.test(face.family) && face.status === "loaded",
      ),
  );
}
