import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { blogSchema } from "@/lib/blog-schema";
import { BLOG_CATEGORIES, BLOG_POST_COUNT } from "@/lib/constants";
import { toIsoDate } from "@/lib/format";
import { BLOG_DIR, readPosts, wordCount } from "../support/posts";

const schema = blogSchema(z.string());
const posts = readPosts();

describe("blog content collection", () => {
  it(`has ${BLOG_POST_COUNT} posts with ids 1 to ${BLOG_POST_COUNT}`, () => {
    const ids = posts.map((p) => p.data["id"]).sort((a, b) => Number(a) - Number(b));
    expect(ids).toEqual(Array.from({ length: BLOG_POST_COUNT }, (_, i) => i + 1));
  });

  it("covers each of the eight categories once, in id order", () => {
    const byId = [...posts].sort((a, b) => Number(a.data["id"]) - Number(b.data["id"]));
    expect(byId.map((p) => p.data["category"])).toEqual([...BLOG_CATEGORIES]);
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

  it.each(posts.map((p) => [p.file, p] as const))(
    "%s states a read time that matches its length",
    (_file, post) => {
      const minutes = Math.ceil(wordCount(post.body) / 200);
      expect(post.data["readTime"]).toBe(`${minutes} min read`);
    },
  );

  it.each(posts.map((p) => [p.file, p] as const))(
    "%s is a real post: several hundred words, sections, a list, no h1 in the body",
    (_file, post) => {
      expect(wordCount(post.body)).toBeGreaterThanOrEqual(500);
      expect(post.body).toMatch(/^## \S/m);
      expect(post.body).toMatch(/^(- |\d+\. )\S/m);
      expect(post.body).not.toMatch(/^# /m);
    },
  );

  it("has a code sample in every technology and learning post", () => {
    const technical = posts.filter((p) =>
      ["Technology", "Education", "Learning"].includes(String(p.data["category"])),
    );
    expect(technical).toHaveLength(3);
    for (const post of technical) expect(post.body, post.file).toMatch(/^```[a-z]+$/m);
  });

  it("dates ascend with the ids", () => {
    const byId = [...posts].sort((a, b) => Number(a.data["id"]) - Number(b.data["id"]));
    const dates = byId.map((p) => toIsoDate(String(p.data["date"])));
    expect(dates).toEqual([...dates].sort());
  });

  it("rejects front matter that breaks the rules", () => {
    const good = posts[0]?.data ?? {};
    expect(schema.safeParse({ ...good, category: "Gossip" }).success).toBe(false);
    expect(schema.safeParse({ ...good, id: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...good, date: "2025-01-14" }).success).toBe(false);
    expect(schema.safeParse({ ...good, readTime: "five minutes" }).success).toBe(false);
    expect(schema.safeParse({ ...good, title: undefined }).success).toBe(false);
  });
});
