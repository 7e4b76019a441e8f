import { expect, test } from "./fixtures";

test("phone: the cursor follower is never downloaded nor shown", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/about", "/contact", "/blog/1"]) {
    await page.goto(path);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /cursor/i.test(url))).toEqual([]);
  await expect(page.locator("[data-cursor]")).toHaveCount(0);
});
