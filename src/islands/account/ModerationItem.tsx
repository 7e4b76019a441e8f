import { useEffect, useRef, useState } from "react";
import { DEFAULT_AVATAR } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { safeImageSrc } from "@/lib/testimonial-image";
import type { StoredTestimonial, TestimonialStatus } from "@/lib/testimonials";

const t = messages.admin;
const badges: Record<TestimonialStatus, string> = {
  pending: t.pending,
  approved: t.published,
  rejected: t.rejected,
};

/**
 * One testimonial in the moderation panel: photo (or a placeholder), name with its status, role,
 * company, email, dates, the words as text, and the actions its status allows. Delete asks first,
 * with the safe answer focused.
 */
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
}

export default function ModerationItem({
  item,
  busy,
  selected,
  onSelect,
  onApprove,
  onReject,
  onUnpublish,
  onDelete,
  featured = null,
  onToggleFeatured,
}: ItemProps) {
  const photo = safeImageSrc(item.imageUrl);
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const status = item.status;

  useEffect(() => {
    // The safe answer has the focus while the question is open.
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

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
        {photo ? (
          <img
            src={photo}
            alt=""
            width={64}
            height={64}
            onError={(event) => {
              // An unreachable photo shows the default avatar instead of a broken image.
              event.currentTarget.onerror = null;
              event.currentTarget.src = DEFAULT_AVATAR;
            }}
            className="bg-cream-deep size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            className="bg-cream-deep text-muted inline-flex size-16 shrink-0 items-center justify-center rounded-full"
            data-placeholder-icon
          >
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 4-7 8-7s8 3 8 7" />
            </svg>
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-3">
            <span className="text-ink text-lg font-semibold" data-field="name">
              {item.name}
            </span>
            <span
              className={`text-ink rounded-full px-3 py-0.5 text-sm font-semibold ${
                status === "approved"
                  ? "bg-leaf/20"
                  : status === "rejected"
                    ? "bg-ink/10"
                    : "bg-saffron/25"
              }`}
            >
              {badges[status]}
            </span>
            {featured && (
              <span
                className="bg-saffron/40 text-ink rounded-full px-3 py-0.5 text-sm font-semibold"
                data-featured
              >
                {t.featured}
              </span>
            )}
          </p>
          <p className="text-muted" data-field="role">
            {item.role}
          </p>
          {item.company && (
            <p className="text-muted" data-field="company">
              {item.company}
            </p>
          )}
          <p>
            <a
              className="link"
              href={`mailto:${encodeURIComponent(item.email).replace("%40", "@")}`}
            >
              {item.email}
            </a>
          </p>
          <p className="text-muted text-sm">
            {t.submittedOn} {item.createdAt ? item.createdAt.toLocaleDateString() : ""}
          </p>
          {status !== "pending" && item.decidedAt && (
            <p className="text-muted text-sm">
              {t.decidedOn[status]} {item.decidedAt.toLocaleDateString()}
            </p>
          )}
          {photo && <p className="text-leaf text-sm font-semibold">{t.imageAttached}</p>}
        </div>
      </div>
      <blockquote className="text-ink/90 text-lg leading-relaxed" data-field="message">
        &ldquo;{item.message}&rdquo;
      </blockquote>
      {confirming ? (
        <div
          role="group"
          aria-label={t.delete}
          className="border-danger-line bg-danger-soft grid gap-3 rounded-xl border p-4"
          data-confirm-delete
        >
          <p className="text-danger font-semibold">{t.confirmDelete}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={busy}
              onClick={onDelete}
            >
              {t.confirmDeleteYes}
            </button>
            <button
              ref={keepRef}
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteRef.current?.focus());
              }}
            >
              {t.confirmDeleteNo}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {status === "pending" && (
            <>
              <button
                type="button"
                className="btn bg-leaf hover:bg-leaf/90 text-on-accent"
                disabled={busy}
                onClick={onApprove}
              >
                {t.approve}
              </button>
              <button type="button" className="btn-secondary" disabled={busy} onClick={onReject}>
                {t.reject}
              </button>
            </>
          )}
          {status === "approved" && featured !== null && onToggleFeatured && (
            <button
              type="button"
              className="btn-secondary"
              aria-pressed={featured}
              disabled={busy}
              onClick={onToggleFeatured}
            >
              {featured ? t.unfeature : t.feature}
            </button>
          )}
          {status === "approved" && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={onUnpublish}>
              {t.unpublish}
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            className="btn border-danger-line text-danger hover:bg-danger-soft border-2"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t.delete}
          </button>
        </div>
      )}
    </li>
  );
}
