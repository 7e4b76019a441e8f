/**
 * The one shape of an email address the site accepts beyond the browser's own `type="email"`
 * check (which lets "a@b" through): something@domain.tld, no spaces. firestore.rules checks the
 * same shape for testimonials, so a form that uses this never sends what the rules would refuse.
 */

/** For an input's `pattern` attribute (the browser anchors it). */
export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+";

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
