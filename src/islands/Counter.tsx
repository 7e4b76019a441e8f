import { formatCount } from "@/lib/format";
import { useCountUp } from "./useCountUp";

interface Props {
  /** Final value, e.g. 10000. */
  value: number;
  /** Shown after the number, e.g. "+" or "%". */
  suffix?: string;
  /** Defaults to COUNTER_DURATION_MS. */
  durationMs?: number;
  className?: string;
}

/**
 * A number that counts up when scrolled into view. Screen readers get the final number only
 * (the animated digits are hidden from them).
 */
export default function Counter({ value, suffix = "", durationMs, className }: Props) {
  const { ref, value: shown } = useCountUp<HTMLSpanElement>(value, durationMs);
  const final = formatCount(value, suffix);
  return (
    <span ref={ref} className={className} data-counter={final}>
      <span aria-hidden="true">{formatCount(shown, suffix)}</span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
