import { HONEYPOT_FIELD } from "@/shared/honeypot";
import { formMessages } from "@/site/messages";

/** The forms' honeypot field (src/shared/honeypot.ts): invisible to people and screen readers. */
export default function Honeypot({ id }: { id: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{formMessages.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
