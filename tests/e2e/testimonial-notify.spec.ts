// The owner hears of each new testimonial (SPEC §7 call 2): once the record is stored, the page
// POSTs it to the testimonial form, here the form-endpoint stand-in (/f/testimonial), and the
// tests read what the stand-in received. Nothing is sent when storing fails or for a bot; a
// failed notice never costs the visitor the success message.
import { expect, test, type Page } from "./fixtures";
import { site } from "@/site/site";
import { LOCAL_FORM_ENDPOINT } from "@/site/local-addresses";
import { testimonialMessages } from "@/features/testimonials/messages";
import { receivedNotices } from "../support/node/stand-ins";
import { fillForm, openForm, unique } from "../support/browser/testimonial-pages";
import { eraseTestimonials, idByName, record } from "../support/node/testimonial-store";

const t = testimonialMessages;
const NOTICE_URL = `${LOCAL_FORM_ENDPOINT}/f/testimonial`;

/** Every request the page makes to the testimonial form, from now on. */
function noticeRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url() === NOTICE_URL && request.method() === "POST") sent.push(request.url());
  });
  return sent;
}

/** Opens the form as a person does and fills it; returns the form. */
async function fill(page: Page, name: string, message: string) {
  await openForm(page);
  return fillForm(page, { name, role: "Caterer", message, email: "notice.e2e@example.com" });
}

test("a stored testimonial reaches the owner's form with every field, the subject and the panel's link", async ({
  page,
}) => {
  const name = unique("Chiamaka Obi");
  const message = "The menu workshop doubled our weekend covers.";
  const form = await fill(page, name, message);
  // A photo by URL (any http(s) image; this one is the site's own), which Cloudinary keeps: the
  // record and the notice carry Cloudinary's address for it, never the one typed.
  const typed = new URL("/images/default-avatar.jpg", page.url()).href;
  await form.getByRole("button", { name: "Use Image URL" }).click();
  await form.getByLabel("Enter Image URL (Optional)").fill(typed);
  await form.getByRole("button", { name: "Use URL" }).click();
  await expect(form.getByRole("img", { name: "Preview of your avatar" })).toBeVisible();

  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();

  await expect.poll(async () => (await receivedNotices(name)).length).toBe(1);
  const [notice] = await receivedNotices(name);
  const image = String(notice?.image);
  expect(image).toMatch(
    /^https:\/\/res\.cloudinary\.com\/demo-amara\/image\/upload\/v\d+\/visitors\/\w+\.jpg$/,
  );
  expect(notice).toEqual({
    form: "testimonial",
    name,
    email: "notice.e2e@example.com",
    role: "Caterer",
    message,
    image,
    _subject: "New testimonial awaiting review",
    review: `${site.url}/admin/testimonials`,
    receivedAt: expect.any(String),
  });
  // The record it announces is stored, pending.
  const id = await idByName(name);
  expect(await record(id)).toMatchObject({ name, status: "pending", imageUrl: image });
  await eraseTestimonials([id]);
});

test("when storing fails (the rules refuse it) nothing is sent", async ({ page }) => {
  const name = unique("Too Long");
  const sent = noticeRequests(page);
  const form = await fill(page, name, "x");
  // Past the browser's limit, which firestore.rules enforce too (2,000 characters).
  const text = form.getByLabel("Testimonial *");
  await text.evaluate((area: HTMLTextAreaElement) => area.removeAttribute("maxlength"));
  await text.fill("A long story. ".repeat(150));
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByRole("alert")).toHaveText(t.submitFailed);
  await expect(idByName(name)).rejects.toThrow(/^0 testimonials named/);
  expect(sent).toEqual([]);
  expect(await receivedNotices(name)).toEqual([]);
});

test("a bot caught by the honeypot triggers nothing", async ({ page }) => {
  const name = unique("Notice Bot");
  const sent = noticeRequests(page);
  const form = await fill(page, name, "Buy cheap watches");
  await form.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  await expect(idByName(name)).rejects.toThrow(/^0 testimonials named/);
  expect(sent).toEqual([]);
  expect(await receivedNotices(name)).toEqual([]);
});

test("a notice the form service refuses: the visitor still sees success, the record is kept, the error is logged", async ({
  page,
}) => {
  const name = unique("Quiet Inbox");
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(m.text());
  });
  // The form service answers as Formspree does for a disabled form.
  await page.route(NOTICE_URL, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 403,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: JSON.stringify({ error: "This form has been disabled" }),
        })
      : route.continue(),
  );
  const form = await fill(page, name, "Kept even when nobody is told.");
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("dialog", { name: t.successTitle })).toBeVisible();
  await expect
    .poll(() => logged.some((line) => line.includes("This form has been disabled")))
    .toBe(true);
  const id = await idByName(name);
  expect(await record(id)).toMatchObject({ name, status: "pending" });
  expect(await receivedNotices(name)).toEqual([]);
  await eraseTestimonials([id]);
});
