interface Props {
  id: string;
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  minLength?: number;
  required?: boolean;
}

/** A labelled input in the site's form style. */
export default function Field({
  id,
  label,
  name,
  type = "text",
  autoComplete,
  minLength,
  required = true,
}: Props) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        {...(minLength ? { minLength } : {})}
        className="field"
      />
    </div>
  );
}
