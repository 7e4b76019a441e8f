import { describe, expect, it } from "vitest";
import {
  DATA_SAVER_NAMES,
  dataSaverImage,
  dataSaverState,
  dataSaverStatus,
  earlyDataSaver,
  earlyDataSaverScript,
  smallestUsefulSizes,
  toggledChoice,
  type EarlyWindow,
} from "@/lib/data-saver";

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

  it("remembers the other state on a press, whoever decided the present one", () => {
    expect(toggledChoice(dataSaverState(false, null))).toBe("on");
    expect(toggledChoice(dataSaverState(true, null))).toBe("off");
    expect(toggledChoice(dataSaverState(true, "off"))).toBe("on");
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
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  querySelectorAll(selector: string): FakeElement[];
  append(...children: FakeElement[]): FakeElement;
}

function fakeElement(localName: string, attributes: Record<string, string> = {}): FakeElement {
  const element: FakeElement = {
    localName,
    attributes: { ...attributes },
    parentElement: null,
    children: [],
    sizes: attributes.sizes ?? "",
    loading: attributes.loading ?? "",
    hasAttribute: (name) => name in element.attributes,
    setAttribute: (name, value) => void (element.attributes[name] = value),
    querySelectorAll: (selector) => element.children.filter((c) => c.localName === selector),
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

/** A window whose parser the test drives: `parse(node)` reports a node as added. */
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
  const listeners: Record<string, () => void> = {};
  let observe: ((records: MutationRecord[]) => void) | null = null;
  let pending: unknown[] = [];
  const win = {
    document: {
      documentElement: html,
      addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    },
    navigator: saveData === undefined ? {} : { connection: { saveData } },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error("SecurityError");
        return key === DATA_SAVER_NAMES.key ? stored : null;
      },
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
    devicePixelRatio: 3,
  };
  return {
    win: win as unknown as EarlyWindow,
    html,
    /** The parser adds `node`; its record is delivered at once, or with `later` at the end. */
    parse(node: unknown, { later = false } = {}) {
      if (later) pending.push(node);
      else observe?.([{ addedNodes: [node] } as unknown as MutationRecord]);
    },
    contentLoaded: () => listeners.DOMContentLoaded?.(),
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
const firstScreen = { [names.image]: "", [names.firstScreen]: "" };

describe("the early script", () => {
  it("marks <html> when the browser asks, and sizes the marked images down", () => {
    const page = fakeWindow({ saveData: true });
    earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, names);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
    const { source, img } = picture(firstScreen);
    page.parse(source);
    page.parse(img);
    expect(source.sizes).toBe("(min-width: 1024px) calc(976px / 3), calc(100vw / 3)");
    expect(img.sizes).toBe(source.sizes);
    // Meant for the first screen: eager again, now that it asks for the small file.
    expect(img.loading).toBe("eager");
  });

  it("follows the reader's choice over the browser's", () => {
    const off = fakeWindow({ saveData: true, stored: "off" });
    earlyDataSaver(off.win, dataSaverState, smallestUsefulSizes, names);
    expect(off.html.attributes).toEqual({});
    const on = fakeWindow({ stored: "on" });
    earlyDataSaver(on.win, dataSaverState, smallestUsefulSizes, names);
    expect(on.html.attributes).toEqual({ [names.attribute]: "" });
  });

  it("when off, leaves sizes alone and makes only the first screen's images eager", () => {
    const page = fakeWindow({ saveData: false });
    earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, names);
    expect(page.html.attributes).toEqual({});
    const first = picture(firstScreen);
    const below = picture(marked);
    for (const node of [first.source, first.img, below.source, below.img]) page.parse(node);
    expect(first.img.sizes).toBe("(min-width: 1024px) 976px, 100vw");
    expect(first.img.loading).toBe("eager");
    expect(below.img.loading).toBe("lazy");
  });

  it("leaves unmarked images and other nodes alone", () => {
    const page = fakeWindow({ saveData: true });
    earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, names);
    const avatar = fakeElement("img", { sizes: "56px", loading: "lazy" });
    page.parse(avatar);
    page.parse({ nodeType: 3, localName: undefined });
    expect(avatar.sizes).toBe("56px");
    expect(avatar.loading).toBe("lazy");
  });

  it("takes the last records at DOMContentLoaded, then stops watching", () => {
    const page = fakeWindow({ saveData: true });
    earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, names);
    const { img } = picture(firstScreen);
    page.parse(img, { later: true });
    page.contentLoaded();
    expect(img.loading).toBe("eager");
    expect(page.watching()).toBe(false);
  });

  it("decides by the browser alone when storage is refused", () => {
    const page = fakeWindow({ saveData: true, storageThrows: true });
    earlyDataSaver(page.win, dataSaverState, smallestUsefulSizes, names);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
  });

  it("runs as the inlined source the page carries", () => {
    const page = fakeWindow({ stored: "on" });
    // The script refers to `window` only: give it the stand-in under that name.
    new Function("window", earlyDataSaverScript())(page.win);
    expect(page.html.attributes).toEqual({ [names.attribute]: "" });
    const { img } = picture(firstScreen);
    page.parse(img);
    expect(img.sizes).toBe("(min-width: 1024px) calc(976px / 3), calc(100vw / 3)");
    expect(earlyDataSaverScript()).not.toMatch(/\bimport\b|\brequire\(/);
  });
});

describe("an image's attributes", () => {
  it("are lazy in the HTML, marked, and marked for the first screen when they are on it", () => {
    expect(dataSaverImage()).toEqual({ loading: "lazy", [DATA_SAVER_NAMES.image]: "" });
    expect(dataSaverImage({ firstScreen: true })).toEqual({
      loading: "lazy",
      [DATA_SAVER_NAMES.image]: "",
      [DATA_SAVER_NAMES.firstScreen]: "",
    });
  });
});
