// The one reader of a content file's front matter outside Astro: the `---` fenced YAML at the top
// of a post (src/content/blog/*.mdx) or guide (src/content/guides/*.md), then its body. For the
// scripts (the guides' report) and the tests; the site itself reads them through Astro's content
// collections. Plain TypeScript with no imports: Node 24 runs it as it is, and so do the tests.
// The YAML stays text here: callers parse it with the `yaml` package, as before.

/** A content file split at its front matter: the YAML between the fences, and what follows. */
export interface FrontMatterSplit {
  /** The text between the opening and closing `---` lines, without their line breaks. */
  yaml: string;
  /** Everything after the closing `---` line, as written (empty when nothing follows). */
  body: string;
}

/** `---`, the YAML, `---` on a line of its own, then the body; line breaks LF or CRLF. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/**
 * Splits `text` into its front matter's YAML and its body, or undefined when it does not start
 * with a front matter block (a `---` line, the YAML, a closing `---` line and its line break).
 * Accepts LF and CRLF line breaks, so a file saved on Windows reads as one saved elsewhere.
 */
export function splitFrontMatter(text: string): FrontMatterSplit | undefined {
  const match = FRONT_MATTER.exec(text);
  if (!match) return undefined;
  return { yaml: match[1] ?? "", body: match[2] ?? "" };
}
