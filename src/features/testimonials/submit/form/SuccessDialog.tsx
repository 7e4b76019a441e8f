import { useEffect, useRef } from "react";
import { testimonialMessages } from "@/features/testimonials/messages";

const t = testimonialMessages;

/**
 * The green full-screen success message, shown once a testimonial is sent ('Close' goes to the
 * wall).
 */
export default function SuccessDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The success message is a modal <dialog>: focus stays inside it, Escape closes it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
  }, []);

  return (
    // Escape (the dialog's cancel) closes it and gives the focus back to the opener.
    <dialog
      ref={dialogRef}
      aria-labelledby="testimonial-success-title"
      aria-describedby="testimonial-success-text"
      onClose={onClose}
      className="m-0 bg-green-800 size-full max-h-none max-w-none p-6 text-white backdrop:bg-black/60"
    >
      <div className="grid min-h-full place-items-center">
        <div className="grid max-w-lg justify-items-center gap-5 text-center">
          <svg
            aria-hidden="true"
            viewBox="0 0 48 48"
            className="size-20 rounded-full bg-white/15 p-4 text-white"
          >
            <path
              d="M12 25l8 8 16-18"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h2 id="testimonial-success-title" className="font-display text-5xl font-semibold">
            {t.successTitle}
          </h2>
          <p id="testimonial-success-text" className="text-lg leading-relaxed text-white/90">
            {t.successText}
          </p>
          <button
            ref={closeRef}
            type="button"
            className="btn bg-white text-green-900 hover:bg-green-50 focus-visible:outline-white"
            onClick={() => window.location.assign("/testimonials")}
          >
            {t.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
