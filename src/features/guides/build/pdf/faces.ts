/**
 * The PDFs' faces and which one prints each character. Text is set in styles (regular, bold,
 * display, mono, ...); each style is a list of faces, tried in order: the site's own faces, from
 * the static @fontsource/inter and @fontsource/fraunces packages, in the three subsets the pages
 * load (Latin, Latin Extended, Vietnamese), and PDFKit's built-in Courier for code. Every grapheme
 * cluster (a letter with its combining marks, e.g. "ọ̀" = U+1ECD U+0300) is printed in the first
 * face of its style that has a glyph for each of its code points, so a base letter and its marks
 * stay in one face, where the font's own positioning (GPOS 'mark') places the marks; a cluster with
 * combining marks skips a face that cannot place them (Fraunces: its static and variable files draw
 * a combining mark as a letter of its own, after the base). A cluster no face holds is recorded
 * against the document (`unprintable`), and the PDF refuses to build.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as openFont, type Font } from "fontkit";
import type { Doc } from "./design.ts";

/** The styles text is set in. */
export type FontStyle =
  | "regular"
  | "bold"
  | "italic"
  | "boldItalic"
  | "display"
  | "displayItalic"
  | "mono"
  | "monoBold"
  | "monoItalic"
  | "monoBoldItalic";

/** A face: its name in the document (registered, or one of PDFKit's standard fonts). */
interface Face {
  name: string;
  /** Its font file, for a face embedded from fontsource; none for a standard font. */
  file?: string;
  /** Whether it has a glyph for a code point. */
  has(codePoint: number): boolean;
  /** Whether it places combining marks on their base letter (an OpenType 'mark' feature). */
  placesMarks(): boolean;
}

/** The fontsource subsets embedded: the ones the site's pages load (src/styles/fonts.css). */
const SUBSETS = ["latin", "latin-ext", "vietnamese"] as const;

const require = createRequire(import.meta.url);
const fileBytes = new Map<string, Buffer>();

function bytesOf(file: string): Buffer {
  let bytes = fileBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(file));
    fileBytes.set(file, bytes);
  }
  return bytes;
}

/** A fontsource face in each subset, e.g. Inter 600 italic: Latin, then Latin Extended, then Vietnamese. */
function fontsource(family: "inter" | "fraunces", weight: 400 | 600, italic: boolean): Face[] {
  const variant = `${weight}-${italic ? "italic" : "normal"}`;
  return SUBSETS.map((subset) => {
    const file = `@fontsource/${family}/files/${family}-${subset}-${variant}.woff`;
    let font: Font | undefined;
    const open = () => (font ??= openFont(bytesOf(file)));
    return {
      name: `${family}-${subset}-${variant}`,
      file,
      has: (codePoint: number) => open().hasGlyphForCodePoint(codePoint),
      placesMarks: () => open().availableFeatures.includes("mark"),
    };
  });
}

/**
 * What PDFKit's standard fonts draw: their WinAnsi encoding, Latin-1 and these 27 typographic
 * characters and letters (PDFKit writes anything else as a wrong byte).
 */
const WIN_ANSI = new Set([
  ..."\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a",
  ..."\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122",
]);

function standard(name: string): Face {
  return {
    name,
    has: (c) =>
      (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI.has(String.fromCodePoint(c)),
    placesMarks: () => false,
  };
}

const inter = (weight: 400 | 600, italic: boolean) => fontsource("inter", weight, italic);

/**
 * Each style's faces, in the order they are tried. Fraunces has no Hausa hooked letters (Ɓ Ɗ Ƙ Ƴ
 * and their small forms) nor some Yoruba and Igbo ones (ǹ, ṅ, a lone combining dot below): in a
 * heading those come from Inter at the heading's weight, as the pages fall back to another face.
 * Code is set in Courier; what Courier cannot draw comes from Inter.
 */
const STYLES: Record<FontStyle, readonly Face[]> = {
  regular: inter(400, false),
  bold: inter(600, false),
  italic: inter(400, true),
  boldItalic: inter(600, true),
  display: [...fontsource("fraunces", 600, false), ...inter(600, false)],
  displayItalic: [...fontsource("fraunces", 600, true), ...inter(600, true)],
  mono: [standard("Courier"), ...inter(400, false)],
  monoBold: [standard("Courier-Bold"), ...inter(600, false)],
  monoItalic: [standard("Courier-Oblique"), ...inter(400, true)],
  monoBoldItalic: [standard("Courier-BoldOblique"), ...inter(600, true)],
};

/** A cluster no face of its style holds, and the styles it was to be set in. */
export interface Unprintable {
  cluster: string;
  styles: FontStyle[];
}

const unprintables = new WeakMap<Doc, Map<string, Unprintable>>();

/** Makes the embedded faces available to a document (PDFKit reads a face only when it is used). */
export function registerFaces(doc: Doc): void {
  const registered = new Set<string>();
  for (const face of Object.values(STYLES).flat()) {
    if (!face.file || registered.has(face.name)) continue;
    registered.add(face.name);
    doc.registerFont(face.name, bytesOf(face.file));
  }
  unprintables.set(doc, new Map());
}

/** The clusters the document's text needed that no face holds, in the order first met. */
export function unprintable(doc: Doc): Unprintable[] {
  return [...(unprintables.get(doc)?.values() ?? [])];
}

/** A combining mark (general category M). */
const COMBINING = /\p{M}/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Text as grapheme clusters: what a reader sees as one character, marks included. */
export function clusters(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * Text as it is printed: in NFC, without the control and format characters no page shows (a
 * carriage return, a soft hyphen, a zero-width space, a direction mark, ...). Line breaks and tabs
 * stay, for the layout.
 */
export function printable(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === "\n" || c === "\t" ? c : ""));
}

/** A stretch of text printed in one face. */
export interface Span {
  face: string;
  text: string;
}

/** Text cut into stretches by the face that prints each cluster (see the top of this module). */
export function spans(doc: Doc, style: FontStyle, text: string): Span[] {
  const faces = STYLES[style];
  const [first] = faces;
  if (!first) return [];
  // Most text is in the first face: one span, without cutting the text into clusters.
  let all = !COMBINING.test(text) || first.placesMarks();
  for (const ch of text) {
    if (!first.has(ch.codePointAt(0) ?? 0)) {
      all = false;
      break;
    }
  }
  if (all) return text ? [{ face: first.name, text }] : [];

  const out: Span[] = [];
  for (const cluster of clusters(text)) {
    const points = Array.from(cluster, (ch) => ch.codePointAt(0) ?? 0);
    const marked = points.length > 1 && COMBINING.test(cluster);
    let face = faces.find((f) => points.every((p) => f.has(p)) && (!marked || f.placesMarks()));
    if (!face) {
      const seen = unprintables.get(doc);
      const entry = seen?.get(cluster) ?? { cluster, styles: [] };
      if (!entry.styles.includes(style)) entry.styles.push(style);
      seen?.set(cluster, entry);
      face = first;
    }
    const last = out[out.length - 1];
    if (last?.face === face.name) last.text += cluster;
    else out.push({ face: face.name, text: cluster });
  }
  return out;
}

/** The width of text in a style and size, each stretch measured in its own face. */
export function measure(doc: Doc, style: { font: FontStyle; size: number }, text: string): number {
  let width = 0;
  for (const span of spans(doc, style.font, text)) {
    width += doc.font(span.face).fontSize(style.size).widthOfString(span.text);
  }
  return width;
}

/**
 * Draws one line of text on a baseline from x, in the current fill colour, each stretch in its
 * own face. Returns its width.
 */
export function drawText(
  doc: Doc,
  style: { font: FontStyle; size: number },
  text: string,
  x: number,
  baseline: number,
): number {
  let cx = x;
  for (const span of spans(doc, style.font, text)) {
    doc.font(span.face).fontSize(style.size);
    doc.text(span.text, cx, baseline, { lineBreak: false, baseline: "alphabetic" });
    cx += doc.widthOfString(span.text);
  }
  return cx - x;
}
