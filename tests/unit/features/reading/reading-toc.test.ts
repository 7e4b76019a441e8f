import { describe, expect, it } from "vitest";
import { TOC_MIN_SECTIONS } from "@/features/reading/constants";
import { currentSection, readingLineMargin } from "@/features/reading/current-section";
import { tableOfContents, type Heading } from "@/features/reading/toc";

const h = (depth: number, text: string): Heading => ({
  depth,
  slug: text.toLowerCase().replaceAll(" ", "-"),
  text,
});

describe("tableOfContents", () => {
  it("lists the ## sections with their ### subsections under them, in order", () => {
    const toc = tableOfContents([
      h(2, "Why"),
      h(3, "First reason"),
      h(3, "Second reason"),
      h(2, "How"),
      h(2, "What next"),
      h(3, "Reading"),
    ]);
    expect(toc).toEqual([
      {
        slug: "why",
        text: "Why",
        children: [
          { slug: "first-reason", text: "First reason", children: [] },
          { slug: "second-reason", text: "Second reason", children: [] },
        ],
      },
      { slug: "how", text: "How", children: [] },
      {
        slug: "what-next",
        text: "What next",
        children: [{ slug: "reading", text: "Reading", children: [] }],
      },
    ]);
  });

  it(`needs ${TOC_MIN_SECTIONS} ## sections: fewer give none, however many ### there are`, () => {
    expect(TOC_MIN_SECTIONS).toBe(3);
    expect(tableOfContents([h(2, "One"), h(3, "a"), h(3, "b"), h(3, "c"), h(2, "Two")])).toEqual(
      [],
    );
    expect(tableOfContents([])).toEqual([]);
    expect(tableOfContents([h(2, "One"), h(2, "Two"), h(2, "Three")])).toHaveLength(3);
  });

  it("leaves out the title, a ### before the first ##, and anything deeper than ###", () => {
    const toc = tableOfContents([
      h(1, "Title"),
      h(3, "Orphan"),
      h(2, "One"),
      h(4, "Detail"),
      h(3, "Sub"),
      h(5, "Fine print"),
      h(2, "Two"),
      h(2, "Three"),
    ]);
    expect(toc.map((e) => e.text)).toEqual(["One", "Two", "Three"]);
    expect(toc[0]?.children.map((e) => e.text)).toEqual(["Sub"]);
  });

  it("lists ## only with maxDepth 2, and any count with minSections 1 (the guides)", () => {
    const toc = tableOfContents([h(2, "Chapter 1"), h(3, "Exercise")], {
      minSections: 1,
      maxDepth: 2,
    });
    expect(toc).toEqual([{ slug: "chapter-1", text: "Chapter 1", children: [] }]);
  });

  it("keeps the heading's text as Markdown rendered it (quotes, ampersands)", () => {
    const toc = tableOfContents([h(2, "Salt & pepper"), h(2, "Mama’s “rules”"), h(2, "Three")]);
    expect(toc.map((e) => e.text)).toEqual(["Salt & pepper", "Mama’s “rules”", "Three"]);
  });
});

describe("the section being read", () => {
  it("is the last one whose heading has passed the reading line", () => {
    expect(currentSection([true, true, false, false])).toBe(1);
    expect(currentSection([true, true, true])).toBe(2);
  });
  it("is none above the first heading", () => {
    expect(currentSection([false, false])).toBe(-1);
    expect(currentSection([])).toBe(-1);
  });
  it("is watched from far above the window down to the reading line", () => {
    expect(readingLineMargin(0.3)).toBe("100000px 0px -70% 0px");
    expect(readingLineMargin(0.5)).toBe("100000px 0px -50% 0px");
  });
});
