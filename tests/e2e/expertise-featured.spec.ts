// Expertise's three testimonials are read from Firestore when the site is built (SPEC: the first
// three; src/features/testimonials/build/featured-build.ts). `npm test` builds against the lived-in site
// (tools/dev/lived-in.mjs), whose three featured ones the built page must show; one erased since
// the build leaves once the list comes near the screen (src/features/testimonials/wall/expertise-removals.ts).
// Serial: the second test erases one and seeds it again.
import { expect, test } from "./fixtures";
import {
  LIVED_IN_FEATURED,
  eraseTestimonials,
  livedInTestimonials,
  seedLivedInSite,
} from "../support/node/testimonial-store";

const featured = LIVED_IN_FEATURED.map((id) => livedInTestimonials().find((t) => t.id === id)!);
const first = featured[0]!;

test.describe.configure({ mode: "serial" });

test.describe("as built, before any script", () => {
  test.use({ javaScriptEnabled: false });
  test("the built Expertise page shows the three featured testimonials, in slot order", async ({
    page,
  }) => {
    await page.goto("/expertise");
    const cards = page.locator('section[aria-labelledby="clients-title"] li');
    await expect(cards).toHaveCount(3);
    await expect(
      cards.first(),
      "dist/ must be built by `npm test`, which builds against the lived-in site in the emulator",
    ).toHaveAttribute("data-featured", "");
    for (const [i, t] of featured.entries()) {
      await expect(cards.nth(i)).toHaveAttribute("data-testimonial-doc", t.id);
      await expect(cards.nth(i)).toContainText(String(t.fields.name));
    }
    await expect(cards.first()).toContainText(String(first.fields.message));
    // The stamp the daily check compares with a fresh build's (tools/ops/featured-check.mjs).
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
  await eraseTestimonials([first.id]);
  try {
    await page.goto("/expertise");
    const list = page.locator("[data-featured-stamp]");
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-removals-checked", "1");
    const cards = list.locator("li");
    await expect(cards).toHaveCount(2);
    await expect(list.locator(`[data-testimonial-doc="${first.id}"]`)).toHaveCount(0);
    await expect(cards.first()).toHaveAttribute("data-testimonial-doc", featured[1]!.id);
    expect(asked.join("\n")).toContain(`publicTestimonials/${first.id}`);
    expect(asked.join("\n")).not.toMatch(/documents\/testimonials\//);
  } finally {
    // Published (and featured) again: it stays.
    await seedLivedInSite();
  }
  await page.reload();
  const list = page.locator("[data-featured-stamp]");
  await list.scrollIntoViewIfNeeded();
  await expect(list).toHaveAttribute("data-removals-checked", "0");
  await expect(list.locator("li")).toHaveCount(3);
  await expect(list.locator("li").first()).toHaveAttribute("data-testimonial-doc", first.id);
});
