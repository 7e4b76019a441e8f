import PDFDocument from "pdfkit";
import { parseGuideMarkdown } from "./blocks.ts";
import type { GuidePdfInput, GuidePdfOptions } from "./pdf/types.ts";
import { MARGIN, CONTENT_WIDTH, GAP } from "./pdf/design.ts";
import { printable, registerFaces, unprintable } from "./pdf/faces.ts";
import { UnprintableTextError } from "./pdf/unprintable.ts";
import { Typesetter } from "./pdf/typesetter.ts";
import { titlePage } from "./pdf/title-page.ts";
import { tocLayout, tocPages, drawToc } from "./pdf/contents.ts";
import { footers } from "./pdf/footers.ts";
import { toIsoDate } from "../../../shared/format.ts";

/**
 * Build-time PDF of a coding guide, typeset with pdfkit (no browser) in the site's own typefaces:
 * Inter for the text and Fraunces for the headings, embedded and subset (only the glyphs used), and
 * pdfkit's built-in Courier for code (the site has no self-hosted monospace; its code uses the
 * system's). The faces come from the static @fontsource/inter and @fontsource/fraunces packages:
 * the same typefaces, at the same version, as the variable files the pages load, which pdfkit
 * cannot use (docs/decisions.md, "The guides' PDFs use the static fontsource faces"), in the same
 * subsets (Latin, Latin Extended, Vietnamese). Text is printed as written (in NFC): each character
 * in the first face of its style that holds it, marks with their letter (./pdf/faces.ts). A guide
 * with a character no face holds fails to build, naming it and where it is (./pdf/unprintable.ts).
 *
 * The Markdown body is reduced to blocks (./blocks.ts); the renderer lays them out itself: it breaks
 * lines word by word with the real font metrics, so it knows every line's height before drawing and
 * can keep headings with what follows (a heading never ends a page), avoid one-line orphans and
 * widows, and move a code block that fits on a page to the next page rather than split it (only a
 * block taller than a page splits, cleanly, one box per page). Pages are buffered so the table of contents and the "Page N of M" footers
 * are filled in once the body is set.
 *
 * The output is reproducible: the dates in the metadata come from the guide's `updated` field, and
 * nothing else in pdfkit's output depends on the clock.
 */

// The renderer's parts are in ./pdf/: design.ts (page, palette, styles, sizes), faces.ts (the
// faces and which one prints each character), unprintable.ts (the build check), inline.ts (runs ->
// words -> lines), code.ts (code lines), typesetter.ts (blocks and page breaks), title-page.ts,
// contents.ts and footers.ts. This module is the entry.

export type { GuidePdfInput, GuidePdfOptions } from "./pdf/types.ts";
export { wrapCodeLines } from "./pdf/code.ts";
export { UnprintableTextError } from "./pdf/unprintable.ts";

/**
 * "February 10, 2026" -> that day at 00:00 UTC (the PDF's creation date). Throws on anything
 * else, as the guides' schema does (toIsoDate).
 */
export function guideDate(updated: string): Date {
  return new Date(toIsoDate(updated.trim()));
}
/**
 * Renders a guide to PDF bytes: title page, contents, the guide, page numbers and bookmarks.
 * Rejects with an UnprintableTextError when the guide has a character no embedded face holds.
 */
export async function renderGuidePdf(
  guide: GuidePdfInput,
  options: GuidePdfOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const date = guideDate(guide.updated);
  const title = printable(guide.title);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    displayTitle: true,
    lang: "en",
    info: {
      Title: title,
      Author: printable(options.author),
      Subject: printable(guide.description),
      Keywords: printable(`${guide.course}, coding guide, tutorial, beginners`),
      Creator: "Guide PDF builder (Astro site)",
      Producer: "PDFKit",
      CreationDate: date,
      ModDate: date,
    },
  });
  registerFaces(doc);

  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const c of chunks) {
        bytes.set(c, offset);
        offset += c.length;
      }
      resolve(bytes);
    });
  });

  const blocks = parseGuideMarkdown(guide.body);
  const chapterTitles = blocks.flatMap((b) =>
    b.kind === "heading" && b.level === 2 ? [printable(b.text)] : [],
  );

  titlePage(doc, guide, options);

  // Reserve the contents pages now; they are filled in once the chapters' pages are known.
  const tocEntries = tocLayout(doc, chapterTitles, options.siteUrl);
  const tocPageList = chapterTitles.length > 0 ? tocPages(tocEntries) : [];
  const tocFirst = 1;
  tocPageList.forEach((_, i) => {
    doc.addPage();
    if (i === 0) doc.outline.addItem("Table of contents");
  });

  const setter = new Typesetter(doc, options.siteUrl);
  doc.addPage();
  setter.blocks(blocks, MARGIN.left, CONTENT_WIDTH, GAP.block);

  if (tocPageList.length > 0) drawToc(doc, tocFirst, tocPageList, tocEntries, setter.chapters);
  footers(doc, title);
  const missing = unprintable(doc);
  if (missing.length > 0) throw new UnprintableTextError(guide, options, missing);
  doc.end();
  return done;
}
