// tools/lib/front-matter.ts: the one reader of a post's or guide's front matter outside Astro
// (the guides' report, tests/support/node/posts.ts and markdown.ts, the guides' tests).
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../../../tools/lib/front-matter";

describe("splitFrontMatter", () => {
  it("splits LF text into the YAML between the fences and the body after them", () => {
    expect(splitFrontMatter("---\ntitle: Salt\norder: 1\n---\n# Salt\n\nA pinch.\n")).toEqual({
      yaml: "title: Salt\norder: 1",
      body: "# Salt\n\nA pinch.\n",
    });
  });

  it("accepts CRLF line breaks, as a file saved on Windows has them", () => {
    expect(splitFrontMatter("---\r\ntitle: Salt\r\norder: 1\r\n---\r\n# Salt\r\n")).toEqual({
      yaml: "title: Salt\r\norder: 1",
      body: "# Salt\r\n",
    });
  });

  it("ends the front matter at the first closing fence; a later --- is the body's", () => {
    expect(splitFrontMatter("---\na: 1\n---\nabove\n---\nbelow\n")).toEqual({
      yaml: "a: 1",
      body: "above\n---\nbelow\n",
    });
  });

  it("gives an empty body when nothing follows the closing fence", () => {
    expect(splitFrontMatter("---\ntitle: Salt\n---\n")).toEqual({ yaml: "title: Salt", body: "" });
  });

  it("is undefined for text without front matter", () => {
    expect(splitFrontMatter("# Salt\n\nA pinch.\n")).toBeUndefined();
    expect(splitFrontMatter("")).toBeUndefined();
    // Not at the very start, or never closed, or the closing fence without its line break.
    expect(splitFrontMatter("\n---\na: 1\n---\nbody")).toBeUndefined();
    expect(splitFrontMatter("---\na: 1\nbody\n")).toBeUndefined();
    expect(splitFrontMatter("---\na: 1\n---")).toBeUndefined();
  });
});
