/**
 * The newsletter's constants (ours). The site's shared ones are in src/site/constants.ts; its
 * endpoint is src/site/config.ts newsletterEndpoint.
 */
/** On the newsletter form once its code (src/features/newsletter/newsletter-entry.ts) answers its submits. */
export const NEWSLETTER_READY = "data-ready";
