import { expect, test, type Page } from "./fixtures";
import { CONTACT_SUCCESS_BANNER_MS } from "@/features/contact/constants";
import { contactMessages } from "@/features/contact/messages";
import { loadMessages } from "@/runtime/messages";
import { dropDownloads, firstImport, islandCode } from "../support/browser/downloads";
import { receivedMessages } from "../support/node/stand-ins";
import { unique } from "../support/browser/testimonial-pages";
import { outboxMessages } from "@/features/outbox/messages";
import { outboxCodeRequests, outboxReady } from "../support/browser/outbox";

/** Holds the form's code back, as a slow network would: resolves with what lets it come. */
async function holdFormCode(page: Page): Promise<() => void> {
  const { component } = await islandCode(page, "/contact", "ContactFormIsland");
  const path = new URL(component).pathname;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (address) => address.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Fills the four fields; the subject is unique so parallel tests can find their own message. */
async function fillForm(page: Page, subject: string) {
  const form = page.locator("form[data-contact-form]");
  await form.scrollIntoViewIfNeeded();
  // The island hydrates when it comes near the viewport; wait for it so the submit is handled.
  await expect(page.locator("astro-island:has(form[data-contact-form])")).not.toHaveAttribute(
    "ssr",
  );
  const values = {
    name: "Chidi Okeke",
    email: "chidi@example.com",
    subject,
    message: "Could you run a coding workshop for our youth centre in Aba?",
  };
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
  return { form, values };
}

test("a message reaches the endpoint: Sending..., thanks banner, cleared fields, banner gone after 3 s", async ({
  page,
}) => {
  await page.goto("/contact");
  const subject = `Workshop ${test.info().testId}`;
  const { form, values } = await fillForm(page, subject);
  // Hold the request until the submitting state has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/f/contact", async (route) => {
    await released;
    await route.continue();
  });
  await form.getByRole("button", { name: contactMessages.send }).click();
  const busy = form.getByRole("button", { name: contactMessages.sending });
  await expect(busy).toBeDisabled();
  release();

  const banner = page.getByText(contactMessages.success);
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  await expect(form.getByRole("button", { name: contactMessages.send })).toBeEnabled();
  for (const label of ["Full Name", "Email", "Subject", "Message"])
    await expect(form.getByLabel(label)).toHaveValue("");

  const received = (await receivedMessages()).find((m) => m.subject === subject);
  expect(received).toMatchObject({ form: "contact", ...values });

  await expect(banner).toBeHidden({ timeout: CONTACT_SUCCESS_BANNER_MS + 2000 });
  expect(Date.now() - shownAt).toBeGreaterThan(CONTACT_SUCCESS_BANNER_MS - 600);
});

// A person on a slow phone network starts typing as soon as the form shows, while its code is
// still on the way: the form's code, when it comes, takes over the fields as they are (React's
// hydration keeps an uncontrolled field's value), and the person goes on typing where they were.
test("what a person types before the form's code has come is all sent, with what they type after", async ({
  page,
}) => {
  const release = await holdFormCode(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.locator("form[data-contact-form]");
  const name = "Adébáyọ̀ Ɗanjuma";
  const message = ["Ẹ kú iṣẹ́! Ṣé ẹ lè se oúnjẹ fún ìgbéyàwó wa", " ní Kánò, ní oṣù Ọ̀pẹ?"];
  await form.getByLabel("Full Name").click();
  await page.keyboard.type(name);
  await form.getByLabel("Message").click();
  await page.keyboard.type(message[0]!);
  // Typed before the code: Astro's island is still the server's.
  await expect(page.locator("astro-island:has(form[data-contact-form])")).toHaveAttribute("ssr");

  release();
  await expect(form).toHaveAttribute("data-hydrated");
  await expect(form.getByLabel("Message")).toBeFocused();
  await page.keyboard.type(message[1]!);
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Message")).toHaveValue(message.join(""));
  await form.getByLabel("Email").fill("adebayo@example.com");
  const subject = unique("Wedding in Kano");
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(page.getByText(contactMessages.success)).toBeVisible();
  const received = (await receivedMessages()).find((m) => m.subject === subject);
  expect(received).toMatchObject({ name, message: message.join("") });
});

// The outbox's code comes as the visitor turns to the form (focusin): one already in it when the
// form's code came turned to it before, so the code that takes over asks for the outbox's at once.
test("typing before the form's code has come, the message is still kept offline", async ({
  page,
  context,
}) => {
  const fetched = outboxCodeRequests(page);
  const release = await holdFormCode(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("Full Name").click();
  await page.keyboard.type("Ngozi Ɗanjuma");
  release();
  await expect(form).toHaveAttribute("data-hydrated");
  await expect.poll(() => fetched.length).toBe(1);
  await outboxReady(page);
  await form.getByLabel("Email").fill("ngozi@example.com");
  await form.getByLabel("Subject").fill(unique("Typed before the code"));
  await form.getByLabel("Message").fill("Ẹ ku àárọ̀, from a bus between Kano and Zaria.");
  await context.setOffline(true);
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(page.locator('[data-outbox="contact"]')).toContainText(outboxMessages.saved);
});

// A dropped connection while the form's code downloads (src/runtime/island-load.ts): the form is
// still there (it would post straight to the endpoint), and the notice under it says what failed.
for (const part of ["its component", "the first chunk its component imports"] as const) {
  test(`the form's code does not arrive (${part}): the notice says so, Try again brings it`, async ({
    page,
  }) => {
    const code = await islandCode(page, "/contact", "ContactFormIsland");
    const url = part === "its component" ? code.component : await firstImport(page, code.component);
    const connection = await dropDownloads(page, url);
    await page.goto("/contact");
    const form = page.locator("form[data-contact-form]");
    await form.scrollIntoViewIfNeeded();
    const notice = page.getByRole("status").getByText(loadMessages.contactForm);
    await expect(notice).toBeVisible();
    await expect(page.locator("astro-island:has(form[data-contact-form])")).toHaveAttribute("ssr");

    connection.reconnect();
    await page.evaluate(() => ((window as { beforeRetry?: boolean }).beforeRetry = true));
    await page.getByRole("button", { name: loadMessages.retry }).click();
    await expect(notice).toBeHidden();
    await expect(page.locator("astro-island:has(form[data-contact-form])")).not.toHaveAttribute(
      "ssr",
    );
    // A browser that refetches a failed module loads it in place: the focus, which was on Try
    // again, is on the form's first field. One that keeps the failure (Chromium before
    // whatwg/html#10327) fails Try again at once, and the page, where nothing was typed yet, is
    // loaded again.
    const inPlace = await page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry);
    if (inPlace) await expect(form.getByLabel("Full Name")).toBeFocused();
    const subject = `Back online ${test.info().testId}`;
    await fillForm(page, subject);
    await form.getByRole("button", { name: contactMessages.send }).click();
    await expect(page.getByText(contactMessages.success)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/contact");
  });
}

test("a network failure keeps the message on this phone (src/features/outbox/), Send now sends it", async ({
  page,
}) => {
  await page.goto("/contact");
  const { form, values } = await fillForm(page, unique("Aborted request"));
  await page.route("**/f/contact", (route) => route.abort("connectionrefused"));
  await form.getByRole("button", { name: contactMessages.send }).click();
  const notice = page.locator('[data-outbox="contact"]');
  await expect(notice).toContainText(outboxMessages.saved);
  await expect(page.getByText(contactMessages.failed)).toHaveCount(0);
  await expect(form.getByLabel("Subject")).toHaveValue("");

  await page.unroute("**/f/contact");
  await notice.getByRole("button", { name: outboxMessages.sendNow }).click();
  await expect(notice).toContainText(/Sent at/);
  expect((await receivedMessages()).filter((m) => m.subject === values.subject)).toHaveLength(1);
});

test("a non-ok answer from the endpoint is a failure too", async ({ page }) => {
  await page.goto("/contact");
  const { form, values } = await fillForm(page, "Server error");
  await page.route("**/f/contact", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: '{"error":"Internal"}',
    }),
  );
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(page.getByRole("alert")).toHaveText(contactMessages.failed);
  await expect(form.getByLabel("Message")).toHaveValue(values.message);
});

test("the browser checks the email and required fields before anything is sent", async ({
  page,
}) => {
  await page.goto("/contact");
  const { form } = await fillForm(page, "Bad email");
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/f/contact")) requests++;
  });
  await form.getByLabel("Email").fill("chidi-at-example");
  await form.getByRole("button", { name: contactMessages.send }).click();
  expect(await form.getByLabel("Email").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
    false,
  );
  await form.getByLabel("Email").fill("chidi@example.com");
  await form.getByLabel("Subject").fill("");
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(form.getByLabel("Message")).not.toHaveValue("");
  // Then a valid send: its answer arrives, and it was the one and only request, so neither
  // refused click above sent anything (a check right after a click could not tell).
  await form.getByLabel("Subject").fill("Catering for a wedding");
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(page.getByText(contactMessages.success)).toBeVisible();
  expect(requests).toBe(1);
});

test("a bot that fills the honeypot is dropped silently", async ({ page }) => {
  await page.goto("/contact");
  const subject = `Bot ${test.info().testId}`;
  const { form } = await fillForm(page, subject);
  await form.locator('input[name="_gotcha"]').evaluate((el: HTMLInputElement) => {
    el.value = "http://spam.example";
  });
  await form.getByRole("button", { name: contactMessages.send }).click();
  await expect(page.getByText(contactMessages.success)).toBeVisible();
  expect((await receivedMessages()).some((m) => m.subject === subject)).toBe(false);
});

test("the honeypot is out of reach for people: hidden and not focusable", async ({ page }) => {
  await page.goto("/contact");
  const trap = page.locator('input[name="_gotcha"]');
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute("tabindex", "-1");
});
