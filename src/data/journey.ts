import type { IconName } from "@/components/ui/icon-names";

export interface JourneyCard {
  icon: IconName;
  title: string;
  description: string;
  highlight: string;
}

/** Home page 'Professional Odyssey': culinary, tech innovator, humanitarian (SPEC §1). */
export const journey: readonly JourneyCard[] = [
  {
    icon: "chef-hat",
    title: "Culinary Artist",
    description:
      "Award-winning Nigerian cuisine with a modern touch, from intimate chef's tables to state banquets and a restaurant loved across Lagos.",
    highlight: "1,200+ satisfied food lovers",
  },
  {
    icon: "code",
    title: "Tech Innovator",
    description:
      "Software engineer and founder of a product studio shipping reliable web and mobile platforms for businesses across Africa.",
    highlight: "50+ production systems deployed",
  },
  {
    icon: "hand-heart",
    title: "Humanitarian",
    description:
      "Founder of community kitchens and training programmes that feed families and open doors to skills, jobs and dignity.",
    highlight: "5000+ lives touched",
  },
];
