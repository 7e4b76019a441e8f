/**
 * Featured testimonials (at most three): which slot holds which testimonial, and the order the
 * wall and Expertise show them in. Pure functions; the Firestore calls are in
 * src/features/testimonials/store/ and tools, and firestore.rules enforce the same.
 */
import { EXPERTISE_TESTIMONIAL_COUNT, FEATURED_SLOTS } from "@/features/testimonials/constants";

export type FeaturedSlot = (typeof FEATURED_SLOTS)[number];

/** Slot -> the id of the testimonial it holds (empty slots absent). */
export type FeaturedSlots = ReadonlyMap<FeaturedSlot, string>;

const isSlot = (name: string): name is FeaturedSlot =>
  (FEATURED_SLOTS as readonly string[]).includes(name);

/** The slots from the documents of `featured` ({id: slot name, testimonial}); others ignored. */
export function readSlots(docs: readonly { id: string; testimonial: unknown }[]): FeaturedSlots {
  const slots = new Map<FeaturedSlot, string>();
  for (const doc of docs) {
    if (isSlot(doc.id) && typeof doc.testimonial === "string") slots.set(doc.id, doc.testimonial);
  }
  return slots;
}

/** The featured ids in the order they lead: slot 1, 2, 3 (each once). */
export function featuredIds(slots: FeaturedSlots): string[] {
  const ids: string[] = [];
  for (const slot of FEATURED_SLOTS) {
    const id = slots.get(slot);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The first empty slot, or null when all three are taken. */
export function freeSlot(slots: FeaturedSlots): FeaturedSlot | null {
  return FEATURED_SLOTS.find((slot) => !slots.has(slot)) ?? null;
}

/** The slots that hold `id` (to empty them when it is unfeatured, unpublished or deleted). */
export function slotsHolding(slots: FeaturedSlots, id: string): FeaturedSlot[] {
  return FEATURED_SLOTS.filter((slot) => slots.get(slot) === id);
}

/**
 * Expertise's three (SPEC: the first three testimonials): the featured ones, filled up to three
 * with `samples` in their order (the sample ones in a build for a local project, none in a build
 * for hers: samples.ts).
 */
export function expertiseThree<T>(featured: readonly T[], samples: readonly T[]): T[] {
  return [...featured, ...samples].slice(0, EXPERTISE_TESTIMONIAL_COUNT);
}
