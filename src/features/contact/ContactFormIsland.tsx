import { useEffect, useReducer, useRef, type SubmitEvent } from "react";
import { CONTACT_SUCCESS_BANNER_MS } from "@/features/contact/constants";
import { contactMessages } from "@/features/contact/messages";
import { IN_CHARGE } from "@/runtime/early-submits";
import { isBotSubmission } from "@/shared/honeypot";
import Field from "../../shared/react/Field";
import FormStatus from "../../shared/react/FormStatus";
import Honeypot from "../../shared/react/Honeypot";
import {
  contactReducer,
  initialContactState,
  readContactMessage,
} from "@/features/contact/contact-form";
import {
  contactDeliverer,
  keepForLater,
  kept,
  offline,
  prepareOutbox,
  type Outcome,
} from "@/features/outbox";

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
  const formRef = useRef<HTMLFormElement>(null);

  // The outbox's code comes as the visitor turns to the form, so that offline it can keep it: at
  // once when they were in it before its code came. The form says when its code is in charge
  // (IN_CHARGE): what was typed before stays as typed (the fields are uncontrolled, and React's
  // hydration keeps a field's value and the focus).
  useEffect(() => {
    const form = formRef.current;
    const prepare = () => void prepareOutbox().catch(() => {});
    if (form?.contains(document.activeElement)) prepare();
    else form?.addEventListener("focusin", prepare, { once: true });
    form?.setAttribute(IN_CHARGE, "");
  }, []);

  useEffect(() => {
    if (state.status !== "submitted") return;
    const timer = setTimeout(() => dispatch({ type: "bannerExpired" }), CONTACT_SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  /**
   * Sends the message at once; offline, or when the network fails, keeps it on the device, to be
   * sent when the connection comes back (src/features/outbox/). A refusal is shown.
   */
  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    dispatch({ type: "submit" });
    // Kept, if it must be, without the endpoint: the outbox posts it to the endpoint of the code
    // that sends it, with the same deliverer as this first try.
    const item = {
      ...kept("contact"),
      kind: "contact" as const,
      body: { ...readContactMessage(data) },
    };
    let outcome: Outcome = { status: "retry", network: true };
    // A filled honeypot is a bot: drop it silently, and let it believe it worked.
    if (isBotSubmission(data)) outcome = { status: "sent" };
    else if (!offline()) outcome = await contactDeliverer(endpoint)(item, async () => {});
    // A refusal, or a server error on this first try (SPEC §8), is shown; only the network keeps it.
    if (outcome.status === "refused" || (outcome.status === "retry" && !outcome.network))
      return dispatch({ type: "failed" });
    if (outcome.status === "retry") {
      // The outbox's code could not come: failed as before, the form keeps what was typed.
      const saved = await keepForLater(item).then(
        () => true,
        () => false,
      );
      if (!saved) return dispatch({ type: "failed" });
    }
    form.reset();
    dispatch({ type: outcome.status === "sent" ? "succeeded" : "kept" });
  }

  return (
    <form
      className="mt-8 grid gap-5"
      action={endpoint}
      method="POST"
      onSubmit={onSubmit}
      ref={formRef}
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
