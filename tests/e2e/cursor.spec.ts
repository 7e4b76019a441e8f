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
    // The follower's script loads on a fine pointer, after the page: like a person, keep moving
    // the mouse until it has seen it (a single early move can come before it listens).
    let moves = 0;
    await expect(async () => {
      await page.mouse.move(300 + (moves++ % 2), 300);
      await expect(follower).toHaveAttribute("data-visible", "", { timeout: 500 });
    }).toPass();
    // Let it paint where it is, then record every position it is given from now on, in order
    // (timing-free: an easing follower's first step is a part of the way).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await follower.evaluate((el) => {
      const w = window as unknown as { seen: string[]; before: string };
      w.before = (el as HTMLElement).style.transform;
      w.seen = [];
      new MutationObserver(() => w.seen.push((el as HTMLElement).style.transform)).observe(el, {
        attributeFilter: ["style"],
      });
    });
    await page.mouse.move(700, 400);
    const next = () =>
      page.evaluate(() => {
        const w = window as unknown as { seen: string[]; before: string };
        return w.seen.find((transform) => transform !== w.before);
      });
    await expect.poll(next).toBeTruthy();
    expect(await next()).toMatch(/^translate3d\(700px, 400px/);
  });
});
