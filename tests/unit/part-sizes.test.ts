// Every part of a guide laid out once the web fonts are in (src/lib/reading/part-sizes.ts), on
// stand-in elements and a stand-in clock: the unit tests run without a DOM.
import { describe, expect, it } from "vitest";
import { LAID_OUT, SLICE_MS, fontsIn, layOutParts } from "@/lib/reading/part-sizes";

/** Parts whose layout takes `costs` ms each on a clock that only layouts advance. */
function guide(costs: number[]) {
  let time = 0;
  const log: string[] = [];
  const parts = costs.map((cost, i) => {
    const classes = new Set<string>();
    return {
      classList: { add: (name: string) => void (classes.add(name), log.push(`+${i}`)) },
      getBoundingClientRect: () => {
        // Laid out only once it carries the class (global.css).
        if (classes.has(LAID_OUT)) time += cost;
        return {} as DOMRect;
      },
      classes,
    };
  });
  const clock = { now: () => time, afterFrame: async () => void log.push("frame") };
  return { parts, clock, log };
}

describe("layOutParts", () => {
  it("lays out as many parts a task as fit in the slice, a frame between tasks", async () => {
    expect(SLICE_MS).toBe(20);
    const { parts, clock, log } = guide([2, 2, 2, 8, 30, 1]);
    await layOutParts(parts as never, clock);
    // 2, 2, 2 (each judged at the longest so far, 2 ms), the 8 ms one (6 + 2 < 20 when it
    // starts), then 14 ms of work with 8 the longest: a frame. The 30 ms part alone, then the last.
    expect(log.join(" ")).toBe("+0 +1 +2 +3 frame +4 frame +5");
    expect(parts.every((part) => part.classes.has(LAID_OUT))).toBe(true);
  });

  it("never starts a part it judges would take a task past the slice", async () => {
    const { parts, clock, log } = guide(Array.from({ length: 12 }, () => SLICE_MS / 4));
    await layOutParts(parts as never, clock);
    expect(log.join(" ")).toBe("+0 +1 +2 frame +3 +4 +5 frame +6 +7 +8 frame +9 +10 +11");
  });

  it("does nothing without parts", async () => {
    const { clock, log } = guide([]);
    await layOutParts([], clock);
    expect(log).toEqual([]);
  });
});

describe("fontsIn", () => {
  function page(attributes: string[]) {
    const attrs = new Set(attributes);
    let changed: (() => void) | null = null;
    const calls: string[] = [];
    return {
      attrs,
      calls,
      set: (name: string) => (attrs.add(name), changed?.()),
      page: {
        root: { hasAttribute: (name: string) => attrs.has(name) },
        loaded: async () => void calls.push("loaded"),
        fontsReady: async () => void calls.push("fonts ready"),
        watchRoot: (fn: () => void) => {
          changed = fn;
          return { disconnect: () => void calls.push("disconnected") };
        },
      },
    };
  }

  it("waits for the page to ask for its fonts, then for them", async () => {
    const p = page([]);
    let done = false;
    const waiting = fontsIn(p.page).then(() => (done = true));
    await Promise.resolve();
    p.set("data-theme");
    await Promise.resolve();
    expect(done).toBe(false);
    p.set("data-fonts");
    await waiting;
    expect(p.calls).toEqual(["loaded", "disconnected", "fonts ready"]);
  });

  it("with the fonts already asked for, waits for them only", async () => {
    const p = page(["data-fonts"]);
    await fontsIn(p.page);
    expect(p.calls).toEqual(["loaded", "fonts ready"]);
  });

  it("with data saver on, goes on at load (no font comes)", async () => {
    const p = page(["data-saver"]);
    await fontsIn(p.page);
    expect(p.calls).toEqual(["loaded"]);
  });
});
