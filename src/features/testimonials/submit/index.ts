/**
 * Sending a testimonial (SPEC §4 "Submission form", §7 call 2): the form (form/, its states in
 * form-state.ts), what it sends (submit.ts), the sending itself, by the form and by the outbox
 * alike (testimonial-send.ts; testimonial-send-entry.ts is the outbox's on-demand entry), the
 * owner's notice (notify.ts) and the link that asks a client for one (share-link.ts). The island
 * and the pages' scripts import these files directly, so each bundle holds only its own.
 */
export {
  imageStatusText,
  initialTestimonialForm,
  isBusy,
  testimonialFormReducer,
  type TestimonialFormState,
} from "./form-state";
export { formText, submissionFromForm } from "./submit";
export { deliverTestimonial } from "./testimonial-send";
export { notifyOwner, testimonialNotification, type TestimonialNotification } from "./notify";
export { shareLink, whatsAppRequest } from "./share-link";
