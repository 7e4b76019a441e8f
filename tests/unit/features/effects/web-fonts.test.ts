import { describe, expect, it, vi } from "vitest";
import { DATA_SAVER_ATTRIBUTE } from "@/site/constants";
import { FONTS_STORAGE_KEY } from "@/features/effects/constants";
import { askForWebFontsAfterPaint } from "@/features/effects/web-fonts";

/** An <html> element's attributes, as far as the function reads and writes them. */
function root(attributes: Record<string, string> = {}) {
  return {
    attributes,
    hasAttribute: (name: string) => name in attributes,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
  };
}

describe("web fonts after the first paint", () => {
  it("asks for them only once a frame is painted, and notes it once they are in", async () => {
    const html = root();
    const painted: (() => void)[] = [];
    let loaded = () => {};
    const storage = { setItem: vi.fn() };
    askForWebFontsAfterPaint({
      root: html,
      storage,
      afterPaint: (run) => painted.push(run),
      fontsReady: () => new Promise<void>((resolve) => (loaded = resolve)),
    });
    expect(html.attributes).toEqual({});
    painted.forEach((run) => run());
    expect(html.attributes).toEqual({ "data-fonts": "" });
    expect(storage.setItem).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(storage.setItem).toHaveBeenCalledWith(FONTS_STORAGE_KEY, "1"));
  });

  it("does nothing when the page asked for them before its first paint", () => {
    const afterPaint = vi.fn();
    const storage = { setItem: vi.fn() };
    askForWebFontsAfterPaint({ root: root({ "data-fonts": "" }), storage, afterPaint });
    expect(afterPaint).not.toHaveBeenCalled();
  });

  it("never asks for them while data saver is on", () => {
    const html = root({ [DATA_SAVER_ATTRIBUTE]: "" });
    const afterPaint = vi.fn();
    askForWebFontsAfterPaint({ root: html, storage: { setItem: vi.fn() }, afterPaint });
    expect(afterPaint).not.toHaveBeenCalled();
    expect(html.attributes).toEqual({ [DATA_SAVER_ATTRIBUTE]: "" });
  });

  it("still shows the fonts when storage refuses the note", async () => {
    const html = root();
    const setItem = vi.fn(() => {
      throw new Error("QuotaExceededError");
    });
    askForWebFontsAfterPaint({
      root: html,
      storage: { setItem },
      afterPaint: (run) => run(),
      fontsReady: () => Promise.resolve(),
    });
    expect(html.attributes).toEqual({ "data-fonts": "" });
    await vi.waitFor(() => expect(setItem).toHaveBeenCalled());
  });
});
