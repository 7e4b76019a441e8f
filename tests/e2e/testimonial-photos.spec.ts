// Visitors' photos live on the site's photo host only (Cloudinary; its stand-in here): a record
// from before photos were re-hosted names another host, and no page ever asks that host for it.
// The wall shows the default avatar, and the owner replaces or removes the photo in the panel.
import { expect, test } from "./fixtures";
import { DEFAULT_AVATAR } from "@/features/testimonials/constants";
import { LOCAL_CLOUDINARY } from "@/site/local-addresses";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { patchDocument } from "../support/node/emulators";
import { openPanel, photo, wallNames } from "../support/browser/testimonial-pages";
import {
  anonymousGet,
  eraseTestimonials,
  record,
  seedTestimonials,
} from "../support/node/testimonial-store";

const a = adminMessages;
const TRACKER = "tracker.example";

test("a photo on another host is never loaded; the owner replaces it, then removes it", async ({
  page,
}) => {
  test.slow();
  const id = `photo-${Date.now().toString(36)}`;
  const name = `Old Photo ${id}`;
  const old = `https://${TRACKER}/pixel.jpg?who=${id}`;
  await seedTestimonials([{ id, name, status: "approved", createdAt: new Date() }]);
  await patchDocument(`testimonials/${id}`, { imageUrl: old });
  await patchDocument(`publicTestimonials/${id}`, { imageUrl: old });
  // Every request the pages make to that host, answered here so none could be missed.
  const asked: string[] = [];
  await page.route(`**://${TRACKER}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/jpeg", body: Buffer.alloc(0) });
  });
  try {
    // The wall: the default avatar.
    expect(await wallNames(page)).toContain(name);
    const card = page.locator("[data-testimonial-wall] li", { hasText: name });
    await expect(card.locator("img")).toHaveAttribute("src", DEFAULT_AVATAR);

    // The panel says why, and offers the two ways on; the old host is never asked.
    await openPanel(page, "approved");
    const item = page.locator(`[data-item-id="${id}"]`);
    await expect(item.getByText(a.photoElsewhere(TRACKER))).toBeVisible();
    await expect(item.locator("img")).toHaveCount(0);
    await item.getByText(a.replacePhoto).setInputFiles({
      name: "new.png",
      mimeType: "image/png",
      buffer: await photo(),
    });
    await expect(item.getByText(a.photoElsewhere(TRACKER))).toHaveCount(0);
    await expect(item.locator("img")).toHaveAttribute("src", new RegExp(`^${LOCAL_CLOUDINARY}/`));
    const kept = String((await record(id))?.imageUrl);
    expect(kept).toMatch(/^https:\/\/res\.cloudinary\.com\/demo-amara\/image\/upload\/v\d+\//);
    expect((await anonymousGet(`publicTestimonials/${id}`)).body).toContain(kept);

    // The wall shows the new photo, from the photo host, at the card's size.
    await wallNames(page);
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      new RegExp(`^${LOCAL_CLOUDINARY}/demo-amara/image/upload/f_auto,q_auto,c_fill,w_112,h_112/`),
    );
    await expect
      .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(112);

    // Another old photo, removed this time: the record and the copy hold none.
    await patchDocument(`testimonials/${id}`, { imageUrl: old });
    await patchDocument(`publicTestimonials/${id}`, { imageUrl: old });
    await openPanel(page, "approved");
    await item.getByRole("button", { name: a.removePhoto }).click();
    await expect(item.getByText(a.photoElsewhere(TRACKER))).toHaveCount(0);
    await expect(item.locator("[data-placeholder-icon]")).toBeVisible();
    expect(await record(id)).not.toHaveProperty("imageUrl");
    expect((await anonymousGet(`publicTestimonials/${id}`)).body).not.toContain("imageUrl");

    expect(asked).toEqual([]);
  } finally {
    await eraseTestimonials([id]);
  }
});
