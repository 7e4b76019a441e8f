/**
 * The Contact page's "Message on WhatsApp": one plain wa.me link for each contact reason, opening a
 * chat with her number with a first line that says what it is about (whatsAppMessages.prefill).
 */
import { contactReasons } from "@/features/contact/contact";
import { whatsAppMessages } from "@/features/contact/messages";
import { whatsAppLink } from "@/shared/whatsapp";

export interface WhatsAppReasonLink {
  /** The contact reason's title, e.g. "Partnerships". */
  reason: string;
  /** The first line of the message. */
  text: string;
  href: string;
}

/** The first line of a message about `reason`, addressed to her by `firstName`. */
export function whatsAppPrefill(reason: string, firstName: string): string {
  const prefill = whatsAppMessages.prefill[reason];
  if (!prefill) throw new Error(`No WhatsApp message for the contact reason "${reason}"`);
  return prefill(firstName);
}

/** A link for each contact reason, in their order, to a chat with `number`. */
export function whatsAppReasonLinks(number: string, firstName: string): WhatsAppReasonLink[] {
  return contactReasons.map(({ title }) => {
    const text = whatsAppPrefill(title, firstName);
    return { reason: title, text, href: whatsAppLink(text, number) };
  });
}
