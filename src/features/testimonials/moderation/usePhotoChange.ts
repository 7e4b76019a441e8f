import type { Dispatch, SetStateAction } from "react";
import { imageUploadUrl } from "@/features/testimonials/photo/photo-host";
import { $isAdmin } from "@/features/account";
import { liteDb } from "@/firebase/lite";
import {
  editTestimonial,
  setTestimonialPhoto,
  type TestimonialEdits,
} from "@/features/testimonials/store/moderation";
import { uploadErrorMessage, uploadImage } from "@/features/testimonials/photo/photo-upload";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { validateImageFile } from "@/features/testimonials/photo/photo";
import { highlightParts, type StoredTestimonial } from "@/features/testimonials/records";
import { withIds } from "@/shared/id-set";

const t = adminMessages;

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

/** The item with the edits applied (a null, empty list or empty text removes the field). */
function withEdits(item: StoredTestimonial, edits: TestimonialEdits): StoredTestimonial {
  const next: StoredTestimonial = { ...item };
  if (edits.areas !== undefined) {
    delete next.areas;
    if (edits.areas?.length) next.areas = [...edits.areas];
  }
  if (edits.highlight !== undefined) {
    delete next.highlight;
    if (edits.highlight) next.highlight = edits.highlight;
  }
  return next;
}

/**
 * Setting an item's areas and its highlighted phrase (which must be words of its message): the
 * record and, when published, its public copy; the item stays in its view, changed.
 */
export function useItemEdits({ setItems, setBusy, setError, setNotice }: Setters) {
  return async function changeEdits(item: StoredTestimonial, edits: TestimonialEdits) {
    if (!$isAdmin.get()) return;
    if (edits.highlight && !highlightParts(item.message, edits.highlight)) {
      setError(t.highlightNotInMessage);
      return;
    }
    setBusy((current) => withIds(current, [item.id], true));
    setError(null);
    setNotice(null);
    try {
      await editTestimonial(liteDb(), item, edits);
      setItems((list) =>
        (list ?? []).map((entry) => (entry.id === item.id ? withEdits(entry, edits) : entry)),
      );
      setNotice(t.editsSaved(item.name));
    } catch (reason) {
      console.error("Error editing the testimonial:", reason);
      setError(t.updateFailed);
    } finally {
      setBusy((current) => withIds(current, [item.id], false));
    }
  };
}
