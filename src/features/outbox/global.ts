/**
 * How the outbox's parts meet in a page: each on-demand bundle (src/runtime/on-demand.ts) is a
 * script of its own whose exports are not kept, so what one lends another it puts here.
 */
import type { Deliverer } from "./flush";
import type { OutboxItem } from "./items";

/** The addresses of the outbox's code and of the testimonials' deliverer (on-demand entries). */
export interface OutboxUrls {
  entry: string;
  testimonial: string;
}

export interface OutboxGlobal {
  /** Set by every page (pending.ts). */
  outboxUrls?: OutboxUrls;
  /** Lent by the outbox's code (outbox-entry.ts). */
  outboxKeep?: (item: OutboxItem) => Promise<void>;
  outboxSendAll?: (only?: string) => Promise<void>;
  /** Lent by the testimonials' deliverer (src/features/testimonials/submit/testimonial-send-entry.ts). */
  outboxDeliverTestimonial?: Deliverer;
}

export const outboxGlobal = globalThis as OutboxGlobal;
