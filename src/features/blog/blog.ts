/**
 * The blog's rules as plain functions (no Astro imports), so unit tests can run them on any list
 * of posts: dates and read times as shown, order, drafts, category slugs, list pages, previous and
 * next, related posts.
 */
import {
  BLOG_PAGE_SIZE,
  BLOG_RELATED_COUNT,
  READING_WORDS_PER_MINUTE,
} from "@/features/blog/constants";
import { slugify } from "./slug";

export { slugify };

/** What these functions need of a post: its front matter after the schema ran. */
export interface PostFields {
  id: number;
  date: Date;
  category: string;
  tags: readonly string[];
  draft: boolean;
}
export interface PostLike {
  data: PostFields;
}

/** Words in a post body, counted as `wc -w` does (Markdown and code included). */
export function wordCount(body: string): number {
  return body.split(/\s+/).filter(Boolean).length;
}

/** "N min read" from the body: whole minutes at READING_WORDS_PER_MINUTE, at least 1. */
export function readTimeOf(body: string): string {
  return `${Math.max(1, Math.ceil(wordCount(body) / READING_WORDS_PER_MINUTE))} min read`;
}

/** Drafts are shown by `npm run dev` and left out of the production build. */
export function isPublished(post: PostLike, production: boolean): boolean {
  return !production || !post.data.draft;
}

/** Newest first; posts of one day by id, highest first. */
export function byNewest(a: PostLike, b: PostLike): number {
  return b.data.date.getTime() - a.data.date.getTime() || b.data.id - a.data.id;
}

export function postHref(post: PostLike): string {
  return `/blog/${post.data.id}`;
}

export function categoryHref(category: string): string {
  return `/blog/category/${slugify(category)}`;
}

/** The URL of page `n` (1-based) of a list whose first page is `base`: base, base/page/2, ... */
export function listPageHref(base: string, n: number): string {
  return n <= 1 ? base : `${base}/page/${n}`;
}

export interface ListPage<T> {
  /** 1-based. */
  current: number;
  last: number;
  items: T[];
  /** URLs of this page and its neighbours. */
  href: string;
  prev: string | undefined;
  next: string | undefined;
}

/** Cuts a list into pages of `size`; an empty list still has one (empty) page. */
export function paginateList<T>(
  items: readonly T[],
  base: string,
  size = BLOG_PAGE_SIZE,
): ListPage<T>[] {
  const last = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: last }, (_, i) => {
    const current = i + 1;
    return {
      current,
      last,
      items: items.slice(i * size, current * size),
      href: listPageHref(base, current),
      prev: current > 1 ? listPageHref(base, current - 1) : undefined,
      next: current < last ? listPageHref(base, current + 1) : undefined,
    };
  });
}

/**
 * Page numbers to show in a pager: the first, the last and two either side of the current one;
 * `null` stands for a gap ("…"). Stays short with a thousand pages.
 */
export function pagerNumbers(current: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of numbers) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && n - previous > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** Categories in use, each with its posts (in the order given). */
export function groupByCategory<T extends PostLike>(posts: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const list = groups.get(post.data.category) ?? [];
    list.push(post);
    groups.set(post.data.category, list);
  }
  return groups;
}

/** The neighbours of a post in a list ordered newest first: `newer` and `older`. */
export function neighbours<T extends PostLike>(
  posts: readonly T[],
  post: T,
): { newer: T | undefined; older: T | undefined } {
  const i = posts.findIndex((p) => p.data.id === post.data.id);
  return { newer: i > 0 ? posts[i - 1] : undefined, older: i >= 0 ? posts[i + 1] : undefined };
}

/**
 * Up to `count` other posts that share the category or a tag, most shared first (category counts
 * as one, each shared tag as one), then in the list's order.
 */
export function relatedPosts<T extends PostLike>(
  posts: readonly T[],
  post: T,
  count = BLOG_RELATED_COUNT,
): T[] {
  const tags = new Set(post.data.tags);
  const scored: { post: T; score: number; index: number }[] = [];
  posts.forEach((other, index) => {
    if (other.data.id === post.data.id) return;
    let score = other.data.category === post.data.category ? 1 : 0;
    for (const tag of other.data.tags) if (tags.has(tag)) score++;
    if (score > 0) scored.push({ post: other, score, index });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((s) => s.post);
}
