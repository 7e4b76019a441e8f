import { useEffect, useRef, type ChangeEvent, type Dispatch } from "react";
import { imageUploadUrl } from "@/features/testimonials/photo/photo-host";
import {
  uploadErrorMessage,
  uploadImage,
  urlUploadErrorMessage,
} from "@/features/testimonials/photo/photo-upload";
import { validateImageFile } from "@/features/testimonials/photo/photo";
import type { TestimonialFormEvent } from "@/features/testimonials/submit/form-state";
import { offline } from "@/features/outbox";

/**
 * The profile photo of the testimonial form: a picked file, or the address of an image, which
 * Cloudinary fetches and keeps (so the photo is shown from the site's photo host, never from the
 * address a visitor typed). Each is uploaded with progress, and each step reported to the form's
 * reducer. `cancelUpload` stops a running upload (leaving the page does too).
 */
export function useImageUpload(dispatch: Dispatch<TestimonialFormEvent>) {
  /** The running upload, so Cancel (or leaving the page) can stop it. */
  const uploadRef = useRef<AbortController | null>(null);
  /** A photo (file or address) picked offline, uploaded when the testimonial is sent. */
  const keptRef = useRef<Blob | string | null>(null);

  useEffect(() => () => uploadRef.current?.abort(), []);

  /** Uploads a file or an image address; resolves with the stored photo's URL, or null. */
  async function upload(source: Blob | string, failed: (error: unknown) => string) {
    uploadRef.current?.abort();
    keptRef.current = null;
    if (offline()) {
      keptRef.current = source;
      dispatch({ type: "photoKept" });
      return null;
    }
    const running = new AbortController();
    uploadRef.current = running;
    dispatch({ type: "uploadStarted" });
    try {
      const url = await uploadImage(source, {
        url: imageUploadUrl,
        signal: running.signal,
        onProgress: (percent) => dispatch({ type: "uploadProgress", percent }),
      });
      dispatch({ type: "uploadSucceeded", url });
      return url;
    } catch (error) {
      dispatch(
        running.signal.aborted
          ? { type: "uploadCancelled" }
          : { type: "uploadFailed", message: failed(error) },
      );
      return null;
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      input.value = "";
      dispatch({ type: "imageRejected", message: problem });
      return;
    }
    if ((await upload(file, uploadErrorMessage)) === null && !keptRef.current) input.value = "";
  }

  /** Re-hosts the image at an (already checked) http(s) address. */
  const uploadUrl = (url: string) => upload(url, urlUploadErrorMessage);

  return {
    onFile,
    uploadUrl,
    /** The photo kept offline, if any (then no address yet). */
    keptPhoto: () => keptRef.current,
    cancelUpload: () => {
      keptRef.current = null;
      uploadRef.current?.abort();
    },
  };
}
