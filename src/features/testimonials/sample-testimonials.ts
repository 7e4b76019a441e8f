import type { AreaId } from "@/features/testimonials/areas";

/** A testimonial on the public wall (SPEC §3 "Testimonial, public list"). */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  comment: string;
  /** Avatar URL; the default avatar stands in when it is missing or fails to load. */
  image: string;
  /** The owner's areas it speaks of (src/features/testimonials/areas.ts): the wall's filters. */
  areas?: readonly AreaId[];
  /** A phrase of the comment the wall sets in bold. */
  highlight?: string;
  /** Praise the owner received elsewhere: where ("LinkedIn") and, when given, a link to it. */
  via?: { name: string; url?: string };
}

/** The four static testimonials (SPEC §3, §9). The Expertise page shows the first three. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Adebayo Johnson",
    role: "Managing Director, Lagoon Hospitality Group",
    comment:
      "Amara rebuilt our ordering platform and retrained our kitchen teams in the same quarter. Orders are faster, waste is down, and our guests notice the difference on the plate.",
    image: "/images/testimonials/adebayo-johnson.jpg",
    areas: ["software", "culinary", "training"],
  },
  {
    id: 2,
    name: "Chiamaka Eze",
    role: "Founder, GreenBasket Foods",
    comment:
      "She understands food businesses from the inside and software from the inside. Our delivery app went from idea to launch in ten weeks, and it has not gone down once.",
    image: "/images/testimonials/chiamaka-eze.jpg",
    areas: ["software", "culinary"],
  },
  {
    id: 3,
    name: "David Mensah",
    role: "Programme Lead, West Africa Youth Fund",
    comment:
      "Working with Amara on our youth training programme was a masterclass in doing good properly: clear goals, honest numbers, and real care for every participant.",
    image: "/images/testimonials/david-mensah.jpg",
    areas: ["community", "training"],
  },
  {
    id: 4,
    name: "Funmilayo Adeyemi",
    role: "CodeKitchen Academy graduate, now Frontend Developer",
    comment:
      "I started her beginner course knowing nothing about code. A year later I have my first developer job. She teaches like she cooks: patiently, generously, and with very high standards.",
    image: "/images/testimonials/funmilayo-adeyemi.jpg",
    areas: ["training", "software"],
  },
];
