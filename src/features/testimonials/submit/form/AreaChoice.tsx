import { areas } from "@/features/testimonials/areas";
import { testimonialMessages } from "@/features/testimonials/messages";

/** The two looks: the forms' (the visitor's and "Add a testimonial"), and a panel item's. */
const LOOKS = {
  form: {
    fieldset: "grid gap-3",
    legend: "label",
    list: "flex flex-wrap gap-x-6 gap-y-3",
    label: "text-ink flex items-center gap-2 font-medium",
  },
  item: {
    fieldset: "grid gap-2",
    legend: "text-ink text-sm font-semibold",
    list: "flex flex-wrap gap-x-5 gap-y-2",
    label: "text-ink flex items-center gap-2",
  },
} as const;

interface Props {
  /** The areas ticked at first: the form's address may choose one (/testimonials/<area>). */
  chosen?: readonly string[] | undefined;
  /** "What did we work on together?" unless told. */
  legend?: string;
  look?: keyof typeof LOOKS;
}

/**
 * The owner's areas (src/features/testimonials/areas.ts), any or none, as checkboxes named `areas`, each inside
 * its label, under a legend: in the testimonial form, in "Add a testimonial", and in a panel
 * item's edits (src/features/testimonials/moderation/item/ItemEdits.tsx).
 */
export default function AreaChoice({
  chosen = [],
  legend = testimonialMessages.areasLegend,
  look = "form",
}: Props) {
  const c = LOOKS[look];
  return (
    <fieldset className={c.fieldset}>
      <legend className={c.legend}>{legend}</legend>
      <div className={c.list}>
        {areas.map((area) => (
          <label key={area.id} className={c.label}>
            <input
              type="checkbox"
              name="areas"
              value={area.id}
              defaultChecked={chosen.includes(area.id)}
              className="accent-paprika size-5"
            />
            {area.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
