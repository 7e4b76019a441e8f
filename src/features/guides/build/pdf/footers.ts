/**
 * The footers: the guide's title and "Page N of M" on every page but the title page.
 */
import { type Doc, PAGE, MARGIN, CONTENT_WIDTH, COLOR, FONT } from "./design.ts";
import { measure } from "./inline.ts";

/** Fits a one-line string into maxWidth, ending it with "..." when cut. */
function fitText(doc: Doc, font: string, size: number, text: string, maxWidth: number): string {
  if (measure(doc, { font, size }, text) <= maxWidth) return text;
  let cut = text.length;
  while (cut > 0 && measure(doc, { font, size }, `${text.slice(0, cut).trimEnd()}...`) > maxWidth)
    cut -= 1;
  return `${text.slice(0, cut).trimEnd()}...`;
}

export function footers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  const baseline = PAGE.height - 44;
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    const pageLabel = `Page ${i + 1} of ${count}`;
    const size = 8.5;
    const labelWidth = measure(doc, { font: FONT.regular, size }, pageLabel);
    doc.rect(MARGIN.left, baseline - 16, CONTENT_WIDTH, 0.5).fill(COLOR.rule);
    doc.font(FONT.regular).fontSize(size).fillColor(COLOR.faint);
    doc.text(
      fitText(doc, FONT.regular, size, title, CONTENT_WIDTH - labelWidth - 24),
      MARGIN.left,
      baseline,
      {
        lineBreak: false,
        baseline: "alphabetic",
      },
    );
    doc.fillColor(COLOR.muted);
    doc.text(pageLabel, MARGIN.left + CONTENT_WIDTH - labelWidth, baseline, {
      lineBreak: false,
      baseline: "alphabetic",
    });
  }
}
