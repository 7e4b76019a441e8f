import { useEffect, useState } from "react";
import { $isAdmin } from "@/lib/firebase/auth-store";
import {
  approveTestimonial,
  countTestimonials,
  deleteTestimonial,
  featureTestimonial,
  FeaturedFullError,
  loadFeatured,
  loadTestimonialPage,
  unfeatureTestimonial,
  rejectTestimonials,
  unpublishTestimonial,
  type PageCursor,
} from "@/lib/firebase/testimonials";
import { featuredIds } from "@/lib/featured";
import { messages } from "@/lib/messages";
import type { StoredTestimonial, TestimonialStatus } from "@/lib/testimonials";
import FormStatus from "../ui/FormStatus";
import ModerationItem from "./ModerationItem";
import ExportData from "./ExportData";
import ShareLink from "./ShareLink";
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
      <ShareLink />
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
      <ExportData />
    </div>
  );
}

/** A copy of `set` with `ids` added (on) or removed (off). */
function withIds(set: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const copy = new Set(set);
  for (const id of ids) {
    if (on) copy.add(id);
    else copy.delete(id);
  }
  return copy;
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
  /** The published view: the featured ids (null until read). */
  const [featured, setFeatured] = useState<readonly string[] | null>(null);

  useEffect(() => {
    if (status !== "approved") return;
    let live = true;
    loadFeatured().then(
      (slots) => live && setFeatured(featuredIds(slots)),
      (reason: unknown) => console.error("Error loading featured testimonials:", reason),
    );
    return () => {
      live = false;
    };
  }, [status]);

  /** Features or unfeatures a published item; it stays in this view. */
  async function toggleFeatured(id: string) {
    if (!$isAdmin.get() || featured === null) return;
    const on = !featured.includes(id);
    setBusy((current) => withIds(current, [id], true));
    setError(null);
    try {
      await (on ? featureTestimonial(id) : unfeatureTestimonial(id));
      setFeatured((list) => (on ? [...(list ?? []), id] : (list ?? []).filter((f) => f !== id)));
    } catch (reason) {
      console.error("Error featuring testimonial:", reason);
      setError(reason instanceof FeaturedFullError ? t.featureFull : t.updateFailed);
    } finally {
      setBusy((current) => withIds(current, [id], false));
    }
  }

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
    const mark = (on: boolean) => setBusy((current) => withIds(current, ids, on));
    mark(true);
    setError(null);
    try {
      await action();
      const gone = new Set(ids);
      setItems((list) => (list ?? []).filter((item) => !gone.has(item.id)));
      setFeatured((list) => list && list.filter((id) => !gone.has(id)));
      setSelected((current) => withIds(current, ids, false));
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
  const toggle = (id: string, on: boolean) => setSelected((current) => withIds(current, [id], on));

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
              <ModerationItem
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
                featured={featured === null ? null : featured.includes(item.id)}
                onToggleFeatured={() => void toggleFeatured(item.id)}
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
