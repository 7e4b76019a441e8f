import { useEffect, useRef, useState } from "react";
import { DEFAULT_AVATAR } from "@/lib/constants";
import { $isAdmin } from "@/lib/firebase/auth-store";
import {
  approveTestimonial,
  countTestimonials,
  deleteTestimonial,
  loadTestimonialPage,
  rejectTestimonials,
  unpublishTestimonial,
  type PageCursor,
} from "@/lib/firebase/testimonials";
import { messages } from "@/lib/messages";
import { safeImageSrc } from "@/lib/testimonial-image";
import type { StoredTestimonial, TestimonialStatus } from "@/lib/testimonials";
import FormStatus from "../ui/FormStatus";
import Spinner from "../ui/Spinner";

const t = messages.admin;
const VIEWS: readonly TestimonialStatus[] = ["pending", "approved", "rejected"];

const headings: Record<TestimonialStatus, (count: number) => string> = {
  pending: t.heading,
  approved: t.publishedHeading,
  rejected: t.rejectedHeading,
};
const empties: Record<TestimonialStatus, string> = {
  pending: t.empty,
  approved: t.publishedEmpty,
  rejected: t.rejectedEmpty,
};
const badges: Record<TestimonialStatus, string> = {
  pending: t.pending,
  approved: t.published,
  rejected: t.rejected,
};

/**
 * The moderation panel (SPEC §2 "Admin moderation page", §4, §7 calls 4-5), with the owner's undo
 * and erase: three views (pending, published, rejected), each a page of at most 25 with its
 * total and "Load more". Pending items are approved (which publishes the public copy) or
 * rejected, several at once if selected; published ones can be unpublished; any can be deleted
 * for good after a confirmation. A decided item leaves its view; a failed action keeps it.
 * Everything the visitor wrote is rendered as text.
 */
export default function ModerationPanel() {
  const [view, setView] = useState<TestimonialStatus>("pending");
  return (
    <div className="grid gap-6">
      <div role="group" aria-label={t.viewsLabel} className="flex flex-wrap gap-2">
        {VIEWS.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={view === status}
            className={view === status ? "btn-primary" : "btn-secondary"}
            onClick={() => setView(status)}
          >
            {t.views[status]}
          </button>
        ))}
      </div>
      {/* A new key starts each view afresh: its first page and its total. */}
      <StatusList key={view} status={view} />
    </div>
  );
}

function StatusList({ status }: { status: TestimonialStatus }) {
  const [items, setItems] = useState<StoredTestimonial[] | null>(null);
  const [next, setNext] = useState<PageCursor | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Pages loaded so far (data-pages, for tests and curious eyes). */
  const [pages, setPages] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** Ids whose action is on its way: their buttons stay disabled until it settles. */
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let live = true;
    loadTestimonialPage(status).then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setNext(page.next);
        setPages(1);
      },
      (reason: unknown) => {
        console.error("Error loading testimonials:", reason);
        if (!live) return;
        setError(t.loadFailed);
        setItems([]);
      },
    );
    // The total is an aggregation (no documents read); without it the heading counts what is shown.
    countTestimonials(status).then(
      (count) => live && setTotal(count),
      (reason: unknown) => console.error("Error counting testimonials:", reason),
    );
    return () => {
      live = false;
    };
  }, [status]);

  async function loadMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await loadTestimonialPage(status, next);
      const known = new Set((items ?? []).map((item) => item.id));
      setItems((list) => [...(list ?? []), ...page.items.filter((item) => !known.has(item.id))]);
      setNext(page.next);
      setPages((n) => n + 1);
    } catch (reason) {
      console.error("Error loading testimonials:", reason);
      setError(t.loadFailed);
    } finally {
      setLoadingMore(false);
    }
  }

  /** Runs an action on some items; on success they leave this view. */
  async function act(ids: readonly string[], action: () => Promise<void>, failure: string) {
    // Checked again at update time: nothing happens for a non-admin (SPEC §6).
    if (!$isAdmin.get() || ids.length === 0) return;
    const mark = (on: boolean) =>
      setBusy((current) => {
        const set = new Set(current);
        for (const id of ids) {
          if (on) set.add(id);
          else set.delete(id);
        }
        return set;
      });
    mark(true);
    setError(null);
    try {
      await action();
      const gone = new Set(ids);
      setItems((list) => (list ?? []).filter((item) => !gone.has(item.id)));
      setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
      setTotal((count) => (count === null ? null : Math.max(0, count - ids.length)));
    } catch (reason) {
      console.error("Error updating testimonial:", reason);
      setError(failure);
    } finally {
      mark(false);
    }
  }

  const shown = items?.length ?? 0;
  const count = total ?? shown;
  const allSelected = shown > 0 && items!.every((item) => selected.has(item.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const set = new Set(current);
      if (on) set.add(id);
      else set.delete(id);
      return set;
    });

  return (
    <section
      aria-labelledby="moderation-title"
      data-moderation-panel
      data-view={status}
      data-pages={pages}
      data-total={total ?? undefined}
      className="grid gap-6"
    >
      <h2 id="moderation-title" className="font-display text-3xl font-semibold">
        {headings[status](count)}
      </h2>
      <FormStatus error={error} />
      {items === null ? (
        <p role="status" className="text-muted flex items-center gap-3">
          <Spinner />
          {t.loading}
        </p>
      ) : items.length === 0 ? (
        error === t.loadFailed ? null : (
          <p className="text-muted text-lg">{empties[status]}</p>
        )
      ) : (
        <>
          {status === "pending" && (
            <div className="flex flex-wrap items-center gap-4">
              <label className="text-ink flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="accent-paprika size-5"
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(
                      event.currentTarget.checked ? new Set(items.map((i) => i.id)) : new Set(),
                    )
                  }
                />
                {t.selectAll}
              </label>
              <button
                type="button"
                className="btn-secondary"
                disabled={selected.size === 0 || [...selected].some((id) => busy.has(id))}
                onClick={() => {
                  const ids = [...selected];
                  void act(ids, () => rejectTestimonials(ids), t.updateFailed);
                }}
              >
                {t.rejectSelected(selected.size)}
              </button>
            </div>
          )}
          <ul className="grid gap-6">
            {items.map((item) => (
              <Item
                key={item.id}
                item={item}
                busy={busy.has(item.id)}
                selected={selected.has(item.id)}
                onSelect={(on) => toggle(item.id, on)}
                onApprove={() =>
                  void act([item.id], () => approveTestimonial(item), t.updateFailed)
                }
                onReject={() =>
                  void act([item.id], () => rejectTestimonials([item.id]), t.updateFailed)
                }
                onUnpublish={() =>
                  void act([item.id], () => unpublishTestimonial(item.id), t.updateFailed)
                }
                onDelete={() =>
                  void act([item.id], () => deleteTestimonial(item.id), t.deleteFailed)
                }
              />
            ))}
          </ul>
        </>
      )}
      {items !== null && shown > 0 && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-muted" data-shown>
            {t.shown(shown, Math.max(count, shown))}
          </p>
          {next && (
            <button
              type="button"
              className="btn-secondary"
              disabled={loadingMore}
              aria-busy={loadingMore}
              onClick={() => void loadMore()}
            >
              {loadingMore && <Spinner />}
              {t.loadMore}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

interface ItemProps {
  item: StoredTestimonial;
  busy: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

function Item({
  item,
  busy,
  selected,
  onSelect,
  onApprove,
  onReject,
  onUnpublish,
  onDelete,
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
                    ? "bg-black/10"
                    : "bg-saffron/25"
              }`}
            >
              {badges[status]}
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
          className="grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4"
          data-confirm-delete
        >
          <p className="font-semibold text-red-900">{t.confirmDelete}</p>
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
                className="btn bg-leaf hover:bg-leaf/90 text-white"
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
          {status === "approved" && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={onUnpublish}>
              {t.unpublish}
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            className="btn border-2 border-red-300 text-red-800 hover:bg-red-50"
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
