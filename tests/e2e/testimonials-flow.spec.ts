// The testimonial loop end to end, in Chromium against the Firebase emulators (with
// firestore.rules) and the Cloudinary stand-in: submit with a photo, moderate, publish; what a
// rejected or hostile testimonial and a stranger without a token get; a wall whose read cannot
// reach the server. The form's own behaviour is in testimonials-form.spec.ts, the moderation
// panel's in testimonials-moderation.spec.ts.
import { expect, test, type Locator, type Page } from "./fixtures";
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
} from "@/site/local-addresses";
import { testimonialMessages } from "@/features/testimonials/messages";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { testimonials } from "@/features/testimonials/sample-testimonials";
import { demo, signIn } from "../support/browser/account";
import { FIRESTORE_URL } from "../support/node/emulators";
import {
  fillForm,
  openForm,
  pendingHeading,
  photo,
  unique,
  WALL_NEXT_TRY_MS,
  wallNames,
} from "../support/browser/testimonial-pages";
import {
  anonymousGet,
  anonymousQuery,
  eraseTestimonials,
  seedTestimonials,
} from "../support/node/testimonial-store";

const t = testimonialMessages;

/** Every answer the Firestore emulator gives the page from now on, read in full. */
function firestoreAnswers(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(FIRESTORE_URL)) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
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

/** Uploads a photo through the form on a slow link, checks the progress it shows, and returns
 * the uploaded photo's URL. */
async function uploadOnASlowLink(page: Page, form: Locator): Promise<string> {
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
  // Kept on the photo host (the stand-in here), asked for at the preview's size, 96 px at 2x.
  expect(photoUrl.startsWith(`${LOCAL_CLOUDINARY}/`)).toBe(true);
  expect(photoUrl).toContain("/image/upload/f_auto,q_auto,c_fill,w_192,h_192/");
  return photoUrl;
}

/** The same photo asked for at `size` CSS pixels (twice that in image pixels). */
const sized = (photoUrl: string, size: number) =>
  photoUrl.replace(/w_\d+,h_\d+/, `w_${size * 2},h_${size * 2}`);

/** The admin's pending screen shows every field of the submission; the admin approves it. */
async function approveSeeingEveryField(
  page: Page,
  name: string,
  message: string,
  photoUrl: string,
) {
  await page.goto("/admin/testimonials");
  await signIn(page, demo.admin.email, demo.admin.password);
  await expect(pendingHeading(page)).toBeVisible();
  const item = page.locator("[data-pending-id]", { hasText: name });
  await expect(item.locator('[data-field="name"]')).toHaveText(name);
  await expect(item.getByText(adminMessages.pending, { exact: true })).toBeVisible();
  await expect(item.locator('[data-field="role"]')).toHaveText("Event Planner");
  await expect(item.getByRole("link", { name: "visitor.e2e@example.com" })).toHaveAttribute(
    "href",
    "mailto:visitor.e2e@example.com",
  );
  await expect(item.getByText(adminMessages.submittedOn)).toContainText(
    new Date().getFullYear().toString(),
  );
  await expect(item.getByText(adminMessages.imageAttached)).toBeVisible();
  await expect(item.locator('[data-field="message"]')).toHaveText(`\u201c${message}\u201d`);
  // A pending photo loads only when the admin asks for it, with no referrer.
  await expect(item.locator("img")).toHaveCount(0);
  await item.getByRole("button", { name: adminMessages.showPhoto(new URL(photoUrl).host) }).click();
  await expect(item.locator("img")).toHaveAttribute("src", sized(photoUrl, 64));
  await expect(item.locator("img")).toHaveAttribute("referrerpolicy", "no-referrer");
  await item.getByRole("button", { name: adminMessages.approve }).click();
  await expect(item).toHaveCount(0);
}

test("the whole loop: submit with an uploaded photo, the admin approves, the wall shows it", async ({
  page,
}) => {
  test.slow();
  const name = unique("Kemi Adeleke");
  const message = "Amara's catering team fed 300 guests and every plate came back empty.";
  const form = await openForm(page);
  await fillForm(page, { name, role: "Event Planner", message });

  const photoUrl = await uploadOnASlowLink(page, form);

  await form.getByRole("button", { name: t.submit }).click();
  const overlay = page.getByRole("dialog", { name: t.successTitle });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("button", { name: t.close })).toBeFocused();
  await overlay.getByRole("button", { name: t.close }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(page.getByRole("button", { name: t.share })).toBeVisible();

  // The admin sees every field, then approves.
  await approveSeeingEveryField(page, name, message, photoUrl);

  // The public wall: with its photo; and no answer the wall
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
  // Among the published ones; a wall with published testimonials shows no sample card.
  expect(names).toContain(name);
  expect(names).not.toContain(testimonials[0]!.name);
  const card = page.locator("[data-testimonial-wall] li", { hasText: name });
  await expect(card.locator('[data-field="comment"]')).toHaveText(`\u201c${message}\u201d`);
  const avatar = card.locator("img");
  await expect(avatar).toHaveAttribute("src", sized(photoUrl, 56));
  await expect(avatar).toHaveAttribute("referrerpolicy", "no-referrer");
  // The 300 px upload comes cropped to the card's 56 px at 2x.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(112);
  const id = Number(await card.getAttribute("data-testimonial-id"));
  expect(id).toBeGreaterThan(testimonials.length);
});

test("a rejected testimonial never appears on the wall", async ({ page }) => {
  const name = unique("Rejected Visitor");
  const form = await openForm(page);
  await fillForm(page, { name, role: "Tester", message: "Please reject me." });
  await form.getByRole("button", { name: "Use Image URL" }).click();
  await form
    .getByLabel("Enter Image URL (Optional)")
    .fill(new URL("/images/default-avatar.jpg", page.url()).href);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  await moderate(page, name, "Reject");
  expect(await wallNames(page)).not.toContain(name);
});

test("a wall whose read cannot reach the server says so, keeps its cards, and reads once it can", async ({
  page,
}) => {
  // The browser believes it is online, and the connection carries nothing to Firestore: the
  // phone on a network that has stopped carrying, which sends no 'online' event when it carries
  // again.
  const toFirestore = (url: string) => url.startsWith(FIRESTORE_URL);
  let carrying = false;
  await page.route(
    (url) => toFirestore(url.href),
    (route) => (carrying ? route.fallback() : route.abort("internetdisconnected")),
  );
  await page.goto("/testimonials");
  const wall = page.locator("[data-testimonial-wall]");
  const note = page.getByRole("status").filter({ hasText: t.offline });
  await expect(wall).toHaveAttribute("data-read-failed", "");
  await expect(note).toBeVisible();
  // The cards the build put in the page stay readable.
  expect(await wall.locator("> li").count()).toBeGreaterThan(0);
  await expect(wall).not.toHaveAttribute("data-pages");
  // It carries again: the wall's next try (at most WALL_RETRY_MS.most after the last) reads.
  carrying = true;
  await page.waitForRequest((request) => toFirestore(request.url()), {
    timeout: WALL_NEXT_TRY_MS,
  });
  await expect(wall).toHaveAttribute("data-pages", "1");
  await expect(note).toBeHidden();
  await expect(wall).not.toHaveAttribute("data-read-failed");
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
  await item.getByRole("button", { name: adminMessages.approve }).click();
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
