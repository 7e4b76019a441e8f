/**
 * The reading aids' constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
/**
 * A post gets a table of contents from this many ## sections on (fewer need none); its ###
 * subsections are listed under their section, deeper headings never.
 */
export const TOC_MIN_SECTIONS = 3;
export const TOC_MAX_DEPTH = 3;
/**
 * The reading line, as a fraction of the window's height from its top: the section whose heading
 * last passed above it is the one being read (marked in the table of contents on wide screens).
 */
export const READING_LINE = 0.3;
/** How long a copy button's "Copied" stays before the block is as it was. */
export const COPY_FEEDBACK_MS = 2000;
