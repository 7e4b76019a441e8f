// What the Lighthouse gate (tools/measure/lighthouse.mjs) measures besides each page's first
// visit: a repeat visit with the service worker in control on one page of each kind (issue 41).

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
