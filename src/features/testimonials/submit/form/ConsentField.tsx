import { testimonialMessages } from "@/features/testimonials/messages";

const t = testimonialMessages;

/** The required consent to publish, with the privacy note under it. */
export default function ConsentField() {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id="testimonial-consent"
          name="consent"
          type="checkbox"
          required
          className="accent-paprika mt-1 size-5 shrink-0"
        />
        <label htmlFor="testimonial-consent" className="text-ink font-medium">
          {t.consent} *
        </label>
      </div>
      <p className="text-muted pl-8 text-sm">{t.privacy}</p>
    </div>
  );
}
