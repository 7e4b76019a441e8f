import { describe, expect, it } from "vitest";
import { featuredChanged, stampOf } from "../../../../tools/ops/featured-compare.mjs";

describe("the daily featured check", () => {
  it("reads the stamp Expertise's list carries", () => {
    expect(stampOf('<ul class="grid" data-featured-stamp="0123456789abcdef">')).toBe(
      "0123456789abcdef",
    );
    expect(stampOf("<ul>")).toBeNull();
  });
  it("deploys when the stamps differ or the live page has none, not when they match", () => {
    expect(featuredChanged("aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa").changed).toBe(false);
    expect(featuredChanged("aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb").changed).toBe(true);
    expect(featuredChanged("aaaaaaaaaaaaaaaa", null).changed).toBe(true);
    expect(() => featuredChanged(null, "aaaaaaaaaaaaaaaa")).toThrow(/no featured stamp/);
  });
});
