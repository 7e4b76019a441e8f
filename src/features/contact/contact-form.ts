/**
 * The contact form (SPEC §4 "Contact form", §5, §7 call 1, §8): its states as a pure reducer, the
 * honeypot; the call to the Formspree-compatible endpoint is the outbox's contact deliverer (what
 * could not go is kept on the device, src/features/outbox/). The island only wires these up.
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
  /** It could not go (offline, the network): kept on the device, the outbox's notice says so. */
  | { type: "kept" }
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
    case "kept":
      return initialContactState;
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
