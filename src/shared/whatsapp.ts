/**
 * Links that open a WhatsApp chat with a first message typed in: plain `https://wa.me/` addresses
 * (WhatsApp's own "click to chat"), so no script of WhatsApp's is loaded and nothing new enters the
 * Content-Security-Policy. With a number the chat is with that number; without one WhatsApp asks
 * whom to send the message to (a share). Used by the Contact page (her number, site.owner.whatsApp in src/site/site.ts),
 * the moderation panel's request link and the share links of posts and guides.
 */

/** The number as wa.me wants it: the country code and the number, digits only ("2348012345678"). */
export function whatsAppDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/**
 * The link that opens a chat with `text` typed in: with `number` (any spacing, "+" or not), a chat
 * with her; without one, WhatsApp lets the sender choose whom to send it to.
 */
export function whatsAppLink(text: string, number?: string): string {
  const digits = number === undefined ? "" : whatsAppDigits(number);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text.toWellFormed())}`;
}
