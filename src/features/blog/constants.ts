/**
 * The blog's constants of SPEC §9 (and ours). The site's shared ones are in
 * src/site/constants.ts.
 */
/** The SPEC's eight posts (ids 1 to 8); authors may add more. */
export const BLOG_POST_COUNT = 8;
/**
 * Posts per page of /blog and of each category page (/blog, /blog/page/2, ...). Eight: the SPEC's
 * blog list is "a grid of eight post cards"; a ninth post starts /blog/page/2.
 */
export const BLOG_PAGE_SIZE = 8;
/** The feed (/rss.xml) holds the newest posts, at most this many. */
export const BLOG_FEED_SIZE = 20;
/** At most this many related posts under a post. */
export const BLOG_RELATED_COUNT = 3;
/** Reading speed behind a computed "N min read". */
export const READING_WORDS_PER_MINUTE = 200;
/** The eight blog categories (SPEC §3), in the order of the SPEC's posts 1 to 8. */
export const BLOG_CATEGORIES = [
  "Lifestyle",
  "Technology",
  "Culinary",
  "Business",
  "Future",
  "Social Impact (NGO)",
  "Education",
  "Learning",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
