// Search offline (src/features/search/offline.ts): a reader who searched once online, with the
// service worker in control, searches again offline: the search works over the pages kept on her
// device (a guide she read is found) and leaves out the ones she never opened (they could not be
// opened offline). Service workers are allowed here (blocked in the other specs).
import { expect, test, type Page } from "./fixtures";
import { SEARCH_OFFLINE_FILES } from "@/features/search/constants";
import { searchMessages } from "@/features/search/messages";
import { controlled, settled } from "../support/browser/offline";
import { publishedPosts } from "../support/node/posts";

test.use({ serviceWorkers: "allow" });

const jollof = publishedPosts().find((p) => p.id === 3)!;

/**
 * Goes offline once the page is loaded: a document loaded offline with CPU_SLOWDOWN's DevTools
 * session attached reads navigator.onLine as true (Chromium does not carry the emulation into it),
 * so it is set again once the page is there.
 */
async function offlineNow(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}
const GUIDE = "/guides/git-github";

/** Resolves once the worker keeps every file of the build's list of the search's files. */
async function searchKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (list) => {
          const { files } = (await (await fetch(list)).json()) as { files: string[] };
          const found = await Promise.all(
            files.map((file) => caches.match(new URL(file, location.origin).href)),
          );
          return files.filter((_, i) => !found[i]);
        }, SEARCH_OFFLINE_FILES),
      "the search's files the worker does not keep yet",
    )
    .toEqual([]);
}

test("offline, search finds a guide the reader kept, and leaves out the pages she never opened", async ({
  page,
  context,
}) => {
  // She reads a guide (kept as she reads it), then searches once online.
  await page.goto(GUIDE);
  await controlled(page);
  await settled(page, GUIDE);
  // "parboil" is in the jollof post alone.
  await page.goto("/search?q=parboil");
  const results = page.locator("[data-search-results]");
  await expect(results.getByRole("link", { name: jollof.title })).toBeVisible();
  await searchKept(page);
  await settled(page, "/search");

  await context.setOffline(true);
  await page.goto("/search");
  await offlineNow(page);
  await page.getByRole("searchbox").fill("GitHub");
  await expect(results.locator(`a[href="${GUIDE}"]`)).toBeVisible();
  const status = page.locator("[data-search-status]");
  await expect(status).toContainText(searchMessages.offlineNote);
  // The jollof post was found online; offline it is not kept, so it is not offered.
  await page.getByRole("searchbox").fill("parboil");
  await expect(status).toHaveText(`No results for “parboil”. ${searchMessages.offlineNote}`);
  await expect(results.locator("li")).toHaveCount(0);
  await context.setOffline(false);
});

test("offline on a device that never searched online: search says how it comes to work offline", async ({
  page,
  context,
}) => {
  await page.goto("/search");
  await controlled(page);
  await settled(page, "/search");
  await context.setOffline(true);
  await page.reload();
  await offlineNow(page);
  await page.getByRole("searchbox").fill("GitHub");
  await expect(page.locator("[data-search-status]")).toHaveText(searchMessages.offlineUnavailable);
  await context.setOffline(false);
});
