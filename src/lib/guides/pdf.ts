import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { parseGuideMarkdown, runsText, type Block, type Run } from "./blocks.ts";
import { PRINT_COLORS } from "../palette.ts";

/**
 * Build-time PDF of a coding guide, typeset with pdfkit (no browser) in the site's own typefaces:
 * Inter for the text and Fraunces for the headings, embedded and subset (only the glyphs used), and
 * pdfkit's built-in Courier for code (the site has no self-hosted monospace; its code uses the
 * system's). The faces come from the static @fontsource/inter and @fontsource/fraunces packages:
 * the same typefaces, at the same version, as the variable files the pages load
 * (@fontsource-variable/*), which pdfkit cannot use: fontkit cannot instance a variable WOFF2
 * (getVariation() returns a font without glyphs, and setting the weight on the WOFF2 itself fails
 * on its composite glyphs).
 *
 * The Markdown body is reduced to blocks (./blocks.ts); this module lays them out itself: it breaks
 * lines word by word with the real font metrics, so it knows every line's height before drawing and
 * can keep headings with what follows (a heading never ends a page), avoid one-line orphans and
 * widows, and move a code block that fits on a page to the next page rather than split it (only a
 * block taller than a page splits, cleanly, one box per page). Pages are buffered so the table of contents and the "Page N of M" footers
 * are filled in once the body is set.
 *
 * The output is reproducible: the dates in the metadata come from the guide's `updated` field, and
 * nothing else in pdfkit's output depends on the clock.
 */

export interface GuidePdfInput {
  course: string;
  title: string;
  description: string;
  /** "Month D, YYYY", e.g. "February 10, 2026". */
  updated: string;
  /** Raw Markdown body. */
  body: string;
}

export interface GuidePdfOptions {
  author: string;
  /** Site root, e.g. "https://example.com"; relative links in the guide resolve against it. */
  siteUrl: string;
  /** Absolute URL of the guide's web version. */
  webUrl: string;
}

type Doc = PDFKit.PDFDocument;

// ---------------------------------------------------------------------------------------------
// Design constants (points; A4 is 595.28 x 841.89)

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 66, bottom: 78, left: 66, right: 66 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;
/** Height of a page's body, from the top margin to the bottom one. */
const BODY_HEIGHT = BOTTOM - MARGIN.top;

/** The site's palette, printed (src/lib/palette.ts). */
const COLOR = PRINT_COLORS;

const FONT = {
  regular: "Inter-Regular",
  bold: "Inter-SemiBold",
  italic: "Inter-Italic",
  boldItalic: "Inter-SemiBoldItalic",
  display: "Fraunces-SemiBold",
  displayItalic: "Fraunces-SemiBoldItalic",
  mono: "Courier",
  monoBold: "Courier-Bold",
  monoItalic: "Courier-Oblique",
  monoBoldItalic: "Courier-BoldOblique",
};

/** The embedded faces (the Latin subsets, which cover Latin-1 and typographic punctuation). */
const FONT_FILES: Record<string, string> = {
  [FONT.regular]: "@fontsource/inter/files/inter-latin-400-normal.woff",
  [FONT.bold]: "@fontsource/inter/files/inter-latin-600-normal.woff",
  [FONT.italic]: "@fontsource/inter/files/inter-latin-400-italic.woff",
  [FONT.boldItalic]: "@fontsource/inter/files/inter-latin-600-italic.woff",
  [FONT.display]: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  [FONT.displayItalic]: "@fontsource/fraunces/files/fraunces-latin-600-italic.woff",
};

const fontCache = new Map<string, Buffer>();

/** Makes the embedded faces available to a document under the names in FONT. */
function registerFonts(doc: Doc): void {
  const require = createRequire(import.meta.url);
  for (const [name, file] of Object.entries(FONT_FILES)) {
    let bytes = fontCache.get(file);
    if (!bytes) {
      bytes = readFileSync(require.resolve(file));
      fontCache.set(file, bytes);
    }
    doc.registerFont(name, bytes);
  }
}

/**
 * Cap heights per 1000 units (Inter's and Fraunces' OS/2 tables, Courier's AFM): used to centre
 * text in its line box.
 */
const CAP_HEIGHT = { sans: 0.7275, display: 0.7, mono: 0.562 };

/** Typographic characters the embedded faces draw themselves (Courier gets ASCII stand-ins). */
const TYPOGRAPHIC = new Set(
  "\u2018\u2019\u201a\u201c\u201d\u201e\u2013\u2014\u2026\u2022\u20ac\u2122\u2212\u2032\u2033",
);

const BODY = { size: 10.5, leading: 15.5 };
const CODE = { size: 9, leading: 12, padX: 10, padY: 7 };
const HEADING = {
  2: { size: 17, leading: 21, before: 22, after: 10 },
  3: { size: 12.5, leading: 16, before: 14, after: 5 },
  4: { size: 10.5, leading: 15, before: 10, after: 3 },
} as const;
/** Vertical space between consecutive blocks. */
const GAP = { block: 8, tightItem: 3, looseItem: 6 };

// ---------------------------------------------------------------------------------------------
// Text encoding

/** Typographic characters outside Latin-1, with their plain-ASCII stand-ins. */
const ASCII_FALLBACK: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "--",
  "\u2015": "--",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "-",
  "\u2023": "-",
  "\u2043": "-",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21d0": "<=",
  "\u21d2": "=>",
  "\u21d4": "<=>",
  "\u2191": "^",
  "\u2193": "v",
  "\u21b3": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u221e": "infinity",
  "\u20a6": "N", // naira: "N5,000" is how it is written in plain text
  "\u20ac": "EUR",
  "\u2122": "(TM)",
  "\u2713": "v",
  "\u2714": "v",
  "\u2717": "x",
  "\u2718": "x",
  "\u2605": "*",
  "\u2606": "*",
  "\u00a0": " ",
};

/**
 * Maps text to what the fonts can draw: Latin-1, plus the characters in `keep` (the embedded faces'
 * typographic quotes and dashes). Anything else gets a stand-in: typographic quotes, dashes, arrows
 * and the naira sign become ASCII, accented letters lose marks they cannot show, invisible
 * characters and emoji are dropped, and anything else becomes "?".
 */
export function toWinAnsi(text: string, keep: ReadonlySet<string> = new Set()): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (
      ch === "\n" ||
      keep.has(ch) ||
      (code >= 0x20 && code < 0x7f) ||
      (code > 0xa0 && code <= 0xff && code !== 0xad)
    ) {
      out += ch;
    } else if (ch === "\t") {
      out += "    ";
    } else if (ASCII_FALLBACK[ch] !== undefined) {
      out += ASCII_FALLBACK[ch];
    } else if (code >= 0x2500 && code <= 0x257f) {
      // Box drawing (directory trees in code): ─ -> "-", │ -> "|", corners and joins -> "+".
      out += "\u2500\u2501\u2550".includes(ch)
        ? "-"
        : "\u2502\u2503\u2551".includes(ch)
          ? "|"
          : "+";
    } else if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0xa0) ||
      code === 0xad ||
      (code >= 0x300 && code <= 0x36f) ||
      (code >= 0x200b && code <= 0x200f) ||
      code === 0xfeff ||
      (code >= 0xfe00 && code <= 0xfe0f) ||
      (code >= 0x2600 && code <= 0x27bf) ||
      code >= 0x1f000
    ) {
      // Control and invisible characters, lone combining marks, variation selectors, emoji: nothing.
    } else if (code >= 0x2000 && code <= 0x200a) {
      out += " "; // typographic spaces
    } else {
      // Compatibility forms and accents: "ﬁ" -> "fi", "ọ" -> "o" (o + dot below, dot dropped).
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += plain && [...plain].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? plain : "?";
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Inline layout: runs -> words -> lines

interface PieceStyle {
  font: string;
  size: number;
  color: string;
  code: boolean;
  link?: string;
  underline?: boolean;
}

interface Piece {
  text: string;
  style: PieceStyle;
  width: number;
}

/** A run of pieces with no break opportunity inside; `space` is the width of the space after it. */
interface Word {
  pieces: Piece[];
  width: number;
  space: number;
}

interface Line {
  words: Word[];
  width: number;
}

/** Base style of a stretch of rich text (paragraph, heading, list item). */
interface TextBase {
  size: number;
  leading: number;
  color: string;
  bold?: boolean;
  /** Set in Fraunces (headings and titles) rather than Inter. */
  display?: boolean;
}

function measure(doc: Doc, style: Pick<PieceStyle, "font" | "size">, text: string): number {
  return doc.font(style.font).fontSize(style.size).widthOfString(text);
}

function fontFor(mono: boolean, bold: boolean, italic: boolean, display = false): string {
  if (mono)
    return bold
      ? italic
        ? FONT.monoBoldItalic
        : FONT.monoBold
      : italic
        ? FONT.monoItalic
        : FONT.mono;
  if (display) return italic ? FONT.displayItalic : FONT.display;
  return bold ? (italic ? FONT.boldItalic : FONT.bold) : italic ? FONT.italic : FONT.regular;
}

/** Link target for the PDF: absolute URLs as they are, site paths made absolute, #anchors dropped. */
function resolveHref(href: string, siteUrl: string): string | undefined {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith("#") || href === "") return undefined;
  try {
    return new URL(href, siteUrl).href;
  } catch {
    return undefined;
  }
}

/** What a printed reader needs to see after a link's text: the address, unless the text is it. */
function linkSuffix(text: string, url: string): string | undefined {
  const shown = url.replace(/^mailto:/i, "");
  const bare = (s: string) =>
    s
      .replace(/^https?:\/\//i, "")
      .replace(/\/$/, "")
      .toLowerCase();
  return bare(text) === bare(shown) ? undefined : shown;
}

/** Runs -> styled pieces, adding " (url)" after each link so the address survives printing. */
function toPieces(runs: readonly Run[], base: TextBase, siteUrl: string): Piece[] {
  const pieces: Piece[] = [];
  const add = (text: string, style: PieceStyle) => {
    const clean = toWinAnsi(text, style.code ? undefined : TYPOGRAPHIC);
    if (clean) pieces.push({ text: clean, style, width: 0 });
  };
  runs.forEach((run, i) => {
    const link = run.href === undefined ? undefined : resolveHref(run.href, siteUrl);
    const bold = Boolean(base.bold || run.bold);
    const style: PieceStyle = {
      font: fontFor(Boolean(run.code), bold, Boolean(run.italic), base.display),
      size: run.code ? base.size * 0.93 : base.size,
      color: link ? COLOR.link : base.color,
      code: Boolean(run.code),
      ...(link ? { link, underline: true } : {}),
    };
    add(run.text, style);
    // After the last run of a link, print its address in small muted type.
    const next = runs[i + 1];
    if (link && run.href !== next?.href) {
      let j = i;
      while (j > 0 && runs[j - 1]?.href === run.href) j -= 1;
      const suffix = linkSuffix(runsText(runs.slice(j, i + 1)), link);
      if (suffix) {
        add(" (", { font: FONT.regular, size: base.size * 0.86, color: COLOR.muted, code: false });
        add(suffix, {
          font: FONT.regular,
          size: base.size * 0.86,
          color: COLOR.muted,
          code: false,
          link,
        });
        add(")", { font: FONT.regular, size: base.size * 0.86, color: COLOR.muted, code: false });
      }
    }
  });
  return pieces;
}

function sameStyle(a: PieceStyle, b: PieceStyle): boolean {
  return (
    a.font === b.font &&
    a.size === b.size &&
    a.color === b.color &&
    a.code === b.code &&
    a.link === b.link
  );
}

/** Splits pieces at spaces into words; "\n" (a Markdown hard break) becomes a forced line break. */
function toWords(doc: Doc, pieces: readonly Piece[]): (Word | "break")[] {
  const items: (Word | "break")[] = [];
  let word: Word | undefined;
  const finish = (space: number) => {
    if (word) {
      word.space = space;
      items.push(word);
      word = undefined;
    } else {
      const last = items[items.length - 1];
      if (last && last !== "break" && last.space === 0) last.space = space;
    }
  };
  for (const piece of pieces) {
    for (const part of piece.text.split(/( +|\n)/)) {
      if (part === "") continue;
      if (part === "\n") {
        finish(0);
        items.push("break");
      } else if (part.startsWith(" ")) {
        finish(measure(doc, piece.style, " "));
      } else {
        const width = measure(doc, piece.style, part);
        word ??= { pieces: [], width: 0, space: 0 };
        const prev = word.pieces[word.pieces.length - 1];
        if (prev && sameStyle(prev.style, piece.style)) {
          prev.text += part;
          prev.width = measure(doc, prev.style, prev.text);
        } else {
          word.pieces.push({ text: part, style: piece.style, width });
        }
        word.width = word.pieces.reduce((sum, p) => sum + p.width, 0);
      }
    }
  }
  finish(0);
  return items;
}

/** Cuts a word too wide for any line into chunks, preferring to cut after "/", "-", "." or "?". */
function splitWord(doc: Doc, word: Word, maxWidth: number): Word[] {
  const chars = word.pieces.flatMap((p) => [...p.text].map((c) => ({ c, style: p.style })));
  const chunks: Word[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = start;
    let width = 0;
    while (end < chars.length) {
      const ch = chars[end];
      if (!ch) break;
      const w = measure(doc, ch.style, ch.c);
      if (width + w > maxWidth && end > start) break;
      width += w;
      end += 1;
    }
    if (end < chars.length) {
      for (let k = end - 1; k > start + (end - start) * 0.6; k -= 1) {
        if ("/-.?&=_".includes(chars[k]?.c ?? "")) {
          end = k + 1;
          break;
        }
      }
    }
    const pieces: Piece[] = [];
    for (const { c, style } of chars.slice(start, end)) {
      const last = pieces[pieces.length - 1];
      if (last && sameStyle(last.style, style)) last.text += c;
      else pieces.push({ text: c, style, width: 0 });
    }
    for (const p of pieces) p.width = measure(doc, p.style, p.text);
    chunks.push({ pieces, width: pieces.reduce((s, p) => s + p.width, 0), space: 0 });
    start = end;
  }
  const last = chunks[chunks.length - 1];
  if (last) last.space = word.space;
  return chunks;
}

/** Greedy line breaking of words into lines no wider than maxWidth. */
function breakLines(doc: Doc, items: readonly (Word | "break")[], maxWidth: number): Line[] {
  const lines: Line[] = [];
  let line: Line = { words: [], width: 0 };
  const flush = () => {
    lines.push(line);
    line = { words: [], width: 0 };
  };
  for (const item of items) {
    if (item === "break") {
      flush();
      continue;
    }
    const words = item.width > maxWidth ? splitWord(doc, item, maxWidth) : [item];
    for (const word of words) {
      const prev = line.words[line.words.length - 1];
      const gap = prev ? prev.space : 0;
      if (prev && line.width + gap + word.width > maxWidth) flush();
      const before = line.words[line.words.length - 1];
      line.width += (before ? before.space : 0) + word.width;
      line.words.push(word);
    }
  }
  if (line.words.length > 0) flush();
  return lines;
}

/** Rich text -> lines for a given width. */
function layoutText(
  doc: Doc,
  runs: readonly Run[],
  base: TextBase,
  width: number,
  siteUrl: string,
): Line[] {
  return breakLines(doc, toWords(doc, toPieces(runs, base, siteUrl)), width);
}

/** Baseline that centres capitals in a line box. */
function baselineIn(
  top: number,
  leading: number,
  size: number,
  capHeight = CAP_HEIGHT.sans,
): number {
  return top + (leading + size * capHeight) / 2;
}

/**
 * Draws one line with its left edge at x. Same-style words are drawn as one string (spaces
 * included) so copied or extracted text reads naturally; inline code gets a tinted background and
 * links a thin underline plus a real link annotation.
 */
function drawLine(doc: Doc, line: Line, x: number, top: number, base: TextBase): void {
  const baseline = baselineIn(
    top,
    base.leading,
    base.size,
    base.display ? CAP_HEIGHT.display : CAP_HEIGHT.sans,
  );
  interface Segment {
    text: string;
    style: PieceStyle;
    x: number;
    width: number;
  }
  const segments: Segment[] = [];
  let cx = x;
  line.words.forEach((word, i) => {
    for (const piece of word.pieces) {
      const last = segments[segments.length - 1];
      if (last && sameStyle(last.style, piece.style) && Math.abs(last.x + last.width - cx) < 0.01) {
        last.text += piece.text;
        last.width = measure(doc, last.style, last.text);
      } else {
        segments.push({ text: piece.text, style: piece.style, x: cx, width: piece.width });
      }
      cx = (segments[segments.length - 1]?.x ?? cx) + (segments[segments.length - 1]?.width ?? 0);
    }
    if (i < line.words.length - 1) {
      const last = segments[segments.length - 1];
      const next = line.words[i + 1]?.pieces[0];
      // A space between two same-style words joins them into one string; otherwise it is a gap.
      if (last && next && sameStyle(last.style, next.style)) {
        last.text += " ";
        last.width = measure(doc, last.style, last.text);
        cx = last.x + last.width;
      } else {
        cx += word.space;
      }
    }
  });
  for (const seg of segments) {
    const { style } = seg;
    const inkWidth = measure(doc, style, seg.text.replace(/ +$/, ""));
    if (style.code) {
      doc
        .roundedRect(
          seg.x - 1.5,
          baseline - style.size * 0.78,
          inkWidth + 3,
          style.size * 1.08,
          1.5,
        )
        .fill(COLOR.inlineCodeBg);
    }
    doc.font(style.font).fontSize(style.size).fillColor(style.color);
    doc.text(seg.text, seg.x, baseline, { lineBreak: false, baseline: "alphabetic" });
    if (style.underline) {
      doc
        .moveTo(seg.x, baseline + 1.6)
        .lineTo(seg.x + inkWidth, baseline + 1.6)
        .lineWidth(0.4)
        .strokeColor(style.color)
        .stroke();
    }
    if (style.link) doc.link(seg.x, top, inkWidth, base.leading, style.link);
  }
}

// ---------------------------------------------------------------------------------------------
// Code blocks

interface CodeLine {
  text: string;
  /** A continuation of the previous source line (wrapped because it was too long). */
  continued: boolean;
}

/**
 * Wraps source lines to at most maxChars columns. A long line breaks after the last space (or
 * punctuation) in its second half when there is one, else at the column; continuation lines keep
 * the original indentation plus two spaces.
 */
export function wrapCodeLines(lines: readonly string[], maxChars: number): CodeLine[] {
  const out: CodeLine[] = [];
  for (const raw of lines) {
    let rest = toWinAnsi(raw).replace(/\s+$/, "");
    const indent = " ".repeat(
      Math.min(rest.length - rest.trimStart().length, Math.floor(maxChars / 3)) + 2,
    );
    let continued = false;
    while (rest.length > maxChars) {
      let cut = maxChars;
      for (let k = maxChars; k > maxChars / 2; k -= 1) {
        if (rest[k - 1] === " " || ",;([{".includes(rest[k - 1] ?? "")) {
          cut = k;
          break;
        }
      }
      out.push({ text: rest.slice(0, cut).replace(/\s+$/, ""), continued });
      rest = indent + rest.slice(cut).replace(/^\s+/, "");
      continued = true;
    }
    out.push({ text: rest, continued });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Block layout with page breaks

/** Where the label of a list item goes: drawn next to the first line its content draws. */
type LabelHook = { draw: (top: number, leading: number) => void } | null;

interface Chapter {
  title: string;
  dest: string;
  /** 0-based page index. */
  page: number;
}

class Typesetter {
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
    const charWidth = measure(this.doc, { font: FONT.mono, size: CODE.size }, "M");
    return wrapCodeLines(source, Math.floor((width - CODE.padX * 2) / charWidth));
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

    const title = toWinAnsi(block.text);
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
          doc.font(FONT.regular).fontSize(BODY.size).fillColor(COLOR.muted);
          const w = measure(doc, numberFont, number);
          doc.text(number, x + indent - 7 - w, baseline, {
            lineBreak: false,
            baseline: "alphabetic",
          });
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
          doc.font(FONT.mono).fontSize(CODE.size).fillColor(COLOR.ink);
          doc.text(line.text, x + CODE.padX, baseline, {
            lineBreak: false,
            baseline: "alphabetic",
          });
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

// ---------------------------------------------------------------------------------------------
// Title page, contents, footers

/** "February 10, 2026" -> that day at 00:00 UTC; a fixed date if it does not parse. */
export function guideDate(updated: string): Date {
  const months = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ];
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(updated.trim());
  const month = m ? months.indexOf((m[1] ?? "").toLowerCase()) : -1;
  if (!m || month < 0) return new Date(Date.UTC(2000, 0, 1));
  return new Date(Date.UTC(Number(m[3]), month, Number(m[2])));
}

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

function titlePage(doc: Doc, guide: GuidePdfInput, options: GuidePdfOptions): void {
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

const TOC = { titleSize: 20, entrySize: 11, leading: 16, entryGap: 7, numberWidth: 34 };

/** Lines of each contents entry, laid out before the body so the pages can be reserved. */
function tocLayout(doc: Doc, titles: readonly string[], siteUrl: string): Line[][] {
  const base: TextBase = { size: TOC.entrySize, leading: TOC.leading, color: COLOR.text };
  return titles.map((t) =>
    layoutText(doc, [{ text: t }], base, CONTENT_WIDTH - TOC.numberWidth - 12, siteUrl),
  );
}

/** Splits contents entries into pages; the first page also carries the heading. */
function tocPages(entries: readonly Line[][]): number[][] {
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

function drawToc(
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
      doc.font(FONT.display).fontSize(TOC.titleSize).fillColor(COLOR.ink);
      doc.text("Table of contents", x, baselineIn(y, 26, TOC.titleSize, CAP_HEIGHT.display), {
        lineBreak: false,
        baseline: "alphabetic",
      });
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
      const numWidth = measure(doc, { font: FONT.regular, size: TOC.entrySize }, num);
      doc.font(FONT.regular).fontSize(TOC.entrySize).fillColor(COLOR.ink);
      doc.text(num, x + CONTENT_WIDTH - numWidth, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
      });
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

/** Fits a one-line string into maxWidth, ending it with "..." when cut. */
function fitText(doc: Doc, font: string, size: number, text: string, maxWidth: number): string {
  if (measure(doc, { font, size }, text) <= maxWidth) return text;
  let cut = text.length;
  while (cut > 0 && measure(doc, { font, size }, `${text.slice(0, cut).trimEnd()}...`) > maxWidth)
    cut -= 1;
  return `${text.slice(0, cut).trimEnd()}...`;
}

function footers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  const baseline = PAGE.height - 44;
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    const pageLabel = `Page ${i + 1} of ${count}`;
    const size = 8.5;
    const labelWidth = measure(doc, { font: FONT.regular, size }, pageLabel);
    doc.rect(MARGIN.left, baseline - 16, CONTENT_WIDTH, 0.5).fill(COLOR.rule);
    doc.font(FONT.regular).fontSize(size).fillColor(COLOR.faint);
    doc.text(
      fitText(doc, FONT.regular, size, title, CONTENT_WIDTH - labelWidth - 24),
      MARGIN.left,
      baseline,
      {
        lineBreak: false,
        baseline: "alphabetic",
      },
    );
    doc.fillColor(COLOR.muted);
    doc.text(pageLabel, MARGIN.left + CONTENT_WIDTH - labelWidth, baseline, {
      lineBreak: false,
      baseline: "alphabetic",
    });
  }
}

// ---------------------------------------------------------------------------------------------

/** Renders a guide to PDF bytes: title page, contents, the guide, page numbers and bookmarks. */
export async function renderGuidePdf(
  guide: GuidePdfInput,
  options: GuidePdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const date = guideDate(guide.updated);
  const title = toWinAnsi(guide.title);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    displayTitle: true,
    lang: "en",
    info: {
      Title: title,
      Author: toWinAnsi(options.author),
      Subject: toWinAnsi(guide.description),
      Keywords: toWinAnsi(`${guide.course}, coding guide, tutorial, beginners`),
      Creator: "Guide PDF builder (Astro site)",
      Producer: "PDFKit",
      CreationDate: date,
      ModDate: date,
    },
  });
  registerFonts(doc);

  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const c of chunks) {
        bytes.set(c, offset);
        offset += c.length;
      }
      resolve(bytes);
    });
  });

  const blocks = parseGuideMarkdown(guide.body);
  const chapterTitles = blocks.flatMap((b) =>
    b.kind === "heading" && b.level === 2 ? [toWinAnsi(b.text)] : [],
  );

  titlePage(doc, guide, options);

  // Reserve the contents pages now; they are filled in once the chapters' pages are known.
  const tocEntries = tocLayout(doc, chapterTitles, options.siteUrl);
  const tocPageList = chapterTitles.length > 0 ? tocPages(tocEntries) : [];
  const tocFirst = 1;
  tocPageList.forEach((_, i) => {
    doc.addPage();
    if (i === 0) doc.outline.addItem("Table of contents");
  });

  const setter = new Typesetter(doc, options.siteUrl);
  doc.addPage();
  setter.blocks(blocks, MARGIN.left, CONTENT_WIDTH, GAP.block);

  if (tocPageList.length > 0) drawToc(doc, tocFirst, tocPageList, tocEntries, setter.chapters);
  footers(doc, title);
  doc.end();
  return done;
}
