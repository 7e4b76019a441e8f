import { expect, test, type Locator, type Page } from "./fixtures";
import { aboutSkills, homeSkills } from "@/data/skills";
import { offers } from "@/data/expertise";
import { formatStat } from "@/shared/format";

/** The digits a counter shows (the screen-reader copy next to them always holds the final value). */
const shown = (counter: Locator) => counter.locator('[aria-hidden="true"]').first();

/** Records, from now on, every value each counter's visible digits take (by its position). */
async function recordValues(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[][] };
    w.seen = [];
    document.querySelectorAll("[data-counter]").forEach((el, i) => {
      const values: string[] = (w.seen[i] = []);
      const digits = () => el.querySelector("[aria-hidden]")!.textContent!;
      new MutationObserver(() => values.push(digits())).observe(el, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
  });
}
const seenValues = (page: Page, index: number) =>
  page.evaluate((i) => (window as unknown as { seen: string[][] }).seen[i] ?? [], index);

/**
 * Scrolls to the counter and waits until it has counted from 0 up to `final`. (The server's HTML
 * already shows `final`, so only the recorded frames prove that it counted.)
 */
async function expectCountsUp(page: Page, counter: Locator, final: string) {
  const index = await counter.evaluate((el) =>
    [...document.querySelectorAll("[data-counter]")].indexOf(el),
  );
  await counter.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await seenValues(page, index)).at(-1), { timeout: 8000 })
    .toBe(final);
  const values = (await seenValues(page, index)).map((v) => Number.parseInt(v, 10));
  // It counted: it showed lower values before the final one (0 at first, unless the first frame
  // came late on a busy page; the count is time-based).
  expect(values.length).toBeGreaterThanOrEqual(2);
  expect(values[0]).toBeLessThan(Number.parseInt(final, 10));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(shown(counter)).toHaveText(final);
  // Screen readers get the final number, never the frames.
  await expect(counter.locator(".sr-only")).toHaveText(final);
  return values;
}

test("the people counter counts up to 10000+ once it is scrolled into view", async ({ page }) => {
  await page.goto("/");
  await recordValues(page);
  const values = await expectCountsUp(page, page.locator('[data-counter="10000+"]'), "10000+");
  expect(values.length).toBeGreaterThan(5);
  expect(values.some((v) => v > 0 && v < 10000)).toBe(true);
});

test("Why work with me: four percentages count to 99, 95, 90 and 85", async ({ page }) => {
  await page.goto("/");
  await recordValues(page);
  for (const skill of homeSkills) {
    const final = `${skill.value}%`;
    await expectCountsUp(page, page.locator(`[data-counter="${final}"]`), final);
  }
});

test("About shows 10+ years and three 99% skills after scrolling to them", async ({ page }) => {
  await page.goto("/about");
  await recordValues(page);
  await expectCountsUp(page, page.locator('[data-counter="10+"]'), "10+");
  const skills = page.locator('[data-counter="99%"]');
  await expect(skills).toHaveCount(aboutSkills.length);
  for (const skill of await skills.all()) await expectCountsUp(page, skill, "99%");
});

test("Expertise stats end on '+' above 100 and '%' otherwise", async ({ page }) => {
  await page.goto("/expertise");
  await recordValues(page);
  const counters = page.locator("[data-counter]");
  const finals = offers.flatMap((offer) => offer.stats).map((stat) => formatStat(stat.value));
  expect(
    await counters.evaluateAll((els) => els.map((el) => el.getAttribute("data-counter"))),
  ).toEqual(finals);
  for (const [i, counter] of (await counters.all()).entries())
    await expectCountsUp(page, counter, finals[i]!);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("counters show their final values at once and never animate", async ({ page }) => {
    await page.goto("/");
    await recordValues(page);
    const counters = page.locator("[data-counter]");
    // Every counter is scrolled past, and the page's script has taken each in hand
    // (src/features/effects/count-up.ts): one that counts would be reset to 0 near the screen.
    for (const counter of await counters.all()) await counter.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-counter]:not([data-count-started])")).toHaveCount(0);
    // Two frames later its observers have fired: a counter that counts would have ticked.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(0)))),
    );
    await expect(shown(page.locator('[data-counter="10000+"]'))).toHaveText("10000+");
    for (let i = 0; i < (await counters.count()); i++)
      expect(await seenValues(page, i)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the HTML carries the real numbers", async ({ page }) => {
    await page.goto("/about");
    await expect(shown(page.locator('[data-counter="10+"]'))).toHaveText("10+");
    for (const skill of await page.locator('[data-counter="99%"]').all())
      await expect(shown(skill)).toHaveText("99%");
  });
});
