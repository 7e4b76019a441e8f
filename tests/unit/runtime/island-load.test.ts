// The islands' loading protocol (src/runtime/island-load.ts, early-submits.ts) and the account frame's side of it
// (src/runtime/signed-in-island.ts), on stand-in elements: the unit tests run without a DOM.
// The browser specs (testimonial-share, contact-form, account) check the same in Chromium.
import { describe, expect, it, vi } from "vitest";
import { frameFailed, pointAtFailure } from "@/runtime/signed-in-island";
import {
  HYDRATION_ERROR,
  LOAD_CHANGE,
  LOAD_FAILED,
  loadCode,
  openFailed,
  requestOpen,
  scriptArrived,
  showLoadFailure,
  takeEarlyOpen,
  whenScriptMissing,
  type LoadIsland,
} from "@/runtime/island-load";
import { holdEarlySubmits, replayEarlySubmits } from "@/runtime/early-submits";

/** A document: shown unless `prerendering`; it fires "prerenderingchange" when activated. */
class FakeDocument extends EventTarget {
  constructor(public prerendering = false) {
    super();
  }
  activate() {
    this.prerendering = false;
    this.dispatchEvent(new Event("prerenderingchange"));
  }
}

/** An element with attributes, `hidden`, focus, and the elements its selectors find. */
class FakeElement extends EventTarget {
  attributes = new Map<string, string>();
  hidden = false;
  focused = false;
  onclick: (() => void) | null = null;
  nextElementSibling: FakeElement | null = null;
  firstElementChild: FakeElement | null = null;
  constructor(
    public found: Record<string, FakeElement | FakeElement[]> = {},
    public ownerDocument: EventTarget = new FakeDocument(),
  ) {
    super();
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  toggleAttribute(name: string, on: boolean) {
    if (on) this.setAttribute(name, "");
    else this.removeAttribute(name);
    return on;
  }
  querySelector(selector: string) {
    const hit = this.found[selector];
    return (Array.isArray(hit) ? hit[0] : hit) ?? null;
  }
  querySelectorAll(selector: string) {
    const hit = this.found[selector];
    return Array.isArray(hit) ? hit : hit ? [hit] : [];
  }
  focus() {
    this.focused = true;
  }
  /** A form's submit made again by script: counted (a browser would dispatch "submit"). */
  submitted = 0;
  requestSubmit() {
    this.submitted++;
  }
}

const el = (found?: Record<string, FakeElement | FakeElement[]>, doc?: EventTarget) =>
  new FakeElement(found, doc) as FakeElement & HTMLElement;

/** A notice as LoadNotice.astro renders it: a live region, its hidden sentence and Try again. */
function notice() {
  const button = el();
  const message = el({ button });
  message.hidden = true;
  const region = el();
  region.firstElementChild = message;
  return { region, message, button };
}

const noop = async () => {};

describe("loadCode: Astro's load, after the page is shown, rejecting a failed download", () => {
  it("resolves with the island's hydrate when its code came", async () => {
    const hydrate = vi.fn(noop);
    await expect(loadCode(async () => hydrate, el())).resolves.toBe(hydrate);
  });

  it("rejects when Astro reported the import failed (it resolves a no-op and dispatches an event)", async () => {
    const island = el();
    const cause = new TypeError("Failed to fetch dynamically imported module");
    // What astro-island.js does after its own retry failed too: the event, then a no-op.
    const load: LoadIsland = async () => {
      island.dispatchEvent(new CustomEvent(HYDRATION_ERROR, { detail: { error: cause } }));
      return () => Promise.resolve();
    };
    const failure = await loadCode(load, island).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).cause).toEqual({ error: cause });
    // A later load that works is not held against the island.
    const hydrate = vi.fn(noop);
    await expect(loadCode(async () => hydrate, island)).resolves.toBe(hydrate);
  });

  it("in a prerendered page, asks for nothing until the page is shown", async () => {
    const doc = new FakeDocument(true);
    const load = vi.fn(async () => noop);
    const loaded = loadCode(load, el({}, doc));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    doc.activate();
    await loaded;
    expect(load).toHaveBeenCalledOnce();
  });
});

describe("showLoadFailure: the island's notice, with a Try again that loads again", () => {
  it("shows the sentence and marks the island; Try again hides it, refocuses and retries", () => {
    const control = el();
    const island = el({ ":is(button, input, a[href]):not([hidden] *)": control });
    const { region, message, button } = notice();
    island.nextElementSibling = region;
    const changes: boolean[] = [];
    island.addEventListener(LOAD_CHANGE, () => changes.push(island.hasAttribute(LOAD_FAILED)));
    const retry = vi.fn();

    showLoadFailure(island, retry);
    expect(message.hidden).toBe(false);
    expect(changes).toEqual([true]);
    expect(retry).not.toHaveBeenCalled();

    button.onclick!();
    expect(message.hidden).toBe(true);
    expect(control.focused).toBe(true);
    expect(changes).toEqual([true, false]);
    expect(retry).toHaveBeenCalledOnce();

    // A second failure shows it again, and one click retries once (no listeners pile up).
    showLoadFailure(island, retry);
    button.onclick!();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it("uses the notice it is given, and does nothing for an island without one (a counter)", () => {
    const island = el();
    const { region, message } = notice();
    showLoadFailure(island, vi.fn(), region);
    expect(message.hidden).toBe(false);

    const counter = el();
    counter.nextElementSibling = el();
    showLoadFailure(counter, vi.fn());
    expect(counter.hasAttribute(LOAD_FAILED)).toBe(false);
  });
});

describe("early opens", () => {
  it("are remembered, with a busy opener, until the island takes them", () => {
    const opener = el();
    const root = el({ "[data-opener]": opener });
    expect(requestOpen(root)).toBe(true);
    expect(opener.getAttribute("aria-busy")).toBe("true");
    expect(takeEarlyOpen(root)).toBe(true);
    expect(opener.hasAttribute("aria-busy")).toBe(false);
    // Hydrated: the island listens itself.
    expect(requestOpen(root)).toBe(false);
    expect(takeEarlyOpen(root)).toBe(false);
  });

  it("leave the opener idle when the island's code did not come", () => {
    const opener = el();
    const root = el({ "[data-opener]": opener });
    requestOpen(root);
    openFailed(root);
    expect(opener.hasAttribute("aria-busy")).toBe(false);
  });
});

describe("early submits: held until the code is in charge, then made again once", () => {
  /** A submit event from `form`, as the browser dispatches it (bubbling, cancelable). */
  const submit = (root: FakeElement, form: FakeElement) => {
    const event = new Event("submit", { cancelable: true });
    Object.defineProperty(event, "target", { value: form });
    root.dispatchEvent(event);
    return event;
  };

  it("holds the forms of a root (the account frame): each held one is made again, once", () => {
    const [early, untouched] = [el(), el()];
    const root = el({ "[data-submit-requested]": [early, untouched] });
    const held = vi.fn();
    holdEarlySubmits(root, held);

    expect(submit(root, early).defaultPrevented).toBe(true);
    expect(submit(root, early).defaultPrevented).toBe(true);
    expect(early.hasAttribute("data-submit-requested")).toBe(true);
    expect(held).toHaveBeenCalledTimes(2);
    expect(held).toHaveBeenCalledWith(early);
    expect(early.submitted).toBe(0);

    replayEarlySubmits(root);
    expect(early.submitted).toBe(1);
    expect(untouched.submitted).toBe(0);
    expect(early.hasAttribute("data-submit-requested")).toBe(false);
    // In charge: later submits are the code's, and nothing is made twice.
    expect(submit(root, early).defaultPrevented).toBe(false);
    expect(held).toHaveBeenCalledTimes(2);
    replayEarlySubmits(root);
    expect(early.submitted).toBe(1);
  });

  it("holds a form that is its own root (the newsletter's)", () => {
    const form = el();
    const held = vi.fn();
    holdEarlySubmits(form, held);
    expect(submit(form, form).defaultPrevented).toBe(true);
    expect(held).toHaveBeenCalledWith(form);

    replayEarlySubmits(form);
    expect(form.submitted).toBe(1);
    expect(submit(form, form).defaultPrevented).toBe(false);
  });

  it("makes nothing when nothing was held", () => {
    const form = el();
    const root = el({ "[data-submit-requested]": form });
    holdEarlySubmits(root, vi.fn());
    replayEarlySubmits(root);
    expect(form.submitted).toBe(0);
    expect(submit(root, form).defaultPrevented).toBe(false);
  });
});

describe("whenScriptMissing: the page's script never arrived", () => {
  it("is told at DOMContentLoaded (module scripts run before it), unless the script arrived", () => {
    const doc = new FakeDocument();
    const missing = vi.fn();
    whenScriptMissing(el({}, doc), missing);
    const arrived = el({}, doc);
    whenScriptMissing(arrived, missing);
    scriptArrived(arrived);
    doc.dispatchEvent(new Event("DOMContentLoaded"));
    expect(missing).toHaveBeenCalledOnce();
  });
});

describe("the account frame's failure (signed-in-island.ts)", () => {
  it("replaces the spinner with the frame's notice; Try again brings the spinner back", () => {
    const checking = el();
    const { region, message, button } = notice();
    const screen = el({ "[data-checking]": checking, '[data-load-notice="frame"]': region });
    screen.setAttribute("aria-busy", "true");
    const retry = vi.fn();

    frameFailed(screen, retry);
    expect(screen.getAttribute("aria-busy")).toBe("false");
    expect(checking.hidden).toBe(true);
    expect(message.hidden).toBe(false);

    button.onclick!();
    expect(screen.getAttribute("aria-busy")).toBe("true");
    expect(checking.hidden).toBe(false);
    expect(retry).toHaveBeenCalledOnce();
  });

  it("points a held submit at the notice's Try again", () => {
    const button = el();
    const screen = el({ "[data-load-notice] > :not([hidden]) > button": button });
    pointAtFailure(screen);
    expect(button.focused).toBe(true);
  });
});
