/**
 * The PDFs' design: page geometry, the printed palette, the styles text is set in (their faces are
 * in ./faces.ts), cap heights, and the sizes, leadings and gaps of body text, code and headings.
 */
import { PRINT_COLORS } from "../../../../site/palette.ts";
import type { FontStyle } from "./faces.ts";

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

/** The styles of text: Inter for text, Fraunces for headings, Courier for code (./faces.ts). */
export const FONT = {
  regular: "regular",
  bold: "bold",
  italic: "italic",
  boldItalic: "boldItalic",
  display: "display",
  displayItalic: "displayItalic",
  mono: "mono",
  monoBold: "monoBold",
  monoItalic: "monoItalic",
  monoBoldItalic: "monoBoldItalic",
} as const satisfies Record<string, FontStyle>;

/**
 * Cap heights per 1000 units (Inter's and Fraunces' OS/2 tables, Courier's AFM): used to centre
 * text in its line box.
 */
export const CAP_HEIGHT = { sans: 0.7275, display: 0.7, mono: 0.562 };

export const BODY = { size: 10.5, leading: 15.5 };
export const CODE = { size: 9, leading: 12, padX: 10, padY: 7 };
export const HEADING = {
  2: { size: 17, leading: 21, before: 22, after: 10 },
  3: { size: 12.5, leading: 16, before: 14, after: 5 },
  4: { size: 10.5, leading: 15, before: 10, after: 3 },
} as const;
/** Vertical space between consecutive blocks. */
export const GAP = { block: 8, tightItem: 3, looseItem: 6 };
