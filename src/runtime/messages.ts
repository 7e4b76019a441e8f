/**
 * The code loader's texts (ours: the SPEC has none for them). The site's shared ones are in
 * src/site/messages.ts.
 */
/**
 * A part of a page whose code could not be downloaded (a dropped connection): shown where it
 * would be, with Try again (src/runtime/island-load.ts, src/runtime/LoadNotice.astro).
 */
export const loadMessages = {
  /** The testimonial form, after 'Share Your Experience'. */
  testimonialForm: "The form could not load. Check your connection, then try again.",
  /** The contact form: without its code it still sends, but leaves the page to do so. */
  contactForm: "Part of this form could not load. Check your connection, then try again.",
  /** /account and /admin/testimonials, signed out: the sign-in and sign-up forms' script. */
  signIn: "Signing in could not load. Check your connection, then try again.",
  /** /account, signed in: the account's details. */
  account: "Your account could not load. Check your connection, then try again.",
  /** /admin/testimonials, signed in: the moderation panel. */
  admin: "The moderation panel could not load. Check your connection, then try again.",
  retry: "Try again",
} as const;
