// The testimonial share form in Chromium against the Firebase emulators and the Cloudinary
// stand-in: image checks and upload errors, a failing submit, Cancel, the success dialog, the page
// without JavaScript, the honeypot and the consent box.
import { outboxMessages } from "@/features/outbox/messages";
import { expect, test, type Page } from "./fixtures";
import { LOCAL_CLOUDINARY } from "@/site/local-addresses";
import { testimonialMessages } from "@/features/testimonials/messages";
import { fillForm, openForm, unique } from "../support/browser/testimonial-pages";
import { eraseTestimonials, idByName, record } from "../support/node/testimonial-store";

const t = testimonialMessages;

test("image validation: type, size and URL messages", async ({ page }) => {
  const form = await openForm(page);
  const file = form.getByLabel("Upload Profile Photo (Optional)");
  const error = form.locator("[data-image-error]");

  await file.setInputFiles({
    name: "photo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg/>"),
  });
  await expect(error).toHaveText(t.wrongType);

  await file.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5_242_880),
  });
  await expect(error).toHaveText(t.tooLarge);

  await form.getByRole("button", { name: "Use Image URL" }).click();
  const url = form.getByLabel("Enter Image URL (Optional)");
  for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAAA", "not a url"]) {
    await url.fill(bad);
    await form.getByRole("button", { name: "Use URL" }).click();
    await expect(error).toHaveText(t.invalidUrl);
    await expect(form.locator("img")).toHaveCount(0);
  }
  // A good URL clears the message; the image is kept on the photo host (Cloudinary fetches it),
  // and the round preview shows it from there, never from the address typed.
  const good = new URL("/images/default-avatar.jpg", page.url()).href;
  const before = await uploadCount(page);
  await url.fill(good);
  await form.getByRole("button", { name: "Use URL" }).click();
  await expect(error).toHaveCount(0);
  await expect(form.locator('[data-image-status="uploaded"]')).toHaveText(t.uploaded);
  const preview = form.getByRole("img", { name: "Preview of your avatar" });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute("src")).toMatch(
    new RegExp(
      `^${LOCAL_CLOUDINARY}/demo-amara/image/upload/f_auto,q_auto,c_fill,w_192,h_192/v\\d+/visitors/\\w+\\.jpg$`,
    ),
  );
  expect(await uploadCount(page)).toBe(before + 1);
  // Round: a radius of at least half its side (0px would be a square).
  const radius = await preview.evaluate((img) => parseFloat(getComputedStyle(img).borderRadius));
  expect(radius).toBeGreaterThanOrEqual(
    (await preview.evaluate((img) => img.getBoundingClientRect().width)) / 2,
  );
});

/** How many images the Cloudinary stand-in holds. */
async function uploadCount(page: Page): Promise<number> {
  const answer = await page.request.get(`${LOCAL_CLOUDINARY}/__uploads`);
  return ((await answer.json()) as { uploads: unknown[] }).uploads.length;
}

test("an image URL Cloudinary cannot load: the message shows, the image is cleared, the submit waits", async ({
  page,
}) => {
  const name = unique("Broken Photo");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Student", message: "My photo link is broken." });
  await form.getByRole("button", { name: "Use Image URL" }).click();
  const missing = new URL("/images/no-such-photo.png", page.url()).href;
  await form.getByLabel("Enter Image URL (Optional)").fill(missing);
  await form.getByRole("button", { name: "Use URL" }).click();
  await expect(form.locator('[data-image-status="error"]')).toHaveText(t.previewFailed);
  await expect(form.locator("img")).toHaveCount(0);
  // Submitting with the address still typed tries it again, and stores nothing while it fails.
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.locator('[data-image-status="error"]')).toHaveText(t.previewFailed);
  await expect(form.getByLabel("Enter Image URL (Optional)")).toHaveValue(missing);
  await expect(idByName(name)).rejects.toThrow(`0 testimonials named ${name}`);
});

test("the upload service's error message is shown, and the photo is not kept", async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel("Upload Profile Photo (Optional)").setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not really a png"),
  });
  await expect(form.locator('[data-image-status="error"]')).toHaveText("Invalid image file");
  await expect(form.locator("img")).toHaveCount(0);
});

test("a submit that fails on the network is kept on this phone (src/features/outbox/), not lost", async ({
  page,
}) => {
  const name = unique("Offline Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Student", message: "Written on a bad connection." });
  await page.route("**/documents:commit*", (route) => route.abort("connectionfailed"));
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.locator('[data-outbox="testimonial"]')).toContainText(outboxMessages.saved);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(idByName(name)).rejects.toThrow(`0 testimonials named ${name}`);
});

test("Cancel hides the form and brings back 'Share Your Experience'", async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole("button", { name: t.cancel }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: t.share })).toBeVisible();
});

test("the success message is an opaque modal dialog: focus stays in it, Escape closes it and returns the focus", async ({
  page,
}) => {
  const name = unique("Dialog Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Tester", message: "Modal?" });
  await form.getByRole("button", { name: t.submit }).click();
  const dialog = page.getByRole("dialog", { name: t.successTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(t.successText);
  const close = dialog.getByRole("button", { name: t.close });
  await expect(close).toBeFocused();
  // Opened with showModal(): the rest of the page is inert, and the dialog hides it completely.
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
  // An opaque colour: no alpha ("rgba(...)" or "oklch(... / 0.95)"), not transparent.
  const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^(rgb|oklch)\(/);
  expect(background).not.toContain("/");
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBe(page.viewportSize()!.width);
  expect(box.height).toBe(page.viewportSize()!.height);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.share })).toBeFocused();
  await expect(form).toBeHidden();
  await eraseTestimonials([await idByName(name)]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Share Your Experience' is replaced by words that say what it needs", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByText(t.needsScript)).toBeVisible();
    await expect(page.getByRole("button", { name: t.share })).toBeHidden();
  });
});

test("the honeypot: a bot that fills it is thanked, and nothing is stored", async ({ page }) => {
  const name = unique("Honey Bot");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Bot", message: "Buy cheap watches" });
  // People never see the field; a bot fills every input it finds.
  await form.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  await expect(idByName(name)).rejects.toThrow(/^0 testimonials named/);
});

test("consent is required: without the tick nothing is sent; with it, it is stored with its time", async ({
  page,
}) => {
  const name = unique("Consenting Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Chef", message: "Lovely." });
  const consent = form.getByLabel(t.consent);
  await consent.uncheck();
  await form.getByRole("button", { name: t.submit }).click();
  expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(form.getByLabel("Full Name *")).toHaveValue(name);

  await consent.check();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  // One record (idByName insists on exactly one): the first click sent nothing.
  const id = await idByName(name);
  const stored = await record(id);
  await eraseTestimonials([id]);
  expect(stored).toMatchObject({ consent: true, status: "pending" });
  const millis = (value: unknown) => (value as { toMillis(): number }).toMillis();
  expect(millis(stored!.consentAt)).toBe(millis(stored!.createdAt));
});
