// Offline reading's browser tests (tests/e2e/offline*.spec.ts): waiting for the service worker and
// reading what it keeps, from the page (Cache Storage is the origin's).
import { expect, type Page } from "@playwright/test";

/** Resolves once the service worker controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Resolves once the worker keeps `path` (a page, under its address without query). */
export async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        async (url) => Boolean(await caches.match(new URL(url, location.origin).href)),
        path,
      ),
    )
    .toBe(true);
}

/** Every address in the caches of the page's origin. */
export function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const lists = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return lists.flat();
  });
}
