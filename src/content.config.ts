import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { blogSchema } from "@/lib/blog-schema";

/** Blog posts: one MDX file each in src/content/blog; the front matter is validated at build. */
const blog = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/blog" }),
  schema: ({ image }) => blogSchema(image()),
});

export const collections = { blog };
