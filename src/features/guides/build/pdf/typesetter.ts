/**
 * Block layout with page breaks: the Typesetter sets the guide's blocks (headings, paragraphs,
 * lists, code, quotes, rules) page by page, keeping headings with what follows, avoiding orphans and
 * widows and moving a code block that fits on a page to the next one; it records the chapters.
 */
import type { Block, Run } from "../blocks.ts";
import {
  type Doc,
  MARGIN,
  BOTTOM,
  BODY_HEIGHT,
  COLOR,
  FONT,
  CAP_HEIGHT,
  BODY,
  CODE,
  HEADING,
  GAP,
} from "./design.ts";
import { drawText, measure, printable } from "./faces.ts";
import { type Line, type TextBase, layoutText, baselineIn, drawLine } from "./inline.ts";
import { type CodeLine, wrapCodeLines } from "./code.ts";

/** Where the label of a list item goes: drawn next to the first line its content draws. */
type LabelHook = { draw: (top: number, leading: number) => void } | null;

export interface Chapter {
  title: string;
  dest: string;
  /** 0-based page index. */
  page: number;
}

export class Typesetter {
  y = MARGIN.top;
  readonly chapters: Chapter[] = [];
  /** Open blockquote bars (x, y where the current page's piece starts). */
  private readonly bars: { x: number; from: number }[] = [];
  private chapterItem: PDFKit.PDFOutline | undefined;
  /** Nothing has been set since the last heading: a code block there may not move away from it. */
  private afterHeading = false;

  readonly doc: Doc;
  readonly siteUrl: string;

  constructor(doc: Doc, siteUrl: string) {
    this.doc = doc;
    this.siteUrl = siteUrl;
  }

  get atTop(): boolean {
    return this.y <= MARGIN.top + 0.01;
  }

  get room(): number {
    return BOTTOM - this.y;
  }

  newPage(): void {
    for (const bar of this.bars) this.drawBar(bar.x, bar.from, this.y);
    this.doc.addPage();
    this.y = MARGIN.top;
    for (const bar of this.bars) bar.from = this.y;
  }

  /** Vertical space, swallowed at the top of a page. */
  space(h: number): void {
    if (!this.atTop) this.y += h;
  }

  private drawBar(x: number, from: number, to: number): void {
    if (to - from > 1) this.doc.rect(x, from, 2.5, to - from).fill(COLOR.rule);
  }

  // ---- measuring (for keep-with-next decisions)

  /** The space set before blocks[i] in a column whose blocks are `gap` apart. */
  spaceBefore(blocks: readonly Block[], i: number, gap: number): number {
    const block = blocks[i];
    if (i === 0 || !block) return 0;
    return block.kind === "heading" ? HEADING[block.level].before : gap;
  }

  /** A heading's full height: its lines, the rule under a chapter title and the space after. */
  headingHeight(block: Extract<Block, { kind: "heading" }>, width: number): number {
    const h = HEADING[block.level];
    const lines = layoutText(
      this.doc,
      block.runs,
      this.headingBase(block.level),
      width,
      this.siteUrl,
    );
    return lines.length * h.leading + (block.level === 2 ? 5 : 0) + h.after;
  }

  /**
   * What must share a page with the heading before blocks[i]: the space before the block and its
   * first lines, as the block itself will set them. A paragraph of up to three lines does not split
   * (that would leave a lone line), a longer one needs two; a code block that fits on a page does
   * not split at all (`whole`: false asks for its first three lines only); a heading needs itself
   * and what follows it.
   */
  leadHeight(
    blocks: readonly Block[],
    i: number,
    width: number,
    gap: number,
    whole = true,
  ): number {
    const block = blocks[i];
    if (!block) return 0;
    const before = this.spaceBefore(blocks, i, gap);
    switch (block.kind) {
      case "paragraph": {
        const lines = layoutText(this.doc, block.runs, this.bodyBase(), width, this.siteUrl);
        return before + (lines.length <= 3 ? lines.length : 2) * BODY.leading;
      }
      case "heading":
        return (
          before +
          this.headingHeight(block, width) +
          this.leadHeight(blocks, i + 1, width, gap, whole)
        );
      case "list": {
        const first = block.items[0] ?? [];
        const itemGap = block.loose ? GAP.looseItem : GAP.tightItem;
        return before + this.leadHeight(first, 0, width - 18, itemGap, whole);
      }
      case "code": {
        const n = this.codeLines(block.lines, width).length;
        const height = CODE.padY * 2 + n * CODE.leading;
        return (
          before +
          (whole && height <= BODY_HEIGHT
            ? height
            : Math.min(height, CODE.padY * 2 + 3 * CODE.leading))
        );
      }
      case "quote":
        return before + this.leadHeight(block.blocks, 0, width - 14, GAP.block, whole);
      case "rule":
        return before + 12;
    }
  }

  bodyBase(): TextBase {
    return { size: BODY.size, leading: BODY.leading, color: COLOR.text };
  }

  headingBase(level: 2 | 3 | 4): TextBase {
    const h = HEADING[level];
    return {
      size: h.size,
      leading: h.leading,
      color: level === 2 ? COLOR.accent : COLOR.ink,
      bold: true,
      display: level < 4,
    };
  }

  /** A code block's source lines, wrapped to fit a box of this width. */
  codeLines(source: readonly string[], width: number): CodeLine[] {
    const style = { font: FONT.mono, size: CODE.size };
    return wrapCodeLines(source, width - CODE.padX * 2, (text) => measure(this.doc, style, text));
  }

  // ---- block rendering

  /** Sets blocks in a column; depth > 0 inside list items and quotes (chapters only at depth 0). */
  blocks(
    blocks: readonly Block[],
    x: number,
    width: number,
    gap: number,
    label: LabelHook = null,
    depth = 0,
  ): void {
    blocks.forEach((block, i) => {
      if (i > 0) this.space(block.kind === "heading" ? HEADING[block.level].before : gap);
      const hook = i === 0 ? label : null;
      switch (block.kind) {
        case "heading":
          this.heading(block, blocks, i, x, width, depth === 0, gap);
          break;
        case "paragraph":
          this.paragraph(block.runs, x, width, hook);
          break;
        case "list":
          this.list(block, x, width, hook, depth);
          break;
        case "code":
          this.code(block.lines, x, width, hook);
          break;
        case "quote":
          this.quote(block.blocks, x, width, depth);
          break;
        case "rule":
          this.rule(x, width);
          break;
      }
    });
  }

  heading(
    block: Extract<Block, { kind: "heading" }>,
    siblings: readonly Block[],
    i: number,
    x: number,
    width: number,
    topLevel: boolean,
    gap: number,
  ): void {
    const h = HEADING[block.level];
    const base = this.headingBase(block.level);
    const lines = layoutText(this.doc, block.runs, base, width, this.siteUrl);
    const ruleSpace = block.level === 2 ? 5 : 0;
    // Keep the heading with the first lines of whatever follows it, and with the whole of a code
    // block that fits on a page. When the two cannot share any page, such a block splits instead,
    // starting under the heading (the flag below lets it).
    const own = this.headingHeight(block, width);
    let need = own + this.leadHeight(siblings, i + 1, width, gap);
    if (need > BODY_HEIGHT) need = own + this.leadHeight(siblings, i + 1, width, gap, false);
    if (need > this.room && !this.atTop) this.newPage();

    const title = printable(block.text);
    if (block.level === 2 && topLevel) {
      const dest = `chapter-${this.chapters.length + 1}`;
      this.doc.addNamedDestination(dest, "XYZ", 0, Math.max(0, this.y - 12), 0);
      this.chapters.push({ title, dest, page: this.pageIndex() });
      // pdfkit turns `top` (measured from the page top) into the bookmark's view position.
      const where: { expanded: boolean; top: number } = {
        expanded: false,
        top: Math.max(0, this.y - 12),
      };
      this.chapterItem = this.doc.outline.addItem(title, where);
    } else if (block.level === 3 && topLevel && this.chapterItem) {
      const where: { expanded: boolean; top: number } = {
        expanded: false,
        top: Math.max(0, this.y - 8),
      };
      this.chapterItem.addItem(title, where);
    }
    for (const line of lines) {
      drawLine(this.doc, line, x, this.y, base);
      this.y += h.leading;
    }
    if (block.level === 2) {
      this.y += ruleSpace - 2;
      this.doc.rect(x, this.y, width, 0.8).fill(COLOR.rule);
      this.y += 2;
    }
    this.y += h.after;
    this.afterHeading = true;
  }

  pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /**
   * Draws lines of one leading, breaking pages between lines. A paragraph never leaves a single
   * line at the bottom of a page (orphan) or carries a single line to the next one (widow).
   */
  lines(lines: readonly Line[], x: number, base: TextBase, label: LabelHook): void {
    let i = 0;
    while (i < lines.length) {
      const left = lines.length - i;
      const fit = Math.floor(this.room / base.leading + 1e-6);
      let take = left;
      if (left > fit) {
        take = fit;
        if (left - take < 2) take = left - 2;
        if (take < 2) take = this.atTop ? Math.max(1, fit) : 0;
      }
      if (take <= 0) {
        this.newPage();
        continue;
      }
      for (const line of lines.slice(i, i + take)) {
        if (label) {
          label.draw(this.y, base.leading);
          label = null;
        }
        drawLine(this.doc, line, x, this.y, base);
        this.y += base.leading;
      }
      this.afterHeading = false;
      i += take;
      if (i < lines.length) this.newPage();
    }
  }

  paragraph(runs: readonly Run[], x: number, width: number, label: LabelHook): void {
    const base = this.bodyBase();
    this.lines(layoutText(this.doc, runs, base, width, this.siteUrl), x, base, label);
  }

  list(
    block: Extract<Block, { kind: "list" }>,
    x: number,
    width: number,
    label: LabelHook,
    depth: number,
  ): void {
    const doc = this.doc;
    const numberFont = { font: FONT.regular, size: BODY.size };
    const numbers = block.items.map((_, i) => `${block.start + i}.`);
    const numberWidth = block.ordered
      ? Math.max(...numbers.map((n) => measure(doc, numberFont, n)))
      : 0;
    // Hanging indent: labels sit in the gutter, every line of the item starts at x + indent.
    const indent = block.ordered ? Math.max(18, numberWidth + 7) : 16;
    const gap = block.loose ? GAP.looseItem : GAP.tightItem;
    block.items.forEach((item, i) => {
      if (i > 0) this.space(gap);
      const number = numbers[i] ?? "";
      const draw = (top: number, leading: number) => {
        const baseline = baselineIn(top, leading, BODY.size);
        if (block.ordered) {
          doc.fillColor(COLOR.muted);
          const w = measure(doc, numberFont, number);
          drawText(doc, numberFont, number, x + indent - 7 - w, baseline);
        } else {
          // Vector bullets (nothing to encode): a disc, then a ring, then a small square.
          const cx = x + 5;
          const cy = baseline - BODY.size * 0.3;
          if (depth === 0) doc.circle(cx, cy, 1.9).fill(COLOR.accent);
          else if (depth === 1)
            doc.circle(cx, cy, 1.7).lineWidth(0.7).strokeColor(COLOR.muted).stroke();
          else doc.rect(cx - 1.5, cy - 1.5, 3, 3).fill(COLOR.muted);
        }
      };
      // A list that opens an outer list item also draws the outer item's label.
      const outer = i === 0 ? label : null;
      const itemLabel: LabelHook = {
        draw: (top, leading) => {
          outer?.draw(top, leading);
          draw(top, leading);
        },
      };
      this.blocks(item, x + indent, width - indent, gap, itemLabel, depth + 1);
    });
  }

  /**
   * A code block on a grey box. A block that fits on a page is never split: it moves to the next
   * page when it does not fit on this one (unless it comes right after a heading that it could not
   * share a page with: see heading()). A longer block splits, one box per page.
   */
  code(source: readonly string[], x: number, width: number, label: LabelHook): void {
    const doc = this.doc;
    const lines = this.codeLines(source, width);
    const blank = (k: number) => lines[k]?.text.trim() === "";
    const height = CODE.padY * 2 + lines.length * CODE.leading;
    if (height <= BODY_HEIGHT && height > this.room + 1e-6 && !this.atTop && !this.afterHeading)
      this.newPage();
    this.afterHeading = false;
    let i = 0;
    while (i < lines.length) {
      const left = lines.length - i;
      const fit = Math.floor((this.room - CODE.padY * 2) / CODE.leading + 1e-6);
      let take = left;
      if (left > fit) {
        take = fit;
        if (left - take < 2) take = left - 2; // no lone line on the next page
        if (take < Math.min(3, left)) take = this.atTop ? Math.max(1, fit) : 0; // nor at the bottom
        // Prefer to split at a blank line a little higher up: code reads in paragraphs too.
        for (let k = i + take; k >= i + Math.max(3, take - 4); k -= 1) {
          if (blank(k)) {
            take = k - i;
            break;
          }
        }
      }
      if (take <= 0) {
        this.newPage();
        continue;
      }
      // A piece neither ends nor starts with blank lines.
      while (take > 1 && blank(i + take - 1)) take -= 1;
      const boxHeight = CODE.padY * 2 + take * CODE.leading;
      doc
        .roundedRect(x, this.y, width, boxHeight, 3)
        .lineWidth(0.6)
        .fillAndStroke(COLOR.codeBg, COLOR.codeBorder);
      let top = this.y + CODE.padY;
      for (const line of lines.slice(i, i + take)) {
        if (label) {
          label.draw(top - 1.5, CODE.leading);
          label = null;
        }
        const baseline = baselineIn(top, CODE.leading, CODE.size, CAP_HEIGHT.mono);
        if (line.continued) this.continuationMark(x + 3.5, top, baseline);
        if (line.text) {
          doc.fillColor(COLOR.ink);
          drawText(doc, { font: FONT.mono, size: CODE.size }, line.text, x + CODE.padX, baseline);
        }
        top += CODE.leading;
      }
      this.y += boxHeight;
      i += take;
      while (i < lines.length && blank(i)) i += 1;
      if (i < lines.length) this.newPage();
    }
  }

  /** A small hooked arrow in the left padding: "this line continues the one above". */
  private continuationMark(x: number, top: number, baseline: number): void {
    const y = baseline - 2.5;
    this.doc
      .moveTo(x, top + 1)
      .lineTo(x, y)
      .lineTo(x + 4, y)
      .moveTo(x + 2.5, y - 1.5)
      .lineTo(x + 4, y)
      .lineTo(x + 2.5, y + 1.5)
      .lineWidth(0.6)
      .strokeColor(COLOR.faint)
      .stroke();
  }

  quote(blocks: readonly Block[], x: number, width: number, depth: number): void {
    const bar = { x, from: this.y };
    this.bars.push(bar);
    this.blocks(blocks, x + 14, width - 14, GAP.block, null, depth + 1);
    this.bars.pop();
    this.drawBar(bar.x, bar.from, this.y);
  }

  rule(x: number, width: number): void {
    this.afterHeading = false;
    if (this.room < 24) this.newPage();
    this.y += 6;
    this.doc.rect(x, this.y, width, 0.8).fill(COLOR.rule);
    this.y += 6;
  }
}
