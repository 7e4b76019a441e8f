// tools/test/content.mjs (`npm run test:content`): the pages it is asked to measure, the part of
// them the budget knows, and the browser specs it runs.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgetPages, CONTENT_SPECS, pagesFromArgs } from "../../../../tools/test/content.mjs";
import { PAGES } from "../../../../tools/measure/pages";

describe("npm run test:content", () => {
  it('takes the pages one argument each, or in one argument separated by spaces (CI\'s "$PAGES")', () => {
    expect(pagesFromArgs(["--pages", "/blog/1", "/blog"])).toEqual({ pages: ["/blog/1", "/blog"] });
    expect(pagesFromArgs(["--pages", "/blog/1 /blog  /search", "/blog"])).toEqual({
      pages: ["/blog/1", "/blog", "/search"],
    });
    expect(pagesFromArgs(["--pages", ""])).toEqual({ pages: [] });
    expect(pagesFromArgs(["--pages", "*"])).toEqual({ pages: ["*"] });
    expect(pagesFromArgs(["--pages", "blog/1"])).toEqual({ problem: "Not a site path: blog/1" });
    expect(pagesFromArgs([]).problem).toMatch(/^Usage: npm run test:content/);
  });

  it("refuses a --base whose change is not content only", () => {
    expect(pagesFromArgs(["--base", "0".repeat(40)]).problem).toMatch(/^No list of changes/);
  });

  it("measures with the budget the pages tools/measure/pages.ts lists, names the others; '*' is all", () => {
    expect(budgetPages(["/blog", "/blog/not-a-page"])).toEqual({
      measured: ["/blog"],
      unknown: ["/blog/not-a-page"],
    });
    expect(budgetPages(["*"])).toEqual({ measured: PAGES.map((p) => p.path), unknown: [] });
  });

  it("runs browser specs that exist", () => {
    for (const spec of CONTENT_SPECS) expect(existsSync(spec), spec).toBe(true);
  });
});
