/**
 * The site's service worker (built to dist/sw.js by src/build/service-worker.ts, with
 * Workbox): offline reading. Pages network first (the kept copy only when the network fails or is
 * slower than OFFLINE_LIMITS.networkTimeoutSeconds), /_astro/ files cache first, the site's other
 * files from the cache and refreshed behind it; an unkept page offline gets the offline page.
 * What is kept is recorded in a ledger (src/features/offline/bounds.ts) and bounded, the oldest first
 * out. It answers the pages' messages (src/features/offline/protocol.ts): keep what a page loaded
 * before the worker controlled it, save a page for offline, list and clear what is kept.
 * docs/decisions.md, "Offline reading".
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import {
  OFFLINE_CACHES,
  OFFLINE_LEDGER_CACHE,
  OFFLINE_LIMITS,
  OFFLINE_MESSAGES,
  OFFLINE_PAGE,
} from "@/features/offline/constants";
import {
  evictions,
  filesToKeep,
  keptPages,
  pageTitle,
  record,
  touch,
  type KeptEntry,
} from "@/features/offline/bounds";
import { cacheRule, neverKept, pageKey } from "@/features/offline/cache-rules";
import { removeOutdatedCaches } from "@/features/offline/cache-version";
import type { KeepRequest, OfflineReply, OfflineRequest } from "@/features/offline/protocol";

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
precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();
// What an older worker kept under another OFFLINE_CACHE_VERSION (or any cache this one does not
// use, its ledger included) is removed as this one takes over: src/features/offline/cache-version.ts.
self.addEventListener("activate", (event) => event.waitUntil(removeOutdatedCaches()));

const origin = self.location.origin;
const LEDGER = new Request(`${origin}/__offline-ledger`);
const META = OFFLINE_LEDGER_CACHE;

/** Ledger updates one after another (a read, a change, a write). */
let queue: Promise<unknown> = Promise.resolve();
function withLedger<T>(change: (entries: KeptEntry[]) => Promise<[KeptEntry[], T]>): Promise<T> {
  const run = queue.then(async () => {
    const meta = await caches.open(META);
    const stored = await meta.match(LEDGER);
    const entries = stored ? ((await stored.json()) as KeptEntry[]) : [];
    const [next, result] = await change(entries);
    await meta.put(LEDGER, Response.json(next));
    return result;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Records a response just kept, then removes what is over the bounds, the oldest first. */
async function recordKept(
  url: string,
  kind: KeptEntry["kind"],
  response: Response,
  saved = false,
): Promise<void> {
  const body = await response.clone().arrayBuffer();
  const title =
    kind === "pages" ? pageTitle(new TextDecoder().decode(body), __TITLE_SUFFIX__) : undefined;
  await withLedger(async (entries) => {
    const next = record(entries, {
      url,
      kind,
      bytes: body.byteLength,
      at: Date.now(),
      title,
      saved,
    });
    const out = evictions(next, { pages: OFFLINE_LIMITS.pages, bytes: OFFLINE_LIMITS.bytes });
    await Promise.all(
      out.map(async (e) => (await caches.open(OFFLINE_CACHES[e.kind])).delete(e.url)),
    );
    return [next.filter((e) => !out.includes(e)), undefined];
  });
}

/** Keeps the ledger in step with the caches Workbox writes, and strips a page's query. */
function ledgerPlugin(kind: KeptEntry["kind"]): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) =>
      kind === "pages" ? new Request(pageKey(request.url)) : request,
    cacheDidUpdate: async ({ request, newResponse }) =>
      recordKept(kind === "pages" ? pageKey(request.url) : request.url, kind, newResponse),
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (cachedResponse && kind === "files") {
        void withLedger(async (entries) => [touch(entries, request.url, Date.now()), undefined]);
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

const facts = (request: Request) => ({
  url: request.url,
  method: request.method,
  mode: request.mode,
});

registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "page",
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: OFFLINE_LIMITS.networkTimeoutSeconds,
    plugins: [revalidate, ledgerPlugin("pages")],
  }),
);
registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "fingerprinted",
  new CacheFirst({ cacheName: OFFLINE_CACHES.files, plugins: [ledgerPlugin("files")] }),
);
registerRoute(
  ({ request }) => cacheRule(facts(request), origin) === "file",
  new StaleWhileRevalidate({ cacheName: OFFLINE_CACHES.files, plugins: [ledgerPlugin("files")] }),
);

// A page that is not kept, offline: the offline page, which says so and lists the kept ones.
setCatchHandler(async ({ request }) =>
  request.mode === "navigate"
    ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error())
    : Response.error(),
);

/** Fetches and keeps one address (a page, a file, a PDF); false when it could not. */
async function keep(url: string, saved: boolean): Promise<boolean> {
  const rule = cacheRule({ url, method: "GET", mode: "cors" }, origin);
  if (rule === "never") return false;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok || response.redirected) return false;
    const page = (response.headers.get("content-type") ?? "").includes("text/html");
    const kind = page ? "pages" : "files";
    const key = page ? pageKey(url) : url;
    await (await caches.open(OFFLINE_CACHES[kind])).put(key, response.clone());
    await recordKept(key, kind, response, saved);
    return true;
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
      const meta = await caches.open(META);
      const stored = await meta.match(LEDGER);
      const entries = stored ? ((await stored.json()) as KeptEntry[]) : [];
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
