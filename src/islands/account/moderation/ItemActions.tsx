import { useEffect, useRef, useState } from "react";
import { messages } from "@/lib/messages";
import type { TestimonialStatus } from "@/lib/testimonials";

const t = messages.admin;

/**
 * Delete's question: open or not, the safe answer focused while it is open, and the focus back
 * on Delete once it is answered 'keep'.
 */
export function useConfirmDelete() {
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The safe answer has the focus while the question is open.
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  return {
    confirming,
    keepRef,
    deleteRef,
    ask: () => setConfirming(true),
    keep: () => {
      setConfirming(false);
      requestAnimationFrame(() => deleteRef.current?.focus());
    },
  };
}

type Confirm = ReturnType<typeof useConfirmDelete>;

/** 'Delete this testimonial for good?' with its two answers. */
export function ConfirmDelete({
  busy,
  confirm,
  onDelete,
}: {
  busy: boolean;
  confirm: Confirm;
  onDelete: () => void;
}) {
  return (
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
          ref={confirm.keepRef}
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={confirm.keep}
        >
          {t.confirmDeleteNo}
        </button>
      </div>
    </div>
  );
}

interface ActionsProps {
  status: TestimonialStatus;
  busy: boolean;
  featured: boolean | null;
  confirm: Confirm;
  onApprove: () => void;
  onReject: () => void;
  onUnpublish: () => void;
  onToggleFeatured?: (() => void) | undefined;
}

/** The actions the item's status allows, then Delete (which asks first). */
export function ItemActions({ status, busy, featured, confirm, ...on }: ActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      {status === "pending" && (
        <>
          <button
            type="button"
            className="btn bg-leaf hover:bg-leaf/90 text-on-accent"
            disabled={busy}
            onClick={on.onApprove}
          >
            {t.approve}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={on.onReject}>
            {t.reject}
          </button>
        </>
      )}
      {status === "approved" && featured !== null && on.onToggleFeatured && (
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={featured}
          disabled={busy}
          onClick={on.onToggleFeatured}
        >
          {featured ? t.unfeature : t.feature}
        </button>
      )}
      {status === "approved" && (
        <button type="button" className="btn-secondary" disabled={busy} onClick={on.onUnpublish}>
          {t.unpublish}
        </button>
      )}
      <button
        ref={confirm.deleteRef}
        type="button"
        className="btn border-danger-line text-danger hover:bg-danger-soft border-2"
        disabled={busy}
        onClick={confirm.ask}
      >
        {t.delete}
      </button>
    </div>
  );
}
