/**
 * For browsers without Speculation Rules: a `<link rel="prefetch">` for a link to one of the
 * site's pages when the pointer rests on it, it gets the focus, or a finger touches it (the same
 * links the rules would prepare, speculation.ts). Each URL is fetched once.
 */
import { isPrepared } from "./speculation";

/** How long the pointer rests on a link before it is fetched (the rules' "moderate" hover). */
const HOVER_MS = 200;

export function startPrefetchFallback(doc: Document = document): void {
  const fetched = new Set<string>();
  const prefetch = (anchor: HTMLAnchorElement) => {
    if (!isPrepared(anchor) || fetched.has(anchor.href)) return;
    fetched.add(anchor.href);
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = anchor.href;
    doc.head.append(link);
  };
  const anchorOf = (event: Event) =>
    (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]") ?? null;
  let timer = 0;
  doc.addEventListener("pointerover", (event) => {
    const anchor = anchorOf(event);
    clearTimeout(timer);
    if (anchor) timer = window.setTimeout(() => prefetch(anchor), HOVER_MS);
  });
  for (const type of ["touchstart", "mousedown", "focusin"]) {
    doc.addEventListener(
      type,
      (event) => {
        const anchor = anchorOf(event);
        if (anchor) prefetch(anchor);
      },
      { passive: true },
    );
  }
}
