/**
 * Browser-test helpers for the testimonial pages, shared by the testimonial specs: a unique name,
 * a real photo to upload, the share form opened and filled as a person would, and the names on
 * the public wall. (The emulator-side helpers are in ./testimonials.ts, which the Vitest backend
 * suite imports too; these need Playwright.)
 */
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "@/lib/messages";

const t = messages.testimonial;

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
  fields: { name: string; role: string; message: string },
) {
  const form = page.locator("[data-testimonial-form] form");
  await form.getByLabel("Full Name *").fill(fields.name);
  await form.getByLabel("Email *").fill("visitor.e2e@example.com");
  await form.getByLabel("Your Role/Title *").fill(fields.role);
  await form.getByLabel("Testimonial *").fill(fields.message);
  await form.getByLabel(t.consent).check();
  return form;
}

/** Every name on the wall, after "Show more" until there is no more, as a reader would. */
export async function wallNames(page: Page): Promise<string[]> {
  await page.goto("/testimonials");
  const wall = page.locator("[data-testimonial-wall]");
  await expect(wall).toHaveAttribute("data-loaded", /\d+/);
  const more = page.getByRole("button", { name: t.showMore });
  while (await more.isVisible()) {
    const pages = await wall.getAttribute("data-pages");
    await more.click();
    await expect(wall).not.toHaveAttribute("data-pages", pages!);
  }
  return wall.locator('[data-field="name"]').allTextContents();
}
