/**
 * Inline layout: Markdown runs become styled pieces (links keep their address in print), pieces
 * become words, words become lines measured with the real font metrics; and drawing one line.
 */
import { runsText, type Run } from "../blocks.ts";
import { type Doc, COLOR, FONT, CAP_HEIGHT } from "./design.ts";
import { type FontStyle, clusters, drawText, measure, printable } from "./faces.ts";

interface PieceStyle {
  font: FontStyle;
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

export interface Line {
  words: Word[];
  width: number;
}

/** Base style of a stretch of rich text (paragraph, heading, list item). */
export interface TextBase {
  size: number;
  leading: number;
  color: string;
  bold?: boolean;
  /** Set in Fraunces (headings and titles) rather than Inter. */
  display?: boolean;
}

export { measure };

function fontFor(mono: boolean, bold: boolean, italic: boolean, display = false): FontStyle {
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
    const clean = printable(text).replace(/\t/g, " ");
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

/**
 * Cuts a word too wide for any line into chunks, between characters (grapheme clusters: a letter
 * keeps its marks), preferring to cut after "/", "-", "." or "?".
 */
function splitWord(doc: Doc, word: Word, maxWidth: number): Word[] {
  const chars = word.pieces.flatMap((p) => clusters(p.text).map((c) => ({ c, style: p.style })));
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
export function layoutText(
  doc: Doc,
  runs: readonly Run[],
  base: TextBase,
  width: number,
  siteUrl: string,
): Line[] {
  return breakLines(doc, toWords(doc, toPieces(runs, base, siteUrl)), width);
}

/** Baseline that centres capitals in a line box. */
export function baselineIn(
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
export function drawLine(doc: Doc, line: Line, x: number, top: number, base: TextBase): void {
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
    doc.fillColor(style.color);
    drawText(doc, style, seg.text, seg.x, baseline);
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
