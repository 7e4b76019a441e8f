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

/** The guide's heading block: course, title, description, author and date. */
function titleBlock(doc: Doc, guide: GuidePdfInput, options: GuidePdfOptions): void {
  const x = MARGIN.left;
  const w = CONTENT_WIDTH;
  const site = options.siteUrl;
  doc.rect(0, 0, PAGE.width, 10).fill(COLOR.accent);

  let y = 170;
  y = textBlock(
    doc,
    "FREE CODING GUIDE",
    x,
    y,
    w,
    { size: 9, leading: 14, color: COLOR.muted, bold: true },
    site,
  );
  y = textBlock(
    doc,
    guide.course,
    x,
    y + 2,
    w,
    { size: 16, leading: 22, color: COLOR.accent, bold: true, display: true },
    site,
  );
  y = textBlock(
    doc,
    guide.title,
    x,
    y + 14,
    w,
    { size: 28, leading: 34, color: COLOR.ink, bold: true, display: true },
    site,
  );
  y = textBlock(
    doc,
    guide.description,
    x,
    y + 14,
    w * 0.9,
    { size: 13, leading: 19, color: COLOR.muted },
    site,
  );
  doc.rect(x, y + 26, 48, 2.5).fill(COLOR.accent);
  y += 48;
  y = textBlock(
    doc,
    `By ${options.author}`,
    x,
    y,
    w,
    { size: 11.5, leading: 17, color: COLOR.ink, bold: true },
    site,
  );
  textBlock(
    doc,
    `Updated ${guide.updated}`,
    x,
    y,
    w,
    { size: 11, leading: 17, color: COLOR.muted },
    site,
  );
}

/** The foot of the title page: where to read the guide online, and the author's site. */
function onlineBlock(doc: Doc, options: GuidePdfOptions): void {
  const x = MARGIN.left;
  const w = CONTENT_WIDTH;
  const site = options.siteUrl;

  // Bottom: where to read it online.
  const small: TextBase = { size: 9.5, leading: 14, color: COLOR.muted };
  let by = PAGE.height - 150;
  doc.rect(x, by - 14, w, 0.6).fill(COLOR.rule);
  by = textBlock(
    doc,
    "Read this guide online, with every example ready to copy:",
    x,
    by,
    w,
    small,
    site,
  );
  by = textBlock(
    doc,
    options.webUrl,
    x,
    by,
    w,
    { ...small, color: COLOR.link },
    site,
    options.webUrl,
  );
  by = textBlock(doc, "More from the author:", x, by + 6, w, small, site);
  textBlock(doc, options.siteUrl, x, by, w, { ...small, color: COLOR.link }, site, options.siteUrl);
}

export function titlePage(doc: Doc, guide: GuidePdfInput, options: GuidePdfOptions): void {
  titleBlock(doc, guide, options);
  onlineBlock(doc, options);
}
