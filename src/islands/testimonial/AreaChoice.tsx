import { areas } from "@/data/areas";
import { messages } from "@/lib/messages";

/**
 * "What did we work on together?": the owner's areas (src/data/areas.ts), any or none, as
 * checkboxes named `areas`. The form's address may choose one already (/testimonials/<area>).
 */
export default function AreaChoice({ chosen }: { chosen?: string | undefined }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="label">{messages.testimonial.areasLegend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {areas.map((area) => (
          <label key={area.id} className="text-ink flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              name="areas"
              value={area.id}
              defaultChecked={area.id === chosen}
              className="accent-paprika size-5"
            />
            {area.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
