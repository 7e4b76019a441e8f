/**
 * What a post's or guide's Markdown holds, read from its file for tests that run outside Astro:
 * its front matter, its headings and its fenced code blocks as written (a `#` inside a fence is
 * code, not a heading).
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { splitFrontMatter } from "../../../tools/lib/front-matter";

export interface MarkdownFile {
  data: Record<string, unknown>;
  /** ## and deeper, in order; the page's # title is in the front matter. */
  headings: { depth: number; text: string }[];
  /** Each fenced block's code, without its fences or final newline (what a reader copies). */
  code: string[];
}

/** The headings and code blocks of a Markdown body. */
export function markdownOutline(body: string): Omit<MarkdownFile, "data"> {
  const headings: MarkdownFile["headings"] = [];
  const code: string[] = [];
  let fence: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    if (/^(```|~~~)/.test(line)) {
      if (fence) code.push(fence.join("\n"));
      fence = fence ? null : [];
    } else if (fence) fence.push(line);
    else {
      const heading = /^(#{2,6}) (.+)$/.exec(line);
      if (heading) headings.push({ depth: heading[1]!.length, text: heading[2]!.trim() });
    }
  }
  return { headings, code };
}

export function readMarkdown(path: string): MarkdownFile {
  const text = readFileSync(path, "utf8");
  const { yaml, body } = splitFrontMatter(text) ?? { yaml: "", body: "" };
  return { data: parse(yaml) as Record<string, unknown>, ...markdownOutline(body) };
}
