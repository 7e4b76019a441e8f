import { useEffect, useState } from "react";
import { DEFAULT_AVATAR } from "@/lib/constants";
import { $isAdmin } from "@/lib/firebase/auth-store";
import { decideTestimonial, loadPendingTestimonials } from "@/lib/firebase/testimonials";
import { messages } from "@/lib/messages";
import { safeImageSrc } from "@/lib/testimonial-image";
import type { StoredTestimonial } from "@/lib/testimonials";
import FormStatus from "../ui/FormStatus";
import Spinner from "../ui/Spinner";

const t = messages.admin;

/**
 * The moderation panel (SPEC §2 "Admin moderation page", §4, §7 calls 4-5): pending testimonials,
 * each approved or rejected. A decided item leaves the list; a failed decision keeps it.
 * Everything the visitor wrote is rendered as text.
 */
export default function ModerationPanel() {
  const [items, setItems] = useState<StoredTestimonial[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [updateFailed, setUpdateFailed] = useState(false);
  /** Ids whose decision is on its way: their buttons stay disabled until it settles. */
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    loadPendingTestimonials().then(setItems, (error: unknown) => {
      console.error("Error loading testimonials:", error);
      setLoadFailed(true);
      setItems([]);
    });
  }, []);

  async function decide(id: string, status: "approved" | "rejected") {
    // Checked again at update time: nothing happens for a non-admin (SPEC §6).
    if (!$isAdmin.get()) return;
    setDeciding((ids) => new Set(ids).add(id));
    setUpdateFailed(false);
    try {
      await decideTestimonial(id, status);
      setItems((list) => (list ?? []).filter((item) => item.id !== id));
    } catch (error) {
      console.error("Error updating testimonial:", error);
      setUpdateFailed(true);
    } finally {
      setDeciding((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    }
  }

  return (
    <section aria-labelledby="moderation-title" data-moderation-panel className="grid gap-6">
      <h2 id="moderation-title" className="font-display text-3xl font-semibold">
        {t.heading(items?.length ?? 0)}
      </h2>
      <FormStatus error={loadFailed ? t.loadFailed : updateFailed ? t.updateFailed : null} />
      {items === null ? (
        <p role="status" className="text-muted flex items-center gap-3">
          <Spinner />
          {t.loading}
        </p>
      ) : items.length === 0 && !loadFailed ? (
        <p className="text-muted text-lg">{t.empty}</p>
      ) : (
        <ul className="grid gap-6">
          {items.map((item) => (
            <PendingItem
              key={item.id}
              item={item}
              busy={deciding.has(item.id)}
              onDecide={(status) => void decide(item.id, status)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingItem({
  item,
  busy,
  onDecide,
}: {
  item: StoredTestimonial;
  busy: boolean;
  onDecide: (status: "approved" | "rejected") => void;
}) {
  const photo = safeImageSrc(item.imageUrl);
  return (
    <li className="card grid gap-4 p-6 wrap-anywhere" data-pending-id={item.id}>
      <div className="flex items-start gap-4">
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
            <span className="bg-saffron/25 text-ink rounded-full px-3 py-0.5 text-sm font-semibold">
              {messages.admin.pending}
            </span>
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
            {messages.admin.submittedOn} {item.createdAt ? item.createdAt.toLocaleDateString() : ""}
          </p>
          {photo && (
            <p className="text-leaf text-sm font-semibold">{messages.admin.imageAttached}</p>
          )}
        </div>
      </div>
      <blockquote className="text-ink/90 text-lg leading-relaxed" data-field="message">
        &ldquo;{item.message}&rdquo;
      </blockquote>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-leaf text-white hover:bg-leaf/90"
          disabled={busy}
          onClick={() => onDecide("approved")}
        >
          {messages.admin.approve}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => onDecide("rejected")}
        >
          {messages.admin.reject}
        </button>
      </div>
    </li>
  );
}
