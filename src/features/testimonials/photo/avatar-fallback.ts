/**
 * A testimonial avatar that is missing or does not load falls back to the default one (SPEC §2).
 * Replaces an inline onerror attribute, which the Content-Security-Policy blocks. Covers avatars
 * that failed before this ran (complete, but no pixels), later failures (a capture-phase `error`
 * listener: error events do not bubble) and cards added later, e.g. copies of the card
 * <template> on the testimonials page, whose image may have failed before it was inserted.
 */
import { DEFAULT_AVATAR } from "@/features/testimonials/constants";

/** The avatar of a TestimonialCard (its data-field hook). */
const AVATAR_SELECTOR = 'img[data-field="image"]';

function fallBack(img: HTMLImageElement): void {
  if (img.getAttribute("src") !== DEFAULT_AVATAR) img.src = DEFAULT_AVATAR;
}

function scan(root: Element | Document): void {
  const images = [...root.querySelectorAll<HTMLImageElement>(AVATAR_SELECTOR)];
  if (root instanceof HTMLImageElement && root.matches(AVATAR_SELECTOR)) images.push(root);
  for (const img of images) if (img.complete && img.naturalWidth === 0) fallBack(img);
}

export function watchAvatars(document: Document): void {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.matches(AVATAR_SELECTOR)) fallBack(target);
    },
    true,
  );
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
