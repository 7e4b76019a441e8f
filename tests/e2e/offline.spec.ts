// Offline reading (src/features/offline/worker.ts, src/features/offline/): a reader opens pages online, goes
// offline (context.setOffline) and reads them again, with their images and fonts; a page they
// never opened shows the offline page, which lists the kept ones and can remove them; "Save for
// offline" keeps a guide with its PDF; what must never be kept is not; the testimonial wall says
// it needs a connection. Service workers are allowed here (blocked in the other specs).
import { expect, test, type Page } from "./fixtures";
import { OFFLINE_CACHES, OFFLINE_LEDGER, OFFLINE_LIMITS } from "@/features/offline/constants";
import { offlineMessages } from "@/features/offline/messages";
import { testimonialMessages } from "@/features/testimonials/messages";
import {
  cachedAddresses,
  controlled,
  kept,
  keptWhole,
  ledger,
  settled,
} from "../support/browser/offline";
import { WALL_NEXT_TRY_MS } from "../support/browser/testimonial-pages";

test.use({ serviceWorkers: "allow" });

const t = offlineMessages;

/** Scrolls to the end, then waits until every image has loaded or failed. */
async function everyImageIn(page: Page): Promise<{ images: number; broken: string[] }> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  return page.evaluate(() => ({
    images: document.images.length,
    broken: [...document.images].filter((img) => !img.naturalWidth).map((img) => img.src),
  }));
}

/** The web fonts the page asked for, once it has them (or failed to get them): family, status. */
async function webFonts(page: Page): Promise<string[]> {
  await page.locator("html[data-fonts]").waitFor({ state: "attached" });
  return page.evaluate(async () => {
    await document.fonts.ready;
    return (
      [...document.fonts]
        // The metric-matched system fonts (local(), named "… Fallback") are used only before the
        // web fonts arrive on the tab's first page: left out.
        .filter((f) => f.status !== "unloaded" && !f.family.endsWith("Fallback"))
        .map((f) => `${f.family} ${f.weight} ${f.style}: ${f.status}`)
        .sort()
    );
  });
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("pages read online are read again offline, with their images and fonts; an unread one shows the offline page with the kept ones", async ({
  page,
  context,
}) => {
  // The first page is loaded before the worker controls it: it tells the worker what it loaded.
  await page.goto("/blog/1");
  await controlled(page);
  await kept(page, "/blog/1");
  const postTitle = await h1(page).textContent();
  const post = await everyImageIn(page);
  const postFonts = await webFonts(page);
  // What it loaded before the worker took over is kept after the page, a few files at a time.
  await settled(page, "/blog/1");
  // The second is loaded through the worker.
  await page.goto("/guides/css");
  await kept(page, "/guides/css");
  const guideTitle = await h1(page).textContent();
  const guide = await everyImageIn(page);
  const guideFonts = await webFonts(page);
  await settled(page, "/guides/css");
  expect(postFonts.length).toBeGreaterThan(0);
  expect(postFonts.filter((font) => !font.endsWith(": loaded"))).toEqual([]);

  await context.setOffline(true);
  await page.goto("/blog/1");
  await expect(h1(page)).toHaveText(postTitle!);
  expect(await everyImageIn(page)).toEqual(post);
  expect(await webFonts(page)).toEqual(postFonts);
  await page.goto("/guides/css");
  await expect(h1(page)).toHaveText(guideTitle!);
  expect(await everyImageIn(page)).toEqual(guide);
  expect(await webFonts(page)).toEqual(guideFonts);

  // Never opened: the offline page, at the address asked for, says so and links the kept pages.
  await page.goto("/blog/2");
  await expect(h1(page)).toHaveText(t.page.title);
  expect(new URL(page.url()).pathname).toBe("/blog/2");
  await expect(page.getByText(t.page.lead)).toBeVisible();
  const list = page.locator("[data-kept-list]");
  await expect(list.getByRole("link", { name: postTitle!.trim() })).toHaveAttribute(
    "href",
    "/blog/1",
  );
  await expect(list.getByRole("link", { name: guideTitle!.trim() })).toHaveAttribute(
    "href",
    "/guides/css",
  );
  await list.getByRole("link", { name: postTitle!.trim() }).click();
  await expect(h1(page)).toHaveText(postTitle!);
});

test("Save for offline keeps a guide and its PDF, says when it is done, by keyboard", async ({
  page,
  context,
}) => {
  await page.goto("/guides/html");
  await controlled(page);
  const button = page.getByRole("button", { name: t.save.button });
  const pdf = (await page.locator("[data-save-offline]").getAttribute("data-pdf"))!;
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const status = page.locator("[data-save-status]");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(t.save.done("guide"));

  await context.setOffline(true);
  const offlinePdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      ok: response.ok,
      type: response.headers.get("content-type"),
      bytes: (await response.arrayBuffer()).byteLength,
    };
  }, pdf);
  expect(offlinePdf.ok).toBe(true);
  expect(offlinePdf.type).toContain("application/pdf");
  expect(offlinePdf.bytes).toBeGreaterThan(1000);
  await page.goto("/offline");
  await expect(
    page.locator("[data-kept-list] li", { hasText: t.page.saved }).getByRole("link"),
  ).toHaveAttribute("href", "/guides/html");
});

test("a post saved for offline is listed as saved, and the offline page removes what is kept", async ({
  page,
  context,
}) => {
  await page.goto("/blog/3");
  await controlled(page);
  await page.getByRole("button", { name: t.save.button }).click();
  await expect(page.locator("[data-save-status]")).toHaveText(t.save.done("post"));
  await context.setOffline(true);
  await page.goto("/blog/3");
  await expect(h1(page)).not.toHaveText(t.page.title);

  await page.goto("/offline");
  const list = page.locator("[data-kept-list]");
  await expect(list.locator("li")).toHaveCount(1);
  await expect(list.locator("li")).toContainText(t.page.saved);
  await page.getByRole("button", { name: t.page.clear }).click();
  await expect(page.locator("[data-clear-status]")).toHaveText(t.page.cleared);
  await expect(page.locator("[data-kept-status]")).toHaveText(t.page.none);
  await expect(list).toBeHidden();
  expect((await cachedAddresses(page)).filter((url) => url.includes("/blog/3"))).toEqual([]);
});

test("the account and moderation pages, Firestore, Auth and other origins are never kept", async ({
  page,
}) => {
  await page.goto("/testimonials");
  await controlled(page);
  // The wall reads Firestore (another origin) once the page is idle.
  await page.waitForSelector("[data-testimonial-wall][data-pages]");
  await page.goto("/account");
  await page.goto("/admin/testimonials");
  await page.goto("/blog/4");
  await kept(page, "/blog/4");
  const addresses = await cachedAddresses(page);
  const origin = new URL(page.url()).origin;
  expect(addresses.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(addresses.filter((url) => /\/(account|admin)(\/|$)/.test(new URL(url).pathname))).toEqual(
    [],
  );
});

test("the testimonial wall, offline, says it needs a connection, shows the page's own cards, and reads once the connection is back", async ({
  page,
  context,
}) => {
  await page.goto("/testimonials");
  await controlled(page);
  await keptWhole(page, "/testimonials");
  await expect(page.locator("[data-wall-offline]")).toBeHidden();
  await context.setOffline(true);
  await page.reload();
  const note = page.getByRole("status").filter({ hasText: testimonialMessages.offline });
  await expect(note).toBeVisible();
  // The cards the build put in the page (the lived-in site's published ones) stay readable.
  const wall = page.locator("[data-testimonial-wall]");
  expect(await wall.locator("> li").count()).toBeGreaterThan(0);
  await expect(wall).not.toHaveAttribute("data-pages");
  // The connection comes back: the wall reads at the 'online' event, or at its next try (at most
  // WALL_RETRY_MS.most after the last) where the page never believed itself offline.
  await context.setOffline(false);
  await expect(wall).toHaveAttribute("data-pages", "1", {
    timeout: WALL_NEXT_TRY_MS,
  });
  await expect(note).toBeHidden();
});

test("the caches are the worker's own two, its ledger and its precache", async ({ page }) => {
  await page.goto("/blog/5");
  await controlled(page);
  // The page is kept first and its files after it, a few at a time: once the ledger holds them
  // all, the files' cache exists too.
  await settled(page, "/blog/5");
  const names = await page.evaluate(() => caches.keys());
  expect(names.filter((name) => !name.startsWith("workbox-precache-"))).toEqual(
    expect.arrayContaining([...Object.values(OFFLINE_CACHES), OFFLINE_LEDGER.cache]),
  );
  expect(names.filter((name) => name.startsWith("workbox-precache-"))).toHaveLength(1);
  expect(names).toHaveLength(Object.values(OFFLINE_CACHES).length + 2);
});

test("a file still on its way when the worker takes over is kept too", async ({ page }) => {
  // A file the page asks for once loaded (as the wall asks for Firestore's code when idle), held
  // until the worker controls the page: it did not pass through the worker, and was not among the
  // addresses the page sent it when it took over.
  const late = "/guides/css.pdf";
  let held = false;
  await page.route(`**${late}`, async (route) => {
    held = true;
    await controlled(page);
    await route.continue();
  });
  await page.addInitScript((url) => {
    addEventListener("load", () => void fetch(url));
  }, late);
  await page.goto("/blog/6");
  await controlled(page);
  await kept(page, "/blog/6");
  expect(held).toBe(true);
  await kept(page, late);
});

test("searches keep Pagefind's entry list once, however often it is asked for", async ({
  page,
}) => {
  await page.goto("/search");
  await controlled(page);
  // Each page that starts a search asks for the entry list with ?ts=<now> (20 searches kept 20
  // copies before: docs/decisions.md, "Offline reading").
  for (const word of ["jollof", "git", "css", "flexbox"]) {
    await page.goto(`/search?q=${word}`);
    await expect(page.locator("[data-search-results] > li").first()).toBeVisible();
  }
  const entryLists = (await cachedAddresses(page)).filter((url) =>
    new URL(url).pathname.endsWith("/pagefind-entry.json"),
  );
  expect(entryLists).toEqual([new URL("/pagefind/pagefind-entry.json", page.url()).href]);
});

test("a page kept, then asked for as /x/ and /x/index.html on a network slower than the worker waits, still reads offline", async ({
  page,
  context,
}) => {
  await page.goto("/blog/3");
  await controlled(page);
  await kept(page, "/blog/3");
  const title = await h1(page).textContent();
  // The host answers both with a 301 to /blog/3, later than the worker waits for the network: the
  // kept copy is shown first, and the redirect lands after it.
  const late: string[] = [];
  await context.route(/\/blog\/3\/(index\.html)?$/, async (route) => {
    await new Promise((resolve) =>
      setTimeout(resolve, (OFFLINE_LIMITS.networkTimeoutSeconds + 1) * 1000),
    );
    const response = await route.fetch({ maxRedirects: 0 });
    late.push(`${response.status()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({ response });
  });
  for (const path of ["/blog/3/", "/blog/3/index.html"]) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(title!);
  }
  await expect.poll(() => late.sort()).toEqual(["301 /blog/3/", "301 /blog/3/index.html"]);
  // The reader reads on: the worker keeps the next page after it has handled the late answers.
  await page.goto("/blog/4");
  await kept(page, "/blog/4");
  await context.setOffline(true);
  await page.goto("/blog/3");
  await expect(h1(page)).toHaveText(title!);
});

test("/offline opened on a first visit says offline reading starts from the next page, which it keeps", async ({
  page,
}) => {
  await page.goto("/offline");
  await expect(page.locator("[data-kept-status]")).toHaveText(t.page.starting);
  await controlled(page);
  await page.goto("/blog/7");
  await kept(page, "/blog/7");
  await page.goto("/offline");
  await expect(page.locator("[data-kept-list]").getByRole("link")).toHaveAttribute(
    "href",
    "/blog/7",
  );
});

test("when the device is out of space, Save for offline removes the oldest pages kept in passing and saves", async ({
  page,
  context,
}) => {
  for (const path of ["/blog/1", "/blog/2", "/blog/4", "/blog/5"]) {
    await page.goto(path);
    await controlled(page);
    await settled(page, path);
  }
  const kept = await ledger(page);
  const used = kept.reduce((sum, e) => sum + e.bytes, 0);
  // The browser grants this origin barely more than it now uses (Chromium's quota, through the
  // DevTools protocol): the guide's PDF alone does not fit.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const { usage } = (await cdp.send("Storage.getUsageAndQuota", { origin })) as { usage: number };
  await cdp.send("Storage.overrideQuotaForOrigin", { origin, quotaSize: usage + 20_000 });
  await page.goto("/guides/html");
  await controlled(page);
  await page.getByRole("button", { name: t.save.button }).click();
  await expect(page.locator("[data-save-status]")).toHaveText(t.save.done("guide"));
  const after = await ledger(page);
  const pdf = (await page.locator("[data-save-offline]").getAttribute("data-pdf"))!;
  expect(after.filter((e) => e.saved).map((e) => new URL(e.url).pathname)).toEqual(
    expect.arrayContaining(["/guides/html", pdf]),
  );
  // Every file the ledger says is kept is in the caches: no eviction removed a copy just saved.
  const held = new Set(await cachedAddresses(page));
  expect(after.filter((e) => !held.has(e.url)).map((e) => e.url)).toEqual([]);
  // The oldest post went to make room; what stays fits what the browser grants.
  expect(after.some((e) => new URL(e.url).pathname === "/blog/1")).toBe(false);
  expect(used).toBeGreaterThan(0);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin });
});

test("what the caches hold that the worker's ledger does not know is removed when the offline page lists what is kept", async ({
  page,
}) => {
  await page.goto("/blog/8");
  await controlled(page);
  await settled(page, "/blog/8");
  // A file written without its ledger line, as when a worker is stopped between the two writes:
  // never counted, it would never be evicted.
  const stray = new URL("/images/stray.jpg", page.url()).href;
  await page.evaluate(
    async ({ name, url }) => (await caches.open(name)).put(url, new Response("x".repeat(1000))),
    { name: OFFLINE_CACHES.files, url: stray },
  );
  expect(await cachedAddresses(page)).toContain(stray);
  await page.goto("/offline");
  await expect(page.locator("[data-kept-list]").getByRole("link")).toHaveAttribute(
    "href",
    "/blog/8",
  );
  const addresses = await cachedAddresses(page);
  expect(addresses).not.toContain(stray);
  expect(addresses).toContain(new URL("/blog/8", page.url()).href);
});

/**
 * The host's answers to the addresses `match` matches, as the host sends them but with
 * `Cache-Control: <cacheControl>` (the page's and the worker's requests alike).
 */
async function markedByHost(page: Page, match: RegExp, cacheControl: string): Promise<void> {
  await page.context().route(match, async (route) => {
    const response = await route.fetch();
    // The body comes decoded: sent without the host's encoding and length.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => name !== "content-encoding" && name !== "content-length",
      ),
    );
    await route.fulfill({ response, headers: { ...headers, "cache-control": cacheControl } });
  });
}

test("a page the host marks Cache-Control private is never kept, read or saved", async ({
  page,
  context,
}) => {
  await markedByHost(page, /\/blog\/2$/, "private, max-age=0");
  await page.goto("/blog/2");
  await controlled(page);
  // Read again through the worker, then saved: the worker's answer to Save is the signal.
  await page.reload();
  await page.getByRole("button", { name: t.save.button }).click();
  await expect(page.locator("[data-save-status]")).toHaveText(t.save.failed);
  const address = new URL("/blog/2", page.url()).href;
  expect(await cachedAddresses(page)).not.toContain(address);
  expect((await ledger(page)).map((e) => e.url)).not.toContain(address);
  // Offline, nothing answers for the host (the route would fetch the page from outside the browser).
  await context.unrouteAll();
  await context.setOffline(true);
  await page.goto("/blog/2");
  await expect(h1(page)).toHaveText(t.page.title);
});

test("a worker whose offline page the host marks Cache-Control no-store is not installed", async ({
  page,
}) => {
  // The install asks for the offline page (precached), which the host marks no-store.
  await markedByHost(page, /\/offline$/, "no-store");
  await page.goto("/blog/3");
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register("/sw.js");
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    const settledState = () => worker?.state === "redundant" || worker?.state === "activated";
    if (!worker || settledState()) return worker?.state ?? "none";
    return new Promise<string>((resolve) =>
      worker.addEventListener("statechange", () => settledState() && resolve(worker.state)),
    );
  });
  expect(state).toBe("redundant");
});
