import { useEffect, useRef, type ChangeEvent, type Dispatch } from "react";
import { imageUploadUrl } from "@/lib/config";
import { uploadErrorMessage, uploadImage } from "@/lib/image-upload";
import { validateImageFile } from "@/lib/testimonial-image";
import type { TestimonialFormEvent } from "@/lib/testimonial-form";

/**
 * The profile photo upload of the testimonial form: checks the chosen file, uploads it with
 * progress, and reports each step to the form's reducer. `cancelUpload` stops a running upload
 * (leaving the page does too).
 */
export function useImageUpload(dispatch: Dispatch<TestimonialFormEvent>) {
  /** The running upload, so Cancel (or leaving the page) can stop it. */
  const uploadRef = useRef<AbortController | null>(null);

  useEffect(() => () => uploadRef.current?.abort(), []);

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
    uploadRef.current?.abort();
    const upload = new AbortController();
    uploadRef.current = upload;
    dispatch({ type: "uploadStarted" });
    try {
      const url = await uploadImage(file, {
        url: imageUploadUrl,
        signal: upload.signal,
        onProgress: (percent) => dispatch({ type: "uploadProgress", percent }),
      });
      dispatch({ type: "uploadSucceeded", url });
    } catch (error) {
      input.value = "";
      dispatch(
        upload.signal.aborted
          ? { type: "uploadCancelled" }
          : { type: "uploadFailed", message: uploadErrorMessage(error) },
      );
    }
  }

  return { onFile, cancelUpload: () => uploadRef.current?.abort() };
}
