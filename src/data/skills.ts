import { ABOUT_SKILL_VALUE } from "@/site/constants";

export interface SkillItem {
  label: string;
  /** Percentage, 0 to 100. */
  value: number;
}

/** Home page 'Why work with me' (SPEC §9 home skill values). */
export const homeSkills: readonly SkillItem[] = [
  { label: "Culinary Excellence", value: 99 },
  { label: "Scalable Web & Mobile Solutions", value: 95 },
  { label: "Transforming Ideas into Elegant Designs", value: 90 },
  { label: "Strategic Business Insight", value: 85 },
];

/** About page: three skill counters, each 99 (SPEC §2, §9). */
export const aboutSkills: readonly SkillItem[] = [
  { label: "Culinary Mastery", value: ABOUT_SKILL_VALUE },
  { label: "Software Engineering", value: ABOUT_SKILL_VALUE },
  { label: "Community Leadership", value: ABOUT_SKILL_VALUE },
];
