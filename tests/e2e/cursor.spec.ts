import { expect, test } from "./fixtures";

test("desktop: the cursor follower follows the mouse and grows over links", async ({ page }) => {
  await page.goto("/");
  const follower = page.locator("[data-cursor]");
  await expect(follower).toHaveCount(1);
  await expect(follower).toHaveAttribute("aria-hidden", "true");
  await page.mouse.move(600, 500);
  await expect(follower).toHaveAttribute("data-visible", "");
  await expect(follower).toHaveAttribute("data-variant", "default");
  await expect
    .poll(() =>
      follower.evaluate(
        (el) => el.getBoundingClientRect().x + el.getBoundingClientRect().width / 2,
      ),
    )
    .toBeCloseTo(600, 0);

  const link = page.getByRole("link", { name: "Explore My Journey" });
  await link.hover();
  await expect(follower).toHaveAttribute("data-variant", "text");
  // Over links and buttons the native cursor is hidden; the follower is the pointer.
  expect(await link.evaluate((el) => getComputedStyle(el).cursor)).toBe("none");
  expect(await follower.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the follower jumps to the pointer without easing", async ({ page }) => {
    await page.goto("/about");
    const follower = page.locator("[data-cursor]");
    await page.mouse.move(300, 300);
    // The follower's script loads on a fine pointer; it shows once it has seen the mouse.
    await expect(follower).toHaveAttribute("data-visible", "");
    await page.mouse.move(700, 400);
    // Two frames later an easing follower would still be on its way (it moves a part per frame).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const x = await follower.evaluate(
      (el) => el.getBoundingClientRect().x + el.getBoundingClientRect().width / 2,
    );
    expect(Math.round(x)).toBe(700);
  });
});
