// The web fonts come after the first paint (src/features/effects/web-fonts.ts): a first visit paints in the
// metric-matched system fonts and only then fetches Inter and Fraunces; once the tab has them,
// the next page uses them from its first paint. Each test starts in a fresh browser context.
import { expect, test, type Page } from "./fixtures";

/** Records, from the page's start, when <html> gets data-fonts (ms since navigation start). */
async function watchFontsAttribute(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __fontsAt?: number };
    const record = () => {
      if (w.__fontsAt === undefined && document.documentElement.hasAttribute("data-fonts"))
        w.__fontsAt = performance.now();
    };
    // From the document itself: <html> is not parsed yet when this runs.
    new MutationObserver(record).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-fonts"],
    });
  });
}

/** First paint (once it is reported), when data-fonts came, and when each web font was requested. */
function timings(page: Page) {
  return page.evaluate(async () => {
    const firstPaint = await new Promise<number>((resolve) =>
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName("first-contentful-paint")[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: "paint", buffered: true }),
    );
    return {
      firstPaint,
      fontsAt: (window as Window & { __fontsAt?: number }).__fontsAt ?? null,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => ({ name: entry.name.split("/").pop(), start: entry.startTime })),
    };
  });
}

test("a first visit paints in the system fonts, then fetches the web fonts", async ({ page }) => {
  await watchFontsAttribute(page);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  await page.evaluate(() => document.fonts.ready);
  const { firstPaint, fontsAt, fonts } = await timings(page);
  expect(fontsAt).toBeGreaterThan(firstPaint);
  expect(fonts.map((font) => font.name).sort()).toEqual([
    expect.stringMatching(/^fraunces-first\./),
    expect.stringMatching(/^inter-first\./),
  ]);
  for (const font of fonts) expect(font.start).toBeGreaterThan(firstPaint);
  // The page notes that this tab has them.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("fonts"))).toBe("1");
});

test("the next page in the tab uses the web fonts from its first paint", async ({ page }) => {
  await page.goto("/about");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("fonts"))).toBe("1");
  await watchFontsAttribute(page);
  await page.goto("/contact");
  const { firstPaint, fontsAt } = await timings(page);
  expect(fontsAt).not.toBeNull();
  expect(fontsAt).toBeLessThan(firstPaint);
});

test("the system fonts are drawn to the web fonts' metrics: the swap moves no line", async ({
  page,
}) => {
  await page.goto("/blog/2");
  // The page as first painted: the fallbacks (data-fonts is not set until after that paint).
  const box = () =>
    page.evaluate(() => {
      const heading = document.querySelector("h1")?.getBoundingClientRect();
      const paragraph = document.querySelector("main article p")?.getBoundingClientRect();
      return { heading: heading?.height, paragraph: paragraph?.top };
    });
  await page.evaluate(() => document.documentElement.removeAttribute("data-fonts"));
  const before = await box();
  await page.evaluate(() => document.documentElement.setAttribute("data-fonts", ""));
  await page.evaluate(() => document.fonts.ready);
  const after = await box();
  // Within a few pixels: the same number of lines, the paragraph where it was.
  expect(Math.abs((after.heading ?? 0) - (before.heading ?? 0))).toBeLessThanOrEqual(4);
  expect(Math.abs((after.paragraph ?? 0) - (before.paragraph ?? 0))).toBeLessThanOrEqual(8);
});
