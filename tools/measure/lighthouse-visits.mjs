// What the Lighthouse gate (tools/measure/lighthouse.mjs) measures besides each page's first
// visit: a repeat visit with the service worker in control on one page of each kind (issue 41),
// and, when it measures the timings, a bare page (issue 52).

/**
 * The yardstick of a page's LCP image in the timings' run: a page with nothing but a heading and a
 * line of text, served by the same server, audited the same way. Its LCP is what any page pays
 * before its own bytes (the connection, the HTML's round trip, the simulated CPU); how long after
 * it a page's LCP image comes is what the page's own HTML, stylesheet and image add
 * (lcpAfterBare, tools/measure/lighthouse-gate.mjs), judged by the nightly trend.
 */
export const BARE_PAGE = Object.freeze({
  path: "/lighthouse-bare-page",
  html:
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Bare page</title></head><body><h1>Bare page</h1>" +
    "<p>A heading and a line of text: what every page pays before its own bytes.</p></body></html>",
});

/**
 * The pages also measured on a repeat visit with the service worker in control (the reader comes
 * back: the worker installed by a first visit answers the page's requests): one of each kind of
 * page readers come back to (the home page, a page with counters, the wall, the list, a post, a
 * guide), so the gate's run stays within its minutes (docs/testing.md, "Lighthouse").
 */
export const REPEAT_PAGES = Object.freeze([
  "/",
  "/about",
  "/testimonials",
  "/blog",
  "/blog/1",
  "/guides/css",
]);
export const measuredOnRepeat = (/** @type {string} */ path) => REPEAT_PAGES.includes(path);
