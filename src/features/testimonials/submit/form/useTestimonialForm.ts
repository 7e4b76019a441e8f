import { useEffect, useReducer, useRef, type SubmitEvent } from "react";
import { SHARE_HASH } from "@/features/testimonials/constants";
import { testimonialMessages } from "@/features/testimonials/messages";
import { takeEarlyOpen } from "@/runtime/island-load";
import { parseImageUrl } from "@/features/testimonials/photo/photo";
import { formText, submissionFromForm } from "@/features/testimonials/submit/submit";
import { deliverTestimonial } from "@/features/testimonials/submit/testimonial-send";
import { isBotSubmission } from "@/shared/honeypot";
import {
  deviceId,
  keepForLater,
  kept,
  offline,
  prepareOutbox,
  type OutboxItem,
  type Outcome,
  type TestimonialItem,
} from "@/features/outbox";
import {
  initialTestimonialForm,
  isBusy,
  testimonialFormReducer,
} from "@/features/testimonials/submit/form-state";
import { useImageUpload } from "./useImageUpload";

/**
 * The click on 'Share Your Experience' (or the #share link) that loaded the island opens the
 * form now; later, a #share link followed on this page opens it too. Returns the ref of the
 * island's root, which the early click marked.
 */
function useOpenOnShare(open: () => void) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rootRef.current && takeEarlyOpen(rootRef.current)) open();
    const onHash = () => {
      if (location.hash === `#${SHARE_HASH}`) open();
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  return rootRef;
}

/**
 * Sends the testimonial at once; offline, or when the network fails, keeps it on the device (its
 * photo too) to be sent when the connection comes back (src/features/outbox/): then "retry".
 */
async function sendOrKeep(
  data: FormData,
  image: string | null,
  photo: Blob | string | null,
): Promise<Outcome> {
  // A filled honeypot is a bot: nothing is stored or sent, and it is shown success.
  if (isBotSubmission(data)) return { status: "sent" };
  const fields: Record<string, unknown> = { ...submissionFromForm(data, null) };
  delete fields.image;
  let item: OutboxItem = {
    ...kept("testimonial"),
    kind: "testimonial",
    docId: deviceId(),
    fields,
    image,
    photo,
  } satisfies TestimonialItem;
  let outcome: Outcome = { status: "retry", network: true };
  if (!offline()) {
    outcome = await deliverTestimonial(item, async (latest) => void (item = latest)).catch(
      (error: unknown): Outcome => {
        console.error("Testimonial submission failed:", error);
        return { status: "refused", reason: testimonialMessages.submitFailed };
      },
    );
  }
  if (outcome.status !== "retry") return outcome;
  // A server error on this first try is shown (SPEC §8); only the network keeps it.
  if (!outcome.network) return { status: "refused", reason: testimonialMessages.submitFailed };
  // Kept, or (the outbox's code could not come) failed as before: the form keeps what was typed.
  return keepForLater(item).then(
    () => outcome,
    (): Outcome => ({ status: "refused", reason: testimonialMessages.submitFailed }),
  );
}

/**
 * The testimonial form's state (the reducer in src/features/testimonials/submit/form-state.ts) wired to the page:
 * opening (by the early click, the button or a #share link), the photo, the submit, Cancel and
 * the success message's close. The island renders what it returns.
 */
export function useTestimonialForm() {
  const [state, dispatch] = useReducer(testimonialFormReducer, initialTestimonialForm);
  const rootRef = useOpenOnShare(() => dispatch({ type: "open" }));
  const formRef = useRef<HTMLFormElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const { onFile, uploadUrl, keptPhoto, cancelUpload } = useImageUpload(dispatch);
  const busy = isBusy(state);

  useEffect(() => {
    if (!state.open) return;
    const form = formRef.current;
    form?.querySelector<HTMLInputElement>("input")?.focus();
    // The outbox's code comes as the visitor starts to fill the form in (not on opening it: the
    // page's budget), so that a testimonial sent offline can be kept.
    const prepare = () => void prepareOutbox().catch(() => {});
    form?.addEventListener("input", prepare, { once: true });
    return () => form?.removeEventListener("input", prepare);
  }, [state.open]);

  /**
   * Checks the typed image URL and has Cloudinary fetch and keep the image; resolves with the
   * stored photo's address, else null (and the form shows why).
   */
  async function onUseUrl(): Promise<string | null> {
    const field = formRef.current?.elements.namedItem("imageUrl") as HTMLInputElement | null;
    const parsed = parseImageUrl(field?.value ?? "");
    if (!parsed.ok) {
      dispatch({ type: "imageRejected", message: parsed.message });
      return null;
    }
    return uploadUrl(parsed.url);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    // A URL typed but never confirmed with 'Use URL' is used (or refused, or kept) now.
    let image = state.imageUrl;
    let photo = state.imageStatus?.kind === "kept" ? keptPhoto() : null;
    if (state.mode === "url" && !image && !photo && formText(data, "imageUrl").trim()) {
      image = await onUseUrl();
      photo = keptPhoto();
      if (!image && !photo) return;
    }
    dispatch({ type: "submit" });
    const outcome = await sendOrKeep(data, image, photo);
    if (outcome.status === "refused") {
      dispatch({ type: "submitFailed", message: outcome.reason });
      return;
    }
    form.reset();
    dispatch({ type: outcome.status === "sent" ? "submitSucceeded" : "submitKept" });
  }

  /** Gives the focus back to 'Share Your Experience' once it is shown again. */
  const focusShare = () => requestAnimationFrame(() => shareRef.current?.focus());

  function onCancel() {
    cancelUpload();
    dispatch({ type: "cancel" });
    focusShare();
  }

  function onCloseSuccess() {
    dispatch({ type: "closeSuccess" });
    focusShare();
  }

  return {
    state,
    dispatch,
    busy,
    rootRef,
    formRef,
    shareRef,
    onFile,
    onUseUrl,
    onSubmit,
    onCancel,
    onCloseSuccess,
  };
}
