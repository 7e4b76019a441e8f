import { useCallback, useEffect, useState } from "react";
import { latestOnly } from "@/shared/latest-only";
import { $isAdmin } from "@/features/account";
import { liteDb } from "@/firebase/lite";
import {
  countTestimonials,
  featureTestimonial,
  FeaturedFullError,
  loadFeatured,
  loadTestimonialPage,
  unfeatureTestimonial,
  type PageCursor,
} from "@/features/testimonials/store/moderation";
import { featuredIds } from "@/features/testimonials/featured";
import { withIds } from "@/shared/id-set";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { useItemEdits, usePhotoChange } from "./usePhotoChange";
import type { StoredTestimonial, TestimonialStatus } from "@/features/testimonials/records";

const t = adminMessages;

/** The published view: the featured ids (null until read), and whether reading them failed. */
function useFeatured(status: TestimonialStatus) {
  const [featured, setFeatured] = useState<readonly string[] | null>(null);
  const [featuredFailed, setFeaturedFailed] = useState(false);
  /** Bumped by "Try again": reads the slots again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== "approved") return;
    let live = true;
    loadFeatured(liteDb()).then(
      (slots) => live && setFeatured(featuredIds(slots)),
      (reason: unknown) => {
        console.error("Error loading featured testimonials:", reason);
        if (live) setFeaturedFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [status, attempt]);

  function retryFeatured() {
    setFeaturedFailed(false);
    setAttempt((n) => n + 1);
  }

  return { featured, setFeatured, featuredFailed, retryFeatured };
}

/**
 * One view's items, page by page, with its total and the load error. The total comes from a
 * count whose answer may arrive after an action changed the view: `removed` then asks again, and
 * only the newest count's answer is shown (issue 43: a late answer never overwrites a newer one).
 */
function usePages(status: TestimonialStatus) {
  const [items, setItems] = useState<StoredTestimonial[] | null>(null);
  const [next, setNext] = useState<PageCursor | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Pages loaded so far (data-pages, for tests and curious eyes). */
  const [pages, setPages] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [counts] = useState(latestOnly);
  const [loads] = useState(latestOnly);

  // The total is an aggregation (no documents read); without it the heading counts what is shown.
  const count = useCallback(() => {
    const request = counts.begin();
    countTestimonials(liteDb(), status).then(
      (value) => {
        if (request.current()) setTotal(value);
        request.finish();
      },
      (reason: unknown) => {
        if (request.current()) console.error("Error counting testimonials:", reason);
        request.finish();
      },
    );
  }, [counts, status]);

  useEffect(() => {
    const request = loads.begin();
    loadTestimonialPage(liteDb(), status).then(
      (page) => {
        if (!request.current()) return;
        setItems(page.items);
        setNext(page.next);
        setPages(1);
      },
      (reason: unknown) => {
        console.error("Error loading testimonials:", reason);
        if (!request.current()) return;
        setError(t.loadFailed);
        setItems([]);
      },
    );
    count();
    return () => {
      loads.drop();
      counts.drop();
    };
  }, [status, count, counts, loads]);

  async function loadMore() {
    if (!next) return;
    const request = loads.begin();
    setLoadingMore(true);
    try {
      const page = await loadTestimonialPage(liteDb(), status, next);
      if (!request.current()) return;
      // Against the list as it is now (an action may have changed it meanwhile).
      setItems((list) => {
        const known = new Set((list ?? []).map((item) => item.id));
        return [...(list ?? []), ...page.items.filter((item) => !known.has(item.id))];
      });
      setNext(page.next);
      setPages((n) => n + 1);
    } catch (reason) {
      console.error("Error loading testimonials:", reason);
      if (request.current()) setError(t.loadFailed);
    } finally {
      if (request.current()) setLoadingMore(false);
    }
  }

  /** `n` items left this view: the total goes down, and a count on its way is asked again. */
  function removed(n: number) {
    setTotal((value) => (value === null ? null : Math.max(0, value - n)));
    // Its answer may have been counted before the change.
    if (counts.pending) count();
  }

  return { items, setItems, next, total, removed, pages, loadingMore, error, setError, loadMore };
}

/**
 * The state of one view of the moderation panel: its pages, the featured ids, the selection, the
 * ids whose action is on its way, and the actions (which check admin status again).
 */
export function useStatusList(status: TestimonialStatus) {
  const { featured, setFeatured, featuredFailed, retryFeatured } = useFeatured(status);
  const paged = usePages(status);
  const { setItems, removed, setError } = paged;
  /** Ids whose action is on its way: their buttons stay disabled until it settles. */
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** What a done action still leaves to happen elsewhere (a featured one's Expertise card). */
  const [notice, setNotice] = useState<string | null>(null);

  /** Features or unfeatures a published item; it stays in this view. */
  async function toggleFeatured(id: string) {
    if (!$isAdmin.get() || featured === null) return;
    const on = !featured.includes(id);
    setBusy((current) => withIds(current, [id], true));
    setError(null);
    setNotice(null);
    try {
      await (on ? featureTestimonial(liteDb(), id) : unfeatureTestimonial(liteDb(), id));
      setFeatured((list) => (on ? [...(list ?? []), id] : (list ?? []).filter((f) => f !== id)));
    } catch (reason) {
      console.error("Error featuring testimonial:", reason);
      setError(reason instanceof FeaturedFullError ? t.featureFull : t.updateFailed);
    } finally {
      setBusy((current) => withIds(current, [id], false));
    }
  }

  /** Runs an action on some items; on success they leave this view. */
  async function act(ids: readonly string[], action: () => Promise<void>, failure: string) {
    // Checked again at update time: nothing happens for a non-admin (SPEC §6).
    if (!$isAdmin.get() || ids.length === 0) return;
    const mark = (on: boolean) => setBusy((current) => withIds(current, ids, on));
    mark(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      const gone = new Set(ids);
      // A featured one is baked into Expertise until the next build: say so.
      if (featured?.some((id) => gone.has(id))) setNotice(t.removedFeatured);
      setItems((list) => (list ?? []).filter((item) => !gone.has(item.id)));
      setFeatured((list) => list && list.filter((id) => !gone.has(id)));
      setSelected((current) => withIds(current, ids, false));
      removed(ids.length);
    } catch (reason) {
      console.error("Error updating testimonial:", reason);
      setError(failure);
    } finally {
      mark(false);
    }
  }

  return {
    ...paged,
    busy,
    selected,
    setSelected,
    notice,
    featured,
    featuredFailed,
    retryFeatured,
    toggleFeatured,
    act,
    changePhoto: usePhotoChange({ setItems, setBusy, setError, setNotice }),
    changeEdits: useItemEdits({ setItems, setBusy, setError, setNotice }),
  };
}
