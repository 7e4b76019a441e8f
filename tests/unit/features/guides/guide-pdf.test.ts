import { writeFileSync } from "node:fs";
import { extractLinks, extractText, extractTextItems, getDocumentProxy, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { parseGuideMarkdown } from "@/features/guides/build/blocks";
import { guideDate, renderGuidePdf, wrapCodeLines } from "@/features/guides/build/pdf";
import { copy, fontsAndText, type DrawnText } from "../../../support/node/pdf";

// A realistic guide, written here so the test does not depend on the content files.
const LONG_PARAGRAPH =
  "Every web page you have ever visited is a text file underneath. The browser reads that file from top to bottom, " +
  "builds a tree of elements from the tags it finds, and paints the result on the screen. Once you can read the tags, " +
  "no page on the internet is a mystery any more: you can open the source of your favourite site and see exactly how " +
  "it was built, which is how most of us learned in the first place.";

/** 150 characters, made of numbered tokens so each wrapped piece can be found in the PDF text. */
const LONG_CODE_LINE = `const dishes = [${Array.from({ length: 14 }, (_, i) => `"dish-${String(i + 1).padStart(2, "0")}"`).join(", ")}];`;

const CODE_LINES = [
  "// Menu data for Mama Titi's Kitchen",
  LONG_CODE_LINE,
  ...Array.from({ length: 58 }, (_, i) =>
    i % 6 === 5
      ? ""
      : `  menu.add({ id: ${i + 1}, name: "Item ${i + 1}", price: ${(i + 1) * 250} });`,
  ),
];

const FIXTURE_BODY = `## Introduction

${LONG_PARAGRAPH} ${LONG_PARAGRAPH}

**What you will learn:**

- How a page is structured, from the doctype to the closing tag
- Headings, paragraphs, **links** and *images*, with \`<a href>\` and \`<img>\`
- Lists and tables, perfect for menus and price lists, and a long item that has to wrap onto a second line so the hanging indent shows

Visit [MDN Web Docs](https://developer.mozilla.org/en-US/docs/Web/HTML) whenever you are stuck.

## Chapter 1: Your First Web Page

${LONG_PARAGRAPH}

### Writing the file

1. Open your editor and create \`index.html\`.
2. Type the code below; don't paste it.
3. Save, then open the file in your browser.

\`\`\`js
${CODE_LINES.join("\n")}
\`\`\`

${LONG_PARAGRAPH}

### Exercise

Add a second paragraph with your opening hours. ${LONG_PARAGRAPH}

## Chapter 2: Links and Images

${LONG_PARAGRAPH}

\`\`\`html
<a href="menu.html">See the menu</a>
<img src="jollof.jpg" alt="A plate of jollof rice">
\`\`\`

${LONG_PARAGRAPH}

## Cheat sheet

- \`<h1>\` to \`<h6>\`: headings, one \`<h1>\` per page
- \`<p>\`: a paragraph
- \`<a href="...">\`: a link
- \`<img src="..." alt="...">\`: an image, always with alt text

## What next

Read the [CSS guide](/guides/css) next. ${LONG_PARAGRAPH}
`;

const GUIDE = {
  course: "HTML",
  title: "HTML for Beginners: Build Your First Web Page",
  description:
    "Write a complete web page for a real Lagos food business, from the first tag to a finished page.",
  updated: "February 10, 2026",
  body: FIXTURE_BODY,
};

const OPTIONS = {
  author: "Amara Okafor",
  siteUrl: "https://amara-okafor.example.com",
  webUrl: "https://amara-okafor.example.com/guides/html",
};

/** Extracted text breaks lines where the PDF does; compare with runs of whitespace as one space. */
const flat = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ");

/** Footers sit below this height (points from the page's bottom); the body sits above it. */
const FOOTER_TOP = 66;

/** The last line of each page's body (the lowest text above the footer), by page number. */
function lastLines(drawn: readonly DrawnText[]): Map<number, DrawnText> {
  const last = new Map<number, DrawnText>();
  for (const d of drawn) {
    if (d.y < FOOTER_TOP) continue;
    const seen = last.get(d.page);
    if (!seen || d.y < seen.y) last.set(d.page, d);
  }
  return last;
}

/**
 * A long guide made to push headings and code blocks against page ends: 24 parts of varied
 * paragraphs, subheadings and code blocks of 2 to 40 lines (a seeded, so fixed, sequence), a block
 * of 54 lines right after its heading (`crowded`: it fits on a page, but not with the heading) and
 * one of 70 (`tall`: taller than a page). Each code line names its block and line: "b07_l03".
 */
function stressGuide(): {
  body: string;
  headings: string[];
  code: Map<number, number>;
  crowded: number;
  tall: number;
} {
  let seed = 20260210;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * n);
  };
  const sentence = "Season the pot, taste as you go, and write down what you changed.";
  const parts: string[] = [];
  const headings: string[] = [];
  const code = new Map<number, number>();
  let crowded = 0;
  let tall = 0;
  const codeBlock = (lines: number) => {
    const b = code.size + 1;
    code.set(b, lines);
    const id = (n: number) => String(n).padStart(2, "0");
    const body = Array.from(
      { length: lines },
      (_, l) => `let b${id(b)}_l${id(l + 1)} = "jollof"; // step ${l + 1}`,
    );
    parts.push(["```js", ...body, "```"].join("\n"));
    return b;
  };
  for (let s = 1; s <= 24; s += 1) {
    const h2 = `Part ${s}: Cooking with code`;
    headings.push(h2);
    parts.push(`## ${h2}`);
    if (s === 9) crowded = codeBlock(54);
    if (s === 17) tall = codeBlock(70);
    const n = 1 + rand(3);
    for (let k = 0; k < n; k += 1) {
      if (rand(3) === 0) {
        const h3 = `Step ${s}.${k + 1} in the kitchen`;
        headings.push(h3);
        parts.push(`### ${h3}`);
      }
      if (rand(3) > 0) parts.push(Array.from({ length: 1 + rand(9) }, () => sentence).join(" "));
      if (rand(2) === 0) codeBlock(2 + rand(39));
    }
  }
  parts.push("That is the whole menu.");
  return { body: `${parts.join("\n\n")}\n`, headings, code, crowded, tall };
}

describe("guideDate", () => {
  it("reads 'Month D, YYYY' as midnight UTC, and refuses anything else", () => {
    expect(guideDate("February 10, 2026").toISOString()).toBe("2026-02-10T00:00:00.000Z");
    expect(() => guideDate("nonsense")).toThrow(/Not a date like/);
  });
});

describe("wrapCodeLines", () => {
  it("keeps short lines and wraps long ones at a space, marking continuations", () => {
    const lines = wrapCodeLines(["short", `  ${"word ".repeat(30).trim()}`], 40);
    expect(lines[0]).toEqual({ text: "short", continued: false });
    expect(lines.slice(1).every((l) => l.text.length <= 40)).toBe(true);
    expect(lines[2]?.continued).toBe(true);
    expect(lines[2]?.text.startsWith("    word")).toBe(true); // original indent + 2
    const words = lines
      .slice(1)
      .map((l) => l.text.trim())
      .join(" ")
      .split(" ");
    expect(words).toHaveLength(30);
  });

  it("hard-wraps a line with no break opportunity", () => {
    const lines = wrapCodeLines(["x".repeat(100)], 40);
    expect(lines.map((l) => l.text.trim().length)).toEqual([40, 38, 22]);
  });

  it("counts a letter with its marks as one column and never cuts between them", () => {
    const name = "Ad\u00e9b\u00e1y\u1ecd\u0300"; // Adébáyọ̀: 7 letters, 8 code points
    const lines = wrapCodeLines([name.repeat(5)], 12);
    // 35 letters: 12 on the first line, then 10 after each continuation's two-space indent.
    expect(lines.map((l) => l.text)).toEqual([
      `${name}Ad\u00e9b\u00e1`,
      `  y\u1ecd\u0300${name}A`,
      `  d\u00e9b\u00e1y\u1ecd\u0300Ad\u00e9b`,
      `  \u00e1y\u1ecd\u0300`,
    ]);
  });

  it("ends on a width narrower than a line's indentation", () => {
    expect(wrapCodeLines([`${" ".repeat(8)}deep`], 6).map((l) => l.text)).toEqual([
      "",
      "    de",
      "    ep",
    ]);
  });

  it("expands tabs to stops every four columns and measures with the width it is given", () => {
    expect(wrapCodeLines(["\tif (a)\tb", "ab\tc"], 80).map((l) => l.text)).toEqual([
      "    if (a)  b",
      "ab  c",
    ]);
    // "W" twice as wide as anything else: 8 units hold "WWW ab" (3 x 2 + 1 + ... ) only up to "WWW a".
    const width = (t: string) => [...t].reduce((w, c) => w + (c === "W" ? 2 : 1), 0);
    expect(wrapCodeLines(["WWW abc"], 8, width).map((l) => l.text)).toEqual(["WWW", "  abc"]);
  });
});

describe("parseGuideMarkdown", () => {
  it("turns the guide conventions into blocks", () => {
    const blocks = parseGuideMarkdown(FIXTURE_BODY);
    const headings = blocks.flatMap((b) => (b.kind === "heading" ? [`${b.level} ${b.text}`] : []));
    expect(headings).toEqual([
      "2 Introduction",
      "2 Chapter 1: Your First Web Page",
      "3 Writing the file",
      "3 Exercise",
      "2 Chapter 2: Links and Images",
      "2 Cheat sheet",
      "2 What next",
    ]);
    const code = blocks.find((b) => b.kind === "code" && b.lang === "js");
    expect(code?.kind === "code" && code.lines).toHaveLength(60);
    const cheat = blocks.filter((b) => b.kind === "list").at(-1);
    expect(cheat?.kind === "list" && cheat.items[0]?.[0]).toEqual({
      kind: "paragraph",
      runs: [
        { text: "<h1>", code: true },
        { text: " to " },
        { text: "<h6>", code: true },
        { text: ": headings, one " },
        { text: "<h1>", code: true },
        { text: " per page" },
      ],
    });
  });

  it("keeps styles, links and list numbering, decodes entities, drops an H1 and HTML comments", () => {
    const blocks = parseGuideMarkdown(
      "# Title\n\nSalt &amp; **pepper *hot*** [MDN](https://mdn.dev)\n\n<!-- note -->\n\n3. three\n4. four\n\n---\n\n> quoted",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "rule", "quote"]);
    expect(blocks[0]).toEqual({
      kind: "paragraph",
      runs: [
        { text: "Salt & " },
        { text: "pepper ", bold: true },
        { text: "hot", bold: true, italic: true },
        { text: " " },
        { text: "MDN", href: "https://mdn.dev" },
      ],
    });
    expect(blocks[1]?.kind === "list" && [blocks[1].ordered, blocks[1].start]).toEqual([true, 3]);
  });
});

/** The sample guide as a PDF, its text page by page and all of it: rendered once, in the beforeAll below. */
let bytes: Uint8Array;
let pages: string[];
let text: string;

describe("renderGuidePdf", () => {
  beforeAll(async () => {
    bytes = await renderGuidePdf(GUIDE, OPTIONS);
    if (process.env["WRITE_PDF"]) writeFileSync(process.env["WRITE_PDF"], bytes);
    pages = (await extractText(copy(bytes))).text;
    text = pages.join("\n");
  });

  pageTests();
  fileTests();
});

/** What the pages show: title page, contents, numbering, body text, within the margins. */
function pageTests() {
  it("writes a PDF with a title page, contents and body pages", () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages.length).toBeLessThanOrEqual(9);
    expect(flat(pages[0])).toContain(GUIDE.title);
    expect(pages[0]).toContain("HTML");
    expect(pages[0]).toContain("Amara Okafor");
    expect(pages[0]).toContain("Updated February 10, 2026");
    expect(pages[0]).toContain(OPTIONS.webUrl);
    expect(pages[0]).not.toContain("Page 1 of");
  });

  it("lists every chapter in the contents with its page number", () => {
    const toc = pages[1] ?? "";
    expect(toc).toContain("Table of contents");
    for (const chapter of [
      "Introduction",
      "Chapter 1: Your First Web Page",
      "Chapter 2: Links and Images",
      "Cheat sheet",
      "What next",
    ]) {
      const entry = new RegExp(`${chapter.replace(/[:]/g, "\\$&")}\\s*(\\d+)`).exec(toc);
      expect(entry, chapter).not.toBeNull();
      const page = Number(entry?.[1]);
      expect(pages[page - 1], `${chapter} on page ${page}`).toContain(chapter);
    }
  });

  it("numbers every page but the title page", () => {
    pages.slice(1).forEach((page, i) => expect(page).toContain(`Page ${i + 2} of ${pages.length}`));
  });

  it("contains the body text, code and cheat sheet", () => {
    expect(text).toContain("// Menu data for Mama Titi's Kitchen");
    expect(text).toContain('menu.add({ id: 57, name: "Item 57", price: 14250 });');
    expect(text).toContain("Exercise");
    expect(text).toContain('<img src="..." alt="...">');
    expect(text).toContain("(https://developer.mozilla.org/en-US/docs/Web/HTML)");
    expect(text).toContain("(https://amara-okafor.example.com/guides/css)");
  });

  it("wraps the long code line instead of clipping it", () => {
    expect(LONG_CODE_LINE.length).toBeGreaterThanOrEqual(150);
    for (let i = 1; i <= 14; i += 1) expect(text).toContain(`"dish-${String(i).padStart(2, "0")}"`);
    expect(text).toContain("const dishes = [");
  });

  it("keeps all text inside the page margins", async () => {
    const { items } = await extractTextItems(copy(bytes));
    const offenders = items
      .flat()
      .filter(
        (item) => item.str.trim() !== "" && (item.x < 60 || item.x + item.width > 595.28 - 60),
      );
    expect(offenders.map((o) => o.str)).toEqual([]);
  });
}

/** The file itself: metadata, links, bookmarks, fonts, reproducibility, odd input, page ends. */
function fileTests() {
  it("has metadata, links and bookmarks", async () => {
    const { info } = await getMeta(copy(bytes));
    expect(info["Title"]).toBe(GUIDE.title);
    expect(info["Author"]).toBe("Amara Okafor");
    expect(info["CreationDate"]).toMatch(/^D:20260210000000Z/);
    const { links } = await extractLinks(copy(bytes));
    expect(links).toContain(OPTIONS.webUrl);
    expect(links).toContain("https://developer.mozilla.org/en-US/docs/Web/HTML");
    const pdf = await getDocumentProxy(copy(bytes));
    const outline = (await pdf.getOutline()) ?? [];
    expect(outline.map((o) => o.title)).toEqual([
      "Table of contents",
      "Introduction",
      "Chapter 1: Your First Web Page",
      "Chapter 2: Links and Images",
      "Cheat sheet",
      "What next",
    ]);
    expect(outline[2]?.items.map((o) => o.title)).toEqual(["Writing the file", "Exercise"]);
  });

  it("is reproducible: the same input gives the same bytes", async () => {
    const again = await renderGuidePdf(GUIDE, OPTIONS);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it("survives odd input: no chapters, typographic and invisible characters, empty body", async () => {
    const odd = await renderGuidePdf(
      {
        ...GUIDE,
        title: "\u201cOdd\u201d guide \u2014 \u20a65,000",
        body: "Just\u00ad text\u200b with **no** headings.\r\n\r\n    indented\tcode\n",
      },
      OPTIONS,
    );
    const oddPages = (await extractText(copy(odd))).text;
    expect(oddPages).toHaveLength(2);
    expect(oddPages[0]).toContain("\u201cOdd\u201d guide \u2014 \u20a65,000"); // as written
    expect(oddPages[1]).toContain("Just text with no headings."); // no soft hyphen, no zero-width space
    expect(oddPages[1]).toMatch(/^indented code$/m); // the tab's spaces, as pdf.js reads them
    const empty = await renderGuidePdf({ ...GUIDE, body: "" }, OPTIONS);
    expect((await extractText(copy(empty))).totalPages).toBe(2);
  });

  it("sets the text in Inter, the headings in Fraunces (embedded subsets) and code in Courier", async () => {
    const { fonts, drawn } = await fontsAndText(bytes);
    const names = [...fonts.keys()].map((n) => n.replace(/^[A-Z]{6}\+/, "")).sort();
    expect(names).toEqual([
      "Courier",
      "Fraunces-SemiBold",
      "Inter-Italic",
      "Inter-Regular",
      "Inter-SemiBold",
    ]);
    for (const [name, { embedded }] of fonts) {
      if (name === "Courier") continue; // a standard PDF font: never embedded
      expect(name, "a subset: six-letter tag + name").toMatch(/^[A-Z]{6}\+(Inter|Fraunces)-/);
      expect(embedded, name).toBe(true);
    }
    // Subsets keep the file small: the six faces in full would be over 150 KB.
    expect(bytes.length).toBeLessThan(80_000);
    // The last occurrence: chapter titles are in the contents (Inter) before the body (Fraunces).
    const fontOf = (text: string) => drawn.findLast((d) => d.text.includes(text))?.font;
    expect(fontOf("Chapter 1: Your First Web Page")).toBe("Fraunces-SemiBold");
    expect(fontOf("Writing the file")).toBe("Fraunces-SemiBold");
    expect(fontOf("Every web page you have ever visited")).toBe("Inter-Regular");
    expect(fontOf("What you will learn:")).toBe("Inter-SemiBold");
    expect(fontOf("images")).toBe("Inter-Italic");
    expect(fontOf("menu.add")).toBe("Courier");
    expect(fontOf("Page 3 of")).toBe("Inter-Regular");
  });

  it("never ends a page with a heading", async () => {
    const { drawn } = await fontsAndText(bytes);
    for (const [page, line] of lastLines(drawn)) {
      expect(line.font, `page ${page} ends with "${line.text}"`).not.toBe("Fraunces-SemiBold");
    }
  });
}

describe("renderGuidePdf page breaks", () => {
  const stress = stressGuide();
  let drawn: DrawnText[];
  let pageCount: number;

  beforeAll(async () => {
    const bytes = await renderGuidePdf({ ...GUIDE, body: stress.body }, OPTIONS);
    if (process.env["WRITE_STRESS_PDF"]) writeFileSync(process.env["WRITE_STRESS_PDF"], bytes);
    ({ drawn } = await fontsAndText(bytes));
    pageCount = Math.max(...drawn.map((d) => d.page));
  });

  it("is long enough to test: many pages, code blocks of every size", () => {
    expect(pageCount).toBeGreaterThanOrEqual(15);
    expect(stress.code.size).toBeGreaterThanOrEqual(20);
    expect(stress.headings.length).toBeGreaterThanOrEqual(30);
  });

  it("keeps every code block that fits on a page on one page", () => {
    const pagesOf = new Map<number, Set<number>>();
    const linesOf = new Map<number, Set<number>>();
    for (const d of drawn) {
      const m = /b(\d+)_l(\d+)/.exec(d.text);
      if (!m) continue;
      expect(d.font).toBe("Courier");
      const block = Number(m[1]);
      pagesOf.set(block, (pagesOf.get(block) ?? new Set()).add(d.page));
      linesOf.set(block, (linesOf.get(block) ?? new Set()).add(Number(m[2])));
    }
    let movedToTop = 0;
    for (const [block, lines] of stress.code) {
      expect(linesOf.get(block)?.size, `block ${block}: every line drawn`).toBe(lines);
      // An A4 page's body holds 56 code lines (698 pt, 12 pt a line plus 14 pt of padding).
      if (lines <= 56 && block !== stress.crowded)
        expect([...(pagesOf.get(block) ?? [])], `block ${block}`).toHaveLength(1);
      const first = drawn.find((d) => new RegExp(`b0*${block}_l01\\b`).test(d.text));
      const top = first && Math.max(...drawn.filter((d) => d.page === first.page).map((d) => d.y));
      if (first && first.y === top) movedToTop += 1;
    }
    // The fixture does make blocks go to the next page rather than split.
    expect(movedToTop).toBeGreaterThanOrEqual(2);
    // The block taller than a page splits, over two pages.
    expect(pagesOf.get(stress.tall)?.size).toBe(2);
    // A block that fits on a page but not together with its heading starts under the heading and
    // splits: the heading may not end a page, and no page could hold both.
    const heading = drawn.findLast((d) => d.text === "Part 9: Cooking with code");
    expect([...(pagesOf.get(stress.crowded) ?? [])]).toEqual([
      heading?.page,
      (heading?.page ?? 0) + 1,
    ]);
  });

  it("never ends a page with a heading", () => {
    const headings = new Set(stress.headings);
    const last = lastLines(drawn);
    expect(last.size).toBe(pageCount);
    // The body starts after the title page and the contents.
    const bodyStart =
      drawn.find((d) => d.text === "Part 1: Cooking with code" && d.font === "Fraunces-SemiBold")
        ?.page ?? 0;
    expect(bodyStart).toBeGreaterThan(2);
    for (const [page, line] of last) {
      if (page < bodyStart) continue;
      expect(line.font, `page ${page} ends with "${line.text}"`).not.toBe("Fraunces-SemiBold");
      expect(headings.has(line.text.trim()), `page ${page} ends with "${line.text}"`).toBe(false);
    }
  });
});
