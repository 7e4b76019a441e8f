/**
 * The site's constants of SPEC §9 (and ours) that several features use. Each feature keeps its own
 * in src/features/<name>/constants.ts; docs/requirements.md names each as `constants.NAME`.
 */
/**
 * The one shape of an email address the site accepts beyond the browser's own `type="email"`
 * check (which lets "a@b" through): something@domain.tld, no spaces. For an input's `pattern`
 * (the browser anchors it); firestore.rules check the same shape. See src/shared/email.ts.
 */
export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+";
/** HTTP status of a successful answer (SPEC §9): the image upload's; SPEC §7 call 2 uses it too. */
export const SUCCESS_STATUS = 200;
export const PEOPLE_IMPACTED = { target: 10_000, durationMs: 3000, suffix: "+" } as const;
export const YEARS_OF_EXPERIENCE = { target: 10, suffix: "+" } as const;
export const ABOUT_SKILL_VALUE = 99;
/**
 * Formats of the site's photos and illustrations: a `<source>` in AVIF, about half WebP's size
 * (<Picture formats>), and the `<img>` itself in WebP for older browsers (<Picture fallbackFormat>;
 * a WebP `<source>` too would repeat the `<img>`'s srcset). docs/decisions.md, "Photos in AVIF
 * first, WebP for older browsers".
 */
export const PICTURE_FORMATS: "avif"[] = ["avif"];
export const PICTURE_FALLBACK = "webp";
/** On <html> while data saver is on, from <head> on: CSS, the speculation rules and scripts read it. */
export const DATA_SAVER_ATTRIBUTE = "data-saver";
