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
  limit,
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
import { FIRESTORE_URL, patchDocument } from "../support/emulators";
import {
  anonymousGet,
  anonymousQuery,
  eraseTestimonials,
  exists,
  idByName,
  record,
  seedTestimonials,
} from "../support/testimonials";

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
  // A person clicks as soon as the button shows, before its island has hydrated.
  await page.goto("/testimonials", { waitUntil: "domcontentloaded" });
  const share = page.getByRole("button", { name: t.share });
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
  await form.getByLabel(t.consent).check();
  return form;
}

/** Every answer the Firestore emulator gives the page from now on, read in full. */
function firestoreAnswers(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(FIRESTORE_URL)) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}

/** The moderation panel as the demo admin (signing in unless this page is signed in already). */
async function openPanel(page: Page, view?: "Published" | "Rejected") {
  await page.goto("/admin/testimonials");
  const heading = page.getByRole("heading", { name: /^Pending Testimonials \(\d+\)$/ });
  const signInForm = page.getByRole("heading", { name: messages.accountForms.signInTitle });
  // Busy until the first auth check is done (and, when signed in, the panel is in place).
  await expect(page.locator("[data-auth-screen]")).toHaveAttribute("aria-busy", "false");
  await expect(heading.or(signInForm)).toBeVisible();
  if (await signInForm.isVisible()) await signIn(page, demo.admin.email, demo.admin.password);
  await expect(heading).toBeVisible();
  if (view) {
    await page.getByRole("button", { name: view, exact: true }).click();
    const status = view === "Published" ? "approved" : "rejected";
    await expect(page.locator(`[data-view="${status}"]`)).toBeVisible();
  }
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

/** Every name on the wall, after "Show more" until there is no more, as a reader would. */
async function wallNames(page: Page): Promise<string[]> {
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

  // The public wall: before the four sample cards, with its photo; and no answer the wall
  // receives carries an email, the submitter's or anyone's.
  const answers = firestoreAnswers(page);
  const names = await wallNames(page);
  const bodies = await answers();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.join("\n")).toContain(name);
  for (const body of bodies) {
    expect(body).not.toContain("visitor.e2e@example.com");
    expect(body).not.toMatch(/"email"|@example\.com/);
  }
  expect(names.slice(-testimonials.length)).toEqual(testimonials.map((s) => s.name));
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
  const preview = form.getByRole("img", { name: "Preview of your avatar" });
  await expect(preview).toBeVisible();
  // Round: a radius of at least half its side (0px would be a square).
  const radius = await preview.evaluate((img) => parseFloat(getComputedStyle(img).borderRadius));
  expect(radius).toBeGreaterThanOrEqual(
    (await preview.evaluate((img) => img.getBoundingClientRect().width)) / 2,
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

test("a stranger reads public copies only, and none holds an email (REST, no token)", async () => {
  const id = `leak-check-${Date.now().toString(36)}`;
  const email = "leak.check@example.com";
  await seedTestimonials([
    { id, name: `Leak Check ${id}`, status: "approved", createdAt: new Date(), email },
  ]);
  try {
    // The private records: refused whatever the filter, even for approved ones.
    const statusIs = (value: string) => ({
      fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: value } },
    });
    for (const filter of [statusIs("approved"), statusIs("pending"), undefined]) {
      const answer = await anonymousQuery({
        from: [{ collectionId: "testimonials" }],
        ...(filter ? { where: filter } : {}),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain(email);
    }
    const direct = await anonymousGet(`testimonials/${id}`);
    expect(direct.status).toBe(403);
    expect(direct.body).not.toContain(email);

    // The public copies: readable a page at a time, with no email anywhere.
    const wall = await anonymousQuery({
      from: [{ collectionId: "publicTestimonials" }],
      limit: 25,
    });
    expect(wall.status).toBe(200);
    const copy = await anonymousGet(`publicTestimonials/${id}`);
    expect(copy.status).toBe(200);
    expect(copy.body).toContain(`Leak Check ${id}`);
    for (const body of [wall.body, copy.body]) {
      expect(body).not.toContain(email);
      expect(body).not.toMatch(/"email"/);
    }
    // ... and never all at once.
    const unbounded = await anonymousQuery({ from: [{ collectionId: "publicTestimonials" }] });
    expect(unbounded.status).toBe(403);

    // The same through the SDK a visitor's browser runs.
    const app = initializeApp({ apiKey: "demo", projectId: LOCAL_PROJECT_ID }, `visitor-${id}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, "127.0.0.1", LOCAL_FIRESTORE_EMULATOR_PORT);
    await expect(
      getDocs(query(collection(db, "testimonials"), where("status", "==", "approved"))),
    ).rejects.toMatchObject({ code: "permission-denied" });
    const published = await getDocs(query(collection(db, "publicTestimonials"), limit(25)));
    expect(published.size).toBeGreaterThan(0);
    for (const doc of published.docs) expect(doc.data()).not.toHaveProperty("email");
  } finally {
    await eraseTestimonials([id]);
  }
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

test("the owner unpublishes a published testimonial, then deletes it for good after confirming", async ({
  page,
}) => {
  const id = `undo-${Date.now().toString(36)}`;
  const name = `Published Then Erased ${id}`;
  await seedTestimonials([{ id, name, status: "approved", createdAt: new Date() }]);
  try {
    expect(await wallNames(page)).toContain(name);

    await openPanel(page, "Published");
    const item = page.locator(`[data-item-id="${id}"]`);
    await expect(item.getByText(messages.admin.published, { exact: true })).toBeVisible();
    await item.getByRole("button", { name: messages.admin.unpublish }).click();
    await expect(item).toHaveCount(0);
    expect(await exists(`publicTestimonials/${id}`)).toBe(false);
    expect(await record(id)).toMatchObject({ status: "rejected" });
    expect(await wallNames(page)).not.toContain(name);

    // It stays on record as rejected, where the owner can erase it.
    await openPanel(page, "Rejected");
    const rejected = page.locator(`[data-item-id="${id}"]`);
    await expect(rejected.getByText(messages.admin.rejected, { exact: true })).toBeVisible();
    await rejected.getByRole("button", { name: messages.admin.delete }).click();
    await expect(rejected.getByText(messages.admin.confirmDelete)).toBeVisible();
    // The safe answer has the focus; keeping it changes nothing.
    const keep = rejected.getByRole("button", { name: messages.admin.confirmDeleteNo });
    await expect(keep).toBeFocused();
    await keep.click();
    await expect(rejected.getByRole("button", { name: messages.admin.delete })).toBeFocused();
    expect(await exists(`testimonials/${id}`)).toBe(true);

    await rejected.getByRole("button", { name: messages.admin.delete }).click();
    await rejected.getByRole("button", { name: messages.admin.confirmDeleteYes }).click();
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
    await openPanel(page, "Published");
    const item = page.locator(`[data-item-id="${id}"]`);
    await item.getByRole("button", { name: messages.admin.delete }).click();
    await item.getByRole("button", { name: messages.admin.confirmDeleteYes }).click();
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
      await page.getByRole("checkbox", { name: messages.admin.select(item.name) }).check();
    await expect(reject).toHaveText(messages.admin.rejectSelected(2));
    await reject.click();
    for (const item of seeded.slice(0, 2)) {
      await expect(page.locator(`[data-item-id="${item.id}"]`)).toHaveCount(0);
      expect(await record(item.id)).toMatchObject({ status: "rejected" });
    }
    // The one not selected is untouched.
    await expect(page.locator(`[data-item-id="${seeded[2]!.id}"]`)).toBeVisible();
    expect(await record(seeded[2]!.id)).toMatchObject({ status: "pending" });
    await expect(reject).toHaveText(messages.admin.rejectSelected(0));
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
    const heading = panel.getByRole("heading", { name: /^Pending Testimonials \(\d+\)$/ });
    await expect(panel.locator("[data-item-id]")).toHaveCount(25);
    // The total comes from its own count request: wait for it, then read the heading.
    await expect(panel).toHaveAttribute("data-total", /^\d+$/);
    const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(total).toBe(Number(await panel.getAttribute("data-total")));
    expect(total).toBeGreaterThanOrEqual(30);
    const items = panel.locator("[data-item-id]");
    await expect(panel.locator("[data-shown]")).toHaveText(messages.admin.shown(25, total));
    const more = panel.getByRole("button", { name: messages.admin.loadMore });
    while (await more.isVisible()) {
      const pages = await panel.getAttribute("data-pages");
      await more.click();
      await expect(panel).not.toHaveAttribute("data-pages", pages!);
    }
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(total);
    await expect(panel.locator("[data-shown]")).toHaveText(messages.admin.shown(count, count));
    const shown = await panel.locator('[data-field="name"]').allTextContents();
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.slice(-30)).toEqual(pending.map((p) => p.name));

    await page.goto("/testimonials");
    const wall = page.locator("[data-testimonial-wall]");
    // One page of 12 (after any featured ones, which another test may have set).
    await expect(wall).toHaveAttribute("data-loaded", /^\d+$/);
    const loaded = Number(await wall.getAttribute("data-loaded"));
    expect(loaded).toBeGreaterThanOrEqual(12);
    await expect(wall.locator("li")).toHaveCount(testimonials.length + loaded);
    const showMore = page.getByRole("button", { name: t.showMore });
    while (await showMore.isVisible()) {
      const pages = await wall.getAttribute("data-pages");
      await showMore.click();
      await expect(wall).not.toHaveAttribute("data-pages", pages!);
    }
    const names = await wall.locator('[data-field="name"]').allTextContents();
    // The newest approval first; the sample ones last.
    expect(names.filter((name) => name.endsWith(stamp))).toEqual(
      approved.map((a) => a.name).reverse(),
    );
    expect(names.slice(-testimonials.length)).toEqual(testimonials.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
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
  await item.getByRole("button", { name: messages.admin.reject }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    messages.admin.updateFailed,
  );
  await expect(item).toBeVisible();
});
