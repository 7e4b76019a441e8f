/**
 * Which requests the service worker keeps, and how (src/features/offline/worker.ts; docs/decisions.md,
 * "Offline reading"). Plain and tested (tests/unit/features/offline/offline.test.ts).
 */
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "@/features/offline/constants";

/**
 * - `page`: a page of the site, network first (the kept copy only when the network fails or is
 *   too slow), so a deploy reaches the reader on the next page they open;
 * - `fingerprinted`: a file under /_astro/, whose name changes with its content: cache first;
 * - `revalidated`: a file whose name stays while its content changes with each deploy and must
 *   match the others of a deploy (Pagefind's script, its WebAssembly and its entry list): network
 *   first, the kept copy only when the network fails or is too slow, as pages;
 * - `file`: another file of the site (images of public/, the favicon, PDFs): the kept copy at
 *   once, refreshed from the network behind it;
 * - `never`: never kept (see neverKept).
 */
export type CacheRule = "page" | "fingerprinted" | "revalidated" | "file" | "never";

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
  // Pagefind's index and fragments are named by their content; its other files are not.
  if (pathname.startsWith("/pagefind/")) {
    return /^\/pagefind\/(index|fragment)\//.test(pathname) ? "fingerprinted" : "revalidated";
  }
  return "file";
}

/**
 * The address a file is kept under: without query or hash. The host serves a file whatever its
 * query, which only busts caches (Pagefind asks for its entry list with `?ts=<now>`): kept by its
 * full address, each search would add an entry.
 */
export function fileKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
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

/** What `neverStored` needs of a response: its headers. */
export interface ResponseHeaders {
  headers: { get(name: string): string | null };
}

/** The directive names of a Cache-Control value, lower-cased (quoted arguments skipped). */
function cacheDirectives(value: string): string[] {
  return value
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .split(",")
    .map((part) => (part.split("=")[0] ?? "").trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Why a response must never be stored, or null: its `Cache-Control` says `no-store` (no copy
 * anywhere) or `private` (one person's answer: what the worker keeps outlives the HTTP cache and
 * is shown offline to whoever uses the device), with or without an argument, or it sets a cookie
 * (`Set-Cookie`: an answer of one session). A browser hides `Set-Cookie` from the worker's own
 * fetches; a response that carries it is refused all the same.
 */
export function neverStored(response: ResponseHeaders): string | null {
  const directives = cacheDirectives(response.headers.get("cache-control") ?? "");
  for (const directive of ["no-store", "private"]) {
    if (directives.includes(directive)) return `Cache-Control: ${directive}`;
  }
  if (response.headers.get("set-cookie") !== null) return "Set-Cookie";
  return null;
}

/** What `keepable` needs of a response. */
export interface ResponseFacts extends ResponseHeaders {
  status: number;
  /** Response.type: "basic" for the site's own answers. */
  type: string;
  redirected: boolean;
}

/**
 * Whether a response may be kept: only a whole answer of the site, a 200 of type "basic", that
 * may be stored (neverStored). Never a redirect: a page asked for with `redirect: "manual"` (the
 * worker's pages) comes back from the host's 301 for "/x/" or "/x/index.html" as an
 * "opaqueredirect" of status 0, which, kept under "/x", answers "/x" with a redirect to itself.
 * Never an opaque answer either: Chromium charges each megabytes of quota that the ledger could
 * not count. Every write of the worker to its caches asks this first: its routes, what it fetches
 * to keep (a first visit's files, Save for offline, the refresh of live pages) and its precache.
 */
export function keepable(response: ResponseFacts): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    neverStored(response) === null
  );
}
