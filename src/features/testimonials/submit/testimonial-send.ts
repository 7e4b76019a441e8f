/**
 * Sending a testimonial, by the form and by the outbox alike (src/features/outbox/): its photo
 * first, if it is still on the device (a picked file, or an address for Cloudinary to fetch), then
 * its record under the id chosen on the device, with its receipt, then the owner's notice. A retry
 * names the same record, so it cannot make a second one; the rules refuse it, and a refusal after
 * an attempt whose answer never came reads the receipt (testimonialStored) before it is taken for
 * a refusal (docs/decisions.md, "Outbox"). Runs in a page only: under App Check each request
 * needs a token a page makes.
 */
import type { Outcome, OutboxItem } from "@/features/outbox";
import { siteUrl } from "@/site/site";
import { testimonialEndpoint } from "@/site/config";
import { testimonialMessages } from "@/features/testimonials/messages";
import { notifyOwner, testimonialNotification } from "@/features/testimonials/submit/notify";
import { imageUploadUrl } from "@/features/testimonials/photo/photo-host";
import {
  uploadErrorMessage,
  uploadImage,
  urlUploadErrorMessage,
} from "@/features/testimonials/photo/photo-upload";
import type { TestimonialSubmission } from "@/features/testimonials/records";

const retry = (network: boolean): Outcome => ({ status: "retry", network });

/** Firestore's refusals that no retry changes (the rules, a bad field). */
const FINAL = new Set([
  "permission-denied",
  "invalid-argument",
  "failed-precondition",
  "not-found",
  "already-exists",
  "unauthenticated",
]);

async function uploadPhoto(photo: Blob | string): Promise<{ url: string } | Outcome> {
  try {
    return { url: await uploadImage(photo, { url: imageUploadUrl }) };
  } catch (error) {
    const message = (typeof photo === "string" ? urlUploadErrorMessage : uploadErrorMessage)(error);
    // The fallback text is what a network failure (or a service down) gives: try again later.
    return message === testimonialMessages.uploadFailed
      ? retry(navigator.onLine === false)
      : { status: "refused", reason: message };
  }
}

export async function deliverTestimonial(
  item: OutboxItem,
  save: (item: OutboxItem) => Promise<void>,
): Promise<Outcome> {
  if (item.kind !== "testimonial") return retry(false);
  if (item.image === null && item.photo !== null) {
    const uploaded = await uploadPhoto(item.photo);
    if ("status" in uploaded) return uploaded;
    item = { ...item, image: uploaded.url, photo: null };
    await save(item);
  }
  const submission = { ...item.fields, image: item.image } as TestimonialSubmission;
  const [{ submitTestimonialAs, testimonialStored }, { liteDb }] = await Promise.all([
    import("@/features/testimonials/store/public-testimonials"),
    import("@/firebase/lite"),
  ]);
  const maybeStored = item.unsure;
  // From here on, an attempt whose answer is lost may have stored it.
  if (!maybeStored) await save({ ...item, unsure: true });
  try {
    await submitTestimonialAs(liteDb(), item.docId, submission);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !FINAL.has(code)) return retry(true);
    const stored =
      maybeStored &&
      code === "permission-denied" &&
      (await testimonialStored(liteDb(), item.docId));
    if (!stored) return { status: "refused", reason: testimonialMessages.submitFailed };
  }
  // Stored: now the owner hears of it (call 2). Its failure loses nothing (the record is in
  // Firestore), so it is only logged.
  void notifyOwner(testimonialEndpoint, testimonialNotification(submission, siteUrl)).then(
    (outcome) => {
      if (outcome.status !== "sent") console.error("Could not notify the owner:", outcome);
    },
  );
  return { status: "sent" };
}
