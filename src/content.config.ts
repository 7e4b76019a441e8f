import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { blogSchema } from "@/features/blog/blog-schema";
import { guideSchema } from "@/features/guides/guide-schema";

/** Blog posts: one MDX file each in src/content/blog; the front matter is validated at build. */
const blog = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/blog" }),
  schema: ({ image }) => blogSchema(image()),
});

/**
 * Free coding guides: one Markdown file each in src/content/guides. Each becomes a web page
 * (/guides/<slug>) and a PDF (/guides/<slug>.pdf) at build time.
 */
const guides = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./src/content/guides" }),
  schema: guideSchema,
});

export const collections = { blog, guides };
