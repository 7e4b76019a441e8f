/**
 * The testimonial submission form's states (SPEC §2 "Testimonials page", §4 "Submission form",
 * "Image status messages"): a pure reducer, unit-tested. The island only wires it to the DOM,
 * the upload client and Firestore. Typed text lives in the (uncontrolled) inputs, so no state
 * change here can lose it; only success resets the form.
 */
import { testimonialMessages } from "@/features/testimonials/messages";

export type ImageMode = "upload" | "url";

export type ImageStatus =
  | { kind: "uploading"; percent: number }
  | { kind: "uploaded" }
  /** Picked offline: kept on the device, uploaded with the testimonial (src/features/outbox/). */
  | { kind: "kept" }
  | { kind: "error"; message: string };

export interface TestimonialFormState {
  /** The form is shown ('Share Your Experience' hides itself while it is). */
  open: boolean;
  mode: ImageMode;
  /** The image the testimonial will carry: the `secure_url` of an uploaded file or image URL. */
  imageUrl: string | null;
  imageStatus: ImageStatus | null;
  /** Validation message of the image controls (type, size, URL, failed preview). */
  imageError: string | null;
  submitting: boolean;
  /** The red error box. */
  submitError: string | null;
  /** The green full-screen overlay. */
  succeeded: boolean;
}

export type TestimonialFormEvent =
  | { type: "open" }
  | { type: "cancel" }
  | { type: "setMode"; mode: ImageMode }
  | { type: "imageRejected"; message: string }
  | { type: "uploadStarted" }
  | { type: "uploadProgress"; percent: number }
  | { type: "uploadSucceeded"; url: string }
  | { type: "uploadFailed"; message: string }
  /** Cancel (or leaving the page) stopped the upload: no image, no message. */
  | { type: "uploadCancelled" }
  | { type: "previewFailed" }
  /** Offline: the picked photo (or address) is kept, to be uploaded when the testimonial goes. */
  | { type: "photoKept" }
  | { type: "submit" }
  | { type: "submitSucceeded" }
  /** It could not go (offline, the network): kept on the device; the outbox's notice says so. */
  | { type: "submitKept" }
  | { type: "submitFailed"; message?: string | undefined }
  | { type: "closeSuccess" };

const noImage = { imageUrl: null, imageStatus: null, imageError: null } as const;

export const initialTestimonialForm: TestimonialFormState = {
  open: false,
  mode: "upload",
  ...noImage,
  submitting: false,
  submitError: null,
  succeeded: false,
};

/** Busy: submitting, or an upload still running (submitting then would drop the photo). */
export function isBusy(state: TestimonialFormState): boolean {
  return state.submitting || state.imageStatus?.kind === "uploading";
}

/** The line under the image controls: 'Uploading: N%', 'Image uploaded successfully!' or an error. */
export function imageStatusText(status: ImageStatus | null): string | null {
  if (!status) return null;
  if (status.kind === "uploading") return testimonialMessages.uploading(status.percent);
  if (status.kind === "uploaded") return testimonialMessages.uploaded;
  if (status.kind === "kept") return testimonialMessages.photoKept;
  return status.message;
}

export function testimonialFormReducer(
  state: TestimonialFormState,
  event: TestimonialFormEvent,
): TestimonialFormState {
  switch (event.type) {
    case "open":
      return { ...state, open: true, succeeded: false };
    case "cancel":
      return state.submitting ? state : { ...state, open: false, submitError: null };
    case "setMode":
      // Switching between upload and URL starts the image choice afresh.
      return state.mode === event.mode ? state : { ...state, mode: event.mode, ...noImage };
    case "imageRejected":
      return { ...state, ...noImage, imageError: event.message };
    case "uploadStarted":
      return { ...state, ...noImage, imageStatus: { kind: "uploading", percent: 0 } };
    case "uploadProgress": {
      const current = state.imageStatus;
      if (current?.kind !== "uploading") return state;
      const percent = Math.max(current.percent, Math.min(100, Math.round(event.percent)));
      return { ...state, imageStatus: { kind: "uploading", percent } };
    }
    case "uploadSucceeded":
      return { ...state, imageUrl: event.url, imageStatus: { kind: "uploaded" }, imageError: null };
    case "uploadFailed":
      return { ...state, ...noImage, imageStatus: { kind: "error", message: event.message } };
    case "uploadCancelled":
      return { ...state, ...noImage };
    case "previewFailed":
      return { ...state, ...noImage, imageError: testimonialMessages.previewFailed };
    case "photoKept":
      return { ...state, ...noImage, imageStatus: { kind: "kept" } };
    case "submit":
      return isBusy(state) ? state : { ...state, submitting: true, submitError: null };
    case "submitSucceeded":
      // The form is hidden and reset, the image cleared, the overlay shown (SPEC §4).
      return { ...initialTestimonialForm, succeeded: true };
    case "submitKept":
      // The form is hidden and reset, as on success; the outbox's notice stands in the overlay's stead.
      return initialTestimonialForm;
    case "submitFailed":
      return {
        ...state,
        submitting: false,
        submitError: event.message || testimonialMessages.submitFailed,
      };
    case "closeSuccess":
      return { ...state, succeeded: false };
  }
}
