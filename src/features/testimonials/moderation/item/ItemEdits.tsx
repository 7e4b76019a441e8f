import { useId, type FormEvent } from "react";
import { TESTIMONIAL_LIMITS } from "@/features/testimonials/constants";
import type { TestimonialEdits } from "@/features/testimonials/store/moderation";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import { knownAreas, type StoredTestimonial } from "@/features/testimonials/records";
import AreaChoice from "../../submit/form/AreaChoice";

const t = adminMessages;

interface Props {
  item: StoredTestimonial;
  busy: boolean;
  onSave: (edits: TestimonialEdits) => void;
}

/**
 * An item's areas (src/features/testimonials/areas.ts) and the phrase of its message set in bold on the wall, in a
 * disclosure: set before or after approval; a published one's public copy follows.
 */
export default function ItemEdits({ item, busy, onSave }: Props) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSave({
      areas: knownAreas(data.getAll("areas")),
      highlight: String(data.get("highlight") ?? "").trim(),
    });
  }
  return (
    <details className="group" data-item-edits>
      <summary className="link w-fit cursor-pointer text-sm font-semibold">
        {t.editsSummary}
      </summary>
      <form className="mt-3 grid gap-4" onSubmit={onSubmit} aria-busy={busy}>
        <AreaChoice chosen={item.areas ?? []} legend={t.areasLegend} look="item" />
        <div className="grid gap-2">
          <label htmlFor={`${id}-highlight`} className="text-ink text-sm font-semibold">
            {t.highlightLabel}
          </label>
          <input
            id={`${id}-highlight`}
            name="highlight"
            type="text"
            maxLength={TESTIMONIAL_LIMITS.highlight}
            defaultValue={item.highlight ?? ""}
            className="field"
          />
        </div>
        <button type="submit" className="btn-secondary w-fit" disabled={busy}>
          {t.saveEdits}
        </button>
      </form>
    </details>
  );
}
