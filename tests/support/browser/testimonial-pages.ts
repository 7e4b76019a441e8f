/**
 * Browser-test helpers for the testimonial pages, shared by the testimonial specs: a unique name,
 * a real photo to upload, the share form opened and filled as a person would, the names on the
 * public wall, and the moderation panel opened as the demo admin. (The emulator-side helpers are in ./testimonial-store.ts, which the Vitest backend
 * suite imports too; these need Playwright.)
 */
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { accountFormMessages } from "@/features/account/messages";
import { WALL_RETRY_MS } from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { demo, signIn } from "./account";
import { EXPECT_TIMEOUT_MS } from "../../e2e/limits";

const t = testimonialMessages;

/**
 * How long a test waits for the wall's next read once the server can be reached again: its
 * longest wait between tries (WALL_RETRY_MS.most), then an expect's limit for the read to be sent
 * and answered.
 */
export const WALL_NEXT_TRY_MS = WALL_RETRY_MS.most + EXPECT_TIMEOUT_MS;

/** `label` followed by a stamp no other run shares. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

/** A real ~250 KB PNG of noise (it does not compress), so an upload takes a moment. */
export async function photo(): Promise<Buffer> {
  const width = 300;
  const height = 280;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Opens the share form on /testimonials; returns the form. */
export async function openForm(page: Page) {
  // A person clicks as soon as the button shows, before its island has hydrated.
  await page.goto("/testimonials", { waitUntil: "domcontentloaded" });
  const share = page.getByRole("button", { name: t.share });
  await share.click();
  await expect(share).toBeHidden();
  return page.locator("[data-testimonial-form] form");
}

/** Fills the required fields and ticks consent; returns the form. */
export async function fillForm(
  page: Page,
  fields: { name: string; role: string; message: string; email?: string },
) {
  const form = page.locator("[data-testimonial-form] form");
  await form.getByLabel("Full Name *").fill(fields.name);
  await form.getByLabel("Email *").fill(fields.email ?? "visitor.e2e@example.com");
  await form.getByLabel("Your Role/Title *").fill(fields.role);
  await form.getByLabel("Testimonial *").fill(fields.message);
  await form.getByLabel(t.consent).check();
  return form;
}

/**
 * Presses `more` ("Show more" on the wall, "Load more" in the panel) as a reader would, each time
 * waiting for `list`'s `data-pages` to count the new page, until the button is gone or `until`
 * shows.
 */
export async function readAll(list: Locator, more: Locator, until?: Locator) {
  while ((await more.isVisible()) && !(until && (await until.isVisible()))) {
    const pages = await list.getAttribute("data-pages");
    await more.click();
    await expect(list).not.toHaveAttribute("data-pages", pages!);
  }
}

/**
 * Opens a wall (/testimonials, or an area's /testimonials/<area>) and waits for its first read; the
 * testimonials published since the build, when the page holds them behind "Show N new
 * testimonials" (the wall on screen), are then shown, as a reader would ask for them.
 */
export async function openWall(page: Page, path = "/testimonials"): Promise<Locator> {
  await page.goto(path);
  const wall = page.locator("[data-testimonial-wall]");
  await expect(wall).toHaveAttribute("data-pages", /\d+/);
  const fresh = page.locator("[data-wall-new]");
  if (await fresh.isVisible()) {
    const loaded = await wall.getAttribute("data-loaded");
    await fresh.click();
    await expect(wall).not.toHaveAttribute("data-loaded", loaded!);
  }
  return wall;
}

/**
 * Every name on the wall, after "Show N new" (openWall) and "Show more" until there is no more,
 * as a reader would.
 */
export async function wallNames(page: Page, path = "/testimonials"): Promise<string[]> {
  const wall = await openWall(page, path);
  await readAll(wall, page.getByRole("button", { name: t.showMore }));
  return wall.locator('[data-field="name"]').allTextContents();
}

/** The pending view's heading: "Pending Testimonials (n)". */
export const pendingHeading = (scope: Page | Locator) =>
  scope.getByRole("heading", { name: /^Pending Testimonials \(\d+\)$/ });

/**
 * The moderation panel as the demo admin (signing in unless this page is signed in already),
 * on the pending view or on `view`.
 */
export async function openPanel(page: Page, view?: "approved" | "rejected") {
  await page.goto("/admin/testimonials");
  const signInForm = page.getByRole("heading", { name: accountFormMessages.signInTitle });
  // Busy until the first auth check is done (and, when signed in, the panel is in place).
  await expect(page.locator("[data-auth-screen]")).toHaveAttribute("aria-busy", "false");
  await expect(pendingHeading(page).or(signInForm)).toBeVisible();
  if (await signInForm.isVisible()) await signIn(page, demo.admin.email, demo.admin.password);
  await expect(pendingHeading(page)).toBeVisible();
  if (view) {
    await page.getByRole("button", { name: adminMessages.views[view], exact: true }).click();
    await expect(page.locator(`[data-view="${view}"]`)).toBeVisible();
  }
}
