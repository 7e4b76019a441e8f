import { z } from "astro/zod";
import { isHumanDate } from "@/shared/format";

/** The six courses post 8 offers, as SPEC §1 lists them. */
export const GUIDE_COURSES = [
  "HTML",
  "CSS",
  "JavaScript",
  "Bootstrap",
  "Responsive Web Design",
  "Git & GitHub",
] as const;

export type GuideCourse = (typeof GUIDE_COURSES)[number];

/**
 * Front matter of a coding guide (src/content/guides/<slug>.md). The same Markdown body becomes
 * the web page /guides/<slug> and the PDF /guides/<slug>.pdf.
 */
export const guideSchema = z.object({
  /** Course name as post 8 lists it, e.g. "Git & GitHub". */
  course: z.enum(GUIDE_COURSES),
  /** Full title, e.g. "HTML for Beginners: Build Your First Web Page". */
  title: z.string().min(1).max(90),
  /** One or two sentences for cards, meta description and the PDF title page. */
  description: z.string().min(1).max(220),
  /** Position in the reading order post 8 recommends (HTML, Git & GitHub, CSS, ...), 1-6. */
  order: z.number().int().min(1).max(6),
  /** Human date of the last revision, e.g. "February 10, 2026". */
  updated: z.string().refine(isHumanDate, "Write the date as 'Month D, YYYY'"),
});

export type GuideData = z.infer<typeof guideSchema>;
