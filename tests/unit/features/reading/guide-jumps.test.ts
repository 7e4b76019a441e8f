// The first click on a link within a guide lays the whole guide out (src/features/reading/guide-jumps.ts),
// on stand-in elements: the unit tests run without a DOM.
import { describe, expect, it, vi } from "vitest";
import { ALL_PARTS_SHOWN, layOutPartsBeforeJumps } from "@/features/reading/guide-jumps";

function page(hasParts: boolean) {
  const classes = new Set<string>();
  let listener: ((event: Event) => void) | null = null;
  const doc = {
    querySelector: (selector: string) => (selector === ".guide-part" && hasParts ? {} : null),
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    addEventListener: vi.fn((_type: string, fn: (event: Event) => void) => (listener = fn)),
    removeEventListener: vi.fn(() => (listener = null)),
  };
  const click = (href: string | null) => {
    class Target {
      closest(selector: string) {
        return href !== null && selector === 'a[href^="#"]' && href.startsWith("#") ? {} : null;
      }
    }
    vi.stubGlobal("Element", Target);
    listener?.({ target: new Target() } as unknown as Event);
  };
  layOutPartsBeforeJumps(doc as unknown as Document);
  return { classes, doc, click };
}

describe("layOutPartsBeforeJumps", () => {
  it("shows every part at the first click on a link within the page, then stops listening", () => {
    const { classes, doc, click } = page(true);
    click("/guides");
    click(null);
    expect(classes.size).toBe(0);
    click("#what-next");
    expect([...classes]).toEqual([ALL_PARTS_SHOWN]);
    expect(doc.removeEventListener).toHaveBeenCalledOnce();
  });

  it("does nothing on a page without parts", () => {
    const { doc } = page(false);
    expect(doc.addEventListener).not.toHaveBeenCalled();
  });
});
