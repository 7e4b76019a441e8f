import { z } from "astro/zod";
import { isHumanDate } from "@/lib/format";
import { BLOG_CATEGORIES } from "@/lib/constants";

/**
 * Front matter of a blog post (SPEC §3). `image` is passed in so that Astro can supply its
 * `image()` helper (optimised local images) while tests validate the same shape with a string.
 */
export function blogSchema<I extends z.ZodType>(image: I) {
  return z.object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(100),
    excerpt: z.string().min(1).max(200),
    /** Human date, e.g. "January 14, 2025". */
    date: z.string().refine(isHumanDate, "Write the date as 'Month D, YYYY'"),
    category: z.enum(BLOG_CATEGORIES),
    readTime: z.string().regex(/^\d+ min read$/, "Write the read time as 'N min read'"),
    image,
    imageAlt: z.string().min(1),
    /** Defaults to the site owner. */
    author: z.string().optional(),
  });
}
