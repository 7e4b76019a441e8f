// Expertise's three testimonials are read from Firestore when the site is built (SPEC: the first
// three; src/build/featured-build.ts). `npm test` features BUILD_FEATURED in the emulator just for
// its build (scripts/test.mjs), so the built page must show it first, then the first samples; and
// erases it after the build, so that the page, once its list comes near the screen, finds it gone
// and takes it off (src/lib/testimonials/expertise-removals.ts). Serial: the second test publishes it again.
import { expect, test } from "./fixtures";
import { testimonials } from "@/data/sample-testimonials";
import { BUILD_FEATURED } from "../../scripts/lib/admin.mjs";
import { eraseTestimonials, seedTestimonials } from "../support/testimonial-store";

test.describe.configure({ mode: "serial" });

test.describe("as built, before any script", () => {
  test.use({ javaScriptEnabled: false });
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
    await expect(cards.first()).toHaveAttribute("data-testimonial-doc", BUILD_FEATURED.id);
    await expect(cards.nth(1)).toContainText(testimonials[0]!.name);
    await expect(cards.nth(2)).toContainText(testimonials[1]!.name);
    // The stamp the daily check compares with a fresh build's (scripts/featured-check.mjs).
    await expect(page.locator("[data-featured-stamp]")).toHaveAttribute(
      "data-featured-stamp",
      /^[0-9a-f]{16}$/,
    );
  });
});

test("a featured one erased since the build leaves as the list comes near; a published one stays", async ({
  page,
}) => {
  // What the page asks Firestore: only the public copies of its baked cards.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/databases/")) asked.push(request.postData() ?? request.url());
  });
  await page.goto("/expertise");
  const list = page.locator("[data-featured-stamp]");
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute("data-removals-checked", "1");
  const cards = list.locator("li");
  await expect(cards).toHaveCount(2);
  await expect(list).not.toContainText(BUILD_FEATURED.name);
  await expect(cards.first()).toContainText(testimonials[0]!.name);
  expect(asked.join("\n")).toContain(`publicTestimonials/${BUILD_FEATURED.id}`);
  expect(asked.join("\n")).not.toMatch(/documents\/testimonials\//);

  // Published again: it stays.
  await seedTestimonials([
    { id: BUILD_FEATURED.id, name: BUILD_FEATURED.name, status: "approved", createdAt: new Date() },
  ]);
  try {
    await page.reload();
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-removals-checked", "0");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(BUILD_FEATURED.name);
  } finally {
    await eraseTestimonials([BUILD_FEATURED.id]);
  }
});
