// The copy buttons of posts and guides: the every-page part (copy-buttons.ts) that shows them and
// hands every click to the work fetched on the first one (copy.ts, in copy-entry.ts). A few fake
// elements stand in for the page (the browser specs in tests/e2e/reading-aids*.spec.ts click the
// real buttons).
import { afterEach, describe, expect, it, vi } from "vitest";
import { COPY_FEEDBACK_MS } from "@/features/reading/constants";
import type { CopyGlobal } from "@/features/reading/copy-buttons";

const runOnDemand = vi.fn<(url: string) => Promise<unknown>>();
vi.mock("@/runtime/on-demand", () => ({ runOnDemand }));

/** An element that knows its ancestors' selectors and what its querySelector finds. */
class FakeElement {
  hidden = true;
  textContent = "";
  dataset: Record<string, string> = {};
  constructor(
    readonly selectors: string[] = [],
    readonly parent: FakeElement | null = null,
    readonly found: Record<string, FakeElement> = {},
  ) {}
  closest(selector: string): FakeElement | null {
    if (this.selectors.includes(selector)) return this;
    return this.parent?.closest(selector) ?? null;
  }
  querySelector(selector: string): FakeElement | null {
    return this.found[selector] ?? null;
  }
}
class FakeButton extends FakeElement {}

/** A code block: its scope, <pre><code>, status line and Copy button (with an icon inside). */
function codeBlock() {
  const code = new FakeElement();
  code.textContent = "npm test";
  const status = new FakeElement();
  const scope = new FakeElement(["[data-copy-scope]"], null, {
    "pre code": code,
    "[data-copy-status]": status,
  });
  const button = new FakeButton(["button[data-copy]"], scope);
  Object.assign(button.dataset, { copied: "Copied", failed: "Select and copy" });
  const icon = new FakeElement([], button);
  return { code, status, button, icon };
}

/** The page: its buttons, its document's click listener, and what is selected. */
function page(buttons: FakeButton[]) {
  const clicks: ((event: { target: unknown }) => void)[] = [];
  const selectAllChildren = vi.fn();
  vi.stubGlobal("Element", FakeElement);
  vi.stubGlobal("HTMLButtonElement", FakeButton);
  vi.stubGlobal("getSelection", () => ({ selectAllChildren }));
  vi.stubGlobal("document", {
    querySelectorAll: () => buttons,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === "click") clicks.push(listener);
    },
  });
  const click = (target: unknown) => clicks.forEach((listener) => listener({ target }));
  return { click, selectAllChildren };
}

const lent = globalThis as CopyGlobal;
const entry = "/_astro/copy-entry.js";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  runOnDemand.mockReset();
  delete lent.copyFrom;
});

describe("startCopyButtons (every post and guide)", () => {
  it("shows the buttons and fetches nothing until one is clicked", async () => {
    const { startCopyButtons } = await import("@/features/reading/copy-buttons");
    const { button } = codeBlock();
    const { click } = page([button]);
    startCopyButtons(entry);
    expect(button.hidden).toBe(false);
    click(new FakeElement());
    click("not an element");
    expect(runOnDemand).not.toHaveBeenCalled();
  });

  it("hands the first click to the work once it has come, and every later one", async () => {
    const { startCopyButtons } = await import("@/features/reading/copy-buttons");
    const { button, icon } = codeBlock();
    const { click } = page([button]);
    let arrive = () => {};
    runOnDemand.mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    startCopyButtons(entry);
    click(icon); // on the button's icon: still the button's click
    expect(runOnDemand).toHaveBeenCalledWith(entry);
    const copyFrom = vi.fn(async () => {});
    lent.copyFrom = copyFrom;
    await Promise.resolve();
    expect(copyFrom).not.toHaveBeenCalled(); // held while the work comes
    arrive();
    await vi.waitFor(() => expect(copyFrom).toHaveBeenCalledWith(button));
    runOnDemand.mockResolvedValue(undefined);
    click(button);
    await vi.waitFor(() => expect(copyFrom).toHaveBeenCalledTimes(2));
  });

  it("selects the code and says so when the work cannot come (offline, never kept)", async () => {
    const { startCopyButtons } = await import("@/features/reading/copy-buttons");
    const { button, code, status } = codeBlock();
    const { click, selectAllChildren } = page([button]);
    runOnDemand.mockRejectedValue(new TypeError("Failed to fetch"));
    startCopyButtons(entry);
    click(button);
    await vi.waitFor(() => expect(status.textContent).toBe("Select and copy"));
    expect(selectAllChildren).toHaveBeenCalledWith(code);
  });
});

describe("copyFrom (fetched on the first click)", () => {
  it("copies the block's code and says Copied for COPY_FEEDBACK_MS", async () => {
    const { copyFrom } = await import("@/features/reading/copy");
    const { button, status } = codeBlock();
    const { selectAllChildren } = page([button]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    vi.useFakeTimers();
    await copyFrom(button as unknown as HTMLButtonElement);
    expect(writeText).toHaveBeenCalledWith("npm test");
    expect(status.textContent).toBe("Copied");
    expect(selectAllChildren).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    expect(status.textContent).toBe("");
  });

  it("copies a button's own text (Copy link) rather than any code", async () => {
    const { copyFrom } = await import("@/features/reading/copy");
    const { button } = codeBlock();
    page([button]);
    button.dataset.copyText = "https://amara.example/blog/3";
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await copyFrom(button as unknown as HTMLButtonElement);
    expect(writeText).toHaveBeenCalledWith("https://amara.example/blog/3");
  });

  it("selects the code and says how to copy it when the browser refuses", async () => {
    const { copyFrom } = await import("@/features/reading/copy");
    const { button, code, status } = codeBlock();
    const { selectAllChildren } = page([button]);
    vi.stubGlobal("navigator", {
      clipboard: { writeText: () => Promise.reject(new DOMException("", "NotAllowedError")) },
    });
    await copyFrom(button as unknown as HTMLButtonElement);
    expect(selectAllChildren).toHaveBeenCalledWith(code);
    expect(status.textContent).toBe("Select and copy");
  });
});
