// The testimonial loop end to end, in Chromium against the Firebase emulators (with
// firestore.rules) and the Cloudinary stand-in: submit with a photo, moderate, publish.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { initializeApp } from "firebase/app";
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  query,
  where,
} from "firebase/firestore/lite";
import {
  LOCAL_CLOUDINARY,
  LOCAL_FIRESTORE_EMULATOR_PORT,
  LOCAL_PROJECT_ID,
} from "@/lib/local-backend";
import { messages } from "@/lib/messages";
import { testimonials } from "@/data/testimonials";
import { demo, signIn } from "../support/account";
import { patchDocument } from "../support/emulators";

const t = messages.testimonial;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

/** A real ~250 KB PNG of noise (it does not compress), so an upload takes a moment. */
async function photo(): Promise<Buffer> {
  const width = 300;
  const height = 280;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function openForm(page: Page) {
  await page.goto("/testimonials");
  const share = page.getByRole("button", { name: t.share });
  await share.scrollIntoViewIfNeeded();
  // The island hydrates when it comes into view; a click before that would do nothing.
  await expect(page.locator("astro-island:has([data-testimonial-form])")).not.toHaveAttribute(
    "ssr",
  );
  await share.click();
  await expect(share).toBeHidden();
  return page.locator("[data-testimonial-form] form");
}

async function fillForm(page: Page, fields: { name: string; role: string; message: string }) {
  const form = page.locator("[data-testimonial-form] form");
  await form.getByLabel("Full Name *").fill(fields.name);
  await form.getByLabel("Email *").fill("visitor.e2e@example.com");
  await form.getByLabel("Your Role/Title *").fill(fields.role);
  await form.getByLabel("Testimonial *").fill(fields.message);
  return form;
}

/** Every text the image status line takes from now on. */
async function recordImageStatus(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { statuses: string[] };
    w.statuses = [];
    new MutationObserver(() => {
      const text = document.querySelector("[data-image-status]")?.textContent;
      if (text && w.statuses.at(-1) !== text) w.statuses.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function moderate(page: Page, name: string, decision: "Approve" | "Reject") {
  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  const item = page.locator("[data-pending-id]", { hasText: name });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: decision }).click();
  await expect(item).toHaveCount(0);
}

async function wallNames(page: Page): Promise<string[]> {
  await page.goto("/testimonials");
  const wall = page.locator("[data-testimonial-wall]");
  await expect(wall).toHaveAttribute("data-loaded", /\d+/);
  return wall.locator('[data-field="name"]').allTextContents();
}

test("the whole loop: submit with an uploaded photo, the admin approves, the wall shows it", async ({
  page,
}) => {
  test.slow();
  const name = unique("Kemi Adeleke");
  const message = "Amara's catering team fed 300 guests and every plate came back empty.";
  const form = await openForm(page);
  await fillForm(page, { name, role: "Event Planner", message });

  // Slow the upload down so its progress is seen, as on a phone in Lagos traffic.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await recordImageStatus(page);
  await form.getByLabel("Upload Profile Photo (Optional)").setInputFiles({
    name: "kemi.png",
    mimeType: "image/png",
    buffer: await photo(),
  });
  await expect(form.getByText(t.uploaded)).toBeVisible({ timeout: 15_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const statuses = await page.evaluate(
    () => (window as unknown as { statuses: string[] }).statuses,
  );
  const percents = statuses
    .map((s) => /^Uploading: (\d+)%$/.exec(s)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(statuses.at(-1)).toBe(t.uploaded);

  const preview = form.getByRole("img", { name: "Preview of your avatar" });
  await expect(preview).toBeVisible();
  const photoUrl = (await preview.getAttribute("src"))!;
  expect(photoUrl.startsWith(`${LOCAL_CLOUDINARY}/`)).toBe(true);

  await form.getByRole("button", { name: t.submit }).click();
  const overlay = page.getByRole("dialog", { name: t.successTitle });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("button", { name: t.close })).toBeFocused();
  await overlay.getByRole("button", { name: t.close }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByRole("button", { name: t.share })).toBeVisible();

  // The admin sees every field, then approves.
  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole("heading", { name: /^Pending Testimonials \(\d+\)$/ })).toBeVisible();
  const item = page.locator("[data-pending-id]", { hasText: name });
  await expect(item.locator('[data-field="name"]')).toHaveText(name);
  await expect(item.getByText(messages.admin.pending, { exact: true })).toBeVisible();
  await expect(item.locator('[data-field="role"]')).toHaveText("Event Planner");
  await expect(item.getByRole("link", { name: "visitor.e2e@example.com" })).toHaveAttribute(
    "href",
    "mailto:visitor.e2e@example.com",
  );
  await expect(item.getByText(messages.admin.submittedOn)).toContainText(
    new Date().getFullYear().toString(),
  );
  await expect(item.getByText(messages.admin.imageAttached)).toBeVisible();
  await expect(item.locator('[data-field="message"]')).toHaveText(`\u201c${message}\u201d`);
  await expect(item.locator("img")).toHaveAttribute("src", photoUrl);
  await item.getByRole("button", { name: messages.admin.approve }).click();
  await expect(item).toHaveCount(0);

  // The public wall: after the four static cards, with its photo.
  const names = await wallNames(page);
  expect(names.slice(0, testimonials.length)).toEqual(testimonials.map((s) => s.name));
  expect(names).toContain(name);
  const card = page.locator("[data-testimonial-wall] li", { hasText: name });
  await expect(card.locator('[data-field="comment"]')).toHaveText(`\u201c${message}\u201d`);
  const avatar = card.locator("img");
  await expect(avatar).toHaveAttribute("src", photoUrl);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(300);
  const id = Number(await card.getAttribute("data-testimonial-id"));
  expect(id).toBeGreaterThan(testimonials.length);
});

test("a rejected testimonial never appears on the wall", async ({ page }) => {
  const name = unique("Rejected Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Tester", message: "Please reject me." });
  await form.getByRole("button", { name: "Use Image URL" }).click();
  await form.getByLabel("Enter Image URL (Optional)").fill(`${LOCAL_CLOUDINARY}/__uploads`);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  await moderate(page, name, "Reject");
  expect(await wallNames(page)).not.toContain(name);
});

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
  // A good URL clears the message and shows the round preview.
  const good = await uploadedPhotoUrl(page);
  await url.fill(good);
  await form.getByRole("button", { name: "Use URL" }).click();
  await expect(error).toHaveCount(0);
  await expect(form.getByRole("img", { name: "Preview of your avatar" })).toHaveCSS(
    "border-radius",
    /px|%/,
  );
});

/** Uploads a photo to the stand-in directly and returns its URL (for URL-mode tests). */
async function uploadedPhotoUrl(page: Page): Promise<string> {
  const response = await page.request.post(`${LOCAL_CLOUDINARY}/v1_1/demo-amara/image/upload`, {
    multipart: {
      upload_preset: "visitors",
      file: { name: "p.png", mimeType: "image/png", buffer: await photo() },
    },
  });
  return ((await response.json()) as { secure_url: string }).secure_url;
}

test("a broken image URL: the preview fails, the message shows and the image is cleared", async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByRole("button", { name: "Use Image URL" }).click();
  await form.getByLabel("Enter Image URL (Optional)").fill(`${LOCAL_CLOUDINARY}/missing/photo.png`);
  await form.getByRole("button", { name: "Use URL" }).click();
  await expect(form.locator("[data-image-error]")).toHaveText(t.previewFailed);
  await expect(form.locator("img")).toHaveCount(0);
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

test("a failing submit shows the error box and keeps everything typed", async ({ page }) => {
  const name = unique("Offline Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Student", message: "Written on a bad connection." });
  await page.route("**/documents:commit*", (route) => route.abort("connectionfailed"));
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByRole("alert")).toHaveText(t.submitFailed);
  await expect(form.getByLabel("Full Name *")).toHaveValue(name);
  await expect(form.getByLabel("Email *")).toHaveValue("visitor.e2e@example.com");
  await expect(form.getByLabel("Your Role/Title *")).toHaveValue("Student");
  await expect(form.getByLabel("Testimonial *")).toHaveValue("Written on a bad connection.");
  await expect(form.getByRole("button", { name: t.submit })).toBeEnabled();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Cancel hides the form and brings back 'Share Your Experience'", async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole("button", { name: t.cancel }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: t.share })).toBeVisible();
});

test("HTML and script in a testimonial render as inert text everywhere", async ({ page }) => {
  const name = unique("<img src=x onerror=window.__pwned=1>");
  const message = '<script>window.__pwned=1</script><b>bold?</b> "quoted"';
  const form = await openForm(page);
  await fillForm(page, { name, role: "<i>Role</i>", message });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();

  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  const item = page.locator("[data-pending-id]", { hasText: name });
  await expect(item.locator('[data-field="name"]')).toHaveText(name);
  await expect(item.locator('[data-field="message"]')).toHaveText(`\u201c${message}\u201d`);
  await expect(item.locator("b, i, script")).toHaveCount(0);
  await item.getByRole("button", { name: messages.admin.approve }).click();
  await expect(item).toHaveCount(0);

  expect(await wallNames(page)).toContain(name);
  const card = page.locator("[data-testimonial-wall] li", { hasText: name });
  await expect(card.locator('[data-field="role"]')).toHaveText("<i>Role</i>");
  await expect(card.locator("b, i, script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
    undefined,
  );
  // A long unbroken string wraps instead of pushing the page sideways, even at 320 px.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(card.locator('[data-field="name"]')).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});

test("a visitor's direct read of pending testimonials is refused by the rules", async () => {
  const app = initializeApp(
    { apiKey: "demo", projectId: LOCAL_PROJECT_ID },
    `visitor-${Date.now()}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, "127.0.0.1", LOCAL_FIRESTORE_EMULATOR_PORT);
  const pending = query(collection(db, "testimonials"), where("status", "==", "pending"));
  await expect(getDocs(pending)).rejects.toMatchObject({ code: "permission-denied" });
  const approved = query(collection(db, "testimonials"), where("status", "==", "approved"));
  await expect(getDocs(approved)).resolves.toBeTruthy();
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
  await item.getByRole("button", { name: messages.admin.reject }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    messages.admin.updateFailed,
  );
  await expect(item).toBeVisible();
});
