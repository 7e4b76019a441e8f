// The moderation panel in Chromium against the Firebase emulators (with firestore.rules):
// unpublishing and deleting for good, rejecting several at once, reading a page at a time, and a
// decision another admin made first.
import { expect, test } from "./fixtures";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { demo, signIn } from "../support/browser/account";
import { patchDocument } from "../support/node/emulators";
import {
  fillForm,
  openForm,
  openPanel,
  pendingHeading,
  readAll,
  unique,
  wallNames,
} from "../support/browser/testimonial-pages";
import {
  eraseTestimonials,
  exists,
  record,
  seedTestimonials,
} from "../support/node/testimonial-store";

const t = testimonialMessages;

test("the owner unpublishes a published testimonial, then deletes it for good after confirming", async ({
  page,
}) => {
  const id = `undo-${Date.now().toString(36)}`;
  const name = `Published Then Erased ${id}`;
  await seedTestimonials([{ id, name, status: "approved", createdAt: new Date() }]);
  try {
    expect(await wallNames(page)).toContain(name);

    await openPanel(page, "approved");
    const item = page.locator(`[data-item-id="${id}"]`);
    await expect(item.getByText(adminMessages.published, { exact: true })).toBeVisible();
    await item.getByRole("button", { name: adminMessages.unpublish }).click();
    await expect(item).toHaveCount(0);
    expect(await exists(`publicTestimonials/${id}`)).toBe(false);
    expect(await record(id)).toMatchObject({ status: "rejected" });
    expect(await wallNames(page)).not.toContain(name);

    // It stays on record as rejected, where the owner can erase it.
    await openPanel(page, "rejected");
    const rejected = page.locator(`[data-item-id="${id}"]`);
    await expect(rejected.getByText(adminMessages.rejected, { exact: true })).toBeVisible();
    await rejected.getByRole("button", { name: adminMessages.delete }).click();
    await expect(rejected.getByText(adminMessages.confirmDelete)).toBeVisible();
    // The safe answer has the focus; keeping it changes nothing.
    const keep = rejected.getByRole("button", { name: adminMessages.confirmDeleteNo });
    await expect(keep).toBeFocused();
    await keep.click();
    await expect(rejected.getByRole("button", { name: adminMessages.delete })).toBeFocused();
    expect(await exists(`testimonials/${id}`)).toBe(true);

    await rejected.getByRole("button", { name: adminMessages.delete }).click();
    await rejected.getByRole("button", { name: adminMessages.confirmDeleteYes }).click();
    await expect(rejected).toHaveCount(0);
    expect(await exists(`testimonials/${id}`)).toBe(false);
    expect(await exists(`publicTestimonials/${id}`)).toBe(false);
  } finally {
    await eraseTestimonials([id]);
  }
});

test("a published testimonial deleted for good leaves the wall and the record at once", async ({
  page,
}) => {
  const id = `erase-${Date.now().toString(36)}`;
  const name = `Erased From The Wall ${id}`;
  await seedTestimonials([{ id, name, status: "approved", createdAt: new Date() }]);
  try {
    await openPanel(page, "approved");
    const item = page.locator(`[data-item-id="${id}"]`);
    await item.getByRole("button", { name: adminMessages.delete }).click();
    await item.getByRole("button", { name: adminMessages.confirmDeleteYes }).click();
    await expect(item).toHaveCount(0);
    expect(await exists(`testimonials/${id}`)).toBe(false);
    expect(await exists(`publicTestimonials/${id}`)).toBe(false);
    expect(await wallNames(page)).not.toContain(name);
  } finally {
    await eraseTestimonials([id]);
  }
});

test("several pending testimonials are rejected at once", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const seeded = ["a", "b", "c"].map((x, i) => ({
    id: `bulk-${stamp}-${x}`,
    name: `Bulk ${x.toUpperCase()} ${stamp}`,
    status: "pending" as const,
    createdAt: new Date(Date.now() - 86_400_000 + i),
  }));
  await seedTestimonials(seeded);
  try {
    await openPanel(page);
    const reject = page.getByRole("button", { name: /^Reject selected \(\d+\)$/ });
    await expect(reject).toBeDisabled();
    for (const item of seeded.slice(0, 2))
      await page.getByRole("checkbox", { name: adminMessages.select(item.name) }).check();
    await expect(reject).toHaveText(adminMessages.rejectSelected(2));
    await reject.click();
    for (const item of seeded.slice(0, 2)) {
      await expect(page.locator(`[data-item-id="${item.id}"]`)).toHaveCount(0);
      expect(await record(item.id)).toMatchObject({ status: "rejected" });
    }
    // The one not selected is untouched.
    await expect(page.locator(`[data-item-id="${seeded[2]!.id}"]`)).toBeVisible();
    expect(await record(seeded[2]!.id)).toMatchObject({ status: "pending" });
    await expect(reject).toHaveText(adminMessages.rejectSelected(0));
  } finally {
    await eraseTestimonials(seeded.map((item) => item.id));
  }
});

test("the panel and the wall read a page at a time: 'Load more' and 'Show more'", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  // Dated after everything else, so they are the last pending ones and the newest on the wall.
  const later = (i: number) => new Date(Date.UTC(2100, 0, 1, 0, i));
  const two = (i: number) => String(i).padStart(2, "0");
  const pending = Array.from({ length: 30 }, (_, i) => ({
    id: `page-${stamp}-p${two(i)}`,
    name: `Paged Pending ${two(i)} ${stamp}`,
    status: "pending" as const,
    createdAt: later(i),
  }));
  const approved = Array.from({ length: 15 }, (_, i) => ({
    id: `page-${stamp}-a${two(i)}`,
    name: `Paged Published ${two(i)} ${stamp}`,
    status: "approved" as const,
    createdAt: later(i),
  }));
  await seedTestimonials([...pending, ...approved]);
  try {
    await openPanel(page);
    const panel = page.locator("[data-moderation-panel]");
    const heading = pendingHeading(panel);
    await expect(panel.locator("[data-item-id]")).toHaveCount(25);
    // The total comes from its own count request: wait for it, then read the heading.
    await expect(panel).toHaveAttribute("data-total", /^\d+$/);
    const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(total).toBe(Number(await panel.getAttribute("data-total")));
    expect(total).toBeGreaterThanOrEqual(30);
    const items = panel.locator("[data-item-id]");
    await expect(panel.locator("[data-shown]")).toHaveText(adminMessages.shown(25, total));
    await readAll(panel, panel.getByRole("button", { name: adminMessages.loadMore }));
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(total);
    await expect(panel.locator("[data-shown]")).toHaveText(adminMessages.shown(count, count));
    const shown = await panel.locator('[data-field="name"]').allTextContents();
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.slice(-30)).toEqual(pending.map((p) => p.name));

    await page.goto("/testimonials");
    const wall = page.locator("[data-testimonial-wall]");
    // The first page read: published since the build, they wait behind "Show N new" where the
    // wall is on screen (or join it at once where it is not).
    await expect(wall).toHaveAttribute("data-pages", "1");
    const fresh = page.locator("[data-wall-new]");
    if (await fresh.isVisible()) await fresh.click();
    await expect(wall).not.toHaveAttribute("data-loaded", "0");
    // One page of 12 (after any featured ones, which another test may have set): the newest.
    const ours = async () =>
      (await wall.locator('[data-field="name"]').allTextContents()).filter((n) =>
        n.endsWith(stamp),
      );
    const newest = approved.map((a) => a.name).reverse();
    const firstPage = await ours();
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.length).toBeLessThanOrEqual(12);
    expect(firstPage).toEqual(newest.slice(0, firstPage.length));
    await readAll(wall, page.getByRole("button", { name: t.showMore }));
    const names = await wall.locator('[data-field="name"]').allTextContents();
    // The newest approval first, each testimonial once (names repeat: one client may praise
    // twice); no sample card beside published ones.
    expect(await ours()).toEqual(newest);
    expect(names).not.toContain(testimonials[0]!.name);
    const ids = await wall
      .locator(":scope > li")
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.testimonialDoc));
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    await eraseTestimonials([...pending, ...approved].map((item) => item.id));
  }
});

test("a decision that fails (another admin decided first) says so and keeps the item", async ({
  page,
}) => {
  const name = unique("Twice Decided");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Tester", message: "Two admins, one testimonial." });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();

  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  const item = page.locator("[data-pending-id]", { hasText: name });
  await expect(item).toBeVisible();
  // Meanwhile another admin approves it; the rules refuse a second decision.
  const id = (await item.getAttribute("data-pending-id"))!;
  await patchDocument(`testimonials/${id}`, { status: "approved" });
  await item.getByRole("button", { name: adminMessages.reject }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    adminMessages.updateFailed,
  );
  await expect(item).toBeVisible();
});

test("the views' buttons stay where they are when 'Add a testimonial' arrives after the panel", async ({
  page,
}) => {
  // Its code held until the panel is in place, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/AddTestimonial.*.js", async (route) => {
    await held;
    await route.continue();
  });
  await openPanel(page);
  const published = page.getByRole("button", { name: adminMessages.views.approved, exact: true });
  const before = await published.boundingBox();
  release();
  await expect(page.locator("[data-add-testimonial]")).toBeAttached();
  expect(await published.boundingBox()).toEqual(before);
});
