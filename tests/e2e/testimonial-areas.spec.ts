// Testimonials by the owner's areas (src/features/testimonials/areas.ts): the request link of an area opens the
// form with it chosen; the wall of an area (/testimonials/<area>) shows only its testimonials and
// names it without JavaScript; the owner sets areas and a highlight in the panel.
import { expect, test } from "./fixtures";
import { areas } from "@/features/testimonials/areas";
import { WALL_PAGE_SIZE } from "@/features/testimonials/constants";
import { LIVED_IN_FEATURED, livedInTestimonials } from "../../tools/dev/lived-in.mjs";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { fillForm, openPanel, unique, wallNames } from "../support/browser/testimonial-pages";
import {
  eraseTestimonials,
  idByName,
  record,
  seedTestimonials,
} from "../support/node/testimonial-store";

const t = testimonialMessages;
const a = adminMessages;
const culinary = areas.find((area) => area.id === "culinary")!;

test("the Culinary request link chooses Culinary; once approved, it is on the Culinary wall only", async ({
  page,
}) => {
  const name = unique("Caterer By Area");
  // The link the owner copies for Culinary, opened as a client would.
  await page.goto("/testimonials/culinary#share", { waitUntil: "domcontentloaded" });
  const form = page.locator("[data-testimonial-form] form");
  await expect(form.getByRole("checkbox", { name: culinary.name })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Software" })).not.toBeChecked();
  await fillForm(page, { name, role: "Caterer", message: "The small chops were gone in minutes." });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  const id = await idByName(name);
  try {
    expect(await record(id)).toMatchObject({ areas: ["culinary"], status: "pending" });
    await openPanel(page);
    const item = page.locator(`[data-item-id="${id}"]`);
    await item.getByRole("button", { name: a.approve }).click();
    await expect(item).toHaveCount(0);

    expect(await wallNames(page, "/testimonials/culinary")).toContain(name);
    expect(await wallNames(page, "/testimonials/software")).not.toContain(name);
    expect(await wallNames(page)).toContain(name);
    // The filters are plain links, the current one marked.
    await page.goto("/testimonials/culinary");
    const filters = page.getByRole("navigation", { name: t.filterLabel });
    await expect(filters.getByRole("link", { name: culinary.name })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filters.getByRole("link", { name: "Software" }).click();
    await expect(page).toHaveURL(/\/testimonials\/software$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Client Success Stories: Software",
    );
  } finally {
    await eraseTestimonials([id]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("an area's address names the area and shows its published testimonials only, as built", async ({
    page,
  }) => {
    await page.goto("/testimonials/community");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Client Success Stories: Community",
    );
    const wall = page.locator("[data-testimonial-wall]");
    // The lived-in site's (tools/dev/lived-in.mjs): its featured ones about the area, then the
    // newest about it, one page.
    const all = livedInTestimonials();
    const about = (t: (typeof all)[number]) =>
      (t.fields.areas as readonly string[]).includes("community");
    const featured = LIVED_IN_FEATURED.map((id) => all.find((t) => t.id === id)!).filter(about);
    const newest = all
      .filter(about)
      .sort((a, b) => b.approvedAt.getTime() - a.approvedAt.getTime())
      .slice(0, WALL_PAGE_SIZE)
      .filter((t) => !featured.includes(t));
    await expect(wall.locator('[data-field="name"]')).toHaveText(
      [...featured, ...newest].map((t) => String(t.fields.name)),
    );
    // Without JavaScript, "Show more" could do nothing: it is not offered.
    await expect(page.getByRole("button", { name: "Show more" })).toBeHidden();
  });
});

test("the owner sets a testimonial's areas and highlight; its area's wall shows the phrase in bold", async ({
  page,
}) => {
  const id = `areas-${Date.now().toString(36)}`;
  const name = `Highlighted ${id}`;
  await seedTestimonials([{ id, name, status: "approved", createdAt: new Date() }]);
  try {
    const message = String((await record(id))?.message);
    const phrase = message.split(" ").slice(0, 2).join(" ");
    await openPanel(page, "approved");
    const item = page.locator(`[data-item-id="${id}"]`);
    await item.getByText(a.editsSummary).click();
    await item.getByRole("checkbox", { name: "Software" }).check();
    // Words that are not in the message are refused, and nothing is saved.
    await item.getByLabel(a.highlightLabel).fill("not in the message");
    await item.getByRole("button", { name: a.saveEdits }).click();
    await expect(page.getByText(a.highlightNotInMessage)).toBeVisible();
    await item.getByLabel(a.highlightLabel).fill(phrase);
    await item.getByRole("button", { name: a.saveEdits }).click();
    await expect(page.getByText(a.editsSaved(name))).toBeVisible();
    expect(await record(id)).toMatchObject({ areas: ["software"], highlight: phrase });

    expect(await wallNames(page, "/testimonials/software")).toContain(name);
    const card = page.locator("[data-testimonial-wall] li", { hasText: name });
    await expect(card.locator("strong")).toHaveText(phrase);
    expect(await wallNames(page, "/testimonials/culinary")).not.toContain(name);
  } finally {
    await eraseTestimonials([id]);
  }
});

test("the panel's request link is offered for each area", async ({ page }) => {
  await openPanel(page);
  const share = page.locator("[data-share-link]");
  await share.getByLabel(a.share.areaLabel).selectOption(culinary.id);
  await expect(share.getByLabel(a.share.label)).toHaveValue(/\/testimonials\/culinary#share$/);
  await share.getByLabel(a.share.areaLabel).selectOption("");
  await expect(share.getByLabel(a.share.label)).toHaveValue(/\/testimonials#share$/);
});
