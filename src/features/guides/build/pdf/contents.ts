/**
 * The table of contents: laid out before the body so its pages can be reserved, drawn once the
 * chapters' pages are known, with dot leaders and links to the chapters.
 */
import { type Doc, MARGIN, CONTENT_WIDTH, BOTTOM, COLOR, FONT, CAP_HEIGHT } from "./design.ts";
import { drawText, measure } from "./faces.ts";
import { type Line, type TextBase, layoutText, baselineIn, drawLine } from "./inline.ts";
import type { Chapter } from "./typesetter.ts";

const TOC = { titleSize: 20, entrySize: 11, leading: 16, entryGap: 7, numberWidth: 34 };

/** Lines of each contents entry, laid out before the body so the pages can be reserved. */
export function tocLayout(doc: Doc, titles: readonly string[], siteUrl: string): Line[][] {
  const base: TextBase = { size: TOC.entrySize, leading: TOC.leading, color: COLOR.text };
  return titles.map((t) =>
    layoutText(doc, [{ text: t }], base, CONTENT_WIDTH - TOC.numberWidth - 12, siteUrl),
  );
}

/** Splits contents entries into pages; the first page also carries the heading. */
export function tocPages(entries: readonly Line[][]): number[][] {
  const pages: number[][] = [[]];
  let y = MARGIN.top + 56;
  entries.forEach((lines, i) => {
    const h = lines.length * TOC.leading + TOC.entryGap;
    if (y + h > BOTTOM && (pages[pages.length - 1]?.length ?? 0) > 0) {
      pages.push([]);
      y = MARGIN.top;
    }
    pages[pages.length - 1]?.push(i);
    y += h;
  });
  return pages;
}

export function drawToc(
  doc: Doc,
  firstPage: number,
  pages: readonly number[][],
  entries: readonly Line[][],
  chapters: readonly Chapter[],
): void {
  const base: TextBase = { size: TOC.entrySize, leading: TOC.leading, color: COLOR.text };
  const x = MARGIN.left;
  pages.forEach((indexes, p) => {
    doc.switchToPage(firstPage + p);
    let y = MARGIN.top;
    if (p === 0) {
      doc.fillColor(COLOR.ink);
      const titleStyle = { font: FONT.display, size: TOC.titleSize };
      const titleBaseline = baselineIn(y, 26, TOC.titleSize, CAP_HEIGHT.display);
      drawText(doc, titleStyle, "Table of contents", x, titleBaseline);
      doc.rect(x, y + 34, CONTENT_WIDTH, 0.8).fill(COLOR.rule);
      y += 56;
    }
    for (const i of indexes) {
      const lines = entries[i] ?? [];
      const chapter = chapters[i];
      if (!chapter) continue;
      const top = y;
      lines.forEach((line) => {
        drawLine(doc, line, x, y, base);
        y += TOC.leading;
      });
      // Page number, right-aligned, with dot leaders from the end of the title's last line.
      const lastTop = y - TOC.leading;
      const baseline = baselineIn(lastTop, TOC.leading, TOC.entrySize);
      const num = String(chapter.page + 1);
      const numStyle = { font: FONT.regular, size: TOC.entrySize };
      const numWidth = measure(doc, numStyle, num);
      doc.fillColor(COLOR.ink);
      drawText(doc, numStyle, num, x + CONTENT_WIDTH - numWidth, baseline);
      const lineEnd = x + (lines[lines.length - 1]?.width ?? 0) + 8;
      const dotsEnd = x + CONTENT_WIDTH - numWidth - 6;
      if (dotsEnd > lineEnd) {
        doc.save();
        doc
          .moveTo(lineEnd, baseline - 1)
          .lineTo(dotsEnd, baseline - 1)
          .lineWidth(1)
          .lineCap("round")
          .dash(0.01, { space: 3.5 })
          .strokeColor(COLOR.faint)
          .stroke();
        doc.restore();
      }
      doc.goTo(x, top, CONTENT_WIDTH, y - top, chapter.dest);
      y += TOC.entryGap;
    }
  });
}
