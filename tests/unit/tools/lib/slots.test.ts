import { describe, expect, it } from "vitest";
import { inSlots } from "../../../../tools/lib/slots.mjs";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("inSlots", () => {
  it("runs every item once, at most as many at a time as there are slots, results in order", async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const results = await inSlots([5, 1, 3, 2, 4, 1], ["a", "b", "c"], async (ms, slot) => {
      running++;
      most = Math.max(most, running);
      seen.push(slot);
      await tick(ms);
      running--;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 30, 20, 40, 10]);
    expect(most).toBe(3);
    expect(new Set(seen)).toEqual(new Set(["a", "b", "c"]));
  });

  it("never gives one slot to two calls at once", async () => {
    const busy = new Set<number>();
    await inSlots(
      Array.from({ length: 12 }, (_, i) => i % 4),
      [0, 1],
      async (ms, slot) => {
        expect(busy.has(slot)).toBe(false);
        busy.add(slot);
        await tick(ms);
        busy.delete(slot);
      },
    );
  });

  it("a free slot takes the next item while a long one runs", async () => {
    const order: number[] = [];
    await inSlots([30, 1, 1, 1], ["a", "b"], async (ms) => {
      await tick(ms);
      order.push(ms);
    });
    expect(order).toEqual([1, 1, 1, 30]);
  });

  it("rejects with the first error, after the slots stop, and starts no item after it", async () => {
    const started: number[] = [];
    await expect(
      inSlots([1, 2, 3, 4, 5], ["a"], async (item) => {
        started.push(item);
        if (item === 2) throw new Error("item 2 failed");
      }),
    ).rejects.toThrow("item 2 failed");
    expect(started).toEqual([1, 2]);
  });

  it("refuses no slots", async () => {
    await expect(inSlots([1], [], async () => {})).rejects.toThrow("at least one slot");
  });
});
