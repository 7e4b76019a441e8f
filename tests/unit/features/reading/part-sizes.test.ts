// Every part of a guide laid out once the web fonts are in (src/features/reading/part-sizes.ts), on
// stand-in elements and timers: the unit tests run without a DOM.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_SAVER_ATTRIBUTE } from "@/site/constants";
import { ALL_PARTS_SHOWN } from "@/features/reading/guide-jumps";
import { DATA_SAVER, layOutPartsOnceFontsAreIn } from "@/features/reading/part-sizes";

/** Each part laid out, then a frame. */
const LAID_OUT = [0, 1].flatMap((i) => [`${ALL_PARTS_SHOWN} ${i}`, `layout ${i}`, "frame"]);

describe("layOutPartsOnceFontsAreIn", () => {
  afterEach(() => void vi.unstubAllGlobals());

  /** A guide of two parts with `attributes` on its root; a frame is rendered at once. */
  function page(attributes: string[]) {
    const attrs = new Set(attributes);
    const calls: string[] = [];
    const timers: (() => void)[] = [];
    const parts = [0, 1].map((i) => ({
      classList: { add: (name: string) => void calls.push(`${name} ${i}`) },
      getBoundingClientRect: () => void calls.push(`layout ${i}`),
    }));
    // A frame: requestAnimationFrame, then a task (no delay), run at once; a wait: by tick().
    vi.stubGlobal("setTimeout", (fn: () => void, ms?: number) => {
      if (ms === undefined) return void (calls.push("frame"), fn());
      calls.push(`wait ${ms}`);
      timers.push(fn);
    });
    vi.stubGlobal("requestAnimationFrame", (fn: () => void) => fn());
    vi.stubGlobal("document", {
      querySelectorAll: (selector: string) => (selector === ".guide-part" ? parts : []),
      fonts: {
        get ready() {
          calls.push("fonts ready");
          return Promise.resolve();
        },
      },
    });
    layOutPartsOnceFontsAreIn({ hasAttribute: (name) => attrs.has(name) });
    const settle = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    return { attrs, calls, tick: () => timers.shift()?.(), settle };
  }

  it("waits for the page to ask for its fonts, then for them, then lays each part out", async () => {
    const p = page([]);
    p.tick();
    p.attrs.add("data-fonts");
    p.tick();
    await p.settle();
    expect(p.calls).toEqual(["wait 100", "wait 100", "fonts ready", ...LAID_OUT]);
  });

  it("with the fonts already asked for, waits for them only", async () => {
    const p = page(["data-fonts"]);
    await p.settle();
    expect(p.calls).toEqual(["fonts ready", ...LAID_OUT]);
  });

  it("with data saver on, goes on at once (no font comes)", async () => {
    expect(DATA_SAVER).toBe(DATA_SAVER_ATTRIBUTE);
    const p = page([DATA_SAVER]);
    await p.settle();
    expect(p.calls).toEqual(["fonts ready", ...LAID_OUT]);
  });
});
