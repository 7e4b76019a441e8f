/**
 * The contact form's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
export const CONTACT_SUCCESS_BANNER_MS = 3000;
export const FAQ_COUNT = 6;
