/**
 * A long guide is laid out only where it is read: GuideLayout wraps the body of each chapter (what
 * follows an `<h2>` of the rendered guide, up to the next one) in `<div class="guide-part">`,
 * which global.css gives `content-visibility: auto`, so the browser skips the style and layout of
 * the chapters far from the screen until the reader nears them. On a phone a guide's style and
 * layout took 200-600 ms at load and again when the web fonts came in (docs/decisions.md, "Cheap
 * phones: what blocked the main thread").
 * - The headings stay outside the parts: the table of contents watches them
 *   (src/lib/reading/current-section.ts), and a skipped part's contents have no box to watch.
 * - Each part says how tall it is likely to be on a phone (`--part-height`, from its lines of code
 *   and of text): the size it takes until it is first laid out; the browser then keeps its real
 *   one (`contain-intrinsic-size: auto`). A part is laid out before it comes on screen, so a wrong
 *   guess moves nothing the reader sees.
 * - Find in page, links to an anchor and focus show a skipped part as usual; the first click on a
 *   link within the page lays the whole guide out first, so a smooth scroll lands where it aims
 *   (src/lib/reading/guide-jumps.ts).
 */

/** A guess at a part's height on a phone (px; the guide's column is about 340 px wide there). */
export const PHONE_ESTIMATE = Object.freeze({
  /** prose-lg text: about 38 characters and 32 px a line. */
  charsPerLine: 38,
  textLinePx: 32,
  /** A block of text's margins (a paragraph, a list item, a heading, a table row). */
  blockPx: 32,
  /** A line of code, and a code block's bar, padding and margins. */
  codeLinePx: 28,
  codeBlockPx: 110,
});

const BLOCKS = /<(?:p|li|h[3-6]|tr|blockquote|dt|dd)[\s>]/g;
const PRE = /<pre[\s>][\s\S]*?<\/pre>/g;

/** How tall a chapter's body (its HTML) is likely to be on a phone (px, a whole number). */
export function estimateHeight(html: string, estimate = PHONE_ESTIMATE): number {
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
    out += body.trim()
      ? `<div class="guide-part" style="--part-height:${estimateHeight(body)}px">${body}</div>`
      : body;
  });
  return out;
}
