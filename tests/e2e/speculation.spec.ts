// The next page before the tap (src/runtime/speculation.ts). Chromium refuses to prerender while
// DevTools is attached (Playwright is), so the Preload domain shows the attempt, not the
// activation; the speculation rules' prefetch still happens, and the click is served from it.
// Playwright's request interception (`route`) would switch that cache off: none is used here.
import type { CDPSession } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { arrival } from "../../tools/measure/arrival.mjs";

interface Attempt {
  action: "prerender" | "prefetch";
  url: string;
  status: string;
  reason?: string;
}

/** Every speculation attempt Chromium reports for this page from now on. */
async function watchSpeculation(page: Page): Promise<{ cdp: CDPSession; attempts: Attempt[] }> {
  const cdp = await page.context().newCDPSession(page);
  const attempts: Attempt[] = [];
  await cdp.send("Preload.enable");
  cdp.on("Preload.prerenderStatusUpdated", (e) =>
    attempts.push({
      action: "prerender",
      url: e.key.url,
      status: e.status,
      ...(e.prerenderStatus ? { reason: e.prerenderStatus } : {}),
    }),
  );
  cdp.on("Preload.prefetchStatusUpdated", (e) =>
    attempts.push({ action: "prefetch", url: e.key.url, status: e.status }),
  );
  return { cdp, attempts };
}

/** Lighthouse's mobile network: slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up). */
async function slow4g(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

test("hovering a post card prepares the post, and the click is served from the prefetch", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blog");
  const { cdp, attempts } = await watchSpeculation(page);
  await slow4g(cdp);
  const card = page.locator("article a[href^='/blog/']").first();
  const href = (await card.getAttribute("href"))!;
  const url = new URL(href, baseURL).href;

  await card.hover();
  // Chromium tries a prerender (refused here only because DevTools is attached)...
  await expect
    .poll(() => attempts.find((a) => a.action === "prerender" && a.url === url), {
      timeout: 10_000,
    })
    .toBeTruthy();
  // ...and the prefetch rule brings the page in.
  await expect
    .poll(
      () => attempts.some((a) => a.action === "prefetch" && a.url === url && a.status === "Ready"),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

  await card.click();
  await expect(page.locator("main h1")).toBeVisible();
  const hovered = await arrival(page);
  expect(hovered.delivery).toBe("navigational-prefetch");

  // A plain click on a page with the rules, without waiting on a hover first: the rules start
  // at pointer down and the navigation takes over that prefetch. Measured and printed.
  await page.goto("/blog");
  await page.locator("article a[href^='/blog/']").nth(2).click();
  await expect(page.locator("main h1")).toBeVisible();
  const clicked = await arrival(page);

  // The same kind of click on a page without the rules ("a build without them"): no prefetch.
  await page.goto("/blog");
  await page.evaluate(() => document.querySelector('script[type="speculationrules"]')?.remove());
  await page.locator("article a[href^='/blog/']").nth(1).click();
  await expect(page.locator("main h1")).toBeVisible();
  const plain = await arrival(page);
  expect(plain.delivery).toBe("network");

  const report = `slow 4G, post page's first paint after the click: hovered ${hovered.fcp} ms (${hovered.delivery}), plain click ${clicked.fcp} ms (${clicked.delivery}), without the rules ${plain.fcp} ms`;
  test.info().annotations.push({ type: "timing", description: report });
  console.log(`speculation: ${report}`);
});

test("links that must not be prepared are not: account, admin, PDFs, queries, new tabs", async ({
  page,
}) => {
  await page.goto("/guides/html");
  const { attempts } = await watchSpeculation(page);
  // The page's own PDF link, then links a page could carry, added as an author would write them.
  await page.evaluate(() => {
    const list = document.createElement("div");
    for (const href of ["/account", "/admin/testimonials", "/search?q=jollof", "/about"]) {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = `link ${href}`;
      a.style.cssText = "display:block;padding:8px";
      list.append(a);
    }
    // Chromium prepares by URL: a new-tab link is left alone only if no other link has its URL.
    const external = document.createElement("a");
    external.href = "/blog/3";
    external.target = "_blank";
    external.textContent = "link new tab";
    list.append(external);
    document.querySelector("main")!.prepend(list);
  });
  const pdf = page.locator("a[href$='.pdf']").first();
  await pdf.hover();
  for (const name of ["/account", "/admin/testimonials", "/search?q=jollof", "new tab"]) {
    await page.getByText(`link ${name}`).hover();
    await page.waitForTimeout(300); // past the rules' hover delay (200 ms)
  }
  // A link that may be prepared is, on the same page: the rules are working.
  await page.getByText("link /about").hover();
  await expect
    .poll(() => attempts.some((a) => new URL(a.url).pathname === "/about"), { timeout: 10_000 })
    .toBe(true);
  const paths = attempts.map((a) => new URL(a.url).pathname + new URL(a.url).search);
  expect(paths.filter((p) => p !== "/about")).toEqual([]);
});

test("a prerendered page starts its counters, reveals and islands only when it is shown", async ({
  page,
}) => {
  // The page believes it is prerendered until the test activates it.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { get: () => prerendering });
    (window as unknown as { activate: () => void }).activate = () => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    };
  });
  // Hidden: no island hydrated (the contact form's, on screen).
  await page.goto("/contact");
  await page.locator("form[data-contact-form]").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await expect(page.locator("astro-island[ssr]")).not.toHaveCount(0);
  expect(await page.locator("astro-island:not([ssr])").count()).toBe(0);

  await page.goto("/");
  const counter = page.locator('[data-counter="10000+"]');
  await counter.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  // Hidden: no counter started (src/features/effects/count-up.ts), the counter shows its final number, no
  // section was hidden.
  await expect(page.locator("[data-count-started]")).toHaveCount(0);
  await expect(counter.locator('[aria-hidden="true"]').first()).toHaveText("10000+");

  // Shown: the counter starts and runs from 0.
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[]; activate: () => void };
    w.seen = [];
    const el = document.querySelector('[data-counter="10000+"]')!;
    new MutationObserver(() =>
      w.seen.push(el.querySelector("[aria-hidden]")!.textContent!),
    ).observe(el, { subtree: true, characterData: true, childList: true });
    w.activate();
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.at(-1)), {
      timeout: 8000,
    })
    .toBe("10000+");
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(Number.parseInt(seen[0]!, 10)).toBeLessThan(10000);
});
