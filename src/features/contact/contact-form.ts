/**
 * The contact form (SPEC §4 "Contact form", §5, §7 call 1, §8): its states as a pure reducer, the
 * honeypot, and the call to the Formspree-compatible endpoint. The island only wires these up.
 */
import { contactMessages } from "@/features/contact/messages";

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactStatus = "idle" | "submitting" | "submitted" | "error";

export interface ContactState {
  status: ContactStatus;
  /** The banner to show, if any: the success or the failure text. */
  banner: string | null;
}

export type ContactEvent =
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed" }
  /** The success banner's time is up (CONTACT_SUCCESS_BANNER_MS). */
  | { type: "bannerExpired" };

export const initialContactState: ContactState = { status: "idle", banner: null };

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case "submit":
      // Earlier banners are cleared; a second submit while one is in flight is ignored.
      return state.status === "submitting" ? state : { status: "submitting", banner: null };
    case "succeeded":
      return { status: "submitted", banner: contactMessages.success };
    case "failed":
      return { status: "error", banner: contactMessages.failed };
    case "bannerExpired":
      return state.status === "submitted" ? { status: "idle", banner: null } : state;
  }
}

/** The four fields of SPEC §3 "Contact message", read from the form. */
export function readContactMessage(form: FormData): ContactMessage {
  const text = (key: keyof ContactMessage) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
}

/**
 * POSTs the message as JSON to the form endpoint. Only whether the answer is ok is read (SPEC §7
 * call 1); a network failure counts as not ok.
 */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(message),
    });
    return response.ok;
  } catch {
    return false;
  }
}
