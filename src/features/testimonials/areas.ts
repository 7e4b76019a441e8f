/**
 * The owner's areas of work, which each testimonial may belong to (one or more): the wall filters
 * by them, the form and the panel offer them, and each Expertise offer shows praise from its own.
 *
 * To rename one, change its `name` (what visitors see); its `id` is what is stored and must stay.
 * To add one, add it here AND to AREA_IDS in firestore.rules (tests/unit/rules/rules-constants.test.ts
 * fails until both agree); at most MAX_AREAS per testimonial.
 */
export interface Area {
  /** Stored in Firestore and used in addresses (/testimonials/<id>): lower-case, stable. */
  id: string;
  /** What visitors and the owner see. */
  name: string;
}

export const areas = [
  { id: "culinary", name: "Culinary" },
  { id: "software", name: "Software" },
  { id: "training", name: "Training & consulting" },
  { id: "community", name: "Community" },
] as const satisfies readonly Area[];

export type AreaId = (typeof areas)[number]["id"];
