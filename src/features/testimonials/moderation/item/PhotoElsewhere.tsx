import { useId } from "react";
import { ALLOWED_IMAGE_TYPES } from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";

const t = adminMessages;

interface Props {
  /** The host the stored photo names. */
  host: string;
  busy: boolean;
  /** Replace the photo with this file (uploaded to the site's photo host), or remove it (null). */
  onPhoto: (file: File | null) => void;
}

/**
 * An item whose photo is on a host the site does not load from (stored before photos were
 * re-hosted): what the wall shows instead, and the two ways on, a new photo or none.
 */
export default function PhotoElsewhere({ host, busy, onPhoto }: Props) {
  const inputId = useId();
  return (
    <div className="border-saffron/60 grid gap-3 rounded-xl border p-4" data-photo-elsewhere>
      <p className="text-ink">{t.photoElsewhere(host)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="btn-secondary has-focus-visible:outline-saffron cursor-pointer has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-offset-3"
        >
          {t.replacePhoto}
          <input
            id={inputId}
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(",")}
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) onPhoto(file);
            }}
          />
        </label>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => onPhoto(null)}
        >
          {t.removePhoto}
        </button>
      </div>
    </div>
  );
}
