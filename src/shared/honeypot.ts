/**
 * The honeypot of the site's forms (contact and testimonial): a field hidden from people and
 * screen readers that bots fill in. A filled one means the submission is a bot's: it is dropped
 * silently, and the bot is shown the same success as a person, so it learns nothing.
 */

/**
 * Name of the hidden field. Formspree documents `_gotcha` as its honeypot, so the real contact
 * endpoint drops such submissions too; firestore.rules refuse it in a testimonial.
 */
export const HONEYPOT_FIELD = "_gotcha";

/** True when the honeypot was filled in: the submission is a bot's and is dropped silently. */
export function isBotSubmission(form: FormData): boolean {
  const trap = form.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.trim() !== "";
}
