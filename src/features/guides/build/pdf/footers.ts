/**
 * The footers: the guide's title and "Page N of M" on every page but the title page.
 */
import { type Doc, PAGE, MARGIN, CONTENT_WIDTH, COLOR, FONT } from "./design.ts";
import { type FontStyle, clusters, drawText, measure } from "./faces.ts";

/** Fits a one-line string into maxWidth, ending it with "..." when cut (between characters). */
function fitText(doc: Doc, font: FontStyle, size: number, text: string, maxWidth: number): string {
  if (measure(doc, { font, size }, text) <= maxWidth) return text;
  const chars = clusters(text);
  const cut = (n: number) => `${chars.slice(0, n).join("").trimEnd()}...`;
  let n = chars.length;
  while (n > 0 && measure(doc, { font, size }, cut(n)) > maxWidth) n -= 1;
  return cut(n);
}

export function footers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  const baseline = PAGE.height - 44;
  const style = { font: FONT.regular, size: 8.5 };
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    const pageLabel = `Page ${i + 1} of ${count}`;
    const labelWidth = measure(doc, style, pageLabel);
    doc.rect(MARGIN.left, baseline - 16, CONTENT_WIDTH, 0.5).fill(COLOR.rule);
    doc.fillColor(COLOR.faint);
    const shown = fitText(doc, style.font, style.size, title, CONTENT_WIDTH - labelWidth - 24);
    drawText(doc, style, shown, MARGIN.left, baseline);
    doc.fillColor(COLOR.muted);
    drawText(doc, style, pageLabel, MARGIN.left + CONTENT_WIDTH - labelWidth, baseline);
  }
}
