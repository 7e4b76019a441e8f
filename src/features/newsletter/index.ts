/**
 * What the newsletter lends (docs/architecture.md, "Rooms"): the sign-up, which the outbox makes
 * for a sign-up kept offline. Its form is components/NewsletterForm.astro.
 */
export { subscribe } from "./subscribe";
