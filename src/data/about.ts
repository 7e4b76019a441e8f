import type { IconName } from "@/components/ui/icon-names";

/** The six roles listed in the home page's About section (SPEC §1). */
export const roles: readonly string[] = [
  "Multiple award-winning chef",
  "Software engineer",
  "Founder of Jollof & Grill Express",
  "CEO of Okafor Digital Labs",
  "Founder of Plates of Hope Foundation",
  "Coding mentor at CodeKitchen Academy",
];

/** Short introduction on the home page's About section. */
export const homeAbout =
  "I cook, I code and I build communities. For more than ten years I have moved between a professional kitchen and a code editor, and learned that both reward the same things: preparation, taste, and care for the people you serve.";

/** The About page biography, one string per paragraph. */
export const biography: readonly string[] = [
  "I grew up in my grandmother's kitchen in Enugu, where a pot of soup was never just food: it was how we welcomed neighbours, settled quarrels and celebrated. I trained as a chef in Lagos and London, and my cooking has since earned national and international awards for bringing Nigerian flavours to fine-dining tables without losing their soul.",
  "Software came later, through curiosity. I taught myself to code to fix the ordering system of my first restaurant, and never stopped. Today I lead Okafor Digital Labs, where my team designs and ships web and mobile platforms for businesses across Africa, with the same discipline I learned on the line: prepare well, keep it clean, serve on time.",
  "What ties it together is people. Plates of Hope Foundation runs community kitchens and skills training for families who need a hand up, and CodeKitchen Academy teaches young Nigerians to build with code. I believe talent is everywhere in this country, and opportunity should be too.",
];

export interface Competency {
  icon: IconName;
  title: string;
  description: string;
}

/** About page: four competency cards, each linking to /expertise (SPEC §2). */
export const competencies: readonly Competency[] = [
  {
    icon: "chef-hat",
    title: "Culinary Arts",
    description:
      "Menu design, private dining and culinary direction rooted in Nigerian heritage and refined technique.",
  },
  {
    icon: "code",
    title: "Software Development",
    description:
      "Full-stack web and mobile engineering, system architecture and technical leadership for growing products.",
  },
  {
    icon: "hand-heart",
    title: "Humanitarian Work",
    description:
      "Community kitchens, food security programmes and vocational training that measure impact honestly.",
  },
  {
    icon: "briefcase",
    title: "Entrepreneurship",
    description:
      "Building and bootstrapping ventures in Lagos: strategy, operations, hiring and sustainable growth.",
  },
];
