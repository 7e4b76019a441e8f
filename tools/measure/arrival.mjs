// How the page a test or a check just reached arrived, read in the page from its navigation entry
// and its paint entries: the hovered-link check (hover.mjs) and the speculation rules' browser
// test (tests/e2e/speculation.spec.ts) read it alike.

/**
 * `fcp`: the page's first contentful paint, `response`: its first byte (ms after its navigation
 * started, the click), `delivery`: "navigational-prefetch" when the prefetch served it, "network"
 * otherwise; `url`: its path.
 * @typedef {{ fcp: number, response: number, delivery: string, url: string }} Arrival
 */

/**
 * Waits for the page's first contentful paint and says how the page arrived.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<Arrival>}
 */
export function arrival(page) {
  return page.evaluate(async () => {
    const navigation = /** @type {PerformanceNavigationTiming & { deliveryType: string }} */ (
      performance.getEntriesByType("navigation")[0]
    );
    const fcp = await new Promise((resolve) => {
      const done = (/** @type {PerformanceEntryList} */ entries) => {
        const paint = entries.find((e) => e.name === "first-contentful-paint");
        if (paint) resolve(Math.round(paint.startTime));
      };
      done(performance.getEntriesByType("paint"));
      new PerformanceObserver((list) => done(list.getEntries())).observe({
        type: "paint",
        buffered: true,
      });
    });
    return {
      fcp: /** @type {number} */ (fcp),
      response: Math.round(navigation.responseStart),
      delivery: navigation.deliveryType || "network",
      url: location.pathname,
    };
  });
}
