import { useState } from "react";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { photoHost } from "@/features/testimonials/photo/photo-host";
import { photoHostName, photoSrc } from "@/features/testimonials/photo/photo";
import type { StoredTestimonial } from "@/features/testimonials/records";
import { ConfirmDelete, ItemActions, useConfirmDelete } from "./item/ItemActions";
import { ItemDetails, ItemPhoto } from "./item/ItemSummary";
import ItemEdits from "./item/ItemEdits";
import PhotoElsewhere from "./item/PhotoElsewhere";
import type { TestimonialEdits } from "@/features/testimonials/store/moderation";

const t = adminMessages;
/** The photo's side in the panel, in CSS pixels. */
const PHOTO_SIZE = 64;

interface ItemProps {
  item: StoredTestimonial;
  busy: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
  /** Published items: is it featured (null while unknown), and the action that toggles it. */
  featured?: boolean | null;
  onToggleFeatured?: () => void;
  /** Replace the photo with this file, or remove it (null). */
  onPhoto: (file: File | null) => void;
  /** Set the areas and the highlight. */
  onEdit: (edits: TestimonialEdits) => void;
}

/**
 * One testimonial in the moderation panel: photo (or a placeholder), name with its status, role,
 * company, email, dates, the words as text, and the actions its status allows. Delete asks first,
 * with the safe answer focused.
 */
export default function ModerationItem({
  item,
  busy,
  selected,
  onSelect,
  onDelete,
  featured = null,
  onPhoto,
  onEdit,
  ...actions
}: ItemProps) {
  const photo = photoSrc(item.imageUrl, PHOTO_SIZE, photoHost);
  // A photo on any other host (stored before photos were re-hosted) is never loaded.
  const elsewhere = item.imageUrl && !photo ? (photoHostName(item.imageUrl) ?? "?") : null;
  const confirm = useConfirmDelete();
  const status = item.status;
  // A pending photo is at an address the visitor chose: it loads only when the admin asks, so
  // its host learns nothing of her until then (and never the page, no referrer).
  const [photoAsked, setPhotoAsked] = useState(false);
  const photoShown = status !== "pending" || photoAsked;

  return (
    <li
      className="card grid gap-4 p-6 wrap-anywhere"
      data-item-id={item.id}
      {...(status === "pending" ? { "data-pending-id": item.id } : {})}
    >
      <div className="flex items-start gap-4">
        {status === "pending" && (
          <input
            type="checkbox"
            aria-label={t.select(item.name)}
            className="accent-paprika mt-1 size-5 shrink-0"
            checked={selected}
            disabled={busy}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        )}
        <ItemPhoto photo={photoShown ? photo : null} />
        <ItemDetails
          item={item}
          featured={featured}
          hasPhoto={Boolean(photo)}
          hiddenPhoto={
            photo && !photoShown ? { url: photo, show: () => setPhotoAsked(true) } : null
          }
        />
      </div>
      {elsewhere !== null && <PhotoElsewhere host={elsewhere} busy={busy} onPhoto={onPhoto} />}
      <ItemEdits item={item} busy={busy} onSave={onEdit} />
      <blockquote className="text-ink/90 text-lg leading-relaxed" data-field="message">
        &ldquo;{item.message}&rdquo;
      </blockquote>
      {confirm.confirming ? (
        <ConfirmDelete busy={busy} confirm={confirm} onDelete={onDelete} />
      ) : (
        <ItemActions
          status={status}
          busy={busy}
          featured={featured}
          confirm={confirm}
          {...actions}
        />
      )}
    </li>
  );
}
