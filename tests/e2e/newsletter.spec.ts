import { expect, test } from "./fixtures";
import { NEWSLETTER_DELAY_MS } from "@/features/newsletter/constants";
import { newsletterMessages } from "@/features/newsletter/messages";

for (const path of ["/", "/blog/3"]) {
  test(`newsletter on ${path}: sending, then thanks after about a second, no request`, async ({
    page,
  }) => {
    // A person can type and click as soon as the page is there.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    // Nothing is sent: the subscription is simulated (SPEC §7).
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || /fetch|xhr/.test(request.resourceType()))
        requests.push(request.url());
    });
    const footer = page.getByRole("contentinfo");
    // Time it inside the page: from the submit to the thank-you text.
    await page.evaluate(() => {
      const w = window as unknown as { submittedAt: number; thankedAt: number };
      const form = document.querySelector("form[data-newsletter]")!;
      form.addEventListener("submit", () => (w.submittedAt = performance.now()), true);
      const status = document.querySelector("[data-newsletter-status]")!;
      new MutationObserver(() => (w.thankedAt = performance.now())).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await footer.getByLabel("Email address").fill("ada@example.com");
    await footer.getByRole("button", { name: newsletterMessages.subscribe }).click();
    await expect(footer.getByRole("button", { name: newsletterMessages.sending })).toBeDisabled();
    await expect(footer.getByRole("status")).toHaveText(newsletterMessages.thanks);
    const took = await page.evaluate(() => {
      const w = window as unknown as { submittedAt: number; thankedAt: number };
      return w.thankedAt - w.submittedAt;
    });
    // Never sooner than the simulated second. How much later depends on the machine (on a
    // reading page the sign-up's code is fetched on the first submit), so no upper bound here:
    // the wait itself is NEWSLETTER_DELAY_MS (src/site/constants.ts).
    expect(took).toBeGreaterThanOrEqual(NEWSLETTER_DELAY_MS - 20);
    await expect(footer.getByLabel("Email address")).toBeHidden();
    expect(requests).toEqual([]);
  });
}

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

  test("newsletter: the form is replaced by words that say what it needs", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(newsletterMessages.needsScript)).toBeVisible();
    await expect(footer.getByLabel("Email address")).toBeHidden();
    await expect(footer.getByRole("button", { name: newsletterMessages.subscribe })).toBeHidden();
  });
});
