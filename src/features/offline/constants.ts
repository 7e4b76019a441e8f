/**
 * Offline reading's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
/**
 * Offline reading (src/features/offline/worker.ts, src/features/offline/): what the service worker keeps is
 * bounded to this many pages and this many bytes in all (pages, their files, saved PDFs), the
 * oldest first out; a page waits this long for the network before its kept copy is shown.
 */
export const OFFLINE_LIMITS = {
  pages: 60,
  bytes: 30 * 1024 * 1024,
  networkTimeoutSeconds: 3,
  /**
   * A kept page that shows published testimonials is fetched again, once the reader is online,
   * when its copy is older than this (src/features/offline/bounds.ts, liveToRefresh).
   */
  liveRefreshMinutes: 60,
} as const;
/**
 * What marks a page that shows published testimonials (each card's record id, written by the
 * testimonials feature's components): its kept copy is refreshed when the reader is online.
 */
export const OFFLINE_LIVE_MARKER = "data-testimonial-doc=";
/**
 * The service worker's address (built by src/build/service-worker.ts) and scope; the
 * pages' registration (src/features/offline/register.ts) writes it out, to keep its few bytes.
 */
export const SERVICE_WORKER_URL = "/sw.js";
/**
 * The build setting that turns offline reading off (`npm run offline -- --off`): with it "off",
 * dist/sw.js is the kill switch (src/features/offline/kill-switch.ts) and the pages register no
 * worker (src/features/offline/register.ts), removing one they find.
 */
export const OFFLINE_SWITCH = { setting: "PUBLIC_OFFLINE_READING", off: "off" } as const;
/** The page shown for a page that is not kept, offline; it lists the kept ones. */
export const OFFLINE_PAGE = "/offline";
/**
 * The version of what the worker keeps: part of its caches' names. Raise it when what a kept entry
 * is or how it is keyed changes: an activating worker removes the caches of another version
 * (src/features/offline/cache-version.ts), and the kept pages with them.
 */
export const OFFLINE_CACHE_VERSION = 2;
/** The service worker's caches: pages (HTML) and the files they use (and saved PDFs). */
export const OFFLINE_CACHES = {
  pages: `offline-pages-v${OFFLINE_CACHE_VERSION}`,
  files: `offline-files-v${OFFLINE_CACHE_VERSION}`,
} as const;
/**
 * The worker's ledger of what it keeps (src/features/offline/bounds.ts): one JSON response at this
 * path of the site, in a cache of its own, versioned with the others.
 */
export const OFFLINE_LEDGER = {
  cache: `offline-meta-v${OFFLINE_CACHE_VERSION}`,
  path: "/__offline-ledger",
} as const;
/** Messages between the pages and the service worker (src/features/offline/protocol.ts). */
export const OFFLINE_MESSAGES = {
  save: "offline:save",
  list: "offline:list",
  clear: "offline:clear",
} as const;
