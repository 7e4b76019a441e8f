import type { ReactNode } from "react";
import {
  ALLOWED_IMAGE_TYPES,
  TESTIMONIAL_LIMITS as L,
  TESTIMONIAL_SOURCES,
  type TestimonialSource,
} from "@/features/testimonials/constants";
import { adminMessages } from "@/features/testimonials/moderation/admin-messages";
import {
  localDay,
  type ElsewhereField,
} from "@/features/testimonials/moderation/elsewhere/elsewhere";
import AreaChoice from "../../submit/form/AreaChoice";

const t = adminMessages.addTestimonial;

/** Each field's problem, and the photo's. */
export type AddProblems = Partial<Record<ElsewhereField | "photo", string>>;
type Field = keyof AddProblems;

const SOURCES = Object.keys(TESTIMONIAL_SOURCES) as TestimonialSource[];
const id = (field: Field) => `elsewhere-${field}`;

/** A field's control: its id, and, when it has a problem, invalid and described by it. */
function control(field: Field, problems: AddProblems) {
  return {
    id: id(field),
    name: field,
    ...(problems[field]
      ? { "aria-invalid": true as const, "aria-describedby": `${id(field)}-problem` }
      : {}),
  };
}

/** The label, the control, and the field's problem under it. */
function Labelled({
  field,
  label,
  problems,
  children,
}: {
  field: Field;
  label: string;
  problems: AddProblems;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id(field)} className="label">
        {label}
      </label>
      {children}
      <Problem field={field} problems={problems} />
    </div>
  );
}

function Problem({ field, problems }: { field: Field; problems: AddProblems }) {
  return problems[field] ? (
    <p id={`${id(field)}-problem`} className="text-paprika-dark mt-2 text-sm font-semibold">
      {problems[field]}
    </p>
  ) : null;
}

interface TextProps {
  field: "name" | "role" | "company" | "message" | "sourceUrl";
  label: string;
  problems: AddProblems;
  max: number;
  required?: boolean;
  rows?: number;
  type?: "text" | "url";
}

function Text({ field, label, problems, max, required = false, rows, type = "text" }: TextProps) {
  const attributes = { ...control(field, problems), maxLength: max, required };
  return (
    <Labelled field={field} label={label} problems={problems}>
      {rows ? (
        <textarea rows={rows} className="field resize-y" {...attributes} />
      ) : (
        <input type={type} className="field" {...attributes} />
      )}
    </Labelled>
  );
}

/** Where it came from, the link to it and its original date. */
function SourceFields({ problems }: { problems: AddProblems }) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <Labelled field="source" label={t.source} problems={problems}>
        <select className="field" defaultValue="" required {...control("source", problems)}>
          <option value="">{t.chooseSource}</option>
          {SOURCES.map((source) => (
            <option key={source} value={source}>
              {t.sources[source]}
            </option>
          ))}
        </select>
      </Labelled>
      <Text
        field="sourceUrl"
        type="url"
        label={t.sourceUrl}
        max={L.sourceUrl}
        problems={problems}
      />
      <Labelled field="originalDate" label={t.originalDate} problems={problems}>
        <input
          type="date"
          className="field"
          max={localDay(new Date())}
          {...control("originalDate", problems)}
        />
      </Labelled>
    </div>
  );
}

/** The required confirmation that she has the person's permission to publish it. */
function Permission({ problems }: { problems: AddProblems }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          required
          className="accent-paprika mt-1 size-5 shrink-0"
          {...control("permission", problems)}
        />
        <label htmlFor={id("permission")} className="text-ink font-medium">
          {t.permission}
        </label>
      </div>
      <Problem field="permission" problems={problems} />
    </div>
  );
}

/**
 * The fields of "Add a testimonial", uncontrolled (what was typed stays through a failed save):
 * name, role, company, words, where it came from, its link and date, a photo, areas, permission.
 */
export default function ElsewhereFields({ problems }: { problems: AddProblems }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Text field="name" label={t.name} max={L.name} required problems={problems} />
        <Text field="role" label={t.role} max={L.role} required problems={problems} />
      </div>
      <Text field="company" label={t.company} max={L.company} problems={problems} />
      <Text
        field="message"
        label={t.message}
        max={L.message}
        rows={4}
        required
        problems={problems}
      />
      <SourceFields problems={problems} />
      <Labelled field="photo" label={t.photo} problems={problems}>
        <input
          type="file"
          accept={ALLOWED_IMAGE_TYPES.join(",")}
          className="field"
          {...control("photo", problems)}
        />
      </Labelled>
      <AreaChoice />
      <Permission problems={problems} />
    </>
  );
}
