/**
 * The pages every check measures (tools/measure/pages.ts) come from the content collections: a
 * post committed today is measured today, with its list and category pages.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CONTENT,
  PAGES,
  guideSlugs,
  listCards,
  publishedPosts,
  sitePages,
} from "../../../../tools/measure/pages.ts";
import { categoryHref } from "@/features/blog/blog";
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE } from "@/features/blog/constants";
import { areas } from "@/features/testimonials/areas";

/** The guides' files (src/content/guides/), in reading order. */
const GUIDES = ["html", "git-github", "css", "javascript", "bootstrap", "responsive-web-design"];

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the site's posts in a temporary folder, to add posts to. */
function blogCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-blog-"));
  temps.push(dir);
  cpSync(CONTENT.blog, dir, { recursive: true });
  return dir;
}

function post(dir: string, file: string, fields: Record<string, string | number | boolean>) {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : value}`)
    .join("\n");
  writeFileSync(join(dir, file), `---\n${yaml}\n---\n\nBody.\n`);
}

const NINTH = {
  id: 9,
  title: "Suya at Adébáyọ̀'s table, with Ɗanjuma at the grill",
  excerpt: "A Saturday of suya.",
  date: "2026-11-20",
  category: "Culinary",
  image: "../../assets/blog/camera-9.jpg",
  imageAlt: "Ɗanjuma at the grill",
  author: "Adébáyọ̀ Ɗanjuma",
};

describe("the measured pages", () => {
  it("are the site's posts, guides, areas and categories today", () => {
    const paths = PAGES.map((page) => page.path);
    for (let id = 1; id <= 8; id++) expect(paths).toContain(`/blog/${id}`);
    for (const slug of GUIDES) expect(paths).toContain(`/guides/${slug}`);
    for (const area of areas) expect(paths).toContain(`/testimonials/${area.id}`);
    for (const category of BLOG_CATEGORIES) expect(paths).toContain(categoryHref(category));
    expect(PAGES).toHaveLength(39);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(PAGES.map((page) => page.name)).size).toBe(PAGES.length);
  });

  it("take in a post added to the collection, its category page and the list's second page", () => {
    const dir = blogCopy();
    const before = sitePages({ blog: dir, guides: CONTENT.guides });
    expect(before.map((page) => page.path)).not.toContain("/blog/9");
    post(dir, "09-suya-at-adebayos-table.mdx", NINTH);
    const after = sitePages({ blog: dir, guides: CONTENT.guides });
    const paths = after.map((page) => page.path);
    expect(paths).toContain("/blog/9");
    expect(after).toContainEqual({ name: "post-9", path: "/blog/9" });
    // Nine posts: /blog shows eight, /blog/page/2 the ninth (BLOG_PAGE_SIZE).
    expect(BLOG_PAGE_SIZE).toBe(8);
    expect(paths).toContain("/blog/page/2");
    expect(after).toHaveLength(before.length + 2);
    expect(listCards(publishedPosts(dir)).get("/blog/category/culinary")).toBe(2);
    expect(listCards(publishedPosts(dir)).get("/blog/page/2")).toBe(1);
  });

  it("take in a post in a folder of its own, and a new category's page", () => {
    const dir = blogCopy();
    mkdirSync(join(dir, "2026"));
    post(join(dir, "2026"), "10-a.mdx", { ...NINTH, id: 10, category: "Social Impact (NGO)" });
    const paths = sitePages({ blog: dir, guides: CONTENT.guides }).map((page) => page.path);
    expect(paths).toContain("/blog/10");
    expect(paths).toContain("/blog/category/social-impact-ngo");
  });

  it("leave out a draft, as the production build does", () => {
    const dir = blogCopy();
    post(dir, "09-draft.mdx", { ...NINTH, draft: true });
    expect(sitePages({ blog: dir, guides: CONTENT.guides }).map((p) => p.path)).not.toContain(
      "/blog/9",
    );
  });

  it("take the guides from their folder, in reading order (their front matter's order)", () => {
    expect(guideSlugs()).toEqual(GUIDES);
  });
});
