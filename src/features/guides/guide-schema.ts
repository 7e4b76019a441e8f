import { z } from "astro/zod";
import { isHumanDate } from "@/shared/format";

/**
 * Front matter of a coding guide (src/content/guides/<slug>.md). The same Markdown body becomes
 * the web page /guides/<slug> and the PDF /guides/<slug>.pdf. A guide is its file: its slug, its
 * course and its place in the reading order come from here, with no list to extend elsewhere.
 */
export const guideSchema = z.object({
  /** Course name as post 8 lists it, e.g. "Git & GitHub" (one guide a course). */
  course: z.string().trim().min(1).max(40),
  /** Full title, e.g. "HTML for Beginners: Build Your First Web Page". */
  title: z.string().min(1).max(90),
  /** One or two sentences for cards, meta description and the PDF title page. */
  description: z.string().min(1).max(220),
  /** Position in the reading order post 8 recommends (HTML, Git & GitHub, CSS, ...), from 1. */
  order: z.number().int().min(1),
  /** Human date of the last revision, e.g. "February 10, 2026". */
  updated: z.string().refine(isHumanDate, "Write the date as 'Month D, YYYY'"),
});

export type GuideData = z.infer<typeof guideSchema>;
