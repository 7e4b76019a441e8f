// The content collections' files as the scripts read them, outside Astro: the files of a folder
// (any depth, as the glob loaders of src/content.config.ts read), their front matter, and the
// guides' slugs in reading order. What the pages measure (tools/measure/pages.ts) and what
// firestore.rules accept (tools/ops/rules-guides.mjs) come from here, so a guide is its file.
// Plain TypeScript: Node 24 runs it as it is, and so do the tests.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { splitFrontMatter } from "./front-matter.ts";

/** Where the guides' collection is (src/content.config.ts). */
export const GUIDES_DIR = fileURLToPath(new URL("../../src/content/guides/", import.meta.url));

/** Files under `dir` (any depth, as the collections' glob loaders read) whose names end in `ext`. */
export function contentFiles(dir: string, ext: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A content file's front matter, parsed (empty when it has none). */
export function frontMatter(file: string): Record<string, unknown> {
  const split = splitFrontMatter(readFileSync(file, "utf8"));
  return (split ? parse(split.yaml) : null) ?? {};
}

/**
 * A guide's slug as the glob loader makes it and as it stands in addresses and in firestore.rules:
 * lowercase letters, digits and hyphens, folders joined by "/".
 */
export const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * The guides' slugs (src/content/guides/**\/*.md): the front matter's `slug`, else the file's path
 * without ".md", as the glob loader gives ids, in reading order (`order`, as src/features/guides/build/catalogue.ts sorts;
 * a tie by slug). Throws, naming the file, for a slug the loader would change (a capital, a space,
 * an accent).
 */
export function guideSlugs(dir = GUIDES_DIR): string[] {
  return contentFiles(dir, ".md")
    .map((file) => {
      const data = frontMatter(file);
      const own = typeof data["slug"] === "string" ? data["slug"] : undefined;
      const slug = own ?? relative(dir, file).replaceAll("\\", "/").replace(/\.md$/, "");
      if (!GUIDE_SLUG.test(slug))
        throw new Error(
          `${file}: its slug "${slug}" (its front matter's slug, else its file name) is to be lowercase letters, digits and hyphens: it is the guide's address and its key in firestore.rules (e.g. typescript.md).`,
        );
      const order = Number(data["order"]);
      return { slug, order: Number.isFinite(order) ? order : Number.POSITIVE_INFINITY };
    })
    .sort((a, b) => a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map((guide) => guide.slug);
}
