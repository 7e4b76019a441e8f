import type { Ref } from "react";
import { testimonialMessages } from "@/features/testimonials/messages";

interface Props {
  ref: Ref<HTMLButtonElement>;
  onOpen: () => void;
}

/** 'Share Your Experience', shown while the form is closed. */
export default function ShareButton({ ref, onOpen }: Props) {
  return (
    <div className="text-center">
      <button
        ref={ref}
        type="button"
        data-opener
        suppressHydrationWarning
        className="btn-primary noscript:hidden aria-busy:cursor-progress"
        onClick={onOpen}
      >
        {testimonialMessages.share}
      </button>
    </div>
  );
}
