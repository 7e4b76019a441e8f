/**
 * The newsletter's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
export const NEWSLETTER_DELAY_MS = 1000;
/** On the newsletter form once its code (src/features/newsletter/newsletter-entry.ts) answers its submits. */
export const NEWSLETTER_READY = "data-ready";
