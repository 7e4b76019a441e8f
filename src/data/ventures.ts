import type { IconName } from "@/components/ui/icon-names";

export const ventureCategories = [
  "Food Technology",
  "Software Development",
  "Charity Organization (NGO)",
  "Tech Education",
] as const;
export type VentureCategory = (typeof ventureCategories)[number];

export interface VentureStat {
  value: string;
  label: string;
}

export interface Venture {
  name: string;
  /** One line on what it is, for the footer and the cards. */
  kind: string;
  description: string;
  category: VentureCategory;
  icon: IconName;
  /** External link to the venture's own platform. */
  link: string;
  /** Figures shown on the About page's venture cards. */
  stats: readonly VentureStat[];
}

/** Her four ventures (SPEC §1, §3): a fast-food restaurant, a software company, a non-profit, a tech-education platform. */
export const ventures: readonly Venture[] = [
  {
    name: "Jollof & Grill Express",
    kind: "Fast-food restaurant",
    description:
      "Quick-service Nigerian favourites cooked to fine-dining standards, with online ordering and a kitchen run on data.",
    category: "Food Technology",
    icon: "utensils",
    link: "https://jollofandgrill.example.com",
    stats: [
      { value: "1,200+", label: "satisfied food lovers" },
      { value: "3", label: "Lagos locations" },
    ],
  },
  {
    name: "Okafor Digital Labs",
    kind: "Software company",
    description:
      "A product studio building dependable web and mobile systems for African businesses, from first prototype to scale.",
    category: "Software Development",
    icon: "code",
    link: "https://okafordigitallabs.example.com",
    stats: [
      { value: "50+", label: "production systems deployed" },
      { value: "12", label: "engineers mentored into leads" },
    ],
  },
  {
    name: "Plates of Hope Foundation",
    kind: "Non-profit initiative",
    description:
      "Community kitchens and skills training that feed families today and help young people earn a living tomorrow.",
    category: "Charity Organization (NGO)",
    icon: "hand-heart",
    link: "https://platesofhope.example.org",
    stats: [
      { value: "5000+", label: "lives touched" },
      { value: "40", label: "volunteers every month" },
    ],
  },
  {
    name: "CodeKitchen Academy",
    kind: "Tech-education platform",
    description:
      "Beginner-friendly coding courses and mentorship that turn curious learners into confident developers.",
    category: "Tech Education",
    icon: "graduation-cap",
    link: "https://codekitchen.example.com",
    stats: [
      { value: "800+", label: "learners enrolled" },
      { value: "6", label: "free beginner guides" },
    ],
  },
];
