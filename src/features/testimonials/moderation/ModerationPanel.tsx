import { lazy, Suspense, useState } from "react";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import type { TestimonialStatus } from "@/features/testimonials/records";
import { AddTestimonialPlaceholder } from "./AddTestimonialSummary";
import ExportData from "./ExportData";
import ShareLink from "./ShareLink";
import StatusList from "./StatusList";

// Only an admin's panel loads these (and the import's parsing and checks), when it first shows.
const AddTestimonial = lazy(() => import("./AddTestimonial"));
const ImportData = lazy(() => import("./ImportData"));

const t = adminMessages;
const VIEWS: readonly TestimonialStatus[] = ["pending", "approved", "rejected"];

/**
 * The moderation panel (SPEC §2 "Admin moderation page", §4, §7 calls 4-5), with the owner's undo
 * and erase: three views (pending, published, rejected), each a page of at most 25 with its
 * total and "Load more". Pending items are approved (which publishes the public copy) or
 * rejected, several at once if selected; published ones can be unpublished; any can be deleted
 * for good after a confirmation. A decided item leaves its view; a failed action keeps it.
 * Praise received elsewhere is added by hand ("Add a testimonial"), and an export imports again
 * ("Import testimonials"); the view shown reads afresh after either. Everything the visitor wrote
 * is rendered as text.
 */
export default function ModerationPanel() {
  const [view, setView] = useState<TestimonialStatus>("pending");
  /** Bumped when testimonials were added or imported: the view reads its first page again. */
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  return (
    <div className="grid gap-6">
      <ShareLink />
      <Suspense fallback={<AddTestimonialPlaceholder />}>
        <AddTestimonial onAdded={changed} />
      </Suspense>
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
      <StatusList key={`${view}-${changes}`} status={view} />
      <ExportData />
      <Suspense fallback={null}>
        <ImportData onImported={changed} />
      </Suspense>
    </div>
  );
}
