/**
 * Reads the blog's MDX files the way the content collection does (YAML front matter, then the
 * body), for tests that run outside Astro.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "astro/zod";
import { byNewest, isPublished, postHref, readTimeOf } from "@/features/blog/blog";
import { formatPostDate } from "@/shared/format";
import { blogSchema } from "@/features/blog/blog-schema";
import { splitFrontMatter } from "../../../tools/lib/front-matter";

export const BLOG_DIR = "src/content/blog";

export interface RawPost {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

export function readPosts(): RawPost[] {
  return readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const text = readFileSync(join(BLOG_DIR, file), "utf8");
      const split = splitFrontMatter(text);
      if (!split) throw new Error(`${file}: no front matter`);
      return { file, data: parse(split.yaml) as Record<string, unknown>, body: split.body };
    });
}

export { wordCount } from "@/features/blog/blog";

/** The posts as the production build shows them: schema applied, drafts out, newest first. */
export function publishedPosts() {
  const schema = blogSchema(z.string());
  return readPosts()
    .map((p) => {
      const data = schema.parse(p.data);
      return {
        ...data,
        data,
        body: p.body,
        dateText: formatPostDate(data.date),
        readTimeText: data.readTime ?? readTimeOf(p.body),
        href: postHref({ data }),
      };
    })
    .filter((p) => isPublished(p, true))
    .sort(byNewest);
}
export type PublishedPost = ReturnType<typeof publishedPosts>[number];

/** The guides' courses in the order post 8 recommends (its "Suggested order of study" list). */
export function recommendedGuideOrder(): string[] {
  const post = readPosts().find((p) => p.data["id"] === 8);
  const section = /^## Suggested order of study\n([\s\S]*?)^## /m.exec(post?.body ?? "")?.[1] ?? "";
  return [...section.matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((match) => match[1] ?? "");
}
