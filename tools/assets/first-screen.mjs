// Which characters the fonts' first-screen files hold (`npm run fonts`, tools/assets/make-fonts.mjs;
// tests/unit/tools/assets/fonts.test.ts checks src/styles/fonts.css against it).

/** @param {string} text */
const points = (text) => [...text].map((c) => /** @type {number} */ (c.codePointAt(0)));

/** ASCII's control characters and the space: Chromium fetched the other part for a page's line breaks. */
const CONTROLS = Array.from({ length: 0x20 + 1 }, (_, i) => i);

/**
 * The first-screen characters beyond ASCII: those of the site's texts (a scan of the built pages
 * found ’ “ ” © ·) and the typographic ones an author or a message may write next.
 */
const FIRST_SCREEN_EXTRA = "\u00a0©·×–—‘’“”•…€";

/** The code points of Inter's first-screen file (the body face: all of printable ASCII). */
export const FIRST_SCREEN = [
  ...Array.from({ length: 0x7e + 1 }, (_, i) => i),
  ...points(FIRST_SCREEN_EXTRA),
];

/**
 * The code points of Fraunces' first-screen file (the display face: titles and headings): letters,
 * digits and the punctuation a title writes. The rest of ASCII (# $ * < = > @ [ \ ] ^ _ ` { | } ~)
 * and © · × • € are in its other file, fetched by a page whose heading has one; the content check
 * (tools/assets/font-coverage.mjs) names any title or heading that would fetch it.
 */
export const FIRST_SCREEN_DISPLAY = [
  ...CONTROLS,
  ...points("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
  ...points("!\"%&'()+,-./:;?\u00a0–—‘’“”…"),
].sort((a, b) => a - b);
