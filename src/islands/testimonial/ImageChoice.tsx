import type { ChangeEvent } from "react";
import { ALLOWED_IMAGE_TYPES, TESTIMONIAL_LIMITS } from "@/lib/constants";
import { safeImageSrc } from "@/lib/testimonial-image";
import { imageStatusText, type ImageMode, type TestimonialFormState } from "@/lib/testimonial-form";

interface Props {
  state: TestimonialFormState;
  busy: boolean;
  onMode: (mode: ImageMode) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onUseUrl: () => void;
  onPreviewFailed: () => void;
}

/**
 * The optional profile photo: upload a file or use an http(s) URL, the status line (progress,
 * success or error) and a preview of the chosen image.
 */
export default function ImageChoice({
  state,
  busy,
  onMode,
  onFile,
  onUseUrl,
  onPreviewFailed,
}: Props) {
  const preview = safeImageSrc(state.imageUrl);
  return (
    <fieldset className="grid gap-4">
      <legend className="label">Profile photo</legend>
      <div className="flex flex-wrap gap-3">
        {(["upload", "url"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={state.mode === mode}
            onClick={() => onMode(mode)}
            disabled={busy}
            className={state.mode === mode ? "btn-primary" : "btn-secondary"}
          >
            {mode === "upload" ? "Upload Image" : "Use Image URL"}
          </button>
        ))}
      </div>
      {state.mode === "upload" ? (
        <FileInput busy={busy} onFile={onFile} />
      ) : (
        <UrlInput busy={busy} onUseUrl={onUseUrl} />
      )}
      <ImageStatus state={state} />
      {preview && (
        // Only an http(s) URL ever reaches src (safeImageSrc).
        <img
          src={preview}
          alt="Preview of your avatar"
          width={96}
          height={96}
          onError={onPreviewFailed}
          className="bg-cream-deep size-24 rounded-full object-cover"
        />
      )}
    </fieldset>
  );
}

function FileInput({ busy, onFile }: Pick<Props, "busy" | "onFile">) {
  return (
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
  );
}

function UrlInput({ busy, onUseUrl }: Pick<Props, "busy" | "onUseUrl">) {
  return (
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
  );
}

/** The image's status line and validation message, announced politely. */
function ImageStatus({ state }: Pick<Props, "state">) {
  const statusText = imageStatusText(state.imageStatus);
  return (
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
  );
}
