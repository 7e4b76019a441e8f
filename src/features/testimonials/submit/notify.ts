/**
 * SPEC §7 call 2: once a testimonial is stored, the page POSTs it as JSON to a Formspree-compatible
 * form (PUBLIC_TESTIMONIAL_ENDPOINT) whose emails go to the owner, so she hears of it. The stored
 * record is the truth: this copy is only the news, so its failure is reported, never shown to
 * the visitor.
 */
import { ADMIN_TESTIMONIALS_PATH } from "@/features/testimonials/constants";
import { postToForm, type FormOutcome } from "@/shared/form-endpoint";
import { testimonialMessages } from "@/features/testimonials/messages";
import { safeImageSrc } from "@/features/testimonials/photo/photo";
import type { TestimonialSubmission } from "@/features/testimonials/records";

/** The JSON body: SPEC's five fields, Formspree's `_subject`, and where to review it. */
export interface TestimonialNotification {
  name: string;
  email: string;
  role: string;
  message: string;
  /** The photo's http(s) URL, or null. */
  image: string | null;
  /** Formspree's subject line of the email it sends. */
  _subject: string;
  /** The moderation panel on the site's real address. */
  review: string;
}

/** What the owner is sent for a submission (trimmed, as stored). */
export function testimonialNotification(
  submission: TestimonialSubmission,
  siteUrl: string,
): TestimonialNotification {
  return {
    name: submission.name.trim(),
    email: submission.email.trim(),
    role: submission.role.trim(),
    message: submission.message.trim(),
    image: safeImageSrc(submission.image),
    _subject: testimonialMessages.notifySubject,
    review: new URL(ADMIN_TESTIMONIALS_PATH, siteUrl).href,
  };
}

/**
 * POSTs the notification with the form endpoint's client (src/shared/form-endpoint.ts): sent,
 * refused (with the endpoint's reason) or to try again. Never throws. `keepalive` lets it finish
 * when the visitor leaves the page right after the success message.
 */
export function notifyOwner(
  endpoint: string,
  notification: TestimonialNotification,
  fetchImpl: typeof fetch = fetch,
): Promise<FormOutcome> {
  return postToForm(
    endpoint,
    { ...notification },
    {
      fallbackReason: testimonialMessages.notifyRefused,
      keepalive: true,
      fetchImpl,
    },
  );
}
