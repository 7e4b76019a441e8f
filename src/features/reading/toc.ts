/**
 * The table of contents of a post or guide, from the headings its Markdown rendered (Astro's
 * `render()` gives them in document order, each with its depth, id and text).
 */
import { TOC_MAX_DEPTH, TOC_MIN_SECTIONS } from "@/features/reading/constants";

/** A rendered heading: what Astro's MarkdownHeading holds. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocEntry {
  slug: string;
  text: string;
  /** The subsections (### under a ##); empty for those and at the deepest level. */
  children: TocEntry[];
}

export interface TocOptions {
  /** Fewer ## sections than this: no table of contents at all ([]). */
  minSections?: number;
  /** 2 lists the ## sections only; 3 also their ### subsections. */
  maxDepth?: number;
}

/**
 * The ## sections, each with its ### subsections under it, or [] when there are fewer than
 * `minSections`. The page's # title, a ### before the first ## (it has no section to sit in) and
 * anything deeper than `maxDepth` are left out.
 */
export function tableOfContents(
  headings: readonly Heading[],
  { minSections = TOC_MIN_SECTIONS, maxDepth = TOC_MAX_DEPTH }: TocOptions = {},
): TocEntry[] {
  const sections: TocEntry[] = [];
  for (const { depth, slug, text } of headings) {
    const entry = { slug, text, children: [] };
    if (depth === 2) sections.push(entry);
    else if (depth === 3 && depth <= maxDepth) sections.at(-1)?.children.push(entry);
  }
  return sections.length >= minSections ? sections : [];
}
