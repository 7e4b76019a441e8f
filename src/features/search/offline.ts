/**
 * Search over the pages kept on the device (docs/decisions.md, "Search offline"). Pagefind's index
 * is small (its chunks and fragments are named by their content, src/features/offline/cache-rules.ts):
 * once a reader has searched online with the service worker in control, the search page fetches the
 * files a search needs, so the worker keeps them; offline, results are limited to the pages kept on
 * the device, the only ones she can open. Pagefind's entry list is asked for with `?ts=<now>`, and
 * the worker keeps files without their query, so the kept copy answers it offline.
 */
import { SEARCH_OFFLINE_FILES } from "@/features/search/constants";

/**
 * Fetches every file of the build's list (SEARCH_OFFLINE_FILES), one after another at low priority,
 * so the service worker keeps them; resolves with how many it fetched. A failure stops it quietly:
 * the search itself never waits for this.
 */
export async function keepSearchFiles(fetchImpl: typeof fetch = fetch): Promise<number> {
  let fetched = 0;
  try {
    const list = await fetchImpl(SEARCH_OFFLINE_FILES, { cache: "no-cache" });
    if (!list.ok) return 0;
    const { files } = (await list.json()) as { files?: unknown };
    for (const file of Array.isArray(files) ? files : []) {
      if (typeof file !== "string" || !file.startsWith("/pagefind/")) continue;
      const response = await fetchImpl(file, { priority: "low" } as RequestInit);
      await response.arrayBuffer();
      if (!response.ok) break;
      fetched += 1;
    }
  } catch {
    // Offline, or the list is gone: the next search online tries again.
  }
  return fetched;
}

/** Whether the service worker keeps the page at `url` (an address of the site). */
export async function pageIsKept(url: string): Promise<boolean> {
  if (!("caches" in globalThis)) return false;
  return Boolean(await caches.match(new URL(url, location.origin).href));
}

/** The items whose `url` is kept, in their order (their checks run side by side). */
export async function keptOnly<T extends { url: string }>(
  items: readonly (T | null)[],
  isKept: (url: string) => Promise<boolean>,
): Promise<T[]> {
  const present = items.filter((item): item is T => item !== null);
  const kept = await Promise.all(present.map((item) => isKept(item.url).catch(() => false)));
  return present.filter((_, i) => kept[i]);
}
