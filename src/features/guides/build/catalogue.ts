/**
 * The six coding guides as the pages use them: in reading order, with the address of the web page
 * and of the PDF, and the PDF's size. The size is known at build time because the PDF is rendered
 * here, once per guide, and the endpoint /guides/<slug>.pdf serves those same bytes.
 */
import { getCollection, render, type CollectionEntry } from "astro:content";
import { site } from "@/site/site";
import type { GuideData } from "@/features/guides/guide-schema";
import { formatFileSize } from "@/features/guides/file-size";
import { renderGuidePdf } from "@/features/guides/build/pdf";
import { chapterLabel, type Chapter } from "@/features/guides/progress";

export { formatFileSize };

export type GuideEntry = CollectionEntry<"guides">;

export interface Guide {
  /** The slug: the file name without ".md", e.g. "git-github". */
  id: string;
  data: GuideData;
  /** The collection entry, for `render(entry)`. */
  entry: GuideEntry;
  /** The web page, e.g. "/guides/html". */
  webHref: string;
  /** The PDF, e.g. "/guides/html.pdf". */
  pdfHref: string;
  /** Name the browser saves the PDF under (the `download` attribute), e.g. "html-guide.pdf". */
  pdfFileName: string;
  /** Exact length of the PDF in bytes. */
  pdfBytes: number;
  /** The size as shown on the pages, e.g. "50 KB" (formatFileSize). */
  pdfSize: string;
  /** Reading time of the body at 200 words a minute, like the blog's read times. */
  readMinutes: number;
  /** Its chapters (the `<h2>`s), in order: what the reader's progress counts. */
  chapters: GuideChapter[];
}

/** A chapter: its `<h2>`'s id, its label for "Continue" ("Chapter 4") and its heading. */
export interface GuideChapter extends Chapter {
  title: string;
}

/** A guide's chapters: its `<h2>`s. */
async function chaptersOf(entry: GuideEntry): Promise<GuideChapter[]> {
  const { headings } = await render(entry);
  return headings
    .filter((h) => h.depth === 2)
    .map((h) => ({ id: h.slug, label: chapterLabel(h.text), title: h.text }));
}

interface CachedPdf {
  /** The input the PDF was made from: an edited guide (in `astro dev`) is rendered again. */
  source: string;
  bytes: Promise<Uint8Array<ArrayBuffer>>;
}

const pdfs = new Map<string, CachedPdf>();

/**
 * The PDF of one guide. Rendered on first use and then shared: the pages that show its size and
 * the endpoint that writes the file get the same bytes from one render per build.
 */
export function guidePdf(entry: GuideEntry): Promise<Uint8Array<ArrayBuffer>> {
  const input = { ...entry.data, body: entry.body ?? "" };
  const source = JSON.stringify(input);
  const cached = pdfs.get(entry.id);
  if (cached?.source === source) return cached.bytes;

  const bytes = renderGuidePdf(input, {
    author: site.owner.name,
    siteUrl: site.url,
    webUrl: new URL(guideHref(entry.id), site.url).href,
  });
  const fresh: CachedPdf = { source, bytes };
  pdfs.set(entry.id, fresh);
  // A failed render is not kept, so the next call tries again (and reports its own error).
  bytes.catch(() => {
    if (pdfs.get(entry.id) === fresh) pdfs.delete(entry.id);
  });
  return bytes;
}

/** The web page of a guide. */
function guideHref(id: string): string {
  return `/guides/${id}`;
}

/** Words in a Markdown body, counted as `wc -w` does. */
function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** All guides, sorted by `order` (the reading order post 8 recommends). */
export async function getGuides(): Promise<Guide[]> {
  const entries = [...(await getCollection("guides"))].sort((a, b) => a.data.order - b.data.order);
  const orders = entries.map((e) => e.data.order);
  if (new Set(orders).size !== orders.length) {
    throw new Error(`Two guides share an order number: ${orders.join(", ")}`);
  }
  return Promise.all(
    entries.map(async (entry): Promise<Guide> => {
      const [pdf, chapters] = await Promise.all([guidePdf(entry), chaptersOf(entry)]);
      const webHref = guideHref(entry.id);
      return {
        id: entry.id,
        data: entry.data,
        entry,
        webHref,
        pdfHref: `${webHref}.pdf`,
        pdfFileName: `${entry.id}-guide.pdf`,
        pdfBytes: pdf.byteLength,
        pdfSize: formatFileSize(pdf.byteLength),
        readMinutes: Math.max(1, Math.ceil(wordCount(entry.body ?? "") / 200)),
        chapters,
      };
    }),
  );
}

/** One guide by its slug; throws for an unknown one, so a typo in post 8 fails the build. */
export async function getGuide(id: string): Promise<Guide> {
  const guide = (await getGuides()).find((g) => g.id === id);
  if (!guide) throw new Error(`No guide "${id}" in src/content/guides`);
  return guide;
}
