/**
 * A page prerendered ahead of a click (speculation.ts) runs hidden until the visitor arrives.
 * What should happen in front of the visitor (the counters' count-up, the section reveals, the
 * islands) waits for this.
 */

/** Resolves when the page is shown: at once, or when a prerendered page is activated. */
export function whenShown(doc: Document = document): Promise<void> {
  if (!(doc as Document & { prerendering?: boolean }).prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener("prerenderingchange", () => resolve(), { once: true }),
  );
}

/**
 * Resolves once the page has loaded and a frame with its first screen has been painted: its
 * eager images fetched (the `load` event) and decoded, then one frame drawn. What is wanted only
 * near the screen (the `client:shown` islands: the contact form) waits for this, so its code
 * never shares a slow connection with the picture a visitor looks at first. When the counters
 * were React islands (they are plain script now: count-up.ts), their React (66 KB), fetched
 * before /about's portrait was painted, made the portrait come 300 ms later on a phone's network,
 * in one load of two (docs/decisions.md, "Islands wait for the first screen").
 */
export function whenFirstScreenPainted(win: Window = window): Promise<void> {
  const doc = win.document;
  const loaded =
    doc.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          win.addEventListener("load", () => resolve(), { once: true }),
        );
  return loaded
    .then(() =>
      Promise.all(
        Array.from(doc.images, (img) =>
          img.complete && img.naturalWidth ? img.decode().catch(() => {}) : undefined,
        ),
      ),
    )
    .then(() => new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve))));
}
