/**
 * The newsletter's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
export const NEWSLETTER_DELAY_MS = 1000;
