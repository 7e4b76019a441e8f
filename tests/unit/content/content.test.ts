import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { blogSchema } from "@/features/blog/blog-schema";
import { BLOG_CATEGORIES, BLOG_POST_COUNT } from "@/features/blog/constants";
import { readTimeOf } from "@/features/blog/blog";
import { formatPostDate } from "@/shared/format";
import { BLOG_DIR, readPosts, wordCount } from "../../support/node/posts";

const schema = blogSchema(z.string());
const posts = readPosts();
const parsed = posts.map((p) => ({ ...p, fields: schema.parse(p.data) }));
/** The SPEC's eight posts (ids 1 to 8); authors may add more, in any category. */
const specPosts = parsed
  .filter((p) => p.fields.id <= BLOG_POST_COUNT)
  .sort((a, b) => a.fields.id - b.fields.id);

describe("blog content collection", () => {
  postTests();
  frontMatterRuleTests();
});

/** The posts themselves: ids, categories, images, bodies and dates. */
function postTests() {
  it(`has the SPEC's ${BLOG_POST_COUNT} posts, ids 1 to ${BLOG_POST_COUNT}, each in its category`, () => {
    expect(specPosts.map((p) => p.fields.id)).toEqual(
      Array.from({ length: BLOG_POST_COUNT }, (_, i) => i + 1),
    );
    expect(specPosts.map((p) => p.fields.category)).toEqual([...BLOG_CATEGORIES]);
    expect(specPosts.every((p) => !p.fields.draft)).toBe(true);
  });

  it("has unique ids", () => {
    const ids = parsed.map((p) => p.fields.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(posts.map((p) => [p.file, p] as const))("%s has valid front matter", (_file, post) => {
    const result = schema.safeParse(post.data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it.each(posts.map((p) => [p.file, p] as const))("%s has an image that exists", (_file, post) => {
    const image = String(post.data["image"]);
    expect(existsSync(join(BLOG_DIR, image)), image).toBe(true);
    expect(dirname(join(BLOG_DIR, image))).toBe("src/assets/blog");
  });

  it.each(specPosts.map((p) => [p.file, p] as const))(
    "%s gets its read time from its words, not from the front matter",
    (_file, post) => {
      expect(post.fields.readTime).toBeUndefined();
      expect(readTimeOf(post.body)).toBe(`${Math.ceil(wordCount(post.body) / 200)} min read`);
    },
  );

  it.each(specPosts.map((p) => [p.file, p] as const))(
    "%s is a real post: several hundred words, sections, a list, no h1 in the body",
    (_file, post) => {
      expect(wordCount(post.body)).toBeGreaterThanOrEqual(500);
      expect(post.body).toMatch(/^## \S/m);
      expect(post.body).toMatch(/^(- |\d+\. )\S/m);
      expect(post.body).not.toMatch(/^# /m);
    },
  );

  it("has a code sample in every technology and learning post of the SPEC", () => {
    const technical = specPosts.filter((p) =>
      ["Technology", "Education", "Learning"].includes(p.fields.category),
    );
    expect(technical).toHaveLength(3);
    for (const post of technical) expect(post.body, post.file).toMatch(/^```[a-z]+$/m);
  });

  it("dates of the SPEC's posts ascend with the ids and read as the SPEC writes them", () => {
    const dates = specPosts.map((p) => p.fields.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(formatPostDate(specPosts[0]!.fields.date)).toBe("January 14, 2025");
  });
}

/** The schema's rules, on edited copies of a real post's front matter. */
function frontMatterRuleTests() {
  it("reads dates as written: YAML date, or the same text quoted", () => {
    const good = posts[0]?.data ?? {};
    const day = new Date("2025-01-14T00:00:00Z");
    expect(schema.parse({ ...good, date: day }).date).toEqual(day);
    expect(schema.parse({ ...good, date: "2025-01-14" }).date).toEqual(day);
    const full = schema.parse({
      ...good,
      updated: "2025-02-01",
      readTime: "7 min read",
      tags: [" Jollof", "jollof", "Rice "],
      draft: true,
    });
    expect(full.updated).toEqual(new Date("2025-02-01T00:00:00Z"));
    expect(full.readTime).toBe("7 min read");
    expect(full.tags).toEqual(["jollof", "rice"]);
    expect(full.draft).toBe(true);
    const bare = schema.parse({ ...good, tags: undefined, draft: undefined });
    expect(bare.tags).toEqual([]);
    expect(bare.draft).toBe(false);
  });

  it("rejects front matter that breaks the rules, naming the fix", () => {
    const good = posts[0]?.data ?? {};
    const bad = (patch: Record<string, unknown>) => schema.safeParse({ ...good, ...patch });
    expect(bad({ category: "Gossip" }).success).toBe(false);
    expect(bad({ id: 0 }).success).toBe(false);
    expect(bad({ id: "9" }).success).toBe(false);
    const human = bad({ date: "January 14, 2025" });
    expect(human.success).toBe(false);
    expect(JSON.stringify(human.error?.issues)).toContain("YYYY-MM-DD");
    expect(bad({ date: "2025-02-30" }).success).toBe(false);
    expect(bad({ date: undefined }).success).toBe(false);
    expect(bad({ updated: "last week" }).success).toBe(false);
    expect(bad({ readTime: "five minutes" }).success).toBe(false);
    expect(bad({ readTime: "0 min read" }).success).toBe(false);
    expect(bad({ draft: "yes" }).success).toBe(false);
    expect(bad({ tags: "food" }).success).toBe(false);
    expect(bad({ title: undefined }).success).toBe(false);
  });
}
