import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatStat,
  listInWords,
  numberWord,
  numberWordCapital,
  statSuffix,
  toIsoDate,
} from "@/shared/format";
import { isCurrentPath } from "@/site/nav";

describe("statSuffix / formatStat", () => {
  it("shows '+' above 100 and '%' up to 100", () => {
    expect(statSuffix(101)).toBe("+");
    expect(statSuffix(100)).toBe("%");
    expect(statSuffix(0)).toBe("%");
    expect(formatStat(150)).toBe("150+");
    expect(formatStat(98)).toBe("98%");
  });
});

describe("formatCount", () => {
  it("rounds and appends the suffix", () => {
    expect(formatCount(10000, "+")).toBe("10000+");
    expect(formatCount(9.6, "%")).toBe("10%");
    expect(formatCount(7)).toBe("7");
  });
});

describe("toIsoDate", () => {
  it("turns 'Month D, YYYY' into an ISO date", () => {
    expect(toIsoDate("January 14, 2025")).toBe("2025-01-14");
    expect(toIsoDate("December 1, 2026")).toBe("2026-12-01");
  });
  it("rejects other shapes and impossible days", () => {
    expect(() => toIsoDate("2025-01-14")).toThrow();
    expect(() => toIsoDate("Jan 14, 2025")).toThrow();
    expect(() => toIsoDate("February 30, 2025")).toThrow();
  });
});

describe("isCurrentPath", () => {
  it("marks the page and the pages below it, not siblings", () => {
    expect(isCurrentPath("/blog", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/3", "/blog")).toBe(true);
    expect(isCurrentPath("/blogroll", "/blog")).toBe(false);
    expect(isCurrentPath("/about", "/blog")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/about", "/")).toBe(false);
  });
});

describe("numberWord / numberWordCapital / listInWords", () => {
  it("writes a count in words up to twelve, in digits above", () => {
    expect(numberWord(6)).toBe("six");
    expect(numberWord(7)).toBe("seven");
    expect(numberWord(12)).toBe("twelve");
    expect(numberWord(13)).toBe("13");
    expect(numberWordCapital(6)).toBe("Six");
    expect(numberWordCapital(20)).toBe("20");
  });

  it("joins a list with 'and' and no comma before it, names as written", () => {
    expect(listInWords(["HTML"])).toBe("HTML");
    expect(listInWords(["HTML", "Git & GitHub"])).toBe("HTML and Git & GitHub");
    expect(listInWords(["HTML", "CSS", "Yorùbá for Coders"])).toBe(
      "HTML, CSS and Yorùbá for Coders",
    );
  });
});
