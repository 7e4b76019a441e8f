/**
 * What the testimonial form sends when it is submitted (SPEC §4, §7 call 2): the pending private
 * record in Firestore, then the owner's notice. A bot that fills the honeypot gets nothing stored
 * or sent (the island still shows it success).
 */
import { siteUrl } from "@/site/site";
import { testimonialEndpoint } from "@/site/config";
import { isBotSubmission } from "@/shared/honeypot";
import { notifyOwner, testimonialNotification } from "@/features/testimonials/notify";
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

/** Stores the submission and notifies the owner; rejects when it could not be stored. */
export async function sendTestimonial(data: FormData, image: string | null): Promise<void> {
  if (isBotSubmission(data)) return;
  const [{ submitTestimonial }, { liteDb }] = await Promise.all([
    import("@/features/testimonials/store/public-testimonials"),
    import("@/firebase/lite"),
  ]);
  const submission = submissionFromForm(data, image);
  await submitTestimonial(liteDb(), submission);
  // Stored: now the owner hears of it (call 2). Its failure loses nothing (the record is
  // in Firestore), so the visitor still sees success and the failure is only logged.
  void notifyOwner(testimonialEndpoint, testimonialNotification(submission, siteUrl)).then(
    (result) => {
      if (!result.ok) console.error("Could not notify the owner:", result.error);
    },
  );
}
