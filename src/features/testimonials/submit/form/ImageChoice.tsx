import type { ChangeEvent } from "react";
import { ALLOWED_IMAGE_TYPES, TESTIMONIAL_LIMITS } from "@/features/testimonials/constants";
import { photoHost } from "@/features/testimonials/photo/photo-host";
import { photoSrc } from "@/features/testimonials/photo/photo";
import {
  imageStatusText,
  type ImageMode,
  type TestimonialFormState,
} from "@/features/testimonials/submit/form-state";
import { Labelled } from "../../../../shared/react/Field";

interface Props {
  state: TestimonialFormState;
  busy: boolean;
  onMode: (mode: ImageMode) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onUseUrl: () => Promise<unknown>;
  onPreviewFailed: () => void;
}

/** The preview's side in CSS pixels. */
const PREVIEW_SIZE = 96;

/** Each way to give a photo: its toggle's text, and its control's id and label. */
const MODES = {
  upload: {
    button: "Upload Image",
    id: "testimonial-file",
    label: "Upload Profile Photo (Optional)",
  },
  url: {
    button: "Use Image URL",
    id: "testimonial-image-url",
    label: "Enter Image URL (Optional)",
  },
} as const;

/**
 * The optional profile photo: upload a file or an image's http(s) address (Cloudinary fetches it), the status line (progress,
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
  const preview = photoSrc(state.imageUrl, PREVIEW_SIZE, photoHost);
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
            {MODES[mode].button}
          </button>
        ))}
      </div>
      <Labelled id={MODES[state.mode].id} label={MODES[state.mode].label}>
        {state.mode === "upload" ? (
          <FileInput busy={busy} onFile={onFile} />
        ) : (
          <UrlInput busy={busy} onUseUrl={onUseUrl} />
        )}
      </Labelled>
      <ImageStatus state={state} />
      {preview && (
        // Only the site's photo host ever reaches src (photoSrc).
        <img
          src={preview}
          alt="Preview of your avatar"
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          referrerPolicy="no-referrer"
          onError={onPreviewFailed}
          className="bg-cream-deep size-24 rounded-full object-cover"
        />
      )}
    </fieldset>
  );
}

function FileInput({ busy, onFile }: Pick<Props, "busy" | "onFile">) {
  return (
    <input
      id={MODES.upload.id}
      type="file"
      accept={ALLOWED_IMAGE_TYPES.join(",")}
      onChange={(event) => void onFile(event)}
      disabled={busy}
      className="field"
    />
  );
}

function UrlInput({ busy, onUseUrl }: Pick<Props, "busy" | "onUseUrl">) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <input
        id={MODES.url.id}
        name="imageUrl"
        type="url"
        inputMode="url"
        maxLength={TESTIMONIAL_LIMITS.imageUrl}
        placeholder="https://"
        className="field"
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            if (!busy) void onUseUrl();
          }
        }}
      />
      <button
        type="button"
        className="btn-secondary shrink-0 whitespace-nowrap"
        onClick={() => void onUseUrl()}
        disabled={busy}
      >
        Use URL
      </button>
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
