import { expect, test } from "./fixtures";
import { blogMessages } from "@/features/blog/messages";
import { notFoundMessages } from "@/site/messages";

// Post ids are numbers (SPEC §2): /blog/abc, /blog/category and /blog/page are missing pages.
for (const path of [
  "/404",
  "/no-such-page",
  "/about/team/secret",
  "/blog/1/extra",
  "/blog/abc",
  "/blog/category",
  "/blog/page",
]) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    if (path !== "/404") expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundMessages.title);
    await expect(page.getByText(notFoundMessages.text, { exact: true })).toBeVisible();
    await expect(page.getByText(blogMessages.notFoundTitle)).toBeHidden();
    await page.getByRole("link", { name: notFoundMessages.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
