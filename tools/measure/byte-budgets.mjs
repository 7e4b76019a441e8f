// Ceilings for what a visit costs on the wire (`npm run budget`, tools/measure/budget.mjs): a first
// visit by kind (tools/measure/wire-bytes.mjs), and a repeat visit. Each ceiling sits a few KB above
// what was measured when it was set, as the JavaScript budgets do, so that the regressions a
// reader paying per megabyte would pay for fail: a font file too many (the smallest is 10 KB), a
// second hero image, an image at the wrong width, a heavier stylesheet, page or script.
// Measured on the build of 914e9e3 (the figures in the comments, KB on the wire, phone / desktop where
// they differ), served over HTTP/2 with brotli as the host serves it (tools/serve/preview.mjs).
// Why these and not others: docs/decisions.md, "Every byte budgeted".

import { KINDS } from "./wire-bytes.mjs";
import { LIST_CARDS } from "./pages.ts";
import {
  ABOUT_TEASER,
  CARD,
  COVER,
  LEAD_CARD,
  PORTRAIT,
  fetchedCap,
} from "../../src/site/image-caps.ts";

const KB = 1024;

/** @typedef {import("./wire-bytes.mjs").Kind} Kind */
/** @typedef {"phone" | "desktop"} Device */

/**
 * Every page: the one stylesheet (15.4), the two first-screen font files (23.8: Inter 13.6 and
 * Fraunces 10.1, pinned at 600; any other that the page's letters do not call for, from 1.8 KB,
 * fails), the favicon (0.4).
 */
const EVERY_PAGE = { css: 16, fonts: 26, other: 2 };

/**
 * A page whose letters call for more of the web fonts (é in a visitor's name, ẹ and ṣ in a Yoruba
 * sentence, Ɗ in a Hausa name: tools/measure/font-parts.mjs) may fetch those parts too, each at its
 * file's size and this much for its response's headers. The walls with her clients' names take
 * Inter's three parts of Nigerian letters (2.7, 3.7 and 2.3): 32.8 with the first two. A file no
 * letter of the page calls for (fontsource's whole Latin Extended face, 83.1) fails.
 */
const FONT_PART_HEADERS = 0.5 * KB;

/**
 * What the font parts a page's letters call for add to its fonts ceiling, in bytes.
 * @param {readonly { bytes: number }[]} parts
 */
export const fontPartsAllowance = (parts) =>
  parts.reduce((sum, part) => sum + part.bytes + FONT_PART_HEADERS, 0);

/**
 * Page groups, the first that matches: [test, ceilings in KB for HTML and JavaScript, name]. The
 * JavaScript here is what came over the wire (brotli and headers); the gzip budgets of
 * tools/measure/budget.mjs, inline scripts included, stay as they are.
 * @type {readonly [(path: string) => boolean, { html: number, js: number }, string][]}
 */
export const GROUPS = [
  // HTML 8.5 (/guides) to 21.4 (/guides/javascript, with the course's progress card: a tick box
  // per chapter, issue 42; 21 before it); JS 3.9 / 4.6 (+ the cursor follower).
  [(path) => /^\/guides(\/|$)/.test(path), { html: 23, js: 7 }, "guide"],
  // HTML 6.8 (the 404 page) to 14.1 (/blog/8, with its contents, code bars and share links);
  // JS 3.8 / 4.4 (5.0 / 5.5 on a post, its reading aids), 4.3 / 4.9 on /search.
  // The offline page (the service worker shows it for a page not kept) is one of them.
  [
    (path) => /^\/(blog|search)(\/|$)|^\/(404|offline)$/.test(path),
    { html: 17, js: 7 },
    "reading page",
  ],
  // HTML 9.5 (/expertise) to 10.2 (/about); JS 4.9 / 5.5 (/, /about) to 7.8 / 8.4 (/expertise):
  // the counters are plain script (src/features/effects/count-up.ts), React coming back fails.
  [(path) => ["/", "/about", "/expertise"].includes(path), { html: 13, js: 11 }, "counter page"],
  // HTML 12.2; JS 77.4 / 77.9 (React and the contact form's island).
  [(path) => path === "/contact", { html: 15, js: 82 }, "island page"],
  // HTML 11.2 / 11.5; JS 53.5 / 54.1 (the wall with Firestore Lite, the form closed).
  [(path) => /^\/testimonials(\/|$)/.test(path), { html: 14, js: 57 }, "testimonials"],
  // HTML 10.1 / 10.2; JS 43.7 / 44.3 (signed out: Auth and the forms' script).
  [
    (path) => ["/account", "/admin/testimonials"].includes(path),
    { html: 13, js: 47 },
    "account and admin",
  ],
];

/**
 * Images by kind of page, [phone, desktop], from the caps the build's image service fits each file
 * under (src/site/image-caps.ts): a post's cover at the width a phone (390 px at 3x) and a desktop
 * (1366 px) fetch, a list's cards (the lead card of a first page at its width, the others at theirs,
 * each card counted), the About portrait and the home page's About teaser. So a ceiling follows
 * the kind of page, not the weight of a placeholder: a photo from her phone fits as her drawings
 * do (docs/decisions.md, "Images fit their caps whatever the camera"). Each file may bring
 * PER_IMAGE more on the wire (its response's headers).
 */
const PER_IMAGE = 1 * KB;
const POST = /^\/blog\/\d+$/;

/**
 * The images of the pages that are not hers to grow, in KB, [phone, desktop], measured on the
 * build of 914e9e3: the home page's hero (an illustration the cap leaves alone: 53.6 on a phone,
 * 28.1 on a desktop, its About teaser counted apart), and the testimonial photos of public/images.
 * @type {Readonly<Record<string, readonly [number, number]>>}
 */
export const IMAGES = {
  "/": [56, 30], // the hero
  "/expertise": [24, 24], // 20.6: three testimonial photos from public/images
  // 28.0: four testimonial photos; 2.4 more for the default avatar when the local backend has an
  // approved testimonial without one (its photos come from elsewhere and are not counted). Each
  // area's wall shows some of them (/testimonials/culinary 14.2).
  "/testimonials": [32, 32],
};
/** The images of a page that shows none of hers and is not in IMAGES (today none loads any). */
export const NO_IMAGES = 3;

/**
 * The ceiling, in bytes, of the images of `path` at `device`'s size. `cards` is the number of post
 * cards a list page shows (tools/measure/pages.ts reads them from the posts); a page not a list
 * has none.
 * @param {string} path
 * @param {Device} device
 * @param {number | undefined} [cards]
 * @returns {number}
 */
export function imageCeiling(path, device, cards = LIST_CARDS.get(path)) {
  const file = (/** @type {import("../../src/site/image-caps.ts").PictureShape} */ shape) =>
    fetchedCap(shape, device) + PER_IMAGE;
  const fixed = (/** @type {string} */ page) =>
    (IMAGES[page]?.[device === "phone" ? 0 : 1] ?? NO_IMAGES) * KB;
  if (cards !== undefined) {
    // A list's first page leads with one card two columns wide; its later pages do not.
    const lead = !/\/page\/\d+$/.test(path) && cards > 0;
    return (lead ? file(LEAD_CARD) : 0) + (cards - (lead ? 1 : 0)) * file(CARD);
  }
  if (isPost(path)) return file(COVER);
  if (path === "/") return fixed("/") + file(ABOUT_TEASER);
  if (path === "/about") return file(PORTRAIT);
  if (/^\/testimonials\/[^/]+$/.test(path)) return fixed("/testimonials");
  return fixed(path);
}

/**
 * A repeat visit: the page asked again (a "304 Not Modified", its headers 0.95 KB), the favicon
 * and public/'s images revalidated (18 to 42 bytes each over HTTP/2), nothing else: 0.95 to 1.04.
 * The 404 views are sent whole each time (6.8: the host gives a 404 no validator to ask with).
 */
const REPEAT = 2;
const REPEAT_404 = 8;
const NOT_FOUND_VIEWS = ["/404", "/blog/999"];

/** @typedef {Record<Kind, number> & { repeat: number, group: string }} ByteCeilings */

/**
 * The ceilings, in bytes, of `path`'s visits at `device`'s size, or null when no group has it
 * (the check then fails: every page must have a budget).
 * @param {string} path
 * @param {Device} device
 * @param {readonly { bytes: number }[]} [fontParts] the font files the page's letters call for
 *   beyond the first-screen ones (tools/measure/font-parts.mjs, partsFor)
 * @returns {ByteCeilings | null}
 */
export function byteCeilings(path, device, fontParts = []) {
  const group = GROUPS.find(([applies]) => applies(path));
  if (!group) return null;
  const [, { html, js }, name] = group;
  const repeat = NOT_FOUND_VIEWS.includes(path) ? REPEAT_404 : REPEAT;
  const kb = { ...EVERY_PAGE, html, js, repeat };
  const ceilings = /** @type {Record<Kind | "repeat", number>} */ (
    Object.fromEntries(Object.entries(kb).map(([kind, value]) => [kind, value * KB]))
  );
  return {
    ...ceilings,
    fonts: ceilings.fonts + fontPartsAllowance(fontParts),
    images: imageCeiling(path, device),
    group: name,
  };
}

/**
 * What is over its ceiling: the kinds of a first visit, and "repeat" for the repeat visit.
 * @param {Record<Kind, number>} firstVisit bytes by kind
 * @param {number} repeatVisit bytes
 * @param {ByteCeilings} ceilings
 * @returns {(Kind | "repeat")[]}
 */
export function overCeilings(firstVisit, repeatVisit, ceilings) {
  return [
    ...KINDS.filter((kind) => firstVisit[kind] > ceilings[kind]),
    ...(repeatVisit > ceilings.repeat ? /** @type {const} */ (["repeat"]) : []),
  ];
}

/**
 * The service worker (offline reading, dist/sw.js), counted apart from every page's JavaScript:
 * the browser fetches it after the page has loaded, once, then on its update checks. Its gzip
 * size (7.5 KB: Workbox's precaching, routing and strategies, and the ledger), and what it fetches
 * ahead when it installs that a post's HTML does not name (the offline page's HTML and its
 * scripts: 9.1 KB). Both a few KB above, as the others.
 */
export const SERVICE_WORKER = { script: 10 * KB, precache: 11 * KB };

/**
 * A post's whole first visit on a phone: the page's files (its first visit, every kind) and the
 * service worker's script, which the browser fetches on that visit once the page has loaded. At
 * most 80 KB, under the lightest post of the lightest peer theme (Cactus, 81.6 KB counted the
 * same way); a cover at its cap keeps a post of today's lengths under it (docs/decisions.md, "A post
 * at most 80 KB with the worker"). A post with letters beyond the first-screen fonts' (a Yoruba
 * sentence) may add the parts they call for, as its fonts ceiling does (fontPartsAllowance).
 */
export const POST_FIRST_VISIT = 80 * KB;

/** Whether `path` is a post (the 404 views under /blog excepted). */
export const isPost = (/** @type {string} */ path) =>
  POST.test(path) && !NOT_FOUND_VIEWS.includes(path);

/**
 * What of the service worker is over its ceilings: "script" (sw.js, gzip), "precache" (the files
 * it fetches ahead that the page did not load, gzip).
 * @param {{ script: number, precache: number }} bytes
 * @returns {("script" | "precache")[]}
 */
export function overWorkerCeilings(bytes) {
  return /** @type {const} */ (["script", "precache"]).filter(
    (part) => bytes[part] > SERVICE_WORKER[part],
  );
}
