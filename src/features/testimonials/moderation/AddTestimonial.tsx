import { STATUS_CLASS } from "@/shared/form-status";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import Spinner from "../../../shared/react/Spinner";
import { AddTestimonialSummary } from "./AddTestimonialSummary";
import ElsewhereFields from "./elsewhere/ElsewhereFields";
import { useAddTestimonial } from "./elsewhere/useAddTestimonial";

const t = adminMessages.addTestimonial;

/**
 * "Add a testimonial" (a disclosure in the panel): praise the owner received elsewhere, published
 * at once with where it came from, once she confirms she has the person's permission. Loaded only
 * when an admin's panel shows (ModerationPanel). `onAdded` hears each one published.
 */
export default function AddTestimonial({ onAdded }: { onAdded: () => void }) {
  const { problems, busy, status, submit } = useAddTestimonial(onAdded);
  return (
    <details className="card p-6" data-add-testimonial>
      <AddTestimonialSummary />
      <form
        noValidate
        aria-busy={busy}
        className="mt-4 grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <p className="text-muted">{t.text}</p>
        <ElsewhereFields problems={problems} />
        {/* One polite region for both outcomes: the fields say the details, and the panel's
            own alert (StatusList) stays the page's only one. */}
        <div role="status" className="empty:absolute" data-add-status>
          {status && (
            <p className={status.error ? STATUS_CLASS.error : STATUS_CLASS.notice}>{status.text}</p>
          )}
        </div>
        <div>
          <button type="submit" className="btn-primary disabled:opacity-60" disabled={busy}>
            {busy && <Spinner light />}
            {busy ? t.saving : t.save}
          </button>
        </div>
      </form>
    </details>
  );
}
