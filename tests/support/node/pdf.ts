/**
 * Reading a PDF the way a reader's viewer does, with pdf.js (through unpdf): each piece of text
 * with the page, baseline and font it is drawn in, and the fonts the file uses.
 */
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";

/** pdf.js may take over (detach) the buffer it is given, so each reader gets its own copy. */
export const copy = (bytes: Uint8Array) => new Uint8Array(bytes);

/** One piece of text as drawn: its page (1-based), baseline (from the page's bottom) and font. */
export interface DrawnText {
  page: number;
  text: string;
  y: number;
  /** The font's PostScript name without the subset tag, e.g. "Inter-Regular" or "Courier". */
  font: string;
}

/**
 * Every font the PDF uses, by its name in the file (e.g. "ABCDEF+Inter-Regular" for an embedded
 * subset), whether the font file is embedded, and every piece of text with the font it is set in.
 */
export async function fontsAndText(
  bytes: Uint8Array,
): Promise<{ fonts: Map<string, { embedded: boolean }>; drawn: DrawnText[] }> {
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(copy(bytes));
  const fonts = new Map<string, { embedded: boolean }>();
  const drawn: DrawnText[] = [];
  for (let p = 1; p <= pdf.numPages; p += 1) {
    const page = await pdf.getPage(p);
    const ops = await page.getOperatorList(); // loads the page's fonts into commonObjs
    const byId = new Map<string, string>();
    ops.fnArray.forEach((fn, k) => {
      if (fn !== OPS.setFont) return;
      const id = String((ops.argsArray[k] as unknown[])[0]);
      const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
      fonts.set(font.name, { embedded: !font.missingFile });
      byId.set(id, font.name.replace(/^[A-Z]{6}\+/, ""));
    });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      drawn.push({
        page: p,
        text: item.str,
        y: item.transform[5] as number,
        font: byId.get(item.fontName) ?? item.fontName,
      });
    }
  }
  return { fonts, drawn };
}
