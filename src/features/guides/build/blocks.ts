import { Marked, type MarkedToken, type Token, type Tokens } from "marked";

/**
 * A guide's Markdown reduced to the few shapes the PDF typesetter draws. marked's lexer does the
 * parsing; this module only flattens its token tree, so the layout code never sees Markdown syntax.
 */

/** A stretch of inline text in one style. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Inline code: drawn in Courier on a tinted background. */
  code?: boolean;
  /** Link target exactly as written in the Markdown (absolute, relative or #anchor). */
  href?: string;
}

export type Block =
  | { kind: "heading"; level: 2 | 3 | 4; text: string; runs: Run[] }
  | { kind: "paragraph"; runs: Run[] }
  | { kind: "list"; ordered: boolean; start: number; loose: boolean; items: Block[][] }
  | { kind: "code"; lang: string; lines: string[] }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "rule" };

type Style = Omit<Run, "text">;

/** A private instance: GitHub-flavoured defaults, untouched by any marked.use() elsewhere. */
const lexer = new Marked({ gfm: true });

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "\u2026",
  copy: "\u00a9",
  rarr: "\u2192",
  larr: "\u2190",
};

/** marked leaves entities in text tokens as written ("&amp;"); the PDF needs the characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Inline tokens -> flat runs; nested emphasis accumulates into the style. */
function inlineRuns(tokens: readonly Token[] | undefined, style: Style = {}): Run[] {
  const runs: Run[] = [];
  const push = (text: string, extra: Style = {}) => {
    if (text) runs.push({ ...style, ...extra, text });
  };
  for (const token of tokens ?? []) {
    const t = token as MarkedToken;
    switch (t.type) {
      case "text":
        if (t.tokens?.length) runs.push(...inlineRuns(t.tokens, style));
        else push(decodeEntities(t.text).replace(/\s+/g, " "));
        break;
      case "escape":
        push(t.text);
        break;
      case "strong":
        runs.push(...inlineRuns(t.tokens, { ...style, bold: true }));
        break;
      case "em":
        runs.push(...inlineRuns(t.tokens, { ...style, italic: true }));
        break;
      case "del":
        runs.push(...inlineRuns(t.tokens, style));
        break;
      case "codespan":
        push(t.text, { code: true });
        break;
      case "link":
        runs.push(...inlineRuns(t.tokens, { ...style, href: t.href }));
        break;
      case "image":
        push(`[Image: ${t.text || t.href}]`, { italic: true });
        break;
      case "br":
        push("\n");
        break;
      case "checkbox":
        push(t.checked ? "[x] " : "[ ] ");
        break;
      case "html":
        // Raw HTML in prose is almost always an example the writer forgot to put in backticks.
        if (!t.text.startsWith("<!--")) push(t.text, { code: true });
        break;
      default:
        // Unknown inline extension: keep whatever text it carries.
        if ("text" in t && typeof t.text === "string") push(t.text);
    }
  }
  return runs;
}

/** Plain text of some runs (for the table of contents and bookmarks). */
export function runsText(runs: readonly Run[]): string {
  return runs
    .map((r) => r.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** A table becomes one paragraph per row ("Header: cell; Header: cell"): guides rarely use them. */
function tableBlocks(t: Tokens.Table): Block[] {
  return t.rows.map((row) => ({
    kind: "paragraph" as const,
    runs: row.flatMap((cell, i) => [
      ...(i > 0 ? [{ text: "; " }] : []),
      { text: `${runsText(inlineRuns(t.header[i]?.tokens))}: `, bold: true },
      ...inlineRuns(cell.tokens),
    ]),
  }));
}

/** Block tokens -> blocks. */
function toBlocks(tokens: readonly Token[]): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    const t = token as MarkedToken;
    switch (t.type) {
      case "heading": {
        const runs = inlineRuns(t.tokens);
        const level = t.depth <= 2 ? 2 : t.depth === 3 ? 3 : 4;
        blocks.push({ kind: "heading", level, text: runsText(runs), runs });
        break;
      }
      case "paragraph":
        blocks.push({ kind: "paragraph", runs: inlineRuns(t.tokens) });
        break;
      case "text":
        // Tight list items hold bare text tokens instead of paragraphs.
        blocks.push({ kind: "paragraph", runs: inlineRuns(t.tokens ?? [t]) });
        break;
      case "list":
        blocks.push({
          kind: "list",
          ordered: t.ordered,
          start: typeof t.start === "number" ? t.start : 1,
          loose: t.loose,
          items: t.items.map((item) => toBlocks(item.tokens)),
        });
        break;
      case "code":
        blocks.push({
          kind: "code",
          lang: t.lang?.split(/\s/)[0] ?? "",
          lines: t.text.replace(/\s+$/, "").split("\n"),
        });
        break;
      case "blockquote":
        blocks.push({ kind: "quote", blocks: toBlocks(t.tokens) });
        break;
      case "hr":
        blocks.push({ kind: "rule" });
        break;
      case "table":
        blocks.push(...tableBlocks(t));
        break;
      case "html":
        // An HTML comment is a note to editors; any other raw HTML block is shown as code.
        if (!t.text.trimStart().startsWith("<!--")) {
          blocks.push({
            kind: "code",
            lang: "html",
            lines: t.text.replace(/\s+$/, "").split("\n"),
          });
        }
        break;
      default:
        // space, def and unknown tokens draw nothing.
        break;
    }
  }
  // Drop paragraphs left empty (e.g. one made only of an HTML comment).
  return blocks.filter((b) => b.kind !== "paragraph" || runsText(b.runs) !== "");
}

/** Parses a guide's Markdown body into blocks. A leading "# Title" is dropped: the title page has it. */
export function parseGuideMarkdown(markdown: string): Block[] {
  const tokens = lexer.lexer(markdown.replace(/\r\n?/g, "\n"));
  const first = tokens.find((t) => t.type !== "space");
  const body =
    first?.type === "heading" && (first as Tokens.Heading).depth === 1
      ? tokens.filter((t) => t !== first)
      : tokens;
  return toBlocks(body);
}
