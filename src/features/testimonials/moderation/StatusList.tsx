import { liteDb } from "@/firebase/lite";
import {
  approveTestimonial,
  deleteTestimonial,
  rejectTestimonials,
  unpublishTestimonial,
  type PageCursor,
} from "@/features/testimonials/store/moderation";
import { STATUS_CLASS } from "@/shared/form-status";
import { withIds } from "@/shared/id-set";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import type { StoredTestimonial, TestimonialStatus } from "@/features/testimonials/records";
import FormStatus from "../../../shared/react/FormStatus";
import Spinner from "../../../shared/react/Spinner";
import ModerationItem from "./ModerationItem";
import { useStatusList } from "./useStatusList";

const t = adminMessages;

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

type List = ReturnType<typeof useStatusList>;

/** One view of the moderation panel: its heading with the total, its items, "Load more". */
export default function StatusList({ status }: { status: TestimonialStatus }) {
  const list = useStatusList(status);
  const { items, total, error } = list;
  const shown = items?.length ?? 0;
  const count = total ?? shown;

  return (
    <section
      aria-labelledby="moderation-title"
      data-moderation-panel
      data-view={status}
      data-pages={list.pages}
      data-total={total ?? undefined}
      className="grid gap-6"
    >
      <h2 id="moderation-title" className="font-display text-3xl font-semibold">
        {headings[status](count)}
      </h2>
      {status === "approved" && <p className="text-muted">{t.featuredWhen}</p>}
      {list.featuredFailed && (
        <div role="alert" className="flex flex-wrap items-center gap-3" data-featured-failed>
          <p className={STATUS_CLASS.error}>{t.featuredLoadFailed}</p>
          <button type="button" className="btn-secondary" onClick={list.retryFeatured}>
            {t.featuredRetry}
          </button>
        </div>
      )}
      <FormStatus error={error} notice={list.notice} />
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
          {status === "pending" && <BulkActions items={items} list={list} />}
          <ItemList items={items} list={list} />
        </>
      )}
      {items !== null && shown > 0 && (
        <ListFooter
          shown={shown}
          count={count}
          next={list.next}
          loadingMore={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
        />
      )}
    </section>
  );
}

/** 'Select all' and 'Reject selected' of the pending view. */
function BulkActions({ items, list }: { items: StoredTestimonial[]; list: List }) {
  const { selected, setSelected, busy, act } = list;
  const allSelected = items.every((item) => selected.has(item.id));
  return (
    <div className="flex flex-wrap items-center gap-4">
      <label className="text-ink flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="accent-paprika size-5"
          checked={allSelected}
          onChange={(event) =>
            setSelected(event.currentTarget.checked ? new Set(items.map((i) => i.id)) : new Set())
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
          void act(ids, () => rejectTestimonials(liteDb(), ids), t.updateFailed);
        }}
      >
        {t.rejectSelected(selected.size)}
      </button>
    </div>
  );
}

/** The view's items, each with the actions its status allows. */
function ItemList({ items, list }: { items: StoredTestimonial[]; list: List }) {
  const { busy, selected, setSelected, featured, act, toggleFeatured, changePhoto, changeEdits } =
    list;
  const toggle = (id: string, on: boolean) => setSelected((current) => withIds(current, [id], on));
  return (
    <ul className="grid gap-6">
      {items.map((item) => (
        <ModerationItem
          key={item.id}
          item={item}
          busy={busy.has(item.id)}
          selected={selected.has(item.id)}
          onSelect={(on) => toggle(item.id, on)}
          onApprove={() =>
            void act([item.id], () => approveTestimonial(liteDb(), item), t.updateFailed)
          }
          onReject={() =>
            void act([item.id], () => rejectTestimonials(liteDb(), [item.id]), t.updateFailed)
          }
          onUnpublish={() =>
            void act([item.id], () => unpublishTestimonial(liteDb(), item.id), t.updateFailed)
          }
          onDelete={() =>
            void act([item.id], () => deleteTestimonial(liteDb(), item.id), t.deleteFailed)
          }
          featured={featured === null ? null : featured.includes(item.id)}
          onToggleFeatured={() => void toggleFeatured(item.id)}
          onPhoto={(file) => void changePhoto(item, file)}
          onEdit={(edits) => void changeEdits(item, edits)}
        />
      ))}
    </ul>
  );
}

interface FooterProps {
  shown: number;
  count: number;
  next: PageCursor | null;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** 'Showing N of M' and "Load more" while there may be more. */
function ListFooter({ shown, count, next, loadingMore, onLoadMore }: FooterProps) {
  return (
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
          onClick={onLoadMore}
        >
          {loadingMore && <Spinner />}
          {t.loadMore}
        </button>
      )}
    </div>
  );
}
