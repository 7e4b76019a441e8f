import { useEffect, useReducer, type SubmitEvent } from "react";
import { CONTACT_SUCCESS_BANNER_MS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import {
  HONEYPOT_FIELD,
  contactReducer,
  initialContactState,
  isBotSubmission,
  readContactMessage,
  sendContactMessage,
} from "@/lib/contact-form";

interface Props {
  endpoint: string;
}

/**
 * 'Send a Message' (SPEC §4, §5): four required fields, browser email check. The inputs are
 * uncontrolled, so a failed send never loses what was typed; only success resets the form.
 * Without JavaScript the same form posts straight to the endpoint.
 */
export default function ContactForm({ endpoint }: Props) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const submitting = state.status === "submitting";

  useEffect(() => {
    if (state.status !== "submitted") return;
    const timer = setTimeout(() => dispatch({ type: "bannerExpired" }), CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    dispatch({ type: "submit" });
    // A filled honeypot is a bot: drop it silently, and let it believe it worked.
    const ok =
      isBotSubmission(data) || (await sendContactMessage(endpoint, readContactMessage(data)));
    if (ok) form.reset();
    dispatch({ type: ok ? "succeeded" : "failed" });
  }

  return (
    <form
      className="mt-8 grid gap-5"
      action={endpoint}
      method="POST"
      onSubmit={onSubmit}
      aria-busy={submitting}
      data-contact-form
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="label">
            Full Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            autoComplete="name"
            className="field"
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="label">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className="field"
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className="label">
          Subject
        </label>
        <input id="contact-subject" name="subject" type="text" required className="field" />
      </div>
      <div>
        <label htmlFor="contact-message" className="label">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          className="field resize-y"
        ></textarea>
      </div>
      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="contact-gotcha">Leave this field empty</label>
        <input
          id="contact-gotcha"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div role="status" aria-live="polite">
        {state.status === "submitted" && state.banner && (
          <p className="bg-leaf/10 text-leaf rounded-xl px-4 py-3 font-semibold">{state.banner}</p>
        )}
      </div>
      <div role="alert">
        {state.status === "error" && state.banner && (
          <p className="bg-paprika/10 text-paprika-dark rounded-xl px-4 py-3 font-semibold">
            {state.banner}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? messages.contact.sending : messages.contact.send}
        </button>
      </div>
    </form>
  );
}
