/**
 * A page prerendered ahead of a click (speculation.ts) runs hidden until the visitor arrives.
 * What should happen in front of the visitor (counters, reveals, islands) waits for this.
 */

/** Resolves when the page is shown: at once, or when a prerendered page is activated. */
export function whenShown(doc: Document = document): Promise<void> {
  if (!(doc as Document & { prerendering?: boolean }).prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener("prerenderingchange", () => resolve(), { once: true }),
  );
}
