/**
 * What the testimonial form sends when it is submitted (SPEC §4, §7 call 2), read from its
 * fields; testimonial-send.ts sends it (the pending private record in Firestore, then the owner's
 * notice). A bot that fills the honeypot gets nothing stored or sent (the island still shows it
 * success).
 */
import { knownAreas, type TestimonialSubmission } from "@/features/testimonials/records";

/** A form field's text ("" when it is missing). */
export function formText(data: FormData, key: string): string {
  return String(data.get(key) ?? "");
}

/** The submission the form's fields make, with the image already chosen. */
export function submissionFromForm(data: FormData, image: string | null): TestimonialSubmission {
  return {
    name: formText(data, "name"),
    email: formText(data, "email"),
    role: formText(data, "role"),
    message: formText(data, "message"),
    image,
    areas: knownAreas(data.getAll("areas")),
    // The browser's `required` let the form through only with the box ticked.
    consent: true as const,
  };
}
