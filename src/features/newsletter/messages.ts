/**
 * The newsletter's texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts.
 */
/** The footer's sign-up (src/features/newsletter/). */
export const newsletterMessages = {
  subscribe: "Subscribe",
  sending: "Subscribing...",
  /** Buttondown now emails a confirmation link (double opt-in): the reader is asked to use it. */
  thanks: "Thanks for subscribing! Check your inbox to confirm, and the next letter will find you.",
  failed: "Subscription failed",
  /** When the sign-up's code (fetched as the reader turns to the form) could not come. */
  notLoaded: "The sign-up could not load. Check your connection, then try again.",
} as const;
