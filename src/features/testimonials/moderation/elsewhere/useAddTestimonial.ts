import { useRef, useState } from "react";
import { imageUploadUrl } from "@/features/testimonials/photo/photo-host";
import { $isAdmin } from "@/features/account";
import { liteDb } from "@/firebase/lite";
import { addTestimonial } from "@/features/testimonials/store/moderation";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import {
  checkElsewhere,
  elsewhereFromForm,
  withPhoto,
} from "@/features/testimonials/moderation/elsewhere/elsewhere";
import { validateImageFile } from "@/features/testimonials/photo/photo";
import { uploadErrorMessage, uploadImage } from "@/features/testimonials/photo/photo-upload";
import type { AddProblems } from "./ElsewhereFields";

const t = adminMessages.addTestimonial;
/** The fields in the form's order: the first with a problem gets the focus. */
const ORDER = [
  "name",
  "role",
  "company",
  "message",
  "source",
  "sourceUrl",
  "originalDate",
  "photo",
  "permission",
] as const;

function focusFirst(form: HTMLFormElement, problems: AddProblems) {
  const first = ORDER.find((field) => problems[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

/**
 * "Add a testimonial": checks the form, uploads the photo (once, even when the save is tried
 * again), writes the record and its public copy, and says what happened. The fields keep what was
 * typed until it is published; only then is the form emptied.
 */
export function useAddTestimonial(onAdded: () => void) {
  const [problems, setProblems] = useState<AddProblems>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  /** The last photo uploaded, so a second try does not upload it again. */
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  async function photoUrl(file: File | null): Promise<string | null> {
    if (!file) return null;
    if (uploaded.current?.file === file) return uploaded.current.url;
    const url = await uploadImage(file, {
      url: imageUploadUrl,
      onProgress: (percent) => setStatus({ error: false, text: t.uploading(percent) }),
    });
    uploaded.current = { file, url };
    return url;
  }

  async function submit(form: HTMLFormElement) {
    // Checked again at write time: nothing happens for a non-admin (SPEC §6).
    if (busy || !$isAdmin.get()) return;
    const data = new FormData(form);
    const picked = data.get("photo");
    const file = picked instanceof File && picked.size > 0 ? picked : null;
    const checked = checkElsewhere(elsewhereFromForm(data), new Date());
    const photoProblem = file ? validateImageFile(file) : null;
    const found: AddProblems = {
      ...(checked.ok ? {} : checked.problems),
      ...(photoProblem ? { photo: photoProblem } : {}),
    };
    setProblems(found);
    if (!checked.ok || photoProblem) {
      setStatus({ error: true, text: t.fix });
      focusFirst(form, found);
      return;
    }
    setBusy(true);
    setStatus(null);
    let uploadedPhoto = !file;
    try {
      const url = await photoUrl(file);
      uploadedPhoto = true;
      await addTestimonial(liteDb(), withPhoto(checked.record, url));
      form.reset();
      uploaded.current = null;
      setStatus({ error: false, text: t.saved(checked.record.name) });
      onAdded();
    } catch (reason) {
      console.error("Error adding a testimonial:", reason);
      setStatus({ error: true, text: uploadedPhoto ? t.failed : uploadErrorMessage(reason) });
    } finally {
      setBusy(false);
    }
  }

  return { problems, busy, status, submit };
}
