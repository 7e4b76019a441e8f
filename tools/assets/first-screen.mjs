// Which characters the fonts' first-screen files hold (`npm run fonts`, tools/assets/make-fonts.mjs;
// tests/unit/tools/assets/fonts.test.ts checks src/styles/fonts.css against it).

/**
 * The first-screen characters beyond ASCII: those of the site's texts (a scan of the built pages
 * found ’ “ ” © ·) and the typographic ones an author or a message may write next.
 */
const FIRST_SCREEN_EXTRA = "\u00a0©·×–—‘’“”•…€";
/** The code points of each font's first-screen file (the rest of its Latin face is the other). */
export const FIRST_SCREEN = [
  // ASCII, its control characters too: Chromium fetched the other part for a page's line breaks.
  ...Array.from({ length: 0x7e + 1 }, (_, i) => i),
  ...[...FIRST_SCREEN_EXTRA].map((c) => /** @type {number} */ (c.codePointAt(0))),
];
