import { describe, expect, it } from "vitest";
import {
  DATA_SAVER_NAMES,
  dataSaverImage,
  dataSaverState,
  dataSaverStatus,
  earlyDataSaver,
  earlyDataSaverScript,
  smallestUsefulSizes,
  type EarlyWindow,
} from "@/features/effects/data-saver";
import { dataSaverMessages } from "@/features/effects/messages";
import { minifyInlineScript } from "@/build/inline-script";

describe("whether data saver is on", () => {
  it("follows the browser's signal when the reader never chose", () => {
    expect(dataSaverState(true, null)).toEqual({ on: true, browserAsks: true, choice: null });
    expect(dataSaverState(false, null)).toEqual({ on: false, browserAsks: false, choice: null });
    // A browser without navigator.connection (Firefox, Safari) does not ask.
    expect(dataSaverState(undefined, null).on).toBe(false);
  });

  it("follows the reader's remembered choice without a browser signal", () => {
    expect(dataSaverState(undefined, "on")).toEqual({ on: true, browserAsks: false, choice: "on" });
    expect(dataSaverState(false, "off").on).toBe(false);
  });

  it("lets the reader's choice win over the browser's", () => {
    expect(dataSaverState(true, "off")).toEqual({ on: false, browserAsks: true, choice: "off" });
    expect(dataSaverState(false, "on")).toEqual({ on: true, browserAsks: false, choice: "on" });
  });

  it("ignores anything else storage may hold, and a signal that is not a plain true", () => {
    expect(dataSaverState(true, "yes")).toEqual({ on: true, browserAsks: true, choice: null });
    expect(dataSaverState(false, "")).toEqual({ on: false, browserAsks: false, choice: null });
    expect(dataSaverState("true", null).on).toBe(false);
  });
});

describe("the footer's switch", () => {
  it("says whether the browser asked", () => {
    expect(dataSaverStatus(dataSaverState(false, null))).toBe("off");
    expect(dataSaverStatus(dataSaverState(false, "on"))).toBe("on");
    expect(dataSaverStatus(dataSaverState(true, null))).toBe("browserOn");
    expect(dataSaverStatus(dataSaverState(true, "on"))).toBe("browserOn");
    expect(dataSaverStatus(dataSaverState(true, "off"))).toBe("browserOff");
  });
});

describe("images at their smallest useful width", () => {
  it("divides each length by the screen's density", () => {
    expect(smallestUsefulSizes("(min-width: 1024px) 976px, 100vw", 3)).toBe(
      "(min-width: 1024px) calc(976px / 3), calc(100vw / 3)",
    );
    expect(smallestUsefulSizes("(min-width: 640px) 384px, 320px", 2.625)).toBe(
      "(min-width: 640px) calc(384px / 2.625), calc(320px / 2.625)",
    );
  });

  it("keeps a function length whole, and media conditions as they are", () => {
    expect(
      smallestUsefulSizes("(min-width: 40em) and (max-width: 60em) calc(100vw - 2rem)", 2),
    ).toBe("(min-width: 40em) and (max-width: 60em) calc(calc(100vw - 2rem) / 2)");
    expect(smallestUsefulSizes("50.5vw", 2)).toBe("calc(50.5vw / 2)");
  });

  it("changes nothing at one image pixel per CSS pixel", () => {
    expect(smallestUsefulSizes("100vw", 1)).toBe("100vw");
    expect(smallestUsefulSizes("100vw", Number.NaN)).toBe("100vw");
  });
});

/** A stand-in for the few DOM parts the early script touches. */
interface FakeElement {
  localName: string;
  attributes: Record<string, string>;
  parentElement: FakeElement | null;
  children: FakeElement[];
  sizes: string;
  loading: string;
  textContent: string;
  dataset: Record<string, string>;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  toggleAttribute(name: string, force: boolean): void;
  querySelector(selector: string): FakeElement | null;
  querySelectorAll(selector: string): FakeElement[];
  closest(selector: string): FakeElement | null;
  append(...children: FakeElement[]): FakeElement;
}

/** Selectors are matched the simple way: a tag name, or `[attribute]`. */
const matches = (element: FakeElement, selector: string) =>
  selector.startsWith("[")
    ? selector.slice(1, -1) in element.attributes
    : element.localName === selector;

function fakeElement(localName: string, attributes: Record<string, string> = {}): FakeElement {
  const descendants = (from: FakeElement): FakeElement[] =>
    from.children.flatMap((child) => [child, ...descendants(child)]);
  const element: FakeElement = {
    localName,
    attributes: { ...attributes },
    parentElement: null,
    children: [],
    sizes: attributes.sizes ?? "",
    loading: attributes.loading ?? "",
    textContent: "",
    dataset: {},
    hasAttribute: (name) => name in element.attributes,
    setAttribute: (name, value) => void (element.attributes[name] = value),
    toggleAttribute(name, force) {
      if (force) element.attributes[name] = "";
      else delete element.attributes[name];
    },
    querySelector: (selector) => element.querySelectorAll(selector)[0] ?? null,
    querySelectorAll: (selector) => descendants(element).filter((e) => matches(e, selector)),
    closest(selector) {
      // Only "<ancestor selector> <own selector>", as the early script asks.
      const [ancestor, own] = selector.split(" ") as [string, string];
      if (!matches(element, own)) return null;
      for (let up = element.parentElement; up; up = up.parentElement)
        if (matches(up, ancestor)) return element;
      return null;
    },
    append(...children) {
      for (const child of children) {
        child.parentElement = element;
        element.children.push(child);
      }
      return element;
    },
  };
  return element;
}

/** The footer's switch as DataSaverSwitch.astro writes it. */
function footerSwitch() {
  const button = fakeElement("button", { "aria-pressed": "false" });
  const status = fakeElement("span", { [names.status.slice(1, -1)]: "" });
  const control = fakeElement("div", { [names.control.slice(1, -1)]: "" }).append(button, status);
  control.dataset = { ...dataSaverMessages };
  status.textContent = dataSaverMessages.off;
  return { control, button, status };
}

/**
 * A window whose parser the test drives: `parse(node)` reports a node as added, `contentLoaded()`
 * ends the parsing, `click(element)` is a reader's press.
 */
function fakeWindow({
  saveData,
  stored = null,
  storageThrows = false,
}: {
  saveData?: boolean;
  stored?: string | null;
  storageThrows?: boolean;
}) {
  const html = fakeElement("html");
  const body = fakeElement("body");
  html.append(body);
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const events: { type: string; detail: unknown }[] = [];
  const storage: Record<string, string> = stored === null ? {} : { [names.key]: stored };
  let observe: ((records: MutationRecord[]) => void) | null = null;
  let pending: unknown[] = [];
  const refuse = () => {
    if (storageThrows) throw new Error("SecurityError");
  };
  const win = {
    document: {
      documentElement: html,
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
        void (listeners[type] = listener),
      querySelectorAll: (selector: string) => html.querySelectorAll(selector),
      dispatchEvent: (event: { type: string; detail: unknown }) => void events.push(event),
    },
    navigator: saveData === undefined ? {} : { connection: { saveData } },
    localStorage: {
      getItem: (key: string) => (refuse(), storage[key] ?? null),
      setItem: (key: string, value: string) => (refuse(), void (storage[key] = value)),
    },
    MutationObserver: class {
      constructor(callback: (records: MutationRecord[]) => void) {
        observe = callback;
      }
      observe() {}
      disconnect() {
        observe = null;
      }
      takeRecords() {
        const records = pending.map((node) => ({ addedNodes: [node] }));
        pending = [];
        return records;
      }
    },
    CustomEvent: class {
      constructor(
        public type: string,
        init: { detail: unknown },
        public detail = init.detail,
      ) {}
    },
    devicePixelRatio: 3,
  };
  return {
    win: win as unknown as EarlyWindow,
    html,
    body,
    storage,
    events,
    /** The parser adds `node`; its record is delivered at once, or with `later` at the end. */
    parse(node: unknown, { later = false } = {}) {
      if (later) pending.push(node);
      else observe?.([{ addedNodes: [node] } as unknown as MutationRecord]);
    },
    contentLoaded: () => listeners.DOMContentLoaded?.({ target: null }),
    click: (target: unknown) => listeners.click?.({ target }),
    watching: () => observe !== null,
  };
}

/** A `<picture>` as Astro writes it: an AVIF source and the WebP img, marked for data saver. */
function picture(marks: Record<string, string>) {
  const sizes = "(min-width: 1024px) 976px, 100vw";
  const source = fakeElement("source", { sizes });
  const img = fakeElement("img", { sizes, loading: "lazy", ...marks });
  fakeElement("picture").append(source, img);
  return { source, img };
}

const names = DATA_SAVER_NAMES;
const marked = { [names.image]: "" };
const start = (page: ReturnType<typeof fakeWindow>) =>
  earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, dataSaverStatus, names);

describe("the early script", () => {
  it("marks <html> when the browser asks, and sizes the marked images down", () => {
    const page = fakeWindow({ saveData: true });
    start(page);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
    const { source, img } = picture(marked);
    page.parse(source);
    page.parse(img);
    expect(source.sizes).toBe("(min-width: 1024px) calc(976px / 3), calc(100vw / 3)");
    expect(img.sizes).toBe(source.sizes);
    // Below the first screen: it stays lazy.
    expect(img.loading).toBe("lazy");
  });

  it("follows the reader's choice over the browser's", () => {
    const off = fakeWindow({ saveData: true, stored: "off" });
    start(off);
    expect(off.html.attributes).toEqual({});
    const on = fakeWindow({ stored: "on" });
    start(on);
    expect(on.html.attributes).toEqual({ [names.attribute]: "" });
  });

  it("when off, watches nothing: the parser adds every node without a script called for it", () => {
    const page = fakeWindow({ saveData: false });
    start(page);
    expect(page.html.attributes).toEqual({});
    expect(page.watching()).toBe(false);
    const below = picture(marked);
    for (const node of [below.source, below.img]) page.parse(node);
    expect(below.img.sizes).toBe("(min-width: 1024px) 976px, 100vw");
    expect(below.img.loading).toBe("lazy");
  });

  it("leaves unmarked images and other nodes alone", () => {
    const page = fakeWindow({ saveData: true });
    start(page);
    const avatar = fakeElement("img", { sizes: "56px", loading: "lazy" });
    page.parse(avatar);
    page.parse({ nodeType: 3, localName: undefined });
    expect(avatar.sizes).toBe("56px");
    expect(avatar.loading).toBe("lazy");
  });

  it("takes the last records at DOMContentLoaded, then stops watching", () => {
    const page = fakeWindow({ saveData: true });
    start(page);
    const { img } = picture(marked);
    page.parse(img, { later: true });
    page.contentLoaded();
    expect(img.sizes).toBe("(min-width: 1024px) calc(976px / 3), calc(100vw / 3)");
    expect(page.watching()).toBe(false);
  });

  it("decides by the browser alone when storage is refused", () => {
    const page = fakeWindow({ saveData: true, storageThrows: true });
    start(page);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
  });
});

describe("the footer's switch", () => {
  it("shows the page's state once parsed, and says when the browser asked", () => {
    const page = fakeWindow({ saveData: true });
    start(page);
    const { control, button, status } = footerSwitch();
    page.body.append(control);
    page.contentLoaded();
    expect(button.attributes["aria-pressed"]).toBe("true");
    expect(status.textContent).toBe(dataSaverMessages.browserOn);
  });

  it("a press remembers the other state, applies it at once and tells the page", () => {
    const page = fakeWindow({});
    start(page);
    const { control, button, status } = footerSwitch();
    page.body.append(control);
    page.contentLoaded();
    expect(status.textContent).toBe(dataSaverMessages.off);

    page.click(button);
    expect(page.storage).toEqual({ [names.key]: "on" });
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
    expect(button.attributes["aria-pressed"]).toBe("true");
    expect(status.textContent).toBe(dataSaverMessages.on);
    expect(page.events).toEqual([expect.objectContaining({ type: names.change, detail: true })]);

    page.click(button);
    expect(page.storage).toEqual({ [names.key]: "off" });
    expect(page.html.attributes).toEqual({});
    expect(page.events.at(-1)).toEqual(expect.objectContaining({ detail: false }));
  });

  it("turned off against the browser's wish, says so", () => {
    const page = fakeWindow({ saveData: true });
    start(page);
    const { control, button, status } = footerSwitch();
    page.body.append(control);
    page.click(button);
    expect(page.html.attributes).toEqual({});
    expect(status.textContent).toBe(dataSaverMessages.browserOff);
  });

  it("works on the page even when storage refuses to remember, and ignores other clicks", () => {
    const page = fakeWindow({ storageThrows: true });
    start(page);
    const { control, button } = footerSwitch();
    page.body.append(control);
    page.click(page.body);
    expect(page.events).toEqual([]);
    page.click(button);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
  });
});

describe("the inline script", () => {
  for (const [name, code] of [
    ["as written", earlyDataSaverScript()],
    ["minified, as every page carries it", minifyInlineScript(earlyDataSaverScript())],
  ] as const) {
    it(`runs ${name}`, () => {
      const page = fakeWindow({ stored: "on" });
      // The script refers to `window` only: give it the stand-in under that name.
      new Function("window", code)(page.win);
      expect(page.html.attributes).toEqual({ [names.attribute]: "" });
      const { img } = picture(marked);
      page.parse(img);
      expect(img.sizes).toBe("(min-width: 1024px) calc(976px / 3), calc(100vw / 3)");
      const { control, button, status } = footerSwitch();
      page.body.append(control);
      page.click(button);
      expect(status.textContent).toBe(dataSaverMessages.off);
      expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    });
  }
});

describe("an image's attributes", () => {
  it("below the first screen: lazy and marked; on it: eager and first, for every reader", () => {
    expect(dataSaverImage()).toEqual({ loading: "lazy", [DATA_SAVER_NAMES.image]: "" });
    // The page's largest paint: found by the preload scanner at once (issue 41), never marked.
    expect(dataSaverImage({ firstScreen: true })).toEqual({
      loading: "eager",
      fetchpriority: "high",
    });
  });

  it("with data saver switched off (siteFeatures.dataSaver), images are lazy and unmarked", () => {
    expect(dataSaverImage({ feature: false })).toEqual({ loading: "lazy" });
    expect(dataSaverImage({ firstScreen: true, feature: false })).toEqual({
      loading: "eager",
      fetchpriority: "high",
    });
  });
});
