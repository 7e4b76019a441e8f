import { describe, expect, it } from "vitest";
import {
  PHONE_ESTIMATE,
  WIDE_ESTIMATE,
  estimateHeight,
  wrapParts,
} from "@/features/guides/guide-parts";

const e = PHONE_ESTIMATE;

describe("wrapParts", () => {
  it("wraps what follows each <h2>, up to the next, and leaves the opening alone", () => {
    const html =
      '<p>Intro</p>\n<h2 id="a">A</h2>\n<p>One</p>\n<h3 id="a1">A.1</h3><p>Two</p>\n<h2 id="b">B</h2><ul><li>Three</li></ul>';
    const wrapped = wrapParts(html);
    expect(wrapped).toMatch(
      /^<p>Intro<\/p>\n<h2 id="a">A<\/h2><div class="guide-part" style="--part-height:\d+px;--part-height-wide:\d+px">\n<p>One<\/p>\n<h3 id="a1">A.1<\/h3><p>Two<\/p>\n<\/div><h2 id="b">B<\/h2><div class="guide-part" style="--part-height:\d+px;--part-height-wide:\d+px"><ul><li>Three<\/li><\/ul><\/div>$/,
    );
    // Nothing but the wrappers is added.
    expect(wrapped.replace(/<div class="guide-part"[^>]*>|<\/div>/g, "")).toBe(html);
  });

  it("leaves a page without chapters, and a heading with nothing after it, as they are", () => {
    expect(wrapParts("<p>Only prose</p>")).toBe("<p>Only prose</p>");
    expect(wrapParts('<h2 id="a">A</h2>\n')).toBe('<h2 id="a">A</h2>\n');
  });

  it("never takes escaped code for a heading", () => {
    const html = '<h2 id="a">A</h2><pre><code>&lt;h2&gt;Title&lt;/h2&gt;</code></pre>';
    expect(wrapParts(html).match(/guide-part/g)).toHaveLength(1);
  });

  it("refuses a heading that is not closed before the next", () => {
    expect(() => wrapParts("<h2>A <h2>B</h2>")).toThrow(/not closed/);
  });
});

describe("estimateHeight", () => {
  it("counts lines of code and of text, and each block", () => {
    const code =
      '<pre class="shiki"><code><span class="line">a</span>\n<span class="line">b</span>\n<span class="line">c</span>\n</code></pre>';
    expect(estimateHeight(code)).toBe(e.codeBlockPx + 3 * e.codeLinePx);
    const paragraph = `<p>${"x".repeat(e.charsPerLine * 2 + 1)}</p>`;
    expect(estimateHeight(paragraph)).toBe(e.blockPx + 3 * e.textLinePx);
    expect(estimateHeight(paragraph + code)).toBe(
      e.blockPx + 3 * e.textLinePx + e.codeBlockPx + 3 * e.codeLinePx,
    );
  });

  it("guesses a wide column from its own line length and margins", () => {
    const paragraph = `<p>${"x".repeat(WIDE_ESTIMATE.charsPerLine + 1)}</p>`;
    expect(estimateHeight(paragraph, WIDE_ESTIMATE)).toBe(
      WIDE_ESTIMATE.blockPx + 2 * WIDE_ESTIMATE.textLinePx,
    );
    expect(estimateHeight(paragraph, WIDE_ESTIMATE)).toBeLessThan(estimateHeight(paragraph));
    const [, phone, wide] = /--part-height:(\d+)px;--part-height-wide:(\d+)px/.exec(
      wrapParts(`<h2>A</h2>${paragraph}`),
    )!;
    expect([Number(phone), Number(wide)]).toEqual([
      estimateHeight(paragraph),
      estimateHeight(paragraph, WIDE_ESTIMATE),
    ]);
  });

  it("counts an entity as one character", () => {
    expect(estimateHeight(`<p>${"&amp;".repeat(e.charsPerLine)}</p>`)).toBe(
      e.blockPx + e.textLinePx,
    );
  });
});
