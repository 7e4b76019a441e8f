import { useState } from "react";
import { messages } from "@/lib/messages";
import type { TestimonialStatus } from "@/lib/testimonials/records";
import ExportData from "./ExportData";
import ShareLink from "./ShareLink";
import StatusList from "./StatusList";

const t = messages.admin;
const VIEWS: readonly TestimonialStatus[] = ["pending", "approved", "rejected"];

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
