import { useEffect, useReducer, useRef, type SubmitEvent } from "react";
import { SHARE_HASH } from "@/features/testimonials/constants";
import { takeEarlyOpen } from "@/runtime/island-load";
import { parseImageUrl } from "@/features/testimonials/photo";
import { formText, sendTestimonial } from "@/features/testimonials/submit";
import {
  initialTestimonialForm,
  isBusy,
  testimonialFormReducer,
} from "@/features/testimonials/form";
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
 * The testimonial form's state (the reducer in src/features/testimonials/form.ts) wired to the page:
 * opening (by the early click, the button or a #share link), the photo, the submit, Cancel and
 * the success message's close. The island renders what it returns.
 */
export function useTestimonialForm() {
  const [state, dispatch] = useReducer(testimonialFormReducer, initialTestimonialForm);
  const rootRef = useOpenOnShare(() => dispatch({ type: "open" }));
  const formRef = useRef<HTMLFormElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const { onFile, uploadUrl, cancelUpload } = useImageUpload(dispatch);
  const busy = isBusy(state);

  useEffect(() => {
    if (state.open) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
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
    // A URL typed but never confirmed with 'Use URL' is used (or refused) now, not dropped.
    let image = state.imageUrl;
    if (state.mode === "url" && !image && formText(data, "imageUrl").trim()) {
      image = await onUseUrl();
      if (!image) return;
    }
    dispatch({ type: "submit" });
    try {
      await sendTestimonial(data, image);
      form.reset();
      dispatch({ type: "submitSucceeded" });
    } catch (error) {
      console.error("Testimonial submission failed:", error);
      dispatch({ type: "submitFailed" });
    }
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
