/**
 * The outbox's texts (ours): what the contact form, the newsletter and the testimonial form say
 * of what they keep on the device until it can be sent (src/features/outbox/notice.ts).
 */
import { OUTBOX_KEEP_DAYS, OUTBOX_REFUSED_HOURS } from "./constants";

/**
 * The reasons an attempt's outcome gives (items.ts, post.ts): apart, so the service worker, which
 * sends but shows nothing, carries these two texts and not the notice's.
 */
export const outboxReasons = {
  /** The reason when an endpoint refused without one, or kept failing (OUTBOX_MAX_TRIES). */
  noReason: "the service refused it. Check what you wrote, or discard it.",
  /**
   * The reason when its sends kept failing while the device said it was online (the site's
   * security policy or the service blocks them, or the network is unusable): OUTBOX_MAX_TRIES.
   */
  unreachable: "the service could not be reached. Try Send now later, or discard it.",
} as const;

export const outboxMessages = {
  ...outboxReasons,
  saved: "Saved on this phone: it will be sent when you are back online",
  /** Beside an item not sent yet: how long the device keeps it (OUTBOX_KEEP_DAYS). */
  keptFor: `It stays on this phone for ${OUTBOX_KEEP_DAYS} days at most.`,
  /** Beside a refused item: how long the device keeps it (OUTBOX_REFUSED_HOURS). */
  refusedFor: `It is deleted from this phone within ${OUTBOX_REFUSED_HOURS} hours.`,
  sendNow: "Send now",
  discard: "Discard",
  /** Discards every item the notice lists, refused ones and receipts too. */
  discardAll: "Discard all",
  sending: "Sending...",
  /** Once it went: the local time of the answer. */
  sent: (time: string) => `Sent at ${time}.`,
  /** A refusal that is not the network (a validation error, the database's rules). */
  refused: (reason: string) => `It could not be sent: ${reason}`,
  /** What the notice names an item by: its kind and when it was kept, never what was typed. */
  item: (kind: string, when: string) => `${kind} of ${when}`,
  kinds: {
    contact: "Your message",
    newsletter: "Your sign-up",
    testimonial: "Your testimonial",
  },
} as const;
