import { describe, expect, it } from "vitest";
import { cleanUrl, excerptParts, resultsText } from "@/features/search/search";

describe("search results", () => {
  it("links results as the host serves them", () => {
    expect(cleanUrl("/blog/3/")).toBe("/blog/3");
    expect(cleanUrl("/guides/git-github/")).toBe("/guides/git-github");
    expect(cleanUrl("/")).toBe("/");
  });

  it("turns Pagefind's excerpt into text and marks, never HTML", () => {
    expect(excerptParts("the <mark>jollof</mark> &amp; rice &lt;b&gt;")).toEqual([
      { text: "the ", mark: false },
      { text: "jollof", mark: true },
      { text: " & rice <b>", mark: false },
    ]);
    expect(excerptParts("<img src=x onerror=alert(1)>plain")).toEqual([
      { text: "plain", mark: false },
    ]);
  });

  it("says how many results a query found, and when only the first ten are shown", () => {
    expect(resultsText(0, "egusi")).toBe("No results for “egusi”.");
    expect(resultsText(1, "egusi")).toBe("1 result for “egusi”.");
    expect(resultsText(10, "egusi")).toBe("10 results for “egusi”.");
    expect(resultsText(11, "egusi")).toBe("11 results for “egusi”, the first 10 shown.");
  });
});
