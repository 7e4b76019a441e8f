/**
 * The contact form's texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts.
 */
/** The contact form (src/features/contact/). */
export const contactMessages = {
  failed: "Failed to send message. Please try again.",
  success: "Thanks for your message! I'll get back to you soon.",
  send: "Send Message",
  sending: "Sending...",
} as const;

/**
 * The Contact page's WhatsApp links (src/features/contact/whatsapp.ts): one for each contact
 * reason, each opening a chat with her with its first line written in the visitor's name.
 */
export const whatsAppMessages = {
  title: "Message on WhatsApp",
  text: "Choose what it is about: WhatsApp opens a chat with me with the first line written. Add what you have in mind, then send.",
  /** Read before each reason by screen readers: "Message on WhatsApp about Partnerships". */
  about: "Message on WhatsApp about",
  /** The first line of the message, by contact reason (src/features/contact/contact.ts). */
  prefill: {
    Partnerships: (name: string) =>
      `Hello ${name}, I found you on your website and I would like to talk about a partnership.`,
    Endorsements: (name: string) =>
      `Hello ${name}, I found you on your website and I would like to talk about an endorsement.`,
    Collaboration: (name: string) =>
      `Hello ${name}, I found you on your website and I would like to collaborate with you on a project.`,
    Consultation: (name: string) =>
      `Hello ${name}, I found you on your website and I would like to book a consultation.`,
  } as Record<string, (name: string) => string>,
} as const;
