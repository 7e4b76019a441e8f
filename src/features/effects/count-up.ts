/**
 * Count-up counters without React (SPEC §4): the numbers (`Counter.astro`) and the skill meters
 * (`PercentBar.astro`) are plain HTML with their final value, and this script counts them up. A
 * counter is reset to 0 once it comes near the screen (within COUNT_UP_NEAR) in a shown page, and
 * counts up from there once it is 10 % visible; with reduced motion, or without JavaScript, the
 * real number is what shows. They were React islands: on /about the counter at the top loaded
 * React and hydrated it while the page loaded, a long task on a phone (docs/decisions.md, "Cheap
 * phones: what blocked the main thread").
 * Timing and easing: src/features/effects/counter.ts.
 */
import {
  COUNT_UP_NEAR,
  DATA_SAVER_SKIPPED,
  IN_VIEW_THRESHOLD,
  REDUCED_MOTION_QUERY,
} from "@/features/effects/constants";
import { dataSaverOn } from "@/features/effects/data-saver";
import { counterValue, shouldCount } from "@/features/effects/counter";
import { formatCount } from "@/shared/format";
import { whenShown } from "@/runtime/shown";

/** The attribute that marks a counter (its target, a whole number) and the ones it reads. */
export const COUNT_UP = {
  target: "data-count-to",
  suffix: "data-count-suffix",
  durationMs: "data-count-ms",
  /** The digits shown (hidden from screen readers, which read the final value next to them). */
  digits: "[data-count-digits]",
  /** A skill meter's bar, as wide as the value shown (%). */
  bar: "[data-count-bar]",
  /** Set once the page's script has taken a counter in hand (shown page; with reduced motion
   * too, where it then leaves it as it is), so running it twice counts nothing twice. */
  started: "data-count-started",
} as const;

export interface CounterParts {
  target: number;
  suffix: string;
  durationMs: number | undefined;
}

/** What a counter element says of itself; null when it has no valid target. */
export function counterParts(read: (name: string) => string | null): CounterParts | null {
  const target = Number(read(COUNT_UP.target));
  if (!Number.isFinite(target) || read(COUNT_UP.target) === null) return null;
  const duration = read(COUNT_UP.durationMs);
  return {
    target,
    suffix: read(COUNT_UP.suffix) ?? "",
    durationMs: duration === null ? undefined : Number(duration),
  };
}

/** Shows `value` in a counter: its digits, and its bar if it has one. */
function show(el: Element, parts: CounterParts, value: number) {
  const digits = el.querySelector(COUNT_UP.digits);
  if (digits) digits.textContent = formatCount(value, parts.suffix);
  const bar = el.querySelector<HTMLElement>(COUNT_UP.bar);
  if (bar) bar.style.width = `${value}%`;
}

/** Starts every counter of the page that is not started yet (once the page is shown). */
export async function startCounters(root: ParentNode = document): Promise<void> {
  await whenShown();
  const counters = [...root.querySelectorAll(`[${COUNT_UP.target}]:not([${COUNT_UP.started}])`)];
  for (const el of counters) el.setAttribute(COUNT_UP.started, "");
  if (!counters.length || !shouldCount(matchMedia(REDUCED_MOTION_QUERY).matches)) return;
  const partsOf = new Map<Element, CounterParts>();
  const count = (el: Element) => {
    const parts = partsOf.get(el)!;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const next = counterValue(now - start, parts.target, parts.durationMs);
      show(el, parts, next);
      if (next !== parts.target) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        count(entry.target);
      }
    },
    { threshold: IN_VIEW_THRESHOLD },
  );
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        // Data saver on (read as it comes near, so the footer's switch acts at once): the
        // counter keeps its final value, as its HTML has it, and is marked so.
        if (dataSaverOn()) {
          entry.target.setAttribute(DATA_SAVER_SKIPPED, "");
          continue;
        }
        show(entry.target, partsOf.get(entry.target)!, 0);
        visible.observe(entry.target);
      }
    },
    { rootMargin: COUNT_UP_NEAR },
  );
  for (const el of counters) {
    const parts = counterParts((name) => el.getAttribute(name));
    if (!parts) continue;
    partsOf.set(el, parts);
    near.observe(el);
  }
}
