// The footer's newsletter form against the newsletter stand-in (Buttondown's embedded subscribe
// form, tools/dev/newsletter-stand-in.mjs), where the built site points it: a sign-up that reaches
// it, a refusal, and the plain form post with JavaScript off.
import { expect, test } from "./fixtures";
import { newsletterMessages } from "@/features/newsletter/messages";
import { newsletterEndpointOf } from "@/site/local-addresses";
import { receivedSignUps } from "../support/node/stand-ins";

/** An address no other test uses. */
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

for (const path of ["/", "/blog/3"]) {
  test(`newsletter on ${path}: sending, then thanks; the sign-up reaches the service once`, async ({
    page,
  }) => {
    const email = unique("ada");
    // A person can type and click as soon as the page is there.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
    await expect(footer.getByRole("status")).toHaveText(newsletterMessages.thanks);
    await expect(footer.getByLabel("Email address")).toBeHidden();
    // One post, by fetch, to the form's own endpoint: the page stays where it was.
    expect(posts).toEqual([newsletterEndpointOf(undefined)]);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await receivedSignUps(email)).toMatchObject([{ email, status: "unactivated" }]);
  });
}

test("newsletter: the button says it is sending while the sign-up is on its way", async ({
  page,
}) => {
  await page.goto("/");
  // The service's answer is held back until the sending state has been seen.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/emails\/embed-subscribe\//, async (route) => {
    await held;
    await route.continue();
  });
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(unique("bola"));
  await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
  await expect(footer.getByRole("button", { name: newsletterMessages.sending })).toBeDisabled();
  answer();
  await expect(footer.getByRole("status")).toHaveText(newsletterMessages.thanks);
});

test("newsletter: an address the service refuses shows 'Subscription failed', logged, the form kept", async ({
  page,
}) => {
  await page.goto("/");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const footer = page.getByRole("contentinfo");
  // The browser takes it (a domain without a dot is a valid email to it); the service does not.
  await footer.getByLabel("Email address").fill("ada@example");
  await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
  await expect(footer.getByRole("status")).toHaveText(newsletterMessages.failed);
  await expect(footer.getByRole("button", { name: newsletterMessages.subscribe })).toBeEnabled();
  await expect(footer.getByLabel("Email address")).toHaveValue("ada@example");
  expect(errors.some((e) => e.includes(newsletterMessages.failed))).toBe(true);
  expect(await receivedSignUps("ada@example")).toEqual([]);
});

test("newsletter: an empty or malformed email is refused by the browser", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByLabel("Email address");
  await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await email.fill("ada-at-example");
  await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(footer.getByRole("status")).toHaveText("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("newsletter: the plain form posts the sign-up to the service, which answers with its page", async ({
    page,
  }) => {
    const email = unique("chidi");
    await page.goto("/blog/3");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
    // The service's "check your inbox" page (Buttondown's double opt-in), on its own address.
    await expect(page.getByRole("heading", { name: /check your inbox/i })).toBeVisible();
    expect(page.url()).toContain(new URL(newsletterEndpointOf(undefined)).origin);
    expect(await receivedSignUps(email)).toMatchObject([{ email, status: "unactivated" }]);
  });
});
