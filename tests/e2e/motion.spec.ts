import { expect, test } from "./fixtures";

const sections = "main > section";

test("the hero enters in 1.5 s, its children staggered 0.2 s after a 0.3 s delay", async ({
  page,
}) => {
  await page.goto("/");
  const items = page.locator("[data-hero-item]");
  await expect(items).toHaveCount(5);
  const timings = await items.evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return [style.animationName, style.animationDuration, style.animationDelay];
    }),
  );
  expect(timings).toEqual([0.3, 0.5, 0.7, 0.9, 1.1].map((d) => ["hero-enter", "1.5s", `${d}s`]));
});

test("sections below the fold fade in once when scrolled to, and all end up visible", async ({
  page,
}) => {
  await page.goto("/");
  const last = page.locator(sections).last();
  expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await expect
    .poll(() =>
      page.locator(sections).evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)),
    )
    .toEqual(expect.arrayContaining(["1"]));
  await expect
    .poll(() =>
      page
        .locator(sections)
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === "1")),
    )
    .toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden or animated", async ({ page }) => {
    await page.goto("/");
    expect(
      await page
        .locator("[data-hero-item]")
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName)),
    ).toEqual(Array(5).fill("none"));
    expect(
      await page
        .locator(sections)
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === "1")),
    ).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is visible", async ({ page }) => {
    await page.goto("/expertise");
    expect(
      await page
        .locator(sections)
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === "1")),
    ).toBe(true);
  });
});
