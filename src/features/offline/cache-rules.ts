/**
 * Which requests the service worker keeps, and how (src/features/offline/worker.ts; docs/decisions.md,
 * "Offline reading"). Plain and tested (tests/unit/offline-cache-rules.test.ts).
 */
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "@/features/offline/constants";

/**
 * - `page`: a page of the site, network first (the kept copy only when the network fails or is
 *   too slow), so a deploy reaches the reader on the next page they open;
 * - `fingerprinted`: a file under /_astro/, whose name changes with its content: cache first;
 * - `file`: another file of the site (images of public/, the favicon, PDFs): the kept copy at
 *   once, refreshed from the network behind it;
 * - `never`: never kept (see neverKept).
 */
export type CacheRule = "page" | "fingerprinted" | "file" | "never";

/** What a rule needs of a request. */
export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: "navigate" for a page. */
  mode: string;
}

/** Paths never kept: the signed-in screens and the moderation panel, the worker itself. */
const PRIVATE_PATHS = [/^\/account(\/|$)/, /^\/admin(\/|$)/, /^\/__\//];

/**
 * Why a request is never kept, or null. Never: anything but GET (form posts, uploads), any other
 * origin (Firestore, Firebase Authentication, the form endpoint, Cloudinary's uploads and photos),
 * /account and /admin/* (a person's own data), Firebase's reserved /__/ paths and the worker's
 * own script, and pages asked for with a query (the host serves the same page: kept without it).
 */
export function neverKept(request: RequestFacts, origin: string): string | null {
  if (request.method !== "GET") return "not a GET";
  const url = new URL(request.url);
  if (url.origin !== origin) return "another origin";
  if (PRIVATE_PATHS.some((path) => path.test(url.pathname))) return "private";
  if (url.pathname === SERVICE_WORKER_URL) return "the service worker";
  return null;
}

/** How the service worker treats a request of a page whose origin is `origin`. */
export function cacheRule(request: RequestFacts, origin: string): CacheRule {
  if (neverKept(request, origin)) return "never";
  const { pathname } = new URL(request.url);
  if (request.mode === "navigate") return "page";
  if (pathname.startsWith("/_astro/")) return "fingerprinted";
  return "file";
}

/**
 * The address a page is kept under: the path without a trailing slash, query or hash (the host
 * answers /blog/1/ with a redirect to /blog/1 and ignores the query).
 */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return `${origin}${path.replace(/\/index(\.html)?$|\.html$/, "") || "/"}`;
}

/** Whether a path is the offline page itself (never listed as a kept page). */
export function isOfflinePage(url: string): boolean {
  return new URL(url).pathname.replace(/\/+$/, "") === OFFLINE_PAGE;
}
