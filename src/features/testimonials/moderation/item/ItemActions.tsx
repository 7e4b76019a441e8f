import { useEffect, useRef, useState, type ComponentProps } from "react";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import type { TestimonialStatus } from "@/features/testimonials/records";

const t = adminMessages;

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

/** One of the item's buttons: never a submit, disabled while a change is saving. */
function Action({
  busy,
  className = "btn-secondary",
  ...props
}: ComponentProps<"button"> & { busy: boolean }) {
  return <button type="button" className={className} disabled={busy} {...props} />;
}

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
        <Action
          busy={busy}
          className="btn bg-red-700 text-white hover:bg-red-800"
          onClick={onDelete}
        >
          {t.confirmDeleteYes}
        </Action>
        <Action ref={confirm.keepRef} busy={busy} onClick={confirm.keep}>
          {t.confirmDeleteNo}
        </Action>
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
          <Action
            busy={busy}
            className="btn bg-leaf hover:bg-leaf/90 text-on-accent"
            onClick={on.onApprove}
          >
            {t.approve}
          </Action>
          <Action busy={busy} onClick={on.onReject}>
            {t.reject}
          </Action>
        </>
      )}
      {status === "approved" && featured !== null && on.onToggleFeatured && (
        <Action busy={busy} aria-pressed={featured} onClick={on.onToggleFeatured}>
          {featured ? t.unfeature : t.feature}
        </Action>
      )}
      {status === "approved" && (
        <Action busy={busy} onClick={on.onUnpublish}>
          {t.unpublish}
        </Action>
      )}
      <Action
        ref={confirm.deleteRef}
        busy={busy}
        className="btn border-danger-line text-danger hover:bg-danger-soft border-2"
        onClick={confirm.ask}
      >
        {t.delete}
      </Action>
    </div>
  );
}
