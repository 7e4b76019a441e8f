/**
 * What the reading aids lend the guides (docs/architecture.md, "Rooms"): the table of contents
 * from a page's headings, its texts, and the reading line (the guides' progress marks the
 * chapters it passes). Their components are in components/.
 */
export { tableOfContents, type TocEntry } from "./toc";
export { readingMessages } from "./messages";
export { currentSection, readingLineMargin } from "./current-section";
