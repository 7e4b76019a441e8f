// Expertise's three testimonials are read from Firestore when the site is built (SPEC: the first
// three; src/build/featured-build.ts). `npm test` features BUILD_FEATURED in the emulator just for
// its build (scripts/test.mjs), so the built page must show it first, then the first samples.
import { expect, test } from "./fixtures";
import { testimonials } from "@/data/testimonials";
import { BUILD_FEATURED } from "../../scripts/lib/admin.mjs";

test("the built Expertise page shows the featured testimonial first, then the samples", async ({
  page,
}) => {
  await page.goto("/expertise");
  const cards = page.locator('section[aria-labelledby="clients-title"] li');
  await expect(cards).toHaveCount(3);
  await expect(
    cards.first(),
    "dist/ must be built by `npm test`, which features a testimonial in the emulator for the build",
  ).toHaveAttribute("data-featured", "");
  await expect(cards.first()).toContainText(BUILD_FEATURED.name);
  await expect(cards.first()).toContainText(BUILD_FEATURED.message);
  await expect(cards.nth(1)).toContainText(testimonials[0]!.name);
  await expect(cards.nth(2)).toContainText(testimonials[1]!.name);
  // The stamp the daily check compares with a fresh build's (scripts/featured-check.mjs).
  await expect(page.locator("[data-featured-stamp]")).toHaveAttribute(
    "data-featured-stamp",
    /^[0-9a-f]{16}$/,
  );
  // Nothing of it reaches the browser as a request: the page is static.
  const firestore = await page.evaluate(() =>
    performance.getEntriesByType("resource").filter((r) => r.name.includes("firestore")),
  );
  expect(firestore).toEqual([]);
});
