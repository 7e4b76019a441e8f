import type { Dispatch, SetStateAction } from "react";
import { imageUploadUrl } from "@/lib/config";
import { $isAdmin } from "@/lib/firebase/auth-store";
import { liteDb } from "@/lib/firebase/lite";
import { setTestimonialPhoto } from "@/lib/firebase/moderation";
import { uploadErrorMessage, uploadImage } from "@/lib/testimonials/photo-upload";
import { messages } from "@/lib/messages";
import { validateImageFile } from "@/lib/testimonials/photo";
import type { StoredTestimonial } from "@/lib/testimonials/records";
import { withIds } from "./useStatusList";

const t = messages.admin;

interface Setters {
  setItems: Dispatch<SetStateAction<StoredTestimonial[] | null>>;
  setBusy: Dispatch<SetStateAction<ReadonlySet<string>>>;
  setError: Dispatch<SetStateAction<string | null>>;
  setNotice: Dispatch<SetStateAction<string | null>>;
}

/** The item with its photo replaced (url) or removed (null). */
export function withPhoto(item: StoredTestimonial, url: string | null): StoredTestimonial {
  const copy = { ...item };
  delete copy.imageUrl;
  return url ? { ...copy, imageUrl: url } : copy;
}

/**
 * Replacing an item's photo with an uploaded file (kept on the site's photo host), or removing
 * it (null): the item stays in its view with its new photo; a failure says what failed.
 */
export function usePhotoChange({ setItems, setBusy, setError, setNotice }: Setters) {
  return async function changePhoto(item: StoredTestimonial, file: File | null) {
    if (!$isAdmin.get()) return;
    const problem = file ? validateImageFile(file) : null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy((current) => withIds(current, [item.id], true));
    setError(null);
    setNotice(null);
    let uploaded = false;
    try {
      const url = file ? await uploadImage(file, { url: imageUploadUrl }) : null;
      uploaded = true;
      await setTestimonialPhoto(liteDb(), item, url);
      setItems((list) =>
        (list ?? []).map((entry) => (entry.id === item.id ? withPhoto(entry, url) : entry)),
      );
    } catch (reason) {
      console.error("Error changing the photo:", reason);
      setError(uploaded || !file ? t.photoFailed : uploadErrorMessage(reason));
    } finally {
      setBusy((current) => withIds(current, [item.id], false));
    }
  };
}
