import { describe, expect, it } from "vitest";
import { cleanUrl, excerptParts } from "@/lib/search";

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
});
