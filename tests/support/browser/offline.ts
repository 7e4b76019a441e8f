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

/**
 * Resolves once the worker keeps the page `path` is open on and every script and stylesheet of
 * its origin that it loaded: the page sends the worker these addresses once it controls the page,
 * and the worker fetches them on its own time (slower on a slower machine). Offline, a page kept
 * without its scripts would show only its HTML.
 */
export async function keptWhole(page: Page, path: string): Promise<void> {
  await kept(page, path);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === location.origin)
          .filter((url) => /\.(js|css)$/.test(new URL(url).pathname));
        const found = await Promise.all(files.map((url) => caches.match(url)));
        return found.filter((response) => !response).length;
      }),
    )
    .toBe(0);
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
