// Bytes on the wire of one page visit, by kind: what a reader who pays per megabyte pays for it
// (the budget check, tools/measure/budget.mjs). Counted from the Chrome DevTools Protocol's Network
// events: each response's `encodedDataLength`, its headers and its body as they came over the
// connection (compressed), 0 for what the browser's cache served without asking.

/** The kinds a visit's bytes are counted under, in the order the budget's table prints them. */
export const KINDS = /** @type {const} */ (["html", "css", "js", "fonts", "images", "other"]);

/** @typedef {(typeof KINDS)[number]} Kind */

/**
 * One request of a visit: its address, kind, bytes received, status (0 when no response came),
 * whether the browser's cache answered it without asking the server, whether the server answered
 * "304 Not Modified" (the browser then shows its cached copy, with status 200), and whether it went
 * to another origin than the site's (the local backend's emulators); `viaWorker` when the service
 * worker answered it (what the worker fetched for it is a request of the worker's).
 * @typedef {{ url: string, kind: Kind, bytes: number, status: number, cached: boolean,
 *   revalidated: boolean, elsewhere: boolean, viaWorker?: boolean }} WireRequest
 */

/** @type {Record<string, Kind>} */
const KIND_OF_TYPE = {
  Document: "html",
  Stylesheet: "css",
  Script: "js",
  Font: "fonts",
  Image: "images",
};

/**
 * The kind a request counts under, from the resource type Chromium gives it (CDP
 * `Network.ResourceType`): the page, stylesheets, scripts, fonts, images, and everything else
 * (fetches, the favicon, the manifest, media, prefetches) as "other".
 * @param {string | undefined} type
 * @returns {Kind}
 */
export function kindOf(type) {
  return (type && KIND_OF_TYPE[type]) || "other";
}

/**
 * Starts counting what a CDP session reports (its `Network` domain must be enabled): every
 * http(s) request, with the bytes of its response once it has finished (so far, while it has
 * not; what a failed one received). A redirect counts as a request of its own.
 * @param {{ on(event: string, listener: (params: any) => void): unknown }} session
 * @param {string} origin the site's origin: requests to any other count as `elsewhere`
 * @returns {{ requests(): WireRequest[] }}
 */
export function meterWire(session, origin) {
  /** Every request by id (its latest hop), kept once finished: some events come after that. */
  /** @type {Map<string, WireRequest>} */
  const byId = new Map();
  /** @type {Set<string>} */
  const finished = new Set();
  /** The ids answered "304 Not Modified" (that event may come before the request's own). */
  /** @type {Set<string>} */
  const notModified = new Set();
  /** The hops that ended in a redirect. @type {WireRequest[]} */
  const redirects = [];
  const live = (/** @type {string} */ id) => (finished.has(id) ? undefined : byId.get(id));
  const finish = (/** @type {string} */ id, /** @type {number | undefined} */ bytes) => {
    const request = live(id);
    if (!request) return;
    finished.add(id);
    if (bytes !== undefined) request.bytes = bytes;
  };
  session.on("Network.requestWillBeSent", ({ requestId, request, type, redirectResponse }) => {
    // A redirect: the hop that answered it ends here, and the same id goes on to its target.
    const hop = live(requestId);
    if (redirectResponse && hop) {
      redirects.push({
        ...hop,
        status: redirectResponse.status,
        bytes: redirectResponse.encodedDataLength,
      });
      byId.delete(requestId);
    }
    if (!/^https?:/.test(request.url)) return;
    byId.set(requestId, {
      url: request.url,
      kind: kindOf(type),
      bytes: 0,
      status: 0,
      cached: false,
      revalidated: false,
      elsewhere: new URL(request.url).origin !== origin,
    });
  });
  session.on("Network.responseReceived", ({ requestId, response }) => {
    const request = byId.get(requestId);
    if (!request) return;
    request.status = response.status;
    request.cached ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    // Answered by the service worker: what it fetched for it is counted on the worker's target.
    if (response.fromServiceWorker) request.viaWorker = true;
  });
  // The status on the wire (responseReceived gives the cached copy's, 200, for a 304).
  session.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    if (statusCode === 304) notModified.add(requestId);
  });
  session.on("Network.requestServedFromCache", ({ requestId }) => {
    const request = byId.get(requestId);
    if (request) request.cached = true;
  });
  session.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
    const request = live(requestId);
    if (request) request.bytes += encodedDataLength;
  });
  session.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
    finish(requestId, encodedDataLength),
  );
  session.on("Network.loadingFailed", ({ requestId }) => finish(requestId, undefined));
  return {
    requests: () => [
      ...redirects.map((request) => ({ ...request })),
      ...[...byId].map(([id, request]) => ({ ...request, revalidated: notModified.has(id) })),
    ],
  };
}

/**
 * @typedef {Record<Kind, number> & { total: number, elsewhere: number, requests: number,
 *   revalidated: number }} WireTally
 */

/**
 * A visit's bytes by kind and in all (the site's own origin), the bytes that went elsewhere (the
 * local backend: they depend on its data, so no budget counts them), how many requests reached
 * the network, and how many of those were answered "304 Not Modified" (revalidations).
 * @param {readonly WireRequest[]} requests
 * @returns {WireTally}
 */
export function tally(requests) {
  const sums = /** @type {WireTally} */ (
    Object.fromEntries(
      [...KINDS, "total", "elsewhere", "requests", "revalidated"].map((k) => [k, 0]),
    )
  );
  for (const request of requests) {
    if (request.elsewhere) {
      sums.elsewhere += request.bytes;
      continue;
    }
    sums[request.kind] += request.bytes;
    sums.total += request.bytes;
    if (!request.cached) sums.requests++;
    if (request.revalidated) sums.revalidated++;
  }
  return sums;
}

/**
 * The addresses among `seen` (every request Playwright saw the page make) that the meter did not
 * count: requests made where the session does not look (a worker, a prerendered page). The
 * check fails on any, rather than report a visit lighter than it was.
 * @param {Iterable<string>} seen
 * @param {readonly WireRequest[]} counted
 */
export function uncounted(seen, counted) {
  const urls = new Set(counted.map((request) => request.url));
  return [...new Set(seen)].filter((url) => /^https?:/.test(url) && !urls.has(url));
}

/**
 * The fingerprinted files (Astro's `/_astro/`, cached for a year as immutable) that reached the
 * network: on a repeat visit there must be none.
 * @param {readonly WireRequest[]} requests
 */
export function refetchedAssets(requests) {
  return requests
    .filter((request) => !request.elsewhere && !request.cached)
    .map((request) => request.url)
    .filter((url) => new URL(url).pathname.startsWith("/_astro/"));
}

/**
 * Watches what `page` asks for; the function returned then asks for the page's icon (its
 * `<link rel="icon">`) unless the browser already has, as a whole browser does once a page has
 * loaded (and again, revalidating it, on a repeat visit). The checks that count bytes run in
 * Chromium's headless shell, which never asks for it (it has no tab to show it in): without this,
 * every page's figure would leave out a file each reader's browser fetches.
 * @param {import("@playwright/test").Page} page
 * @returns {() => Promise<void>}
 */
export function iconAsker(page) {
  const asked = new Set();
  const onRequest = (/** @type {import("@playwright/test").Request} */ request) =>
    void asked.add(request.url());
  page.on("request", onRequest);
  return async () => {
    page.off("request", onRequest);
    const icon = await page.evaluate(
      () => document.querySelector('link[rel~="icon"]')?.getAttribute("href") ?? null,
    );
    const url = icon && new URL(icon, page.url()).href;
    if (!url || asked.has(url)) return;
    const finished = page.waitForEvent("requestfinished", (request) => request.url() === url);
    await page.evaluate(async (url) => void (await (await fetch(url)).arrayBuffer()), url);
    await finished;
    // One more round trip to the page: every other session's events of that request, sent before
    // its answer, have been read (the byte counts are other DevTools sessions').
    await page.evaluate(() => 0);
  };
}
