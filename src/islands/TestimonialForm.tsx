import { useEffect, useReducer, useRef, type ChangeEvent, type SubmitEvent } from "react";
import { site } from "@/data/site";
import { imageUploadUrl, testimonialEndpoint } from "@/lib/config";
import {
  ALLOWED_IMAGE_TYPES,
  EMAIL_PATTERN,
  SHARE_HASH,
  TESTIMONIAL_LIMITS,
} from "@/lib/constants";
import { takeEarlyOpen } from "@/lib/early-open";
import { isBotSubmission } from "@/lib/honeypot";
import { uploadErrorMessage, uploadImage } from "@/lib/image-upload";
import { messages } from "@/lib/messages";
import { notifyOwner, testimonialNotification } from "@/lib/testimonial-notify";
import { parseImageUrl, safeImageSrc, validateImageFile } from "@/lib/testimonial-image";
import {
  imageStatusText,
  initialTestimonialForm,
  isBusy,
  testimonialFormReducer,
  type ImageMode,
} from "@/lib/testimonial-form";
import Field from "./ui/Field";
import FormStatus from "./ui/FormStatus";
import Honeypot from "./ui/Honeypot";
import Spinner from "./ui/Spinner";

const t = messages.testimonial;

/**
 * 'Share Your Experience' and the submission form (SPEC §2, §4, §5): four required fields, an
 * optional photo (uploaded to Cloudinary with progress, or an http(s) URL) and the required
 * consent to publish, stored in Firestore as a pending private record, then sent to the owner's
 * form endpoint (SPEC §7 call 2). A bot that fills the honeypot is shown success and nothing is
 * stored or sent. Inputs are uncontrolled: a failed submit
 * keeps everything typed.
 */
export default function TestimonialForm() {
  const [state, dispatch] = useReducer(testimonialFormReducer, initialTestimonialForm);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  /** The running upload, so Cancel (or leaving the page) can stop it. */
  const uploadRef = useRef<AbortController | null>(null);
  const busy = isBusy(state);

  useEffect(() => () => uploadRef.current?.abort(), []);
  // The click on 'Share Your Experience' (or the #share link) that loaded the island opens the
  // form now; later, a #share link followed on this page opens it too.
  useEffect(() => {
    if (rootRef.current && takeEarlyOpen(rootRef.current)) dispatch({ type: "open" });
    const onHash = () => {
      if (location.hash === `#${SHARE_HASH}`) dispatch({ type: "open" });
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  const preview = safeImageSrc(state.imageUrl);

  // The success message is a modal <dialog>: focus stays inside it, Escape closes it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (state.succeeded && dialog && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
  }, [state.succeeded]);

  useEffect(() => {
    if (state.open) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [state.open]);

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

  /** Checks the typed image URL; returns it when it may be used, else shows why not. */
  function onUseUrl(): string | null {
    const field = formRef.current?.elements.namedItem("imageUrl") as HTMLInputElement | null;
    const parsed = parseImageUrl(field?.value ?? "");
    dispatch(
      parsed.ok
        ? { type: "urlAccepted", url: parsed.url }
        : { type: "imageRejected", message: parsed.message },
    );
    return parsed.ok ? parsed.url : null;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? "");
    // A URL typed but never confirmed with 'Use URL' is used (or refused) now, not dropped.
    let image = state.imageUrl;
    if (state.mode === "url" && !image && text("imageUrl").trim()) {
      image = onUseUrl();
      if (!image) return;
    }
    dispatch({ type: "submit" });
    try {
      if (!isBotSubmission(data)) {
        const { submitTestimonial } = await import("@/lib/firebase/public-testimonials");
        const submission = {
          name: text("name"),
          email: text("email"),
          role: text("role"),
          message: text("message"),
          image,
          // The browser's `required` let the form through only with the box ticked.
          consent: true as const,
        };
        await submitTestimonial(submission);
        // Stored: now the owner hears of it (call 2). Its failure loses nothing (the record is
        // in Firestore), so the visitor still sees success and the failure is only logged.
        void notifyOwner(testimonialEndpoint, testimonialNotification(submission, site.url)).then(
          (result) => {
            if (!result.ok) console.error("Could not notify the owner:", result.error);
          },
        );
      }
      form.reset();
      dispatch({ type: "submitSucceeded" });
    } catch (error) {
      console.error("Testimonial submission failed:", error);
      dispatch({ type: "submitFailed" });
    }
  }

  function setMode(mode: ImageMode) {
    dispatch({ type: "setMode", mode });
  }

  const statusText = imageStatusText(state.imageStatus);

  return (
    // An early click (src/lib/early-open.ts) marks the root and the opener before React hydrates:
    // those attributes are expected, so React is told not to report them as a mismatch.
    <div ref={rootRef} data-testimonial-form data-island-root suppressHydrationWarning>
      {!state.open && (
        <div className="text-center">
          <button
            ref={shareRef}
            type="button"
            data-opener
            suppressHydrationWarning
            className="btn-primary noscript:hidden aria-busy:cursor-progress"
            onClick={() => dispatch({ type: "open" })}
          >
            {t.share}
          </button>
        </div>
      )}

      <form
        ref={formRef}
        hidden={!state.open}
        onSubmit={onSubmit}
        aria-labelledby="testimonial-form-title"
        aria-busy={state.submitting}
        className="card mx-auto grid max-w-2xl gap-5 p-6 sm:p-10"
      >
        <h2 id="testimonial-form-title" className="section-title">
          {t.share}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="testimonial-name"
            label="Full Name *"
            name="name"
            maxLength={TESTIMONIAL_LIMITS.name}
            autoComplete="name"
          />
          <Field
            id="testimonial-email"
            label="Email *"
            name="email"
            type="email"
            maxLength={TESTIMONIAL_LIMITS.email}
            pattern={EMAIL_PATTERN}
            autoComplete="email"
          />
        </div>
        <Field
          id="testimonial-role"
          label="Your Role/Title *"
          name="role"
          maxLength={TESTIMONIAL_LIMITS.role}
          autoComplete="organization-title"
        />
        <Field
          id="testimonial-message"
          label="Testimonial *"
          name="message"
          rows={4}
          maxLength={TESTIMONIAL_LIMITS.message}
        />

        <fieldset className="grid gap-4">
          <legend className="label">Profile photo</legend>
          <div className="flex flex-wrap gap-3">
            {(["upload", "url"] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={state.mode === mode}
                onClick={() => setMode(mode)}
                disabled={busy}
                className={state.mode === mode ? "btn-primary" : "btn-secondary"}
              >
                {mode === "upload" ? "Upload Image" : "Use Image URL"}
              </button>
            ))}
          </div>
          {state.mode === "upload" ? (
            <div>
              <label htmlFor="testimonial-file" className="label">
                Upload Profile Photo (Optional)
              </label>
              <input
                id="testimonial-file"
                type="file"
                accept={ALLOWED_IMAGE_TYPES.join(",")}
                onChange={(event) => void onFile(event)}
                disabled={busy}
                className="field"
              />
            </div>
          ) : (
            <div>
              <label htmlFor="testimonial-image-url" className="label">
                Enter Image URL (Optional)
              </label>
              <div className="flex flex-col gap-3 sm:flex-row">
                <input
                  id="testimonial-image-url"
                  name="imageUrl"
                  type="url"
                  inputMode="url"
                  maxLength={TESTIMONIAL_LIMITS.imageUrl}
                  placeholder="https://"
                  className="field"
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      if (!busy) onUseUrl();
                    }
                  }}
                />
                <button
                  type="button"
                  className="btn-secondary shrink-0 whitespace-nowrap"
                  onClick={onUseUrl}
                  disabled={busy}
                >
                  Use URL
                </button>
              </div>
            </div>
          )}
          <div aria-live="polite" className="grid gap-2 empty:absolute">
            {statusText && (
              <p
                data-image-status={state.imageStatus?.kind}
                className={
                  state.imageStatus?.kind === "error"
                    ? "text-paprika-dark font-semibold"
                    : "text-leaf font-semibold"
                }
              >
                {statusText}
              </p>
            )}
            {state.imageError && (
              <p className="text-paprika-dark font-semibold" data-image-error>
                {state.imageError}
              </p>
            )}
          </div>
          {preview && (
            // Only an http(s) URL ever reaches src (safeImageSrc).
            <img
              src={preview}
              alt="Preview of your avatar"
              width={96}
              height={96}
              onError={() => dispatch({ type: "previewFailed" })}
              className="bg-cream-deep size-24 rounded-full object-cover"
            />
          )}
        </fieldset>

        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <input
              id="testimonial-consent"
              name="consent"
              type="checkbox"
              required
              className="accent-paprika mt-1 size-5 shrink-0"
            />
            <label htmlFor="testimonial-consent" className="text-ink font-medium">
              {t.consent} *
            </label>
          </div>
          <p className="text-muted pl-8 text-sm">{t.privacy}</p>
        </div>
        <Honeypot id="testimonial-gotcha" />

        <FormStatus error={state.submitError} />

        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {state.submitting && <Spinner light />}
            {state.submitting ? t.submitting : t.submit}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={state.submitting}
            onClick={() => {
              uploadRef.current?.abort();
              dispatch({ type: "cancel" });
              requestAnimationFrame(() => shareRef.current?.focus());
            }}
          >
            {t.cancel}
          </button>
        </div>
      </form>

      {state.succeeded && (
        // Escape (the dialog's cancel) closes it and gives the focus back to the opener.
        <dialog
          ref={dialogRef}
          aria-labelledby="testimonial-success-title"
          aria-describedby="testimonial-success-text"
          onClose={() => {
            dispatch({ type: "closeSuccess" });
            requestAnimationFrame(() => shareRef.current?.focus());
          }}
          className="m-0 bg-green-800 size-full max-h-none max-w-none p-6 text-white backdrop:bg-black/60"
        >
          <div className="grid min-h-full place-items-center">
            <div className="grid max-w-lg justify-items-center gap-5 text-center">
              <svg
                aria-hidden="true"
                viewBox="0 0 48 48"
                className="size-20 rounded-full bg-white/15 p-4 text-white"
              >
                <path
                  d="M12 25l8 8 16-18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h2 id="testimonial-success-title" className="font-display text-5xl font-semibold">
                {t.successTitle}
              </h2>
              <p id="testimonial-success-text" className="text-lg leading-relaxed text-white/90">
                {t.successText}
              </p>
              <button
                ref={closeRef}
                type="button"
                className="btn bg-white text-green-900 hover:bg-green-50 focus-visible:outline-white"
                onClick={() => window.location.assign("/testimonials")}
              >
                {t.close}
              </button>
            </div>
          </div>
        </dialog>
      )}
    </div>
  );
}
