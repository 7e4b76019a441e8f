import { describe, expect, it } from "vitest";
import { COUNTER_DURATION_MS } from "@/features/effects/constants";
import { PEOPLE_IMPACTED } from "@/site/constants";
import { COUNT_UP, counterParts } from "@/features/effects/count-up";
import { counterValue, easeOutCubic, shouldCount } from "@/features/effects/counter";
import { formatCount } from "@/shared/format";

describe("easeOutCubic", () => {
  it("runs from 0 to 1, clamped, fast first", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});

describe("counterValue", () => {
  it("starts at 0 and lands exactly on the target at the default 2000 ms", () => {
    expect(counterValue(0, 99)).toBe(0);
    expect(counterValue(COUNTER_DURATION_MS, 99)).toBe(99);
    expect(counterValue(COUNTER_DURATION_MS + 500, 99)).toBe(99);
    expect(counterValue(COUNTER_DURATION_MS - 400, 99)).toBeLessThan(99);
  });

  it("counts the people-impacted figure to 10000 over 3000 ms", () => {
    const { target, durationMs, suffix } = PEOPLE_IMPACTED;
    expect(counterValue(1500, target, durationMs)).toBe(8750);
    expect(counterValue(2000, target, durationMs)).toBeLessThan(target);
    expect(formatCount(counterValue(durationMs, target, durationMs), suffix)).toBe("10000+");
  });

  it("never goes down and shows whole numbers", () => {
    let previous = 0;
    for (let t = 0; t <= 2000; t += 16) {
      const value = counterValue(t, 85);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("shows the target at once when there is no duration", () => {
    expect(counterValue(0, 10, 0)).toBe(10);
  });
});

describe("shouldCount", () => {
  it("does not count when the visitor asked for reduced motion", () => {
    expect(shouldCount(true)).toBe(false);
    expect(shouldCount(false)).toBe(true);
  });
});

describe("counterParts: what a counter's HTML says (src/features/effects/count-up.ts)", () => {
  const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

  it("reads the target, the suffix and the duration", () => {
    expect(
      counterParts(
        reader({
          [COUNT_UP.target]: "10000",
          [COUNT_UP.suffix]: "+",
          [COUNT_UP.durationMs]: "3000",
        }),
      ),
    ).toEqual({ target: 10000, suffix: "+", durationMs: 3000 });
    expect(counterParts(reader({ [COUNT_UP.target]: "99" }))).toEqual({
      target: 99,
      suffix: "",
      durationMs: undefined,
    });
  });

  it("is null without a number to count to", () => {
    expect(counterParts(reader({}))).toBeNull();
    expect(counterParts(reader({ [COUNT_UP.target]: "many" }))).toBeNull();
  });
});
