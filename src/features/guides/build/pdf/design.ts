/**
 * The PDFs' design: page geometry, the printed palette, the fonts (embedded and registered per
 * document), cap heights, and the sizes, leadings and gaps of body text, code and headings.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PRINT_COLORS } from "../../../../site/palette.ts";

export type Doc = PDFKit.PDFDocument;

// Design constants (points; A4 is 595.28 x 841.89)

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 66, bottom: 78, left: 66, right: 66 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;
/** Height of a page's body, from the top margin to the bottom one. */
export const BODY_HEIGHT = BOTTOM - MARGIN.top;

/** The site's palette, printed (src/site/palette.ts). */
export const COLOR = PRINT_COLORS;

export const FONT = {
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
export function registerFonts(doc: Doc): void {
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
export const CAP_HEIGHT = { sans: 0.7275, display: 0.7, mono: 0.562 };

/** Typographic characters the embedded faces draw themselves (Courier gets ASCII stand-ins). */
export const TYPOGRAPHIC = new Set(
  "\u2018\u2019\u201a\u201c\u201d\u201e\u2013\u2014\u2026\u2022\u20ac\u2122\u2212\u2032\u2033",
);

export const BODY = { size: 10.5, leading: 15.5 };
export const CODE = { size: 9, leading: 12, padX: 10, padY: 7 };
export const HEADING = {
  2: { size: 17, leading: 21, before: 22, after: 10 },
  3: { size: 12.5, leading: 16, before: 14, after: 5 },
  4: { size: 10.5, leading: 15, before: 10, after: 3 },
} as const;
/** Vertical space between consecutive blocks. */
export const GAP = { block: 8, tightItem: 3, looseItem: 6 };
