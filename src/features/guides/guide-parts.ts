/**
 * A long guide is laid out only where it is read: GuideLayout wraps the body of each chapter (what
 * follows an `<h2>` of the rendered guide, up to the next one) in `<div class="guide-part">`,
 * which global.css gives `content-visibility: auto`, so the browser skips the style and layout of
 * the chapters far from the screen until the reader nears them. On a phone a guide's style and
 * layout took 200-600 ms at load and again when the web fonts came in (docs/decisions.md, "Cheap
 * phones: what blocked the main thread").
 * - The headings stay outside the parts: the table of contents watches them
 *   (src/features/reading/current-section.ts), and a skipped part's contents have no box to watch.
 * - Each part says how tall it is likely to be on a phone (`--part-height`, from its lines of code
 *   and of text) and in a wider column (`--part-height-wide`, from 40rem of screen, global.css):
 *   the size it takes until it is first laid out. The browser keeps its real one once it is
 *   (`contain-intrinsic-size: auto`).
 * - Once the web fonts are in, every part is laid out for good, a few at a time in small tasks
 *   (src/features/reading/part-sizes.ts), before the reader can scroll to it: a part laid out only as
 *   it comes on screen moves what follows it by the guess's error, in view when the page scrolls
 *   faster than the browser lays parts out (a slow machine, a fling; docs/decisions.md, "Cheap
 *   phones: what blocked the main thread").
 * - Find in page, links to an anchor and focus show a skipped part as usual; the first click on a
 *   link within the page lays the whole guide out first, so a smooth scroll lands where it aims
 *   (src/features/reading/guide-jumps.ts).
 */

/** How a chapter's body is guessed to lay out in a column (px). */
export interface Estimate {
  /** Characters of text a line, and a line's height. */
  charsPerLine: number;
  textLinePx: number;
  /** A block of text's margins (a paragraph, a list item, a heading, a table row). */
  blockPx: number;
  /** A line of code, and a code block's bar, padding and margins. */
  codeLinePx: number;
  codeBlockPx: number;
}

/**
 * A phone's column (about 360 px wide, prose-lg): within 6 % of the real height at 390 px of
 * screen (root mean square over the six guides' chapters).
 */
export const PHONE_ESTIMATE: Readonly<Estimate> = Object.freeze({
  charsPerLine: 38,
  textLinePx: 32,
  blockPx: 32,
  codeLinePx: 28,
  codeBlockPx: 110,
});

/**
 * A wide column (664-768 px from 1024 px of screen, 590-750 from 640): fitted to the six guides'
 * chapters as laid out at 1024 and 1366 px, within 7-9 % (the phone's guess was 54 % too tall
 * there on average, up to 150 %).
 */
export const WIDE_ESTIMATE: Readonly<Estimate> = Object.freeze({
  charsPerLine: 79,
  textLinePx: 32,
  blockPx: 24,
  codeLinePx: 28,
  codeBlockPx: 110,
});

const BLOCKS = /<(?:p|li|h[3-6]|tr|blockquote|dt|dd)[\s>]/g;
const PRE = /<pre[\s>][\s\S]*?<\/pre>/g;

/** How tall a chapter's body (its HTML) is likely to be in a column (px, a whole number). */
export function estimateHeight(html: string, estimate: Estimate = PHONE_ESTIMATE): number {
  let height = 0;
  for (const [pre] of html.matchAll(PRE)) {
    const code = pre.replace(/<[^>]*>/g, "").replace(/\n+$/, "");
    height += estimate.codeBlockPx + code.split("\n").length * estimate.codeLinePx;
  }
  const prose = html.replace(PRE, "");
  const blocks = prose.match(BLOCKS)?.length ?? 0;
  const text = prose
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, "x")
    .replace(/\s+/g, " ")
    .trim();
  height += blocks * estimate.blockPx;
  height += Math.ceil(text.length / estimate.charsPerLine) * estimate.textLinePx;
  return Math.round(height);
}

/** A part's guessed heights, on a phone and in a wide column (global.css picks one). */
function partStyle(body: string): string {
  const phone = estimateHeight(body, PHONE_ESTIMATE);
  const wide = estimateHeight(body, WIDE_ESTIMATE);
  return `--part-height:${phone}px;--part-height-wide:${wide}px`;
}

/** An `<h2>` opening tag (code in the page is escaped, `&lt;h2`, so never matches). */
const H2_START = /<h2[\s>]/g;
const H2_END = "</h2>";

/**
 * A rendered guide (HTML) with the body of each chapter wrapped in a part; what comes before the
 * first `<h2>` is left as it is, and so is a chapter with nothing after its heading.
 */
export function wrapParts(html: string): string {
  const starts = [...html.matchAll(H2_START)].map((match) => match.index);
  if (!starts.length) return html;
  let out = html.slice(0, starts[0]);
  starts.forEach((start, i) => {
    const next = starts[i + 1] ?? html.length;
    const close = html.indexOf(H2_END, start);
    if (close < 0 || close > next) throw new Error(`A guide's <h2> is not closed before the next`);
    const headingEnd = close + H2_END.length;
    const body = html.slice(headingEnd, next);
    out += html.slice(start, headingEnd);
    out += body.trim() ? `<div class="guide-part" style="${partStyle(body)}">${body}</div>` : body;
  });
  return out;
}
