/**
 * What the reading aids lend the guides (docs/architecture.md, "Rooms"): the table of contents
 * from a page's headings and its texts. Their components are in components/.
 */
export { tableOfContents, type TocEntry } from "./toc";
export { readingMessages } from "./messages";
