import { HONEYPOT_FIELD } from "@/lib/honeypot";
import { messages } from "@/lib/messages";

/** The forms' honeypot field (src/lib/honeypot.ts): invisible to people and screen readers. */
export default function Honeypot({ id }: { id: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{messages.testimonial.honeypot}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
