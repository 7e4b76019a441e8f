/**
 * Fades and slides each section of the page in, once, when it scrolls into view (SPEC §4). Uses
 * motion's `inView` (its smallest entry point, ~0.5 KB) and the browser's own Web Animations API.
 * Content is never left invisible: without JavaScript, or with reduced motion, nothing is hidden;
 * sections already on screen are left alone.
 */
import { inView } from "motion";
import { IN_VIEW_THRESHOLD, REVEAL_ANIMATION } from "@/features/effects/constants";
import { prefersReducedMotion, revealKeyframes, shouldReveal } from "@/features/effects/motion";

export function revealSections(selector = "main > section:not(:first-child)"): void {
  if (prefersReducedMotion()) return;
  for (const section of document.querySelectorAll<HTMLElement>(selector)) {
    if (!shouldReveal(section.getBoundingClientRect().top, innerHeight)) continue;
    section.style.opacity = "0";
    const stop = inView(
      section,
      () => {
        stop();
        section.style.opacity = "";
        section.animate(revealKeyframes, {
          duration: REVEAL_ANIMATION.durationMs,
          easing: "cubic-bezier(0.22, 1, 0.36, 1)",
        });
      },
      // The huge top margin also counts sections the visitor jumped past (End key, anchor links)
      // as in view, so none is ever left hidden above the screen.
      { amount: IN_VIEW_THRESHOLD, margin: "100000px 0px 0px 0px" },
    );
  }
}
