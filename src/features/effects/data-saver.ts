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
 * - counters stay as their server HTML, which shows the final values: they do not count up
 *   (count-up.ts marks each with DATA_SAVER_SKIPPED as it comes near);
 * - images below the first screen come at their smallest useful width: the size they are shown
 *   at, at one image pixel per CSS pixel (`smallestUsefulSizes`).
 *
 * The decision is made before anything is fetched, by `earlyDataSaver`, which BaseLayout inlines
 * in <head> (`earlyDataSaverScript`). Images are the hard part: the browser's preload scanner
 * fetches an eager image as soon as it sees its tag, before any script can change what it asks
 * for. So the images that take part (DATA_SAVER_IMAGE) are `loading="lazy"` in the HTML, which the
 * preload scanner leaves alone, and the early script sets their `sizes` when data saver is on.
 * The first screen's image (the page's largest paint) does not take part: it is eager with
 * `fetchpriority="high"` in the HTML, found by the preload scanner at once, for every reader; a
 * reader with data saver gets it at the width the HTML asks for (docs/decisions.md, "Data saver",
 * issue 41: the first image first again).
 *
 * The same script shows the state on the footer's switch (DataSaverSwitch.astro) and handles its
 * presses from the start, as the theme toggle's does: a press remembers the reader's choice and
 * acts at once where that costs nothing (<html>'s attribute, which the speculation rules and the
 * counters not loaded yet follow; the page's script hears DATA_SAVER_CHANGE and brings the fonts
 * and the cursor follower back, or takes the follower away). What the page fetched stays.
 */
import { DATA_SAVER_ATTRIBUTE } from "../../site/constants";
import { dataSaverFeatureOn } from "../../site/features";
import {
  DATA_SAVER_CHANGE,
  DATA_SAVER_IMAGE,
  DATA_SAVER_STATUS,
  DATA_SAVER_STORAGE_KEY,
  DATA_SAVER_SWITCH,
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

/**
 * What the footer's switch says about a state (a key of dataSaverMessages). Self-contained:
 * earlyDataSaverScript inlines its source.
 */
export function dataSaverStatus(state: DataSaverState): "on" | "off" | "browserOn" | "browserOff" {
  if (!state.browserAsks) return state.on ? "on" : "off";
  return state.on ? "browserOn" : "browserOff";
}

/**
 * An image's `sizes` for data saver: each length divided by the screen's density, so the browser
 * picks the smallest candidate that still has one image pixel per CSS pixel (on a 3x phone, a
 * 320 px wide picture takes its 320w file, not its 960w one). Keeps `sizes` as it is at 1x. A
 * length is the entry's last value: `976px`, `100vw` or a function such as `calc(100vw - 2rem)`
 * (without a comma inside). Self-contained: earlyDataSaverScript inlines its source.
 */
export function smallestUsefulSizes(sizes: string, density: number): string {
  if (!(density > 1)) return sizes;
  return sizes
    .split(",")
    .map((entry) =>
      entry
        .trim()
        .replace(
          /(?:[\w-]+\((?:[^()]|\([^()]*\))*\)|\S+)$/,
          (length) => `calc(${length} / ${density})`,
        ),
    )
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
  /** The footer's switch: its root, with its sentences (dataSaverMessages) as data attributes. */
  control: string;
  /** The switch's status line. */
  status: string;
  /** Dispatched on the document after each press; its `detail` says whether data saver is on. */
  change: string;
}

/** What earlyDataSaver uses of `window` (a test passes a stand-in). */
export interface EarlyWindow {
  document: Document;
  navigator: { connection?: { saveData?: unknown } };
  localStorage: Pick<Storage, "getItem" | "setItem">;
  MutationObserver: typeof MutationObserver;
  CustomEvent: typeof CustomEvent;
  devicePixelRatio: number;
}

/**
 * Runs in <head> before the page's body is parsed: decides (`decide`), marks <html>, and, with
 * data saver on, watches the parser until DOMContentLoaded for the marked images, to give each its
 * data-saver `sizes` (`sizesFor`) before it loads (with it off nothing is watched: the parser adds
 * every node without a script called for it). Then it shows the state on
 * the footer's switch (`describe` picks its sentence) and handles its presses, from the start (one
 * listener on the document, as the theme toggle's): a press remembers the other state, applies
 * it to <html> at once and tells the page's script (`names.change`). Self-contained (it runs as
 * inline code): it uses only its parameters.
 */
export function earlyDataSaver(
  win: EarlyWindow,
  decide: typeof dataSaverState,
  sizesFor: typeof smallestUsefulSizes,
  describe: typeof dataSaverStatus,
  names: DataSaverNames,
): void {
  const doc = win.document;
  const signal = win.navigator.connection?.saveData;
  let stored = null;
  try {
    stored = win.localStorage.getItem(names.key);
  } catch {
    // Storage refused (private mode, blocked): the browser's signal alone decides.
  }
  let state = decide(signal, stored);
  // The images of this page follow the decision it started with.
  const { on } = state;
  if (on) doc.documentElement.setAttribute(names.attribute, "");
  const prepare = (node: Node) => {
    const image = node as HTMLImageElement;
    if (image.localName !== "img" || !image.hasAttribute(names.image)) return;
    const picture = image.parentElement;
    const sources = picture?.localName === "picture" ? picture.querySelectorAll("source") : [];
    for (const element of [...sources, image]) {
      element.sizes = sizesFor(element.sizes, win.devicePixelRatio);
    }
  };
  const take = (records: MutationRecord[]) => {
    for (const record of records) record.addedNodes.forEach(prepare);
  };
  const observer = on ? new win.MutationObserver(take) : null;
  observer?.observe(doc, { childList: true, subtree: true });

  const render = () => {
    for (const control of doc.querySelectorAll<HTMLElement>(names.control)) {
      control.querySelector("button")?.setAttribute("aria-pressed", String(state.on));
      const status = control.querySelector(names.status);
      if (status) status.textContent = control.dataset[describe(state)] ?? "";
    }
  };
  doc.addEventListener("DOMContentLoaded", () => {
    if (observer) {
      take(observer.takeRecords());
      observer.disconnect();
    }
    render();
  });
  doc.addEventListener("click", (event) => {
    if (!(event.target as Element | null)?.closest?.(`${names.control} button`)) return;
    const choice = state.on ? "off" : "on";
    try {
      win.localStorage.setItem(names.key, choice);
    } catch {
      // Not remembered (storage refused): this page still follows the press.
    }
    state = decide(signal, choice);
    doc.documentElement.toggleAttribute(names.attribute, state.on);
    render();
    doc.dispatchEvent(new win.CustomEvent(names.change, { detail: state.on }));
  });
}

/** The site's names (constants.ts). */
export const DATA_SAVER_NAMES: DataSaverNames = {
  key: DATA_SAVER_STORAGE_KEY,
  attribute: DATA_SAVER_ATTRIBUTE,
  image: DATA_SAVER_IMAGE,
  control: DATA_SAVER_SWITCH,
  status: DATA_SAVER_STATUS,
  change: DATA_SAVER_CHANGE,
};

/**
 * The inline script of BaseLayout's <head>: earlyDataSaver and the functions it is given, as
 * their source (so the code that runs there is the code the unit tests run).
 */
export function earlyDataSaverScript(names: DataSaverNames = DATA_SAVER_NAMES): string {
  const parts = [earlyDataSaver, "window", dataSaverState, smallestUsefulSizes, dataSaverStatus];
  return `(${parts[0]})(${parts.slice(1).join(", ")}, ${JSON.stringify(names)});`;
}

/**
 * The attributes of a photo's `<img>` (or `<Picture>`). Below the first screen: lazy, and at its
 * smallest useful width under data saver (the early script sets its `sizes`). The first screen's
 * (`firstScreen`, the page's largest paint): eager with `fetchpriority="high"` in the HTML, so the
 * preload scanner fetches it at once, before the stylesheet is in, for every reader; it takes no
 * part in data saver, whose decision comes too late for it (a page cannot take back what its HTML
 * asks for: docs/decisions.md, "Data saver").
 */
export function dataSaverImage({ firstScreen = false, feature = dataSaverFeatureOn } = {}) {
  if (firstScreen) return { loading: "eager", fetchpriority: "high" } as const;
  // Switched off (src/site/site.ts siteFeatures.dataSaver): lazy, and no early script to size it.
  return feature
    ? ({ loading: "lazy", [DATA_SAVER_IMAGE]: "" } as const)
    : ({ loading: "lazy" } as const);
}

/**
 * Whether data saver is on in this page (the early script decided, or the switch since). Always
 * false when it is switched off (the build then leaves out the code that asks).
 */
export function dataSaverOn(root: Pick<Element, "hasAttribute"> = document.documentElement) {
  return dataSaverFeatureOn && root.hasAttribute(DATA_SAVER_ATTRIBUTE);
}
