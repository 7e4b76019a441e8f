import { expect, test } from "./fixtures";
import { faq } from "@/features/contact/faq";

// The FAQ is six native <details name="faq"> elements: the browser gives one-open-at-a-time,
// keyboard support and the expanded state to assistive technology, with no script.
test("FAQ by keyboard: Enter and Space open one entry at a time and close it again", async ({
  page,
}) => {
  await page.goto("/contact");
  const question = (i: number) => page.locator("summary", { hasText: faq[i]!.question });
  const answer = (i: number) => page.getByText(faq[i]!.answer);

  await question(0).focus();
  await expect(question(0)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer(0)).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(question(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await expect(page.locator("details[open]")).toHaveCount(1);

  await page.keyboard.press("Enter");
  await expect(answer(1)).toBeHidden();
  await expect(page.locator("details[open]")).toHaveCount(0);
});

test("FAQ: every one of the six entries opens alone", async ({ page }) => {
  await page.goto("/contact");
  for (const entry of faq) {
    await page.locator("summary", { hasText: entry.question }).click();
    await expect(page.getByText(entry.answer)).toBeVisible();
    await expect(page.locator("details[open]")).toHaveCount(1);
  }
});
