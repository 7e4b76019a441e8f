import type { ReactNode } from "react";

interface Props {
  id: string;
  label: string;
  name: string;
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  required?: boolean;
  /** A multi-line text area with this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * A labelled, uncontrolled input (or text area) in the site's form style: the one field markup of
 * every form island, so labels and ids always match.
 */
export default function Field({
  id,
  label,
  rows,
  type = "text",
  required = true,
  ...attributes
}: Props) {
  return (
    <Labelled id={id} label={label}>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          required={required}
          className="field resize-y"
          {...attributes}
        />
      ) : (
        <input id={id} type={type} required={required} className="field" {...attributes} />
      )}
    </Labelled>
  );
}

/** A control (or a group of them) under its label: the label markup of every form island. */
export function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
    </div>
  );
}
