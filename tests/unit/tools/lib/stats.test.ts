import { describe, expect, it } from "vitest";
import { median } from "../../../../tools/lib/stats.mjs";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([5])).toBe(5);
  });
  it("is the mean of the two middle values of an even count", () => {
    expect(median([140, 400, 150, 160])).toBe(155);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
  it("leaves the list it is given as it was", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
  it("refuses no values", () => {
    expect(() => median([])).toThrow("no values");
  });
});
