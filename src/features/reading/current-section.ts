/**
 * Marks the section being read in a page's tables of contents: its links get aria-current="true".
 * The section being read is the last one whose heading has passed above the reading line
 * (READING_LINE of the window's height from its top). One IntersectionObserver watches the
 * headings, its root stretched from far above the window down to that line, so a heading counts as
 * passed however it got there (scrolling, the End key, a contents link); nothing runs while the
 * reader scrolls between two headings.
 */
import { READING_LINE } from "@/features/reading/constants";

/** The section being read: the last heading passed (-1 above the first). */
export function currentSection(passed: readonly boolean[]): number {
  return passed.lastIndexOf(true);
}

/** The observer's root margin: its top far above the window, its bottom at the reading line. */
export function readingLineMargin(line = READING_LINE): string {
  return `100000px 0px ${-Math.round((1 - line) * 100)}% 0px`;
}

export function markCurrentSection(links: readonly HTMLAnchorElement[]): void {
  // Several lists may link each heading (a post's two forms); the headings in document order.
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id));
  const passed = ids.map(() => false);
  let shown = -1;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        passed[headings.indexOf(entry.target as HTMLElement)] = entry.isIntersecting;
      const current = currentSection(passed);
      if (current === shown) return;
      shown = current;
      const hash = current < 0 ? null : `#${ids[current]}`;
      for (const link of links) {
        if (hash !== null && decodeURIComponent(link.hash) === hash)
          link.setAttribute("aria-current", "true");
        else link.removeAttribute("aria-current");
      }
    },
    { rootMargin: readingLineMargin() },
  );
  for (const heading of headings) if (heading) observer.observe(heading);
}
