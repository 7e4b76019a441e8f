/**
 * The testimonials' deliverer for the outbox (src/features/outbox/outbox-entry.ts), fetched only
 * when a kept testimonial is to be sent: it carries Firestore Lite, so no other page pays for it.
 * An on-demand entry (src/runtime/on-demand.ts): it lends the deliverer by the outbox's global.
 */
import { deliverTestimonial } from "./testimonial-send";

(globalThis as { outboxDeliverTestimonial?: typeof deliverTestimonial }).outboxDeliverTestimonial =
  deliverTestimonial;
