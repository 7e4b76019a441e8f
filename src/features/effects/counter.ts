/**
 * Count-up counters (SPEC §4 "Animations", §9): pure timing and easing, unit-tested. The page
 * script (src/features/effects/count-up.ts, run by Counter.astro and PercentBar.astro: plain script, no island)
 * only wires these to requestAnimationFrame and an IntersectionObserver.
 */
import { COUNTER_DURATION_MS } from "@/features/effects/constants";

/** Fast start, gentle landing: 1 - (1 - t)^3, with t clamped to [0, 1]. */
export function easeOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - (1 - x) ** 3;
}

/**
 * The whole number a counter shows `elapsedMs` after it started counting from 0 to `target`.
 * Reaches `target` exactly at `durationMs` and stays there.
 */
export function counterValue(
  elapsedMs: number,
  target: number,
  durationMs: number = COUNTER_DURATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/** Whether a counter should count at all: not when the visitor asked for reduced motion. */
export function shouldCount(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}
