/**
 * The title page: course, title, description, author and date, and where to read the guide online.
 */
import type { Run } from "../blocks.ts";
import type { GuidePdfInput, GuidePdfOptions } from "./types.ts";
import { type Doc, PAGE, MARGIN, CONTENT_WIDTH, COLOR } from "./design.ts";
import { type TextBase, layoutText, drawLine } from "./inline.ts";

/** Draws plain text wrapped to a width at the current position, returning the new y. */
function textBlock(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  base: TextBase,
  siteUrl: string,
  link?: string,
): number {
  const runs: Run[] = [link ? { text, href: link } : { text }];
  let top = y;
  for (const line of layoutText(doc, runs, base, width, siteUrl)) {
    drawLine(doc, line, x, top, base);
    top += base.leading;
  }
  return top;
}

/** A line of the title page: its text, the space above it, its type, and a narrower width or a link. */
interface StackLine {
  text: string;
  gap: number;
  base: TextBase;
  width?: number;
  link?: string;
}

/** Draws lines one under the other from `y`, returning the y under the last one. */
function stack(doc: Doc, lines: StackLine[], y: number, siteUrl: string): number {
  let top = y;
  for (const { text, gap, base, width = CONTENT_WIDTH, link } of lines) {
    top = textBlock(doc, text, MARGIN.left, top + gap, width, base, siteUrl, link);
  }
  return top;
}

/** The guide's heading block: course, title, description, author and date. */
function titleBlock(doc: Doc, guide: GuidePdfInput, options: GuidePdfOptions): void {
  const site = options.siteUrl;
  doc.rect(0, 0, PAGE.width, 10).fill(COLOR.accent);

  const y = stack(
    doc,
    [
      {
        text: "FREE CODING GUIDE",
        gap: 0,
        base: { size: 9, leading: 14, color: COLOR.muted, bold: true },
      },
      {
        text: guide.course,
        gap: 2,
        base: { size: 16, leading: 22, color: COLOR.accent, bold: true, display: true },
      },
      {
        text: guide.title,
        gap: 14,
        base: { size: 28, leading: 34, color: COLOR.ink, bold: true, display: true },
      },
      {
        text: guide.description,
        gap: 14,
        base: { size: 13, leading: 19, color: COLOR.muted },
        width: CONTENT_WIDTH * 0.9,
      },
    ],
    170,
    site,
  );
  doc.rect(MARGIN.left, y + 26, 48, 2.5).fill(COLOR.accent);
  stack(
    doc,
    [
      {
        text: `By ${options.author}`,
        gap: 0,
        base: { size: 11.5, leading: 17, color: COLOR.ink, bold: true },
      },
      {
        text: `Updated ${guide.updated}`,
        gap: 0,
        base: { size: 11, leading: 17, color: COLOR.muted },
      },
    ],
    y + 48,
    site,
  );
}

/** The foot of the title page: where to read the guide online, and the author's site. */
function onlineBlock(doc: Doc, options: GuidePdfOptions): void {
  const small: TextBase = { size: 9.5, leading: 14, color: COLOR.muted };
  const link: TextBase = { ...small, color: COLOR.link };
  const y = PAGE.height - 150;
  doc.rect(MARGIN.left, y - 14, CONTENT_WIDTH, 0.6).fill(COLOR.rule);
  stack(
    doc,
    [
      { text: "Read this guide online, with every example ready to copy:", gap: 0, base: small },
      { text: options.webUrl, gap: 0, base: link, link: options.webUrl },
      { text: "More from the author:", gap: 6, base: small },
      { text: options.siteUrl, gap: 0, base: link, link: options.siteUrl },
    ],
    y,
    options.siteUrl,
  );
}

export function titlePage(doc: Doc, guide: GuidePdfInput, options: GuidePdfOptions): void {
  titleBlock(doc, guide, options);
  onlineBlock(doc, options);
}
