import type { AreaId } from "@/features/testimonials/areas";
import type { IconName } from "@/components/ui/icon-names";

export interface ExpertiseStat {
  label: string;
  /** Shown with '+' when above 100, otherwise with '%' (SPEC §2). */
  value: number;
}

export interface ExpertiseOffer {
  icon: IconName;
  title: string;
  description: string;
  items: readonly string[];
  stats: readonly [ExpertiseStat, ExpertiseStat];
  /** The area (src/features/testimonials/areas.ts) whose testimonial the offer shows. */
  area: AreaId;
}

/** Expertise page: three offer cards, each with an item list and two stats (SPEC §2). */
export const offers: readonly ExpertiseOffer[] = [
  {
    icon: "code",
    area: "software",
    title: "Software Development",
    description:
      "Web and mobile products built to last, by a team that ships to real users every week.",
    items: [
      "Web and mobile application development",
      "System architecture and cloud infrastructure",
      "E-commerce and online ordering platforms",
      "Technical audits and performance tuning",
      "Team mentoring and technical leadership",
    ],
    stats: [
      { label: "Projects delivered", value: 150 },
      { label: "Client satisfaction", value: 98 },
    ],
  },
  {
    icon: "chef-hat",
    area: "culinary",
    title: "Culinary Services",
    description:
      "Nigerian flavours, world-class technique: food that tells a story and brings people together.",
    items: [
      "Private dining and chef's table experiences",
      "Event and corporate catering",
      "Menu development for restaurants",
      "Kitchen operations and food safety consulting",
      "Cooking classes and demonstrations",
    ],
    stats: [
      { label: "Events catered", value: 300 },
      { label: "Repeat clients", value: 95 },
    ],
  },
  {
    icon: "lightbulb",
    area: "training",
    title: "Consultation & Training",
    description:
      "Strategy and hands-on training for teams at the meeting point of food, technology and impact.",
    items: [
      "Digital transformation for food businesses",
      "Startup strategy and bootstrapping",
      "Coding bootcamps and workshops",
      "NGO programme design and impact measurement",
      "Keynotes and panel talks",
    ],
    stats: [
      { label: "Professionals trained", value: 500 },
      { label: "Programme success rate", value: 97 },
    ],
  },
];
