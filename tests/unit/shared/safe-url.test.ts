import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "@/shared/safe-url";

describe("safeHttpUrl (photos' src, the links to praise from elsewhere)", () => {
  it("hands on an absolute http(s) URL, normalised", () => {
    expect(safeHttpUrl(" https://www.linkedin.com/in/ada ", 2048)).toBe(
      "https://www.linkedin.com/in/ada",
    );
    expect(safeHttpUrl("HTTP://Example.COM", 2048)).toBe("http://example.com/");
  });

  it("refuses everything else, and anything longer than its limit", () => {
    for (const value of [null, undefined, "", "javascript:alert(1)", "//x.com/a", "http:x.com"])
      expect(safeHttpUrl(value, 2048)).toBeNull();
    expect(safeHttpUrl("https://user:pw@x.com/", 2048)).toBeNull();
    expect(safeHttpUrl("https://x.com/abc", 16)).toBe(null);
    expect(safeHttpUrl("https://x.com/ab", 16)).toBe("https://x.com/ab");
  });
});
