// A site as it will be lived in: the published testimonials of a year, for the suites that measure
// or scan pages (the budget, Lighthouse, the smoke check, the browser tests), so they see the wall
// a visitor of her real site sees, not an empty one. `npm test` seeds it before the build (the
// build bakes the wall's first page and Expertise's featured ones from it) and again before each
// suite that reads it (the backend suite empties the emulators in between); ids and dates are
// fixed, so the emulator always holds what the build baked. docs/testing.md, "A lived-in site".
//
// What it holds: 40 published testimonials across the four areas (src/features/testimonials/areas.ts), 3 of them
// featured, 12 with a photo from the Cloudinary stand-in (its generated `visitors/person-<n>.jpg`),
// some with a highlighted phrase and some "via LinkedIn" with a link, names as her clients write
// them, messages from one line to the longest the form allows.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { LOCAL_CLOUD_NAME } from "../../src/site/local-addresses.ts";
import { TESTIMONIAL_LIMITS } from "../../src/features/testimonials/constants.ts";
import { personId } from "./cloudinary-upload.mjs";

/** The generated portraits the Cloudinary stand-in serves (tools/dev/cloudinary-stand-in.mjs). */
export const PEOPLE_PHOTOS = 12;

const NAMES = [
  ["Adébáyọ̀ Ògúnlésì", "Head chef", "Ìtàn Kitchen"],
  ["Ngozi Okonkwo", "Restaurant owner", "Buka Republic"],
  ["Ɗanjuma Bello", "Frontend developer", "Kano Code Hub"],
  ["Ọláídé Bankole", "Event planner", undefined],
  ["Oluwaseun Adéyẹmí", "Product manager", "Naira Pay"],
  ["Hauwa'u Abdullahi", "Bootcamp student", undefined],
  ["Emeka Nwosu", "CTO", "Lagos Logistics"],
  ["Fúnmiláyọ̀ Ajàyí", "Caterer", "Fúnmi's Table"],
  ["Ibrahim Sa'ad", "Community lead", "Women in Tech Abuja"],
  ["Zainab Yusuf", "Junior developer", undefined],
  ["Tunde Bakare", "Hotel manager", "Eko Suites"],
  ["Nkechi Obi", "Founder", "Naija Devs Network"],
]; // 12 people, reused with other roles below as the year goes on

const AREAS = [["culinary"], ["software"], ["training"], ["community"], ["software", "training"]];

const SHORT = [
  "Simply the best jollof I have had at an event.",
  "She fixed our checkout in a weekend.",
  "Clear, patient, and always on time.",
  "Our team still uses her onboarding guide.",
];

const MEDIUM = [
  "Amara rebuilt our ordering system and our menu in one month. Both are still a hit with our regulars, and orders on busy Fridays no longer get lost.",
  "I joined her HTML and CSS cohort knowing nothing. Twelve weeks later I shipped my first client site, and I still use the checklists she gave us.",
  "She catered our product launch for two hundred guests and ran the kitchen like a release: a plan, a rehearsal, and not one late tray.",
  "The mentorship circle she started gave me people to ask, a place to practise interviews and, in the end, my first job as a developer.",
  "Her code reviews are kind and exact. Our pull requests got smaller, our bugs fewer, and our juniors braver within a quarter.",
];

/** A message exactly as long as the form allows (TESTIMONIAL_LIMITS.message). */
function longest(seed) {
  const base =
    `${seed} She listened first, then planned, then delivered, and every step was written down so we could follow it after she left. ` +
    "We asked for a menu and a website; we got a system that our staff understand, that our customers enjoy, and that we can change ourselves. ";
  let text = "";
  while (text.length < TESTIMONIAL_LIMITS.message) text += base;
  return text.slice(0, TESTIMONIAL_LIMITS.message - 1).trimEnd() + ".";
}

/** The year's first approval; each next one comes 9 days later. Fixed, so every seed is the same. */
const FIRST_APPROVAL = Date.UTC(2025, 10, 1, 9, 0, 0);
const DAY = 86_400_000;

/**
 * The 40 testimonials, oldest approval first. Each has the wall's fields (publicCopy's), its id,
 * and when it was approved.
 * @returns {{ id: string, approvedAt: Date, email: string, fields: Record<string, unknown> }[]}
 */
export function livedInTestimonials() {
  const items = [];
  for (let i = 0; i < 40; i++) {
    const [name, role, company] = NAMES[i % NAMES.length];
    const message =
      i % 13 === 5
        ? longest(`Working with Amara (${i + 1}).`)
        : i % 4 === 0
          ? SHORT[(i / 4) % SHORT.length]
          : MEDIUM[i % MEDIUM.length];
    /** @type {Record<string, unknown>} */
    const fields = { name, role, message };
    if (company) fields.company = company;
    fields.areas = AREAS[i % AREAS.length];
    if (i % 10 < 3) {
      fields.imageUrl = `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1730000000/${personId((i % PEOPLE_PHOTOS) + 1)}.jpg`;
    }
    if (i % 3 === 1) {
      const words = message.split(" ");
      fields.highlight = words.slice(1, Math.min(6, words.length - 1)).join(" ");
    }
    if (i % 5 === 2) {
      fields.source = "linkedin";
      fields.sourceUrl = `https://www.linkedin.com/feed/update/urn:li:activity:70000000000${String(i).padStart(2, "0")}`;
    }
    items.push({
      id: `lived-in-${String(i + 1).padStart(2, "0")}`,
      approvedAt: new Date(FIRST_APPROVAL + i * 9 * DAY),
      email: `client${i + 1}@example.com`,
      fields,
    });
  }
  return items;
}

/** Featured slot 1, 2, 3: older ones, so the wall's featured lead differs from its newest. */
export const LIVED_IN_FEATURED = ["lived-in-07", "lived-in-16", "lived-in-25"];

/**
 * Writes the lived-in testimonials (each private record and public copy, as approval writes them)
 * and the featured slots. Idempotent: the same documents every time.
 * @param {{ db: import("firebase-admin/firestore").Firestore }} admin
 */
export async function seedLivedIn(admin) {
  const batch = admin.db.batch();
  for (const item of livedInTestimonials()) {
    const at = Timestamp.fromDate(item.approvedAt);
    const submitted = Timestamp.fromDate(new Date(item.approvedAt.getTime() - DAY));
    batch.set(admin.db.doc(`testimonials/${item.id}`), {
      ...item.fields,
      email: item.email,
      status: "approved",
      consent: true,
      consentAt: submitted,
      createdAt: submitted,
      decidedAt: at,
    });
    batch.set(admin.db.doc(`publicTestimonials/${item.id}`), { ...item.fields, approvedAt: at });
  }
  LIVED_IN_FEATURED.forEach((id, i) =>
    batch.set(admin.db.doc(`featured/${i + 1}`), {
      testimonial: id,
      featuredAt: FieldValue.serverTimestamp(),
    }),
  );
  await batch.commit();
}
