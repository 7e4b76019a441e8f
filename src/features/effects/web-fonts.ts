/**
 * The web fonts come after the first paint. Pages are painted first in metric-matched system
 * fonts (src/styles/fonts.css); `data-fonts` on <html> switches the font stacks to Inter and
 * Fraunces (global.css), and only then does the browser fetch them. On a slow phone network the
 * first paint never waits for the fonts; the swap rarely moves a line, since the fallbacks are drawn to
 * the web fonts' metrics (docs/decisions.md, "Fonts after the first paint"). Once a tab has the
 * fonts (the HTTP cache keeps them), BaseLayout's head script sets `data-fonts` before the first
 * paint of every later page (FONTS_STORAGE_KEY in sessionStorage), so they never swap twice.
 * With data saver on (data-saver.ts) they are never asked for: the page stays in the fallbacks
 * and the browser requests no font file.
 */
import { DATA_SAVER_ATTRIBUTE } from "../../site/constants";
import { FONTS_STORAGE_KEY } from "./constants";

interface Options {
  root?: Pick<HTMLElement, "hasAttribute" | "setAttribute">;
  storage?: Pick<Storage, "setItem">;
  /** Resolves once the fonts the page uses are loaded (document.fonts.ready). */
  fontsReady?: () => Promise<unknown>;
  /** Runs a function once the page's first paint is done. */
  afterPaint?: (run: () => void) => void;
}

/**
 * Runs `run` once the page's first contentful paint is reported (at once if it already was), or
 * where paint timing is missing, after the next frame.
 */
function afterFirstPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
}

/**
 * Asks for the web fonts after the page's first paint, and notes it once they are in; nothing
 * while data saver is on.
 */
export function askForWebFontsAfterPaint({
  root = document.documentElement,
  storage = sessionStorage,
  fontsReady = () => document.fonts.ready,
  afterPaint = afterFirstPaint,
}: Options = {}): void {
  if (root.hasAttribute("data-fonts") || root.hasAttribute(DATA_SAVER_ATTRIBUTE)) return;
  afterPaint(() => {
    root.setAttribute("data-fonts", "");
    void fontsReady().then(() => {
      try {
        storage.setItem(FONTS_STORAGE_KEY, "1");
      } catch {
        // Storage refused (private mode): the next page asks after its first paint again.
      }
    });
  });
}
