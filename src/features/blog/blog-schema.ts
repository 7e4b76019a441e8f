import { z } from "astro/zod";
import { BLOG_CATEGORIES } from "@/features/blog/constants";

const DATE_HINT = "Write the date as YYYY-MM-DD without quotes, e.g. date: 2025-01-14";

/**
 * A calendar day. YAML turns an unquoted `2025-01-14` into a Date (midnight UTC); a quoted one, or
 * a parser without YAML timestamps, gives the string, which is read the same way. Anything else
 * ("January 14, 2025", "2025-02-30") fails the build with DATE_HINT.
 */
const day = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return value;
    const date = new Date(`${value}T00:00:00Z`);
    return date.getUTCDate() === Number(match[3]) ? date : new Date(Number.NaN);
  },
  z.date({ error: DATE_HINT }),
);

/**
 * Front matter of a blog post (SPEC §3). `image` is passed in so that Astro can supply its
 * `image()` helper (optimised local images) while tests validate the same shape with a string.
 */
export function blogSchema<I extends z.ZodType>(image: I) {
  return z.object({
    /** The post's URL, /blog/<id>; unique. */
    id: z.number().int().positive(),
    title: z.string().min(1).max(100),
    excerpt: z.string().min(1).max(200),
    /** Publication day; shown as "January 14, 2025". */
    date: day,
    /** Optional day of the last real change. */
    updated: day.optional(),
    category: z.enum(BLOG_CATEGORIES),
    /** Optional; computed from the words ("N min read") when left out. */
    readTime: z
      .string()
      .regex(/^[1-9]\d* min read$/, "Write the read time as 'N min read'")
      .optional(),
    /** Optional topics; related posts share a category or a tag. Trimmed, lower case, unique. */
    tags: z
      .array(z.string().trim().min(1))
      .default([])
      .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
    /** `draft: true` shows the post in `npm run dev` only. */
    draft: z.boolean().default(false),
    image,
    imageAlt: z.string().min(1),
    /** Defaults to the site owner. */
    author: z.string().optional(),
  });
}
