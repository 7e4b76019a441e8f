/**
 * The six coding guides (src/content/guides/*.md): front matter, the shape every guide follows,
 * and the PDF each one becomes. Also the file-size formatting the guide pages use.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { site } from "@/site/site";
import { guideSchema, type GuideData } from "@/features/guides/guide-schema";
import { formatFileSize } from "@/features/guides/file-size";
import { renderGuidePdf } from "@/features/guides/build/pdf";
import { splitFrontMatter } from "../../../../tools/lib/front-matter";
import { guideSlugs } from "../../../../tools/measure/pages";
import { recommendedGuideOrder } from "../../../support/node/posts";

const GUIDES_DIR = "src/content/guides";

interface RawGuide {
  slug: string;
  data: GuideData;
  body: string;
}

/** The guides as the content collection reads them: YAML front matter, then the Markdown body. */
function readGuides(): RawGuide[] {
  return readdirSync(GUIDES_DIR)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((file) => {
      const text = readFileSync(join(GUIDES_DIR, file), "utf8");
      const split = splitFrontMatter(text);
      if (!split) throw new Error(`${file}: no front matter`);
      const result = guideSchema.safeParse(parse(split.yaml));
      if (!result.success) {
        throw new Error(`${file}: ${JSON.stringify(result.error.issues)}`);
      }
      return { slug: file.replace(/\.md$/, ""), data: result.data, body: split.body };
    });
}

/** Each line of a Markdown body, marked when it belongs to a fenced code block (fences included). */
function scan(body: string): { line: string; code: boolean }[] {
  let fence: string | null = null;
  return body.split(/\r?\n/).map((line) => {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return { line, code: true };
    }
    return { line, code: fence !== null };
  });
}

interface Section {
  heading: string;
  /** The section's lines, fenced code included. */
  lines: string[];
}

/** Splits a body at its "## " headings (a "## " line inside fenced code is not a heading). */
function sections(body: string): Section[] {
  const out: Section[] = [];
  for (const { line, code } of scan(body)) {
    if (!code && line.startsWith("## ")) out.push({ heading: line.slice(3).trim(), lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** The lines outside fenced code blocks. */
function proseLines(body: string): string[] {
  return scan(body).flatMap(({ line, code }) => (code ? [] : [line]));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The first line of the first fenced code block. */
function firstCodeLine(body: string): string {
  const match = /^(`{3,}|~{3,})[^\n]*\n([^\n]*)/m.exec(body);
  if (!match) throw new Error("no fenced code block");
  return match[2] ?? "";
}

/** Runs of whitespace as one space: extracted PDF text breaks lines where the PDF does. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** pdf.js may take over (detach) the buffer it is given, so each reader gets its own copy. */
const copy = (bytes: Uint8Array) => new Uint8Array(bytes);

const guides = readGuides();
const table = guides.map((g) => [g.slug, g] as const);

describe("the guide files", () => {
  it("are one per course, with the reading orders 1, 2, 3 and on", () => {
    expect(guides.length).toBeGreaterThanOrEqual(6);
    expect(new Set(guides.map((g) => g.data.course)).size).toBe(guides.length);
    expect(guides.map((g) => g.data.order).sort((a, b) => a - b)).toEqual(
      guides.map((_, i) => i + 1),
    );
  });

  it("are the courses post 8 recommends, in its order: HTML, then Git & GitHub", () => {
    const byOrder = [...guides].sort((a, b) => a.data.order - b.data.order);
    const recommended = recommendedGuideOrder();
    expect(recommended.slice(0, 2)).toEqual(["HTML", "Git & GitHub"]);
    expect(recommended).toHaveLength(6);
    // A guide added later may follow; the six post 8 names come in its order.
    expect(byOrder.map((g) => g.data.course).filter((c) => recommended.includes(c))).toEqual(
      recommended,
    );
  });

  it("are all in the page list the accessibility scan and the budget check visit", () => {
    const byOrder = [...guides].sort((a, b) => a.data.order - b.data.order);
    expect(guideSlugs()).toEqual(byOrder.map((g) => g.slug));
  });

  it.each(table)("%s has at least 1,500 words of prose (code not counted)", (_slug, guide) => {
    expect(wordCount(proseLines(guide.body).join("\n"))).toBeGreaterThanOrEqual(1500);
  });

  it.each(table)("%s has an introduction, four or more chapters and a cheat sheet", (_slug, g) => {
    const headings = sections(g.body).map((s) => s.heading);
    expect(headings[0]).toBe("Introduction");
    expect(headings.filter((h) => /^Chapter \d+\b/.test(h)).length).toBeGreaterThanOrEqual(4);
    expect(headings).toContain("Cheat sheet");
    expect(proseLines(g.body).filter((line) => line.startsWith("# "))).toEqual([]);
  });

  it.each(table)("%s: every chapter has a code example and an exercise", (_slug, guide) => {
    const chapters = sections(guide.body).filter((s) => /^Chapter \d+\b/.test(s.heading));
    for (const chapter of chapters) {
      const text = chapter.lines.join("\n");
      expect(text, chapter.heading).toMatch(/^(```|~~~)[a-z]*\n[\s\S]*?^\1\s*$/m);
      expect(text, chapter.heading).toMatch(/^### Exercise\s*$/m);
    }
  });

  it("counts sections and prose the way the tests above rely on", () => {
    const body =
      "## Introduction\n\nHi there.\n\n```md\n## Not a heading\n```\n\n## Chapter 1: A\n\nText";
    expect(sections(body).map((s) => s.heading)).toEqual(["Introduction", "Chapter 1: A"]);
    expect(wordCount(proseLines(body).join("\n"))).toBe(9);
    expect(firstCodeLine(body)).toBe("## Not a heading");
    expect(proseLines(body)).not.toContain("## Not a heading");
  });
});

describe.each(table)("the PDF of %s", (slug, guide) => {
  const options = {
    author: site.owner.name,
    siteUrl: site.url,
    webUrl: new URL(`/guides/${slug}`, site.url).href,
  };
  let bytes: Uint8Array;
  let text: string;
  let pageCount: number;

  beforeAll(async () => {
    bytes = await renderGuidePdf({ ...guide.data, body: guide.body }, options);
    const pdf = await getDocumentProxy(copy(bytes));
    pageCount = pdf.numPages;
    text = flat((await extractText(pdf, { mergePages: true })).text);
  });

  it("is a PDF of 6 to 20 pages", () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pageCount).toBeGreaterThanOrEqual(6);
    expect(pageCount).toBeLessThanOrEqual(20);
  });

  it("contains the title and the first line of the first code example", () => {
    expect(text).toContain(flat(guide.data.title));
    expect(text).toContain(flat(firstCodeLine(guide.body).trim()));
  });

  it("is reproducible: rendering again gives the same bytes", async () => {
    const again = await renderGuidePdf({ ...guide.data, body: guide.body }, options);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("formatFileSize", () => {
  it("shows kilobytes (1,024 bytes) rounded to a whole number", () => {
    expect(formatFileSize(50878)).toBe("50 KB");
    expect(formatFileSize(40392)).toBe("39 KB");
    expect(formatFileSize(40483)).toBe("40 KB");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1535)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("2 KB");
  });

  it("shows bytes below one kilobyte", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(1023)).toBe("1023 bytes");
  });

  it("switches to megabytes with one decimal once the kilobytes round to 1024", () => {
    expect(formatFileSize(1024 * 1023)).toBe("1023 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1.0 MB");
    expect(formatFileSize(3_250_000)).toBe("3.1 MB");
  });

  it("rejects what is not a byte count", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatFileSize(bad)).toThrow(RangeError);
    }
  });
});
