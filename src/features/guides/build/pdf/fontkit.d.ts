/**
 * The part of fontkit (the font parser PDFKit itself uses) that the PDFs' faces need: which
 * characters a font file has glyphs for and which features it has. fontkit ships no type
 * declarations of its own.
 */
declare module "fontkit" {
  export interface Font {
    readonly postscriptName: string;
    /** The OpenType features the font has, e.g. "kern", "mark". */
    readonly availableFeatures: string[];
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
