/**
 * Data-saver mode (issue 30), for readers who pay for every megabyte. It is on when the browser
 * asks (`navigator.connection.saveData`, which browsers set with their `Save-Data: on` header) or
 * when the reader turns it on (the footer's switch, remembered in localStorage); the reader's own
 * choice wins over the browser's. While it is on, <html> carries DATA_SAVER_ATTRIBUTE, and:
 *
 * - no web fonts: the page stays in the metric-matched system fonts (web-fonts.ts never sets
 *   `data-fonts`, so the browser never requests a font file);
 * - no prefetch or prerender: the speculation rules leave out every link under it
 *   (speculation.ts), and so does the fallback for browsers without them;
 * - no cursor follower (its script is not even fetched);
 * - counters stay as their server HTML, which shows the final values: their island is never
 *   downloaded (`client:shown={{ animation: true }}`, shown-directive.ts);
 * - images come at their smallest useful width: the size they are shown at, at one image pixel
 *   per CSS pixel (`smallestUsefulSizes`).
 *
 * The decision is made before anything is fetched, by `earlyDataSaver`, which BaseLayout inlines
 * in <head> (`earlyDataSaverScript`). Images are the hard part: the browser's preload scanner
 * fetches an eager image as soon as it sees its tag, before any script can change what it asks
 * for. So the images that take part (IMAGE_MARKER) are `loading="lazy"` in the HTML, which the
 * preload scanner leaves alone; the early script sets their `sizes` when data saver is on, and
 * makes those meant for the first screen (FIRST_SCREEN_MARKER) eager again, at once, for every
 * reader (docs/decisions.md, "Data saver").
 */
import {
  DATA_SAVER_ATTRIBUTE,
  DATA_SAVER_FIRST_SCREEN,
  DATA_SAVER_IMAGE,
  DATA_SAVER_STORAGE_KEY,
} from "./constants";

/** The reader's remembered choice. */
export type DataSaverChoice = "on" | "off";

export interface DataSaverState {
  /** Whether data saver is on. */
  on: boolean;
  /** The browser asks for it (`navigator.connection.saveData`). */
  browserAsks: boolean;
  /** The reader's own choice (the footer's switch), or null when they never made one. */
  choice: DataSaverChoice | null;
}

/**
 * Whether data saver is on, from the browser's signal (`navigator.connection?.saveData`) and the
 * stored choice (whatever localStorage held). The reader's choice wins; without one, the
 * browser decides. Self-contained: earlyDataSaverScript inlines its source.
 */
export function dataSaverState(browserSignal: unknown, stored: unknown): DataSaverState {
  const choice = stored === "on" || stored === "off" ? stored : null;
  const browserAsks = browserSignal === true;
  return { on: choice === null ? browserAsks : choice === "on", browserAsks, choice };
}

/** What the footer's switch says about a state (a key of messages.dataSaver). */
export function dataSaverStatus(state: DataSaverState): "on" | "off" | "browserOn" | "browserOff" {
  if (!state.browserAsks) return state.on ? "on" : "off";
  return state.on ? "browserOn" : "browserOff";
}

/** The choice a press on the switch remembers: the other state than the present one. */
export function toggledChoice(state: DataSaverState): DataSaverChoice {
  return state.on ? "off" : "on";
}

/**
 * An image's `sizes` for data saver: each length divided by the screen's density, so the browser
 * picks the smallest candidate that still has one image pixel per CSS pixel (on a 3x phone, a
 * 320 px wide picture takes its 320w file, not its 960w one). Keeps `sizes` as it is at 1x.
 * Self-contained: earlyDataSaverScript inlines its source.
 */
export function smallestUsefulSizes(sizes: string, density: number): string {
  if (!(density > 1)) return sizes;
  return sizes
    .split(",")
    .map((entry) => {
      const text = entry.trim();
      // The length is the entry's last value, e.g. `976px` or `calc(100vw - 2rem)`.
      let start = text.length;
      if (text.endsWith(")")) {
        let depth = 0;
        do {
          const char = text[--start];
          if (char === ")") depth++;
          else if (char === "(") depth--;
        } while (depth > 0 && start > 0);
      }
      while (start > 0 && /[\w.%-]/.test(text[start - 1]!)) start--;
      return `${text.slice(0, start)}calc(${text.slice(start)} / ${density})`;
    })
    .join(", ");
}

/** The names the early script works with (constants.ts holds them). */
export interface DataSaverNames {
  /** localStorage key of the reader's choice. */
  key: string;
  /** The attribute <html> carries while data saver is on. */
  attribute: string;
  /** An image that takes its smallest useful width under data saver. */
  image: string;
  /** Such an image meant for the first screen: lazy in the HTML, made eager by the script. */
  firstScreen: string;
}

/** What earlyDataSaver uses of `window` (a test passes a stand-in). */
export interface EarlyWindow {
  document: Document;
  navigator: { connection?: { saveData?: unknown } };
  localStorage: Pick<Storage, "getItem">;
  MutationObserver: typeof MutationObserver;
  devicePixelRatio: number;
}

/**
 * Runs in <head> before the page's body is parsed: decides (`decide`), marks <html>, and watches
 * the parser until DOMContentLoaded for the marked images, to give each its data-saver `sizes`
 * (`sizesFor`) before it loads and to make the first screen's eager. Self-contained (it runs as
 * inline code): it uses only its parameters.
 */
export function earlyDataSaver(
  win: EarlyWindow,
  decide: typeof dataSaverState,
  sizesFor: typeof smallestUsefulSizes,
  names: DataSaverNames,
): void {
  const doc = win.document;
  let stored = null;
  try {
    stored = win.localStorage.getItem(names.key);
  } catch {
    // Storage refused (private mode, blocked): the browser's signal alone decides.
  }
  const { on } = decide(win.navigator.connection?.saveData, stored);
  if (on) doc.documentElement.setAttribute(names.attribute, "");
  const prepare = (node: Node) => {
    const image = node as HTMLImageElement;
    if (image.localName !== "img" || !image.hasAttribute(names.image)) return;
    if (on) {
      const picture = image.parentElement;
      const sources = picture?.localName === "picture" ? picture.querySelectorAll("source") : [];
      for (const element of [...sources, image]) {
        element.sizes = sizesFor(element.sizes, win.devicePixelRatio);
      }
    }
    if (image.hasAttribute(names.firstScreen)) image.loading = "eager";
  };
  const take = (records: MutationRecord[]) => {
    for (const record of records) record.addedNodes.forEach(prepare);
  };
  const observer = new win.MutationObserver(take);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener("DOMContentLoaded", () => {
    take(observer.takeRecords());
    observer.disconnect();
  });
}

/** The site's names (constants.ts). */
export const DATA_SAVER_NAMES: DataSaverNames = {
  key: DATA_SAVER_STORAGE_KEY,
  attribute: DATA_SAVER_ATTRIBUTE,
  image: DATA_SAVER_IMAGE,
  firstScreen: DATA_SAVER_FIRST_SCREEN,
};

/**
 * The inline script of BaseLayout's <head>: earlyDataSaver and the functions it is given, as
 * their source (so the code that runs there is the code the unit tests run).
 */
export function earlyDataSaverScript(names: DataSaverNames = DATA_SAVER_NAMES): string {
  return `(${earlyDataSaver})(window, ${dataSaverState}, ${smallestUsefulSizes}, ${JSON.stringify(names)});`;
}

/**
 * The attributes of an image that comes at its smallest useful width under data saver, for its
 * `<img>` (or `<Picture>`). One on the first screen (`firstScreen`, the page's largest paint) is
 * lazy in the HTML all the same, so that no preload scanner fetches it before data saver is
 * decided, and made eager by the early script at once (a `fetchpriority` it has stays).
 */
export function dataSaverImage({ firstScreen = false } = {}) {
  return firstScreen
    ? ({ loading: "lazy", [DATA_SAVER_IMAGE]: "", [DATA_SAVER_FIRST_SCREEN]: "" } as const)
    : ({ loading: "lazy", [DATA_SAVER_IMAGE]: "" } as const);
}

/** Whether data saver is on in this page (the early script decided, or the switch since). */
export function dataSaverOn(root: Pick<Element, "hasAttribute"> = document.documentElement) {
  return root.hasAttribute(DATA_SAVER_ATTRIBUTE);
}
