/**
 * Entrance animations (SPEC §4 "Animations", §9). The hero is pure CSS (`data-hero-item`, see
 * global.css), timed by these numbers; sections are revealed by src/features/effects/reveal.ts.
 */
import {
  HERO_ANIMATION,
  REDUCED_MOTION_QUERY,
  REVEAL_ANIMATION,
} from "@/features/effects/constants";

/**
 * Inline style for the hero's `index`-th child: it starts after the 0.3 s delay plus 0.2 s per
 * earlier child, and runs 1.5 s.
 */
export function heroItemStyle(index: number): string {
  const delay = HERO_ANIMATION.delayS + index * HERO_ANIMATION.staggerS;
  return `--hero-delay: ${Number(delay.toFixed(2))}s; --hero-duration: ${HERO_ANIMATION.durationS}s`;
}

/**
 * Only sections still below the fold are hidden and revealed; what is already on screen when the
 * script runs stays as it is, so nothing the visitor sees blinks out.
 */
export function shouldReveal(top: number, viewportHeight: number): boolean {
  return top >= viewportHeight;
}

/** The fade-and-slide a revealed section plays (Web Animations API keyframes). */
export const revealKeyframes: Keyframe[] = [
  { opacity: 0, transform: `translateY(${REVEAL_ANIMATION.distancePx}px)` },
  { opacity: 1, transform: "none" },
];

/** Whether the visitor asked for reduced motion (then nothing counts, slides or eases). */
export function prefersReducedMotion(): boolean {
  return matchMedia(REDUCED_MOTION_QUERY).matches;
}
