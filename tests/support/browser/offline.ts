// Offline reading's browser tests (tests/e2e/offline*.spec.ts): waiting for the service worker and
// reading what it keeps, from the page (Cache Storage is the origin's).
import { expect, type Page } from "@playwright/test";
import { OFFLINE_LEDGER } from "@/features/offline/constants";
import type { KeptEntry } from "@/features/offline/bounds";

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

/** The worker's ledger of what it keeps (src/features/offline/bounds.ts). */
export function ledger(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(async ({ cache, path }) => {
    const stored = await (await caches.open(cache)).match(path);
    return stored ? ((await stored.json()) as KeptEntry[]) : [];
  }, OFFLINE_LEDGER);
}

/** Rewrites the worker's ledger (to age what it keeps); call once the worker has settled. */
export async function rewriteLedger(
  page: Page,
  change: (entries: KeptEntry[]) => KeptEntry[],
): Promise<void> {
  const entries = change(await ledger(page));
  await page.evaluate(
    async ({ cache, path, entries }) =>
      (await caches.open(cache)).put(path, Response.json(entries)),
    { ...OFFLINE_LEDGER, entries },
  );
}

/**
 * Resolves once the worker has recorded the page `path` is open on and every file of its origin
 * that the page loaded (a first visit's files are kept after the page, a few at a time).
 */
export async function settled(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => {
      const known = new Set((await ledger(page)).map((e) => e.url));
      const wanted = await page.evaluate(() => [
        location.origin + location.pathname,
        ...performance
          .getEntriesByType("resource")
          .map((e) => new URL(e.name))
          .filter((url) => url.origin === location.origin)
          .map((url) => url.origin + url.pathname),
      ]);
      return wanted.filter((url) => !known.has(url));
    }, `what the worker has not recorded of ${path}`)
    .toEqual([]);
}
