/**
 * The newsletter's texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts.
 */
/** The footer's sign-up (src/features/newsletter/). */
export const newsletterMessages = {
  subscribe: "Subscribe",
  sending: "Subscribing...",
  thanks: "Thanks for subscribing! The next letter will find you soon.",
  failed: "Subscription failed",
  /** When the sign-up's code (fetched as the reader turns to the form) could not come. */
  notLoaded: "The sign-up could not load. Check your connection, then try again.",
  /** Shown instead of the form when JavaScript is off. */
  needsScript: "Subscribing needs JavaScript: turn it on in your browser to sign up.",
} as const;
