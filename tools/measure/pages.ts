// Every route of the site (SPEC §2), for the budget check, Lighthouse, the screenshots and the
// accessibility scan: the fixed pages, and the pages her content makes, read from the content
// collections as the routes (src/pages/**) derive them, so a post is measured the day it is
// committed. Plain TypeScript: Node 24 runs it as it is, and so do the tests.
import { fileURLToPath } from "node:url";
import { GUIDES_DIR, contentFiles, frontMatter, guideSlugs } from "../lib/content-files.ts";
import { BLOG_PAGE_SIZE } from "../../src/features/blog/constants.ts";
import { areas } from "../../src/features/testimonials/areas.ts";
import { slugify } from "../../src/features/blog/slug.ts";
import { offlineReadingOff } from "../../src/features/offline/switch.ts";

export { guideSlugs };
export interface SitePage {
  name: string;
  path: string;
}

/** Where the collections are (src/content.config.ts). */
export interface ContentDirs {
  blog: string;
  guides: string;
}
export const CONTENT: ContentDirs = {
  blog: fileURLToPath(new URL("../../src/content/blog/", import.meta.url)),
  guides: GUIDES_DIR,
};

/** What the pages need of a post's front matter. */
export interface PostSummary {
  id: number;
  category: string;
}

/**
 * The posts a build publishes (src/content/blog/**\/*.mdx): each one's id and category, drafts
 * left out (a production build leaves them out: src/features/blog/blog-posts.ts), by id.
 */
export function publishedPosts(dir = CONTENT.blog): PostSummary[] {
  return contentFiles(dir, ".mdx")
    .map((file) => frontMatter(file))
    .filter((data) => data["draft"] !== true)
    .map((data) => ({ id: Number(data["id"]), category: String(data["category"]) }))
    .filter((post) => Number.isInteger(post.id))
    .sort((a, b) => a.id - b.id);
}

/** The pages of a list of `count` posts whose first page is `base`: base, base/page/2, ... */
function listPaths(base: string, count: number): string[] {
  const last = Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
  return Array.from({ length: last }, (_, i) => (i === 0 ? base : `${base}/page/${i + 1}`));
}

/** The number of post cards each list page shows (/blog, its later pages, the category pages). */
export function listCards(posts: readonly PostSummary[]): Map<string, number> {
  const cards = new Map<string, number>();
  const add = (base: string, count: number) =>
    listPaths(base, count).forEach((path, i) =>
      cards.set(path, Math.min(BLOG_PAGE_SIZE, count - i * BLOG_PAGE_SIZE)),
    );
  add("/blog", posts.length);
  for (const [slug, count] of categoryCounts(posts)) add(`/blog/category/${slug}`, count);
  return cards;
}

/** Each category in use, by its slug, with its number of posts, in order of first use by id. */
function categoryCounts(posts: readonly PostSummary[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { category } of posts) {
    const slug = slugify(category);
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return counts;
}

/** Every page of the site, its content read from `dirs`. */
export function sitePages(dirs: ContentDirs = CONTENT): SitePage[] {
  const posts = publishedPosts(dirs.blog);
  const named = (prefix: string) => (path: string, i: number) => ({
    name: i === 0 ? prefix : `${prefix}-page-${i + 1}`,
    path,
  });
  return [
    { name: "home", path: "/" },
    { name: "about", path: "/about" },
    { name: "expertise", path: "/expertise" },
    { name: "testimonials", path: "/testimonials" },
    // The wall filtered by each area (src/features/testimonials/areas.ts).
    ...areas.map((area) => ({ name: `testimonials-${area.id}`, path: `/testimonials/${area.id}` })),
    ...listPaths("/blog", posts.length).map(named("blog")),
    ...[...categoryCounts(posts)].flatMap(([slug, count]) =>
      listPaths(`/blog/category/${slug}`, count).map(named(`blog-category-${slug}`)),
    ),
    { name: "search", path: "/search" },
    ...posts.map(({ id }) => ({ name: `post-${id}`, path: `/blog/${id}` })),
    { name: "guides", path: "/guides" },
    ...guideSlugs(dirs.guides).map((slug) => ({ name: `guide-${slug}`, path: `/guides/${slug}` })),
    { name: "contact", path: "/contact" },
    { name: "account", path: "/account" },
    { name: "admin-testimonials", path: "/admin/testimonials" },
    // Shown by the service worker, offline, for a page that was not kept (noindex); not built
    // when offline reading is off.
    ...(offlineReadingOff(process.env) ? [] : [{ name: "offline", path: "/offline" }]),
    { name: "404", path: "/404" },
    // The 'Post Not Found' view, at an id no post has (its checks name /blog/999 too).
    { name: "post-not-found", path: "/blog/999" },
  ];
}

export const PAGES: readonly SitePage[] = sitePages();
/** The cards of each list page of PAGES (tools/measure/byte-budgets.mjs budgets their images). */
export const LIST_CARDS: ReadonlyMap<string, number> = listCards(publishedPosts());
