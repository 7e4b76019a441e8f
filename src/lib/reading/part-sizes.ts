/**
 * A guide's chapters are laid out only near the screen (src/lib/guide-parts.ts), at a guessed
 * height until then. The browser lays a part out as it nears the screen, and the guess's error
 * then moves what follows it: out of view while the reader scrolls slowly, in view when the page
 * scrolls faster than the browser lays parts out (a slow machine, a fling, a smooth scroll to the
 * end). So once the web fonts are in (they change the parts' heights), every part is laid out, a
 * few at a time in tasks of at most SLICE_MS of work with a frame between them, and stays laid
 * out: before the reader can reach it, at its real size. The page's first layout and the web
 * fonts' switch and arrival still lay out what is near the screen only, the work the parts were
 * made for (docs/decisions.md, "Cheap phones: what blocked the main thread").
 *
 * A part laid out and then skipped again, by content-visibility, at its real size (the size the
 * browser remembers), moved nothing either, yet Chromium counted a layout shift of its whole
 * contents each time it was laid out again as it came on screen: 0.3-0.8 a part at x4 and x6.
 */
import { DATA_SAVER_ATTRIBUTE } from "@/lib/constants";

/** The class that lays a part out for good (global.css). */
export const LAID_OUT = "guide-part-laid-out";
/** Layout work one task may do before it yields (ms): under 50 ms, so never a long task. */
export const SLICE_MS = 20;

type Part = Pick<Element, "classList" | "getBoundingClientRect">;

interface Clock {
  now: () => number;
  /** Resolves once the next frame has been rendered. */
  afterFrame: () => Promise<unknown>;
}

const browserClock: Clock = {
  now: () => performance.now(),
  afterFrame: () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
};

/**
 * Lays each part out for good, in order: as many a task as fit in SLICE_MS (judged by the longest
 * part so far; at least one), then a rendered frame before the next batch.
 */
export async function layOutParts(parts: readonly Part[], clock: Clock = browserClock) {
  const waiting = [...parts];
  let longest = 0;
  while (waiting.length) {
    const start = clock.now();
    for (let part = waiting.shift(); part; part = waiting.shift()) {
      const before = clock.now();
      part.classList.add(LAID_OUT);
      // Its style and layout, now, in this small task rather than in the next frame's.
      part.getBoundingClientRect();
      longest = Math.max(longest, clock.now() - before);
      if (clock.now() - start + longest >= SLICE_MS) break;
    }
    if (waiting.length) await clock.afterFrame();
  }
}

interface Page {
  root: Pick<Element, "hasAttribute">;
  /** Resolves once the page has loaded. */
  loaded: () => Promise<unknown>;
  /** Resolves once the fonts asked for are in (document.fonts.ready). */
  fontsReady: () => Promise<unknown>;
  /** Calls `changed` at each change of the root's attributes. */
  watchRoot: (changed: () => void) => { disconnect: () => void };
}

/**
 * Resolves once the page has loaded and its web fonts are in (src/lib/web-fonts.ts asks for them
 * after the first paint, by `data-fonts`), or at load with data saver on (they never come).
 */
export async function fontsIn(page: Page): Promise<void> {
  await page.loaded();
  const asked = () =>
    page.root.hasAttribute("data-fonts") || page.root.hasAttribute(DATA_SAVER_ATTRIBUTE);
  if (!asked())
    await new Promise<void>((resolve) => {
      const watcher = page.watchRoot(() => {
        if (!asked()) return;
        watcher.disconnect();
        resolve();
      });
    });
  if (!page.root.hasAttribute(DATA_SAVER_ATTRIBUTE)) await page.fontsReady();
}

/** The browser's page for fontsIn. */
function browserPage(doc: Document, win: Window): Page {
  const root = doc.documentElement;
  return {
    root,
    loaded: () =>
      doc.readyState === "complete"
        ? Promise.resolve()
        : new Promise((resolve) => win.addEventListener("load", resolve, { once: true })),
    fontsReady: () => doc.fonts.ready,
    watchRoot: (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(root, { attributes: true });
      return observer;
    },
  };
}

/** On a guide: lays every part out once its web fonts are in. */
export function layOutPartsOnceFontsAreIn(doc: Document = document, win: Window = window): void {
  const parts = [...doc.querySelectorAll(".guide-part")];
  if (parts.length) void fontsIn(browserPage(doc, win)).then(() => layOutParts(parts));
}
