import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import {
  byNewest,
  categoryHref,
  groupByCategory,
  isPublished,
  listPageHref,
  neighbours,
  pagerNumbers,
  paginateList,
  postHref,
  readTimeOf,
  relatedPosts,
  slugify,
} from "@/features/blog/blog";
import { formatPostDate } from "@/shared/format";
import { blogSchema } from "@/features/blog/blog-schema";
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, BLOG_POST_COUNT } from "@/features/blog/constants";
import { readPosts } from "../../../support/node/posts";

const schema = blogSchema(z.string());

/**
 * A copy of the collection's SPEC posts (ids 1 to 8; whatever else the folder holds is left out, so
 * these tests never depend on it) plus the posts an author adds.
 */
function collection(extra: Record<string, unknown>[] = []) {
  const spec = readPosts()
    .map((p) => p.data)
    .filter((data) => Number(data["id"]) <= BLOG_POST_COUNT);
  return [...spec, ...extra].map((data) => ({ data: schema.parse(data) }));
}

/** A new post written as the README shows it (YAML dates arrive as strings in these tests). */
function authorPost(id: number, date: string, more: Record<string, unknown> = {}) {
  return {
    id,
    title: `Post ${id}`,
    excerpt: "One or two sentences for the blog list and search results.",
    date,
    category: "Technology",
    image: "../../assets/blog/post-2.jpg",
    imageAlt: "What the image shows",
    ...more,
  };
}

describe("dates and read times", () => {
  it("shows dates as the SPEC does, whatever the time zone", () => {
    expect(formatPostDate(new Date("2025-01-14T00:00:00Z"))).toBe("January 14, 2025");
    expect(formatPostDate(new Date("2026-12-31T00:00:00Z"))).toBe("December 31, 2026");
  });

  it("computes 'N min read' at 200 words a minute, at least one", () => {
    expect(readTimeOf("")).toBe("1 min read");
    expect(readTimeOf("word ".repeat(200))).toBe("1 min read");
    expect(readTimeOf("word ".repeat(201))).toBe("2 min read");
    expect(readTimeOf("word ".repeat(1000))).toBe("5 min read");
  });
});

describe("lists, pages and links", () => {
  it("slugs every category for its URL", () => {
    expect(BLOG_CATEGORIES.map(slugify)).toEqual([
      "lifestyle",
      "technology",
      "culinary",
      "business",
      "future",
      "social-impact-ngo",
      "education",
      "learning",
    ]);
    expect(categoryHref("Social Impact (NGO)")).toBe("/blog/category/social-impact-ngo");
  });

  it("numbers pages from the list's base: page 1 is the base itself", () => {
    expect(listPageHref("/blog", 1)).toBe("/blog");
    expect(listPageHref("/blog", 2)).toBe("/blog/page/2");
    const pages = paginateList([1, 2, 3, 4, 5, 6, 7], "/blog", 3);
    expect(pages.map((p) => [p.href, p.items, p.prev, p.next])).toEqual([
      ["/blog", [1, 2, 3], undefined, "/blog/page/2"],
      ["/blog/page/2", [4, 5, 6], "/blog", "/blog/page/3"],
      ["/blog/page/3", [7], "/blog/page/2", undefined],
    ]);
    expect(paginateList([], "/blog")).toHaveLength(1);
  });

  it("keeps the pager short with a thousand pages", () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(50, 167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 167]);
    expect(pagerNumbers(167, 167)).toEqual([1, null, 165, 166, 167]);
  });

  it("orders newest first, and takes drafts out of production only", () => {
    const posts = collection([authorPost(9, "2026-03-03", { draft: true })]);
    const sorted = [...posts].sort(byNewest);
    expect(sorted[0]?.data.id).toBe(9);
    expect(sorted.filter((p) => isPublished(p, true)).map((p) => p.data.id)).not.toContain(9);
    expect(sorted.filter((p) => isPublished(p, false)).map((p) => p.data.id)).toContain(9);
  });
});

describe("an author adds a ninth and a tenth post, both in Technology", () => {
  const posts = collection([
    authorPost(9, "2026-03-03", { tags: ["career"] }),
    authorPost(10, "2026-04-01", { readTime: "4 min read", tags: ["Career", "teaching"] }),
  ]).sort(byNewest);

  it("keeps the SPEC's eight and adds the two", () => {
    expect(posts).toHaveLength(BLOG_POST_COUNT + 2);
    expect(posts.map((p) => p.data.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(posts[1]?.data.tags).toEqual(["career"]);
  });

  it("gives each its own route, and the lists hold every post exactly once", () => {
    const routes = posts.map(postHref);
    expect(new Set(routes).size).toBe(posts.length);
    expect(routes).toEqual(expect.arrayContaining(["/blog/9", "/blog/10"]));
    const pages = paginateList(posts, "/blog");
    expect(pages).toHaveLength(Math.ceil(posts.length / BLOG_PAGE_SIZE));
    expect(pages.flatMap((p) => p.items)).toEqual(posts);
    expect(pages[0]?.items[0]?.data.id).toBe(10);
    expect(pages.map((p) => p.href)).toEqual(
      pages.map((_, i) => (i === 0 ? "/blog" : `/blog/page/${i + 1}`)),
    );
  });

  it("lists both on the Technology page, newest first, and every category still has a page", () => {
    const groups = groupByCategory(posts);
    expect(groups.get("Technology")?.map((p) => p.data.id)).toEqual([10, 9, 2]);
    expect([...groups.keys()].sort()).toEqual([...BLOG_CATEGORIES].sort());
    const routes = [...groups].flatMap(([category, list]) =>
      paginateList(list, categoryHref(category)).map((p) => p.href),
    );
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain("/blog/category/technology");
  });

  it("links them as neighbours and related posts", () => {
    const nine = posts.find((p) => p.data.id === 9)!;
    const ten = posts.find((p) => p.data.id === 10)!;
    expect(neighbours(posts, ten)).toEqual({ newer: undefined, older: nine });
    expect(neighbours(posts, nine).newer).toBe(ten);
    // Ten shares the category and a tag with nine: it comes first, then post 2 (category only).
    expect(relatedPosts(posts, nine).map((p) => p.data.id)).toEqual([10, 2]);
    // Nine (category and tag) first; then, newest first, 7 (tag "teaching") and 2 (category).
    expect(relatedPosts(posts, ten).map((p) => p.data.id)).toEqual([9, 7, 2]);
    for (const post of posts) expect(relatedPosts(posts, post).length).toBeLessThanOrEqual(3);
  });
});
