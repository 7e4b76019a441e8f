/**
 * Code in posts and guides (Markdown and MDX, through Astro's Markdown pipeline, see
 * astro.config.mjs):
 * - a code block keeps its lines and indentation and scrolls sideways inside itself; it stays
 *   focusable (Shiki's tabindex="0") and gets a name, so keyboard and screen-reader users know
 *   what the scroll area they land on holds;
 * - inline code breaks only at its spaces, never inside a word such as `sans-serif`.
 */
import type { Element, ElementContent } from "hast";
import { messages } from "@/lib/messages";

/** Display names of the languages the content uses; anything else shows as written. */
const LANGUAGE_NAMES: Record<string, string> = {
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  css: "CSS",
  html: "HTML",
  js: "JavaScript",
  javascript: "JavaScript",
  json: "JSON",
  jsx: "JSX",
  md: "Markdown",
  ts: "TypeScript",
  tsx: "TSX",
  typescript: "TypeScript",
};
const NO_LANGUAGE = new Set(["", "text", "txt", "plaintext", "plain"]);

/** "TypeScript" for "typescript"; null for plain text. */
export function languageName(lang: string | undefined): string | null {
  const key = (lang ?? "").trim().toLowerCase();
  if (NO_LANGUAGE.has(key)) return null;
  return LANGUAGE_NAMES[key] ?? key;
}

/** The accessible name of a code block in `lang`, e.g. "Code example, CSS". */
export function codeBlockLabel(lang: string | undefined): string {
  return messages.blog.codeBlock(languageName(lang));
}

/**
 * A Shiki transformer (markdown.shikiConfig.transformers) naming each highlighted block: a group
 * labelled by its language. Shiki already makes the <pre> focusable.
 */
export const codeBlockTransformer = {
  name: "code-block-label",
  pre(this: { options: { lang: string } }, node: Element) {
    node.properties.role = "group";
    node.properties.ariaLabel = codeBlockLabel(this.options.lang);
  },
};

/**
 * Inline code's text split at its spaces into words that never wrap: `git add index.html` can
 * break after "git" or "add", `font-family: sans-serif` only after the colon.
 */
export function unbreakableWords(text: string): ElementContent[] {
  return text
    .split(/(\s+)/)
    .filter((part) => part !== "")
    .map((part) =>
      /^\s+$/.test(part)
        ? { type: "text", value: part }
        : {
            type: "element",
            tagName: "span",
            properties: { className: ["whitespace-nowrap"] },
            children: [{ type: "text", value: part }],
          },
    );
}

/** The Markdown pipeline's HAST plugin (markdown.processor's hastPlugins) for inline code. */
export const inlineCodePlugin = {
  name: "inline-code-words",
  element: {
    filter: ["code"],
    visit(
      node: Readonly<Element>,
      ctx: { parent(node: Readonly<Element>): Readonly<{ type: string; tagName?: string }> },
    ): Element | void {
      const parent = ctx.parent(node);
      if (parent.type === "element" && parent.tagName === "pre") return;
      if (node.children.length !== 1 || node.children[0]?.type !== "text") return;
      const text = node.children[0].value;
      if (!/\S\s+\S/.test(text)) {
        return {
          ...node,
          properties: { ...node.properties, className: ["whitespace-nowrap"] },
          children: [...node.children],
        };
      }
      return { ...node, children: unbreakableWords(text) };
    },
  },
};
