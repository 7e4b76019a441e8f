import { adminMessages } from "@/features/testimonials/moderation/admin-messages";

/**
 * "Add a testimonial" closed: the disclosure's summary (AddTestimonial's own), and the box the
 * panel shows while that code comes, so the controls under it do not move when it arrives.
 */
export function AddTestimonialSummary() {
  return (
    <summary className="cursor-pointer rounded-lg">
      <h2 className="font-display inline text-2xl font-semibold">
        {adminMessages.addTestimonial.title}
      </h2>
    </summary>
  );
}

/** What the panel shows until AddTestimonial's code is in: the same closed box. */
export function AddTestimonialPlaceholder() {
  return (
    <details className="card p-6" aria-busy="true">
      <AddTestimonialSummary />
    </details>
  );
}
