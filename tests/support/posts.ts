/**
 * Reads the blog's MDX files the way the content collection does (YAML front matter, then the
 * body), for tests that run outside Astro.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

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
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${file}: no front matter`);
      return { file, data: parse(match[1] ?? "") as Record<string, unknown>, body: match[2] ?? "" };
    });
}

/** Words in a post body, counted as `wc -w` does. */
export function wordCount(body: string): number {
  return body.split(/\s+/).filter(Boolean).length;
}
