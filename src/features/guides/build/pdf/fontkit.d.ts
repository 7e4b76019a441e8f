/**
 * The part of fontkit (the font parser PDFKit itself uses) that the PDFs' faces need: which
 * characters a font file has glyphs for. fontkit ships no type declarations of its own.
 */
declare module "fontkit" {
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
