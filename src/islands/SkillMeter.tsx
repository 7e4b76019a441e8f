import { formatCount } from "@/lib/format";
import { useCountUp } from "./useCountUp";

interface Props {
  label: string;
  /** Percentage, 0-100. */
  value: number;
  tone?: "light" | "dark";
}

/** A labelled percentage whose number and bar count up together when scrolled into view. */
export default function SkillMeter({ label, value, tone = "light" }: Props) {
  const { ref, value: shown } = useCountUp<HTMLDivElement>(value);
  const dark = tone === "dark";
  const final = formatCount(value, "%");
  return (
    <div ref={ref} data-counter={final}>
      <div className="flex items-baseline justify-between gap-4">
        <span className={dark ? "text-cream font-semibold" : "text-ink font-semibold"}>
          {label}
        </span>
        <span
          className={`font-display text-2xl font-semibold ${dark ? "text-saffron" : "text-paprika"}`}
        >
          <span aria-hidden="true">{formatCount(shown, "%")}</span>
          <span className="sr-only">{final}</span>
        </span>
      </div>
      <div
        className={`mt-3 h-2.5 overflow-hidden rounded-full ${dark ? "bg-white/10" : "bg-ink/10"}`}
        aria-hidden="true"
      >
        <div
          className="from-paprika to-saffron h-full rounded-full bg-linear-to-r"
          style={{ width: `${shown}%` }}
        ></div>
      </div>
    </div>
  );
}
