/**
 * What the outbox lends the forms (contact, newsletter, testimonials) and the service worker
 * (docs/architecture.md, "Rooms"). Its notice is components/OutboxNotice.astro.
 */
export { keepForLater, offline, prepareOutbox } from "./keep";
export { contactDeliverer } from "./post";
export { kept, deviceId } from "./items";
export type { Outcome, OutboxItem, TestimonialItem } from "./items";
export { answerOutboxSync } from "./sync";
