import { useEffect, useRef, useState } from "react";
import { IN_VIEW_THRESHOLD, REDUCED_MOTION_QUERY } from "@/lib/constants";
import { counterValue, shouldCount } from "@/lib/counter";

/**
 * Counts from 0 to `target` once the element is 10 % visible, then stops observing (SPEC §4).
 * The server-rendered value is the final one, so without JavaScript, and with reduced motion,
 * the real number is what shows.
 */
export function useCountUp<E extends Element>(target: number, durationMs?: number) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || !shouldCount(matchMedia(REDUCED_MOTION_QUERY).matches)) return;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = counterValue(now - start, target, durationMs);
          setValue(next);
          if (next !== target) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value };
}
