/**
 * A guide's chapters are laid out only near the screen (src/features/guides/guide-parts.ts), at a guessed
 * height until then. A link within the page (the contents, a heading's anchor) scrolls smoothly
 * to where its target stands when the scroll starts, and the chapters laid out on the way would
 * move the target from under it. So the first such click lays out the whole guide
 * (`ALL_PARTS_SHOWN` on <html>, global.css), before the browser scrolls: once, on the reader's
 * click, never while the page loads.
 */
export const ALL_PARTS_SHOWN = "guide-parts-shown";

export function layOutPartsBeforeJumps(doc: Document = document): void {
  if (!doc.querySelector(".guide-part")) return;
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (!link) return;
    doc.documentElement.classList.add(ALL_PARTS_SHOWN);
    doc.removeEventListener("click", onClick, true);
  };
  doc.addEventListener("click", onClick, true);
}
