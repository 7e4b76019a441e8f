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
