/**
 * What the service worker keeps, and what goes when it is over its bounds (OFFLINE_LIMITS: pages
 * and bytes, the oldest first out). Plain and tested (tests/unit/features/offline/offline.test.ts).
 */

/** One kept response: its address, cache, size, when it was last stored or used. */
export interface KeptEntry {
  url: string;
  /** "pages" or "files" (OFFLINE_CACHES). */
  kind: "pages" | "files";
  bytes: number;
  /** Milliseconds since the epoch. */
  at: number;
  /** A page's title (for the offline page's list). */
  title?: string | undefined;
  /** Saved with "Save for offline". */
  saved?: boolean | undefined;
  /** A page that shows published testimonials (refreshed when online: `liveToRefresh`). */
  live?: boolean | undefined;
}

export interface Limits {
  pages: number;
  bytes: number;
}

/** The ledger with `entry` added or replacing the one of the same address (its `saved` kept). */
export function record(entries: readonly KeptEntry[], entry: KeptEntry): KeptEntry[] {
  const before = entries.find((e) => e.url === entry.url);
  const saved = entry.saved || before?.saved;
  return [
    ...entries.filter((e) => e.url !== entry.url),
    { ...entry, ...(saved ? { saved } : {}), title: entry.title ?? before?.title },
  ];
}

/**
 * The kept pages that show published testimonials and were stored more than `maxAge` ms before
 * `now`, but `except` (the page just fetched): refreshed when the reader is online, so a
 * testimonial erased since (and gone from the site's next build) leaves the reader's copy too.
 */
export function liveToRefresh(
  entries: readonly KeptEntry[],
  now: number,
  maxAge: number,
  except: string,
): KeptEntry[] {
  return entries.filter(
    (e) => e.kind === "pages" && e.live && e.url !== except && now - e.at > maxAge,
  );
}

/** The ledger with an entry's time moved to `at` (used again), unchanged when it is not kept. */
export function touch(entries: readonly KeptEntry[], url: string, at: number): KeptEntry[] {
  return entries.map((e) => (e.url === url ? { ...e, at } : e));
}

/**
 * The entries to remove so that at most `limits.pages` pages and `limits.bytes` bytes in all are
 * kept: the oldest first (the least recently stored or used), pages counted apart from files, and
 * what the reader saved on purpose ("Save for offline") only once nothing else is left to remove.
 */
export function evictions(entries: readonly KeptEntry[], limits: Limits): KeptEntry[] {
  const order = evictionOrder(entries);
  const out = new Set<KeptEntry>();
  let pages = order.filter((e) => e.kind === "pages").length;
  for (const entry of order) {
    if (pages <= limits.pages) break;
    if (entry.kind !== "pages") continue;
    out.add(entry);
    pages -= 1;
  }
  let bytes = order.reduce((sum, e) => sum + (out.has(e) ? 0 : e.bytes), 0);
  for (const entry of order) {
    if (bytes <= limits.bytes) break;
    if (out.has(entry)) continue;
    out.add(entry);
    bytes -= entry.bytes;
  }
  return order.filter((e) => out.has(e));
}

/** The order entries go in: what was kept in passing before what was saved, each the oldest first. */
function evictionOrder(entries: readonly KeptEntry[]): KeptEntry[] {
  return [...entries].sort(
    (a, b) =>
      Number(Boolean(a.saved)) - Number(Boolean(b.saved)) ||
      a.at - b.at ||
      a.url.localeCompare(b.url),
  );
}

/**
 * What to remove when the browser refuses a write for lack of space (a QuotaExceededError): the
 * oldest of what was kept in passing, at least a quarter of what is kept (and `needed` bytes), so
 * the retry has room. Never what the reader saved: a save that does not fit says so instead of
 * removing another (or itself, written a moment before).
 */
export function toFreeSpace(entries: readonly KeptEntry[], needed = 0): KeptEntry[] {
  const total = entries.reduce((sum, e) => sum + e.bytes, 0);
  const target = Math.max(total / 4, needed);
  const out: KeptEntry[] = [];
  let freed = 0;
  for (const entry of evictionOrder(entries)) {
    if (entry.saved || (freed >= target && out.length)) break;
    out.push(entry);
    freed += entry.bytes;
  }
  return out;
}

/**
 * The addresses a cache holds that the ledger does not know (a worker stopped between writing a
 * response and its ledger line): never counted, so never evicted, unless removed.
 */
export function unrecorded(
  cached: ReadonlyArray<{ url: string; kind: KeptEntry["kind"] }>,
  entries: readonly KeptEntry[],
): Array<{ url: string; kind: KeptEntry["kind"] }> {
  const known = new Set(entries.map((e) => `${e.kind} ${e.url}`));
  return cached.filter((c) => !known.has(`${c.kind} ${c.url}`));
}

/** A page's list item on the offline page. */
export interface KeptPage {
  url: string;
  title: string;
  saved: boolean;
  at: number;
}

/**
 * The pages the offline page lists: the kept pages, the newest first, the offline page itself
 * left out, each with its title (its path when none was read).
 */
export function keptPages(entries: readonly KeptEntry[], offlinePath: string): KeptPage[] {
  return entries
    .filter((e) => e.kind === "pages" && new URL(e.url).pathname !== offlinePath)
    .sort((a, b) => b.at - a.at)
    .map((e) => ({
      url: e.url,
      title: e.title?.trim() || new URL(e.url).pathname,
      saved: Boolean(e.saved),
      at: e.at,
    }));
}

/** The text of a page's <title>, without the site's " | Name" suffix, or undefined. */
export function pageTitle(html: string, suffix = ""): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return undefined;
  const text = match[1]
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();
  return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length).trim() : text;
}

/**
 * The site's own files a kept page needs, from what the page reports (its resource timing
 * entries, its images' current sources, the PDF): same origin, http(s), deduplicated, the page
 * itself and anything never kept left out by the caller's rule.
 */
export function filesToKeep(
  urls: readonly string[],
  origin: string,
  keep: (url: string) => boolean,
): string[] {
  const out = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    url.hash = "";
    if (keep(url.href)) out.add(url.href);
  }
  return [...out];
}
