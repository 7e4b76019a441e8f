import { useEffect, useReducer, type SubmitEvent } from "react";
import { CONTACT_SUCCESS_BANNER_MS } from "@/features/contact/constants";
import { contactMessages } from "@/features/contact/messages";
import { isBotSubmission } from "@/shared/honeypot";
import Field from "../../shared/react/Field";
import FormStatus from "../../shared/react/FormStatus";
import Honeypot from "../../shared/react/Honeypot";
import {
  contactReducer,
  initialContactState,
  readContactMessage,
  sendContactMessage,
} from "@/features/contact/contact-form";

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
        <Field id="contact-name" label="Full Name" name="name" autoComplete="name" />
        <Field id="contact-email" label="Email" name="email" type="email" autoComplete="email" />
      </div>
      <Field id="contact-subject" label="Subject" name="subject" />
      <Field id="contact-message" label="Message" name="message" rows={5} />
      <Honeypot id="contact-gotcha" />
      <FormStatus
        error={state.status === "error" ? state.banner : null}
        notice={state.status === "submitted" ? state.banner : null}
      />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? contactMessages.sending : contactMessages.send}
        </button>
      </div>
    </form>
  );
}
