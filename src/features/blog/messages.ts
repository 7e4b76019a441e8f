/**
 * The blog's texts of SPEC §8 (and ours), verbatim. The site's shared ones are in
 * src/site/messages.ts.
 */
/** A post and its code blocks (src/layouts/PostLayout.astro, src/build/markdown-code.ts). */
export const blogMessages = {
  notFoundTitle: "Post Not Found",
  notFoundText: "The requested blog post doesn't exist or may have been removed.",
  back: "Back to Blog",
  /** The accessible name of a code block's scroll area, e.g. "Code example, TypeScript". */
  codeBlock: (language: string | null) => (language ? `Code example, ${language}` : "Code example"),
} as const;
