/**
 * The site's service worker (built to dist/sw.js by src/build/service-worker.ts, with
 * Workbox): offline reading. Pages and Pagefind's unfingerprinted files network first (the kept
 * copy only when the network fails or is slower than OFFLINE_LIMITS.networkTimeoutSeconds),
 * fingerprinted files cache first, the site's other files from the cache and refreshed behind it;
 * an unkept page offline gets the offline page. Only whole answers (200, same origin) that may be
 * stored (no `Cache-Control: no-store` or `private`, no `Set-Cookie`) are kept, on every path that
 * writes to a cache (cache-rules.ts, keepable), files without their query. What is kept is recorded in a ledger (src/features/offline/bounds.ts)
 * and bounded, what was kept in passing before what was saved, the oldest first out; a full disk
 * evicts what was kept in passing and tries again; what the ledger missed is swept. Online, kept pages that show
 * testimonials are refreshed when old. It answers the pages' messages
 * (src/features/offline/protocol.ts): keep what a page loaded before the worker controlled it,
 * save a page for offline, list and clear what is kept.
 * docs/decisions.md, "Offline reading".
 */
import { clientsClaim, registerQuotaErrorCallback } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import {
  OFFLINE_CACHES,
  OFFLINE_LEDGER,
  OFFLINE_LIMITS,
  OFFLINE_LIVE_MARKER,
  OFFLINE_MESSAGES,
  OFFLINE_PAGE,
} from "@/features/offline/constants";
import {
  evictions,
  filesToKeep,
  keptPages,
  liveToRefresh,
  pageTitle,
  record,
  toFreeSpace,
  touch,
  unrecorded,
  type KeptEntry,
} from "@/features/offline/bounds";
import { cacheRule, fileKey, keepable, neverKept, pageKey } from "@/features/offline/cache-rules";
import { removeOutdatedCaches } from "@/features/offline/cache-version";
import type { KeepRequest, OfflineReply, OfflineRequest } from "@/features/offline/protocol";
import { answerOutboxSync } from "@/features/outbox";

/**
 * What this worker uses of its global scope. Declared here rather than by TypeScript's webworker
 * library, which would change the DOM's types in every other file of the project.
 */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "activate",
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: "message",
    listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;
/** The offline page and its files (src/build/worker-precache.ts); set by the build. */
declare const __PRECACHE__: Array<{ url: string; revision: string | null }>;
/** The site's title suffix (" | Name"), cut from the kept pages' titles; set by the build. */
declare const __TITLE_SUFFIX__: string;

// A new worker takes over at once, and the open pages with it: its next page is the new deploy's.
void self.skipWaiting();
clientsClaim();

// Only the offline page and its stylesheet: nothing else is fetched ahead (data saver or not).
// Each is kept only as a whole answer that may be stored (keepable, in place of Workbox's own
// check); one that is not fails the install, and the worker before stays.
addPlugins([{ cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null) }]);
precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();
// What an older worker kept under another OFFLINE_CACHE_VERSION (or any cache this one does not
// use, its ledger included) is removed as this one takes over: src/features/offline/cache-version.ts.
self.addEventListener("activate", (event) => event.waitUntil(removeOutdatedCaches()));
// The form posts a page kept offline, sent by background sync (src/features/outbox/sync.ts).
answerOutboxSync();

const origin = self.location.origin;
const LEDGER = new Request(`${origin}${OFFLINE_LEDGER.path}`);
const META = OFFLINE_LEDGER.cache;

/**
 * Ledger updates one after another (a read, a change, a write). A change that returns `null` as
 * the ledger leaves it unwritten.
 */
let queue: Promise<unknown> = Promise.resolve();
function withLedger<T>(
  change: (entries: KeptEntry[]) => Promise<[KeptEntry[] | null, T]>,
): Promise<T> {
  const run = queue.then(async () => {
    const meta = await caches.open(META);
    const stored = await meta.match(LEDGER);
    const entries = stored ? ((await stored.json()) as KeptEntry[]) : [];
    const [next, result] = await change(entries);
    if (next) await writeLedger(next);
    return result;
  });
  queue = run.catch(() => undefined);
  return run;
}

async function writeLedger(entries: KeptEntry[]): Promise<void> {
  await (await caches.open(META)).put(LEDGER, Response.json(entries));
}

/** Removes entries from their caches. */
async function remove(entries: ReadonlyArray<Pick<KeptEntry, "url" | "kind">>): Promise<void> {
  await Promise.all(
    entries.map(async (e) => (await caches.open(OFFLINE_CACHES[e.kind])).delete(e.url)),
  );
}

/** A response's ledger line: its size, and a page's title and whether it shows testimonials. */
async function entryFor(
  url: string,
  kind: KeptEntry["kind"],
  response: Response,
  saved: boolean,
): Promise<KeptEntry> {
  const body = await response.clone().arrayBuffer();
  const html = kind === "pages" ? new TextDecoder().decode(body) : "";
  return {
    url,
    kind,
    bytes: body.byteLength,
    at: Date.now(),
    title: kind === "pages" ? pageTitle(html, __TITLE_SUFFIX__) : undefined,
    live: kind === "pages" ? html.includes(OFFLINE_LIVE_MARKER) : undefined,
    saved,
  };
}

/** The ledger with `entry` recorded and what is over the bounds removed, the oldest first. */
async function withEntry(entries: KeptEntry[], entry: KeptEntry): Promise<KeptEntry[]> {
  const next = record(entries, entry);
  const out = evictions(next, { pages: OFFLINE_LIMITS.pages, bytes: OFFLINE_LIMITS.bytes });
  await remove(out);
  return next.filter((e) => !out.includes(e));
}

/** Records a response Workbox just kept, then removes what is over the bounds. */
async function recordKept(url: string, kind: KeptEntry["kind"], response: Response) {
  const entry = await entryFor(url, kind, response, false);
  await withLedger(async (entries) => [await withEntry(entries, entry), undefined]);
}

/**
 * Writes a response and its ledger line in one turn of the ledger, so that no eviction runs
 * between the two: an eviction decided on the ledger of a moment before would remove the copy
 * just written (a saved guide's script was removed so, while the ledger said it was kept). When
 * the browser refuses a write for lack of space (the response's or the ledger's), the oldest of
 * what was kept in passing goes (a quarter of what is kept, at least the response's size) and
 * both are written again, until nothing kept in passing is left: then it resolves false.
 */
function store(
  key: string,
  kind: KeptEntry["kind"],
  response: Response,
  saved: boolean,
): Promise<boolean> {
  return entryFor(key, kind, response, saved).then((entry) =>
    withLedger(async (entries) => {
      const cache = await caches.open(OFFLINE_CACHES[kind]);
      let ledger = entries;
      for (;;) {
        try {
          await cache.put(key, response.clone());
          await writeLedger(await withEntry(ledger, entry));
          return [null, true];
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          const out = toFreeSpace(ledger, entry.bytes);
          if (!out.length) return [ledger === entries ? null : ledger, false];
          await remove(out);
          ledger = ledger.filter((e) => !out.includes(e));
        }
      }
    }),
  );
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === "QuotaExceededError";
// Workbox's strategies call this on a QuotaExceededError (the write is lost; the next one fits):
// the oldest quarter of what was kept in passing goes.
registerQuotaErrorCallback(() =>
  withLedger(async (entries) => {
    const out = toFreeSpace(entries);
    await remove(out);
    return [out.length ? entries.filter((e) => !out.includes(e)) : null, undefined];
  }),
);

/**
 * Removes what the caches hold that the ledger does not know (a worker stopped between a write and
 * its ledger line): uncounted, it would never be evicted. Resolves with the ledger.
 */
function sweepUnrecorded(): Promise<KeptEntry[]> {
  return withLedger(async (entries) => {
    const cached = await Promise.all(
      (Object.keys(OFFLINE_CACHES) as Array<KeptEntry["kind"]>).map(async (kind) =>
        (await (await caches.open(OFFLINE_CACHES[kind])).keys()).map((r) => ({
          url: r.url,
          kind,
        })),
      ),
    );
    await remove(unrecorded(cached.flat(), entries));
    return [null, entries];
  });
}

/** Keeps the ledger in step with the caches Workbox writes; the key without query. */
function ledgerPlugin(kind: KeptEntry["kind"]): WorkboxPlugin {
  const key = kind === "pages" ? pageKey : fileKey;
  return {
    cacheKeyWillBeUsed: async ({ request }) => new Request(key(request.url)),
    cacheDidUpdate: async ({ request, newResponse }) =>
      recordKept(key(request.url), kind, newResponse),
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (cachedResponse && kind === "files") {
        // Used again: its time moves (written at most once a minute per file).
        const now = Date.now();
        void withLedger(async (entries) => {
          const entry = entries.find((e) => e.url === key(request.url));
          const stale = entry && now - entry.at > 60_000;
          return [stale ? touch(entries, entry.url, now) : null, undefined];
        });
      }
      return cachedResponse ?? null;
    },
  };
}

/**
 * A page is asked of the server every time, never taken from the browser's HTTP cache unasked
 * (the host lets it keep a page for an hour): it revalidates, so a deploy shows on the next page.
 */
const revalidate: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      cache: "no-cache",
      credentials: "same-origin",
      redirect: "manual",
      headers: request.headers,
    }),
};

/**
 * Only a whole answer of the site that may be stored is kept (cache-rules.ts, keepable): Workbox's
 * default for these strategies also keeps opaque answers (status 0), among them a redirect fetched
 * with `redirect: "manual"`, which a late 301 would write over a kept page, and answers marked
 * `Cache-Control: no-store` or `private`.
 */
const onlyWhole: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response) ? response : null),
};

/** Pagefind's unfingerprinted files are asked of the server every time too (cache-rules.ts). */
const revalidateFile: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
};

const facts = (request: Request) => ({
  url: request.url,
  method: request.method,
  mode: request.mode,
});

/**
 * A page fetched from the network means the reader is online: the kept pages that show published
 * testimonials and are older than OFFLINE_LIMITS.liveRefreshMinutes are fetched again (one run at
 * a time), so a testimonial erased since leaves them with the site's next build.
 */
let refreshing: Promise<void> | null = null;
const refreshLive: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (keepable(response) && !refreshing) {
      const now = Date.now();
      const maxAge = OFFLINE_LIMITS.liveRefreshMinutes * 60_000;
      refreshing = withLedger(async (entries) => [null, entries])
        .then(async (entries) => {
          const stale = liveToRefresh(entries, now, maxAge, pageKey(request.url));
          await Promise.all(stale.map((e) => keep(e.url, false, true)));
        })
        .catch(() => undefined)
        .finally(() => (refreshing = null));
      event.waitUntil(refreshing);
    }
    return response;
  },
};

registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "page",
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: OFFLINE_LIMITS.networkTimeoutSeconds,
    plugins: [revalidate, onlyWhole, ledgerPlugin("pages"), refreshLive],
  }),
);
registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "fingerprinted",
  new CacheFirst({
    cacheName: OFFLINE_CACHES.files,
    plugins: [onlyWhole, ledgerPlugin("files")],
  }),
);
registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "revalidated",
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.files,
    networkTimeoutSeconds: OFFLINE_LIMITS.networkTimeoutSeconds,
    plugins: [revalidateFile, onlyWhole, ledgerPlugin("files")],
  }),
);
registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "file",
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.files,
    plugins: [onlyWhole, ledgerPlugin("files")],
  }),
);

// A page that is not kept, offline: the offline page, which says so and lists the kept ones.
setCatchHandler(async ({ request }) =>
  request.mode === "navigate"
    ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error())
    : Response.error(),
);

/**
 * Fetches and keeps one address (a page, a file, a PDF); false when it could not (`store`: no
 * room even once everything kept in passing is gone). `fresh`: asked of the server (revalidated),
 * not taken from the browser's HTTP cache.
 */
async function keep(url: string, saved: boolean, fresh = false): Promise<boolean> {
  const rule = cacheRule({ url, method: "GET", mode: "cors" }, origin);
  if (rule === "never") return false;
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      ...(fresh ? { cache: "no-cache" as const } : {}),
    });
    if (!keepable(response)) return false;
    const page = (response.headers.get("content-type") ?? "").includes("text/html");
    const kind = page ? "pages" : "files";
    return await store(page ? pageKey(url) : fileKey(url), kind, response, saved);
  } catch {
    return false;
  }
}

/** Keeps a page and its files: the page first, then the files, a few at a time. */
async function keepAll(page: string, files: readonly string[], saved: boolean) {
  const pageKept = await keep(page, saved);
  const failed = await keepFiles(page, files, saved);
  return { ok: pageKept && failed.length === 0, failed };
}

/** Keeps a page's files (not the page), a few at a time; the addresses that could not be kept. */
async function keepFiles(page: string, files: readonly string[], saved: boolean) {
  const wanted = filesToKeep(
    files,
    origin,
    (url) =>
      !neverKept({ url, method: "GET", mode: "cors" }, origin) && pageKey(url) !== pageKey(page),
  );
  const failed: string[] = [];
  for (let i = 0; i < wanted.length; i += 6) {
    const batch = wanted.slice(i, i + 6);
    const results = await Promise.all(batch.map((url) => keep(url, saved)));
    batch.forEach((url, j) => results[j] || failed.push(url));
  }
  return failed;
}

async function answer(message: OfflineRequest): Promise<OfflineReply> {
  switch (message.type) {
    case OFFLINE_MESSAGES.save: {
      const { ok, failed } = await keepAll(message.page, message.files, true);
      return { type: message.type, ok, failed };
    }
    case OFFLINE_MESSAGES.list: {
      const entries = await sweepUnrecorded();
      const bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
      return { type: message.type, ok: true, pages: keptPages(entries, OFFLINE_PAGE), bytes };
    }
    case OFFLINE_MESSAGES.clear:
      await withLedger(async () => {
        await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
        return [[], undefined];
      });
      return { type: message.type, ok: true };
  }
}

self.addEventListener("message", (event) => {
  const message = event.data as OfflineRequest | KeepRequest | undefined;
  if (!message || typeof message !== "object") return;
  // A first visit's page, once controlled: the addresses it loaded (src/features/offline/register.ts).
  if (!("type" in message)) {
    const page = (event.source as { url?: string } | null)?.url;
    if (!page || !Array.isArray(message.files)) return;
    const files = message.files.filter((url) => typeof url === "string");
    event.waitUntil(message.page ? keepAll(page, files, false) : keepFiles(page, files, false));
    return;
  }
  if (!Object.values(OFFLINE_MESSAGES).includes(message.type)) return;
  const port = event.ports[0];
  event.waitUntil(
    answer(message).then(
      (reply) => port?.postMessage(reply),
      () => port?.postMessage({ type: message.type, ok: false } satisfies OfflineReply),
    ),
  );
});
