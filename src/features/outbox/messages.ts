/**
 * The outbox's texts (ours): what the contact form, the newsletter and the testimonial form say
 * of what they keep on the device until it can be sent (src/features/outbox/notice.ts).
 */
export const outboxMessages = {
  saved: "Saved on this phone: it will be sent when you are back online",
  sendNow: "Send now",
  discard: "Discard",
  sending: "Sending...",
  /** Once it went: the local time of the answer. */
  sent: (time: string) => `Sent at ${time}.`,
  /** A refusal that is not the network (a validation error, the database's rules). */
  refused: (reason: string) => `It could not be sent: ${reason}`,
  /** The reason when an endpoint refused without one, or kept failing (OUTBOX_MAX_TRIES). */
  noReason: "the service refused it. Check what you wrote, or discard it.",
  /** What the notice names each kept item by. */
  kinds: {
    contact: "Your message",
    newsletter: "Your sign-up",
    testimonial: "Your testimonial",
  },
} as const;
