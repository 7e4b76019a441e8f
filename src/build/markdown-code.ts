/**
 * Code in posts and guides (Markdown and MDX, through Astro's Markdown pipeline, see
 * astro.config.mjs):
 * - a code block keeps its lines and indentation and scrolls sideways inside itself; it stays
 *   focusable (Shiki's tabindex="0") and gets a name, so keyboard and screen-reader users know
 *   what the scroll area they land on holds;
 * - above it, a bar shows its title (```js title="app.js") or else its language, and a "Copy"
 *   button, rendered here so nothing moves when the page's script
 *   (src/features/reading/copy-buttons.ts) shows the button;
 * - the lines its meta string names (```js {2-3,5}) are marked;
 * - inline code breaks only at its spaces, never inside a word such as `sans-serif`.
 */
import { readFileSync } from "node:fs";
import type { Element, ElementContent, Root } from "hast";
import { cacheKey } from "@/build/card-cache";
import { blogMessages } from "@/features/blog/messages";
import { readingMessages } from "@/features/reading/messages";

/**
 * What decides the HTML this module renders: its own code and the texts it shows (the blog's and
 * the reading aids' messages.ts). Astro's content layer keeps the guides' rendered Markdown
 * between builds (data-store.json in node_modules/.astro, which CI restores) and renders them
 * again only when the JSON of Astro's config changes, in which a transformer is its data and never
 * its functions. Carried by the
 * transformer, this digest makes a change here or in a text render every guide again.
 */
export const RENDER_DIGEST = cacheKey(
  readFileSync(new URL(import.meta.url)),
  readFileSync(new URL("../features/blog/messages.ts", import.meta.url)),
  readFileSync(new URL("../features/reading/messages.ts", import.meta.url)),
);

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
  return blogMessages.codeBlock(languageName(lang));
}

const element = (
  tagName: string,
  properties: Element["properties"],
  children: ElementContent[] = [],
): Element => ({ type: "element", tagName, properties, children });

/** Lucide's "copy" icon (two sheets), drawn inline like the site's other icons. */
const copyIcon = element(
  "svg",
  {
    xmlns: "http://www.w3.org/2000/svg",
    viewBox: "0 0 24 24",
    width: 14,
    height: 14,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ariaHidden: "true",
  },
  [
    element("rect", { width: 14, height: 14, x: "8", y: "8", rx: "2" }),
    element("path", { d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" }),
  ],
);

/** The colours Shiki's theme gives the <pre> (its inline style), for the whole frame. */
function themeColours(pre: ElementContent | undefined): string | undefined {
  const style = pre?.type === "element" ? String(pre.properties.style ?? "") : "";
  const colours = style.match(/(?:background-)?color:[^;]+/g);
  return colours ? colours.join(";") : undefined;
}

/** What a block's meta string asks for: a title and the lines to mark (numbered from 1). */
export interface CodeBlockMeta {
  title: string | null;
  marked: ReadonlySet<number>;
}

/** The most lines one range may mark: `{1-99999999}` is a typo, not a block that long. */
const MOST_MARKED = 10_000;

/**
 * Reads a fence's meta string, the words after its language: `title="app.js"` (or in single
 * quotes) and `{2-3,5}`, the lines to mark. Anything else is left alone.
 */
export function codeBlockMeta(raw: string | undefined): CodeBlockMeta {
  const meta = raw ?? "";
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const rest = title ? meta.replace(title[0], " ") : meta;
  const marked = new Set<number>();
  for (const [, list = ""] of rest.matchAll(/(?:^|\s)\{([\d\s,-]+)\}/g)) {
    for (const range of list.split(",")) {
      const [from = 0, to = from] = range.trim().split("-").map(Number);
      if (from < 1 || to < from || to - from >= MOST_MARKED) continue;
      for (let line = from; line <= to; line++) marked.add(line);
    }
  }
  return { title: title?.[1] ?? title?.[2] ?? null, marked };
}

/**
 * The frame around a highlighted block: a bar with its title, or else its language (for sighted
 * readers; the <pre>'s name says the language to screen readers), a polite live region and the
 * copy button, which stays hidden until the page's script can copy. The texts the script shows are
 * on the button.
 */
export function codeBlockFrame(
  content: ElementContent[],
  lang: string | undefined,
  title: string | null = null,
): Element {
  const language = languageName(lang);
  const t = readingMessages;
  const bar = element("div", { className: ["code-block-bar"], dataPagefindIgnore: "" }, [
    ...(title
      ? [element("span", { className: ["code-block-title"] }, [text(title)])]
      : language
        ? [element("span", { className: ["code-block-language"] }, [text(language)])]
        : []),
    element("span", { className: ["code-block-status"], ariaLive: "polite", dataCopyStatus: "" }),
    element(
      "button",
      {
        type: "button",
        hidden: true,
        className: ["code-block-copy"],
        ariaLabel: t.copyCode,
        dataCopy: "",
        dataCopied: t.copied,
        dataFailed: t.copyManual,
      },
      [copyIcon, text(t.copy)],
    ),
  ]);
  return element(
    "div",
    { className: ["code-block"], style: themeColours(content[0]), dataCopyScope: "" },
    [bar, ...content],
  );
}

function text(value: string): ElementContent {
  return { type: "text", value };
}

/** What the transformer's hooks get of Shiki's context: the block's options, a class helper. */
interface ShikiBlock {
  options: { lang: string; meta?: { __raw?: string } };
}
interface ShikiContext extends ShikiBlock {
  addClassToHast(node: Element, className: string): void;
}

/**
 * A Shiki transformer (markdown.shikiConfig.transformers) for each highlighted block: the <pre>
 * becomes a group labelled by its language (Shiki already makes it focusable), its marked lines
 * get the class `marked`, and it goes inside the frame with its title or language and the copy
 * button.
 */
export const codeBlockTransformer = {
  name: "code-block-frame",
  digest: RENDER_DIGEST,
  pre(this: ShikiBlock, node: Element) {
    node.properties.role = "group";
    node.properties.ariaLabel = codeBlockLabel(this.options.lang);
  },
  line(this: ShikiContext, node: Element, line: number) {
    if (codeBlockMeta(this.options.meta?.__raw).marked.has(line))
      this.addClassToHast(node, "marked");
  },
  root(this: ShikiBlock, root: Root) {
    const { title } = codeBlockMeta(this.options.meta?.__raw);
    root.children = [codeBlockFrame(root.children as ElementContent[], this.options.lang, title)];
  },
};

/** Where a word of inline code may end a line: after a "/" that another does not follow. */
const PATH_BREAK = /(?<=\/)(?!\/)(?=.)/;

/**
 * One word of inline code, never wrapped inside, but a path or an address after each of its
 * slashes (a `<wbr>` between its parts), as a phone's column may be narrower than
 * `https://your-username.github.io/suya-spot/`.
 */
function unbreakableWord(word: string): ElementContent[] {
  return word.split(PATH_BREAK).flatMap((part, i): ElementContent[] => [
    ...(i ? [{ type: "element" as const, tagName: "wbr", properties: {}, children: [] }] : []),
    {
      type: "element",
      tagName: "span",
      properties: { className: ["whitespace-nowrap"] },
      children: [{ type: "text", value: part }],
    },
  ]);
}

/**
 * Inline code's text split at its spaces into words that never wrap: `git add index.html` can
 * break after "git" or "add", `font-family: sans-serif` only after the colon; a path or an
 * address also after its slashes.
 */
export function unbreakableWords(text: string): ElementContent[] {
  return text
    .split(/(\s+)/)
    .filter((part) => part !== "")
    .flatMap((part) =>
      /^\s+$/.test(part) ? [{ type: "text" as const, value: part }] : unbreakableWord(part),
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
      if (!/\S\s+\S/.test(text) && !PATH_BREAK.test(text.trim())) {
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
