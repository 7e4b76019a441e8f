// Featured and newest first: the admin features up to three published testimonials (and
// unfeatures them); the wall shows the featured ones first, then the other published ones, the
// newest approval first. Against the emulators with firestore.rules.
import { expect, test, type Page } from "./fixtures";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { openPanel, wallNames } from "../support/browser/testimonial-pages";
import {
  clearFeatured,
  eraseTestimonials,
  exists,
  featuredSlots,
  seedTestimonials,
} from "../support/node/testimonial-store";

const a = adminMessages;
// The three featured slots are shared by the whole site: these tests take turns.
test.describe.configure({ mode: "serial" });

/** Seeds published testimonials approved one day apart in `year` (the last is the newest). */
async function seedPublished(stamp: string, labels: string[], year = 2099) {
  const items = labels.map((label, i) => ({
    id: `featured-${stamp}-${label}`,
    name: `Featured ${label} ${stamp}`,
    status: "approved" as const,
    createdAt: new Date(Date.UTC(year, 0, 1 + i)),
  }));
  await seedTestimonials(items);
  return items;
}

async function publishedView(page: Page) {
  await openPanel(page, "approved");
  await expect(page.locator('[data-view="approved"] [data-item-id]').first()).toBeVisible();
  // The panel says when a change of featured ones reaches Expertise.
  await expect(page.locator('[data-view="approved"]')).toContainText(adminMessages.featuredWhen);
}

const item = (page: Page, name: string) => page.locator("[data-item-id]", { hasText: name });

test("the admin features and unfeatures; the wall leads with the featured, then the newest approval", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const [older, middle, newest] = await seedPublished(stamp, ["A", "B", "C"]);
  await clearFeatured();
  try {
    await publishedView(page);
    const card = item(page, older!.name);
    await card.getByRole("button", { name: a.feature }).click();
    await expect(card.getByRole("button", { name: a.unfeature })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card.getByText(a.featured, { exact: true })).toBeVisible();
    expect(Object.values(await featuredSlots())).toEqual([older!.id]);

    let names = await wallNames(page);
    expect(names[0]).toBe(older!.name);
    expect(names.filter((n) => n.endsWith(stamp))).toEqual(
      [older, newest, middle].map((i) => i!.name),
    );
    // A wall with published testimonials shows no sample card (docs/decisions.md).
    expect(names).not.toContain(testimonials[0]!.name);

    await publishedView(page);
    await item(page, older!.name).getByRole("button", { name: a.unfeature }).click();
    await expect(item(page, older!.name).getByRole("button", { name: a.feature })).toBeVisible();
    await expect(item(page, older!.name).getByText(a.featured, { exact: true })).toHaveCount(0);
    expect(await featuredSlots()).toEqual({});

    names = await wallNames(page);
    expect(names.filter((n) => n.endsWith(stamp))).toEqual(
      [newest, middle, older].map((i) => i!.name),
    );
  } finally {
    await eraseTestimonials([older, middle, newest].map((i) => i!.id));
  }
});

test("at most three: a fourth is refused with a clear message; unpublishing a featured one frees its slot", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const items = await seedPublished(stamp, ["P", "Q", "R", "S"]);
  await clearFeatured();
  try {
    await publishedView(page);
    for (const it of items.slice(0, 3)) {
      await item(page, it.name).getByRole("button", { name: a.feature }).click();
      await expect(item(page, it.name).getByRole("button", { name: a.unfeature })).toBeVisible();
    }
    const fourth = item(page, items[3]!.name);
    await fourth.getByRole("button", { name: a.feature }).click();
    await expect(page.getByRole("alert")).toHaveText(a.featureFull);
    await expect(fourth.getByRole("button", { name: a.feature })).toBeVisible();
    expect(Object.keys(await featuredSlots()).sort()).toEqual(["1", "2", "3"]);

    // Unpublishing a featured one takes it out of its slot in the same write, and the panel
    // says that Expertise keeps it until the next build.
    await item(page, items[0]!.name).getByRole("button", { name: a.unpublish }).click();
    await expect(item(page, items[0]!.name)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: a.removedFeatured })).toBeVisible();
    expect(await exists(`publicTestimonials/${items[0]!.id}`)).toBe(false);
    expect(Object.values(await featuredSlots())).not.toContain(items[0]!.id);
    await fourth.getByRole("button", { name: a.feature }).click();
    await expect(fourth.getByRole("button", { name: a.unfeature })).toBeVisible();
    await expect(page.getByText(a.removedFeatured)).toHaveCount(0);
  } finally {
    await eraseTestimonials(items.map((i) => i.id));
    await clearFeatured();
  }
});

test("when the featured slots cannot be read, the panel says so, and 'Try again' reads them", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [one] = await seedPublished(stamp, ["R"]);
  await clearFeatured();
  // The panel reads the slots with one query of the `featured` collection: it fails until let through.
  let blocked = true;
  await page.route(
    (url) => url.pathname.endsWith("/documents:runQuery"),
    (route) =>
      blocked && /"collectionId":"featured"/.test(route.request().postData() ?? "")
        ? route.abort("connectionfailed")
        : route.continue(),
  );
  try {
    await openPanel(page, "approved");
    const failed = page.locator("[data-featured-failed]");
    await expect(failed).toContainText(a.featuredLoadFailed);
    // Without the slots, no Feature button can say the truth: none is shown.
    await expect(item(page, one!.name)).toBeVisible();
    await expect(item(page, one!.name).getByRole("button", { name: a.feature })).toHaveCount(0);

    blocked = false;
    await failed.getByRole("button", { name: a.featuredRetry }).click();
    await expect(failed).toHaveCount(0);
    await item(page, one!.name).getByRole("button", { name: a.feature }).click();
    await expect(item(page, one!.name).getByText(a.featured, { exact: true })).toBeVisible();
    expect(Object.values(await featuredSlots())).toEqual([one!.id]);
  } finally {
    await eraseTestimonials([one!.id]);
    await clearFeatured();
  }
});
