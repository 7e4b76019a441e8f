import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Element, ElementContent, Root } from "hast";
import { cacheKey } from "@/build/card-cache";
import { readingMessages } from "@/features/reading/messages";
import {
  codeBlockFrame,
  codeBlockLabel,
  codeBlockMeta,
  codeBlockTransformer,
  inlineCodePlugin,
  languageName,
  unbreakableWords,
} from "@/build/markdown-code";

describe("languageName", () => {
  it("names the languages the content uses", () => {
    expect(languageName("typescript")).toBe("TypeScript");
    expect(languageName("js")).toBe("JavaScript");
    expect(languageName("bash")).toBe("Shell");
    expect(languageName("CSS")).toBe("CSS");
  });
  it("gives plain text no language, and unknown ones as written", () => {
    expect(languageName("text")).toBeNull();
    expect(languageName(undefined)).toBeNull();
    expect(languageName("rust")).toBe("rust");
  });
});

describe("codeBlockTransformer", () => {
  it("names the focusable <pre> as a group after its language", () => {
    const pre: Element = { type: "element", tagName: "pre", properties: {}, children: [] };
    codeBlockTransformer.pre.call({ options: { lang: "html" } }, pre);
    expect(pre.properties).toMatchObject({ role: "group", ariaLabel: "Code example, HTML" });
    expect(codeBlockLabel("plaintext")).toBe("Code example");
  });
});

/** Shiki's <pre>, as the highlighter gives it to the transformer's root hook. */
const shikiPre = (): Element => ({
  type: "element",
  tagName: "pre",
  properties: {
    className: ["astro-code"],
    style: "background-color:#0a0c10;color:#f0f3f6; overflow-x: auto;",
    tabindex: "0",
  },
  children: [],
});
const find = (node: ElementContent, tagName: string): Element | undefined => {
  if (node.type !== "element") return undefined;
  if (node.tagName === tagName) return node;
  for (const child of node.children) {
    const found = find(child, tagName);
    if (found) return found;
  }
  return undefined;
};
const textOf = (node: ElementContent): string =>
  node.type === "text"
    ? node.value
    : node.type === "element"
      ? node.children.map(textOf).join("")
      : "";

describe("a code block's frame", () => {
  it("puts a bar with the language and a hidden copy button above the code", () => {
    const pre = shikiPre();
    const frame = codeBlockFrame([pre], "css");
    expect(frame.tagName).toBe("div");
    expect(frame.properties).toMatchObject({ className: ["code-block"], dataCopyScope: "" });
    const [bar, code] = frame.children as Element[];
    expect(code).toBe(pre);
    expect(bar?.properties).toMatchObject({ dataPagefindIgnore: "" });
    expect(textOf(bar!.children[0]!)).toBe("CSS");
    const button = find(bar!, "button")!;
    expect(button.properties).toMatchObject({
      type: "button",
      hidden: true,
      ariaLabel: readingMessages.copyCode,
      dataCopy: "",
      dataCopied: readingMessages.copied,
      dataFailed: readingMessages.copyManual,
    });
    expect(textOf(button)).toBe(readingMessages.copy);
    expect(find(button, "svg")?.properties).toMatchObject({ ariaHidden: "true" });
    const status = bar!.children.find(
      (c) => c.type === "element" && c.properties.dataCopyStatus === "",
    );
    expect(status).toMatchObject({ properties: { ariaLive: "polite" }, children: [] });
  });

  it("takes the theme's colours from the <pre>, without its scrolling", () => {
    expect(codeBlockFrame([shikiPre()], "css").properties.style).toBe(
      "background-color:#0a0c10;color:#f0f3f6",
    );
  });

  it("shows no language for plain text, only the button", () => {
    const bar = codeBlockFrame([shikiPre()], "plaintext").children[0] as Element;
    expect(bar.children.map((c) => (c as Element).tagName)).toEqual(["span", "button"]);
    expect(textOf(bar)).toBe(readingMessages.copy);
  });

  it("is rendered again when this code or a text changes, though Astro caches rendered guides", () => {
    // Astro's content layer renders the guides again only when its config's JSON changes.
    const digest = cacheKey(
      readFileSync("src/build/markdown-code.ts"),
      readFileSync("src/features/blog/messages.ts"),
      readFileSync("src/features/reading/messages.ts"),
    );
    expect(JSON.parse(JSON.stringify(codeBlockTransformer))).toEqual({
      name: "code-block-frame",
      digest,
    });
  });

  it("is put around each highlighted block by the transformer", () => {
    const pre = shikiPre();
    const root: Root = { type: "root", children: [pre] };
    codeBlockTransformer.root.call({ options: { lang: "html" } }, root);
    expect(root.children).toHaveLength(1);
    const frame = root.children[0] as Element;
    expect(frame.properties.className).toEqual(["code-block"]);
    expect(frame.children[1]).toBe(pre);
  });
});

describe("a code block's meta string", () => {
  it("gives its title, in double or single quotes, as written", () => {
    expect(codeBlockMeta('title="Adébáyọ̀ & Ɗanjuma.js"').title).toBe("Adébáyọ̀ & Ɗanjuma.js");
    expect(codeBlockMeta("{1} title='ngozi.css'").title).toBe("ngozi.css");
    expect(codeBlockMeta(undefined)).toEqual({ title: null, marked: new Set() });
  });
  it("gives the lines to mark, single and in ranges, from every group", () => {
    expect([...codeBlockMeta("{2-3,5} {8}").marked]).toEqual([2, 3, 5, 8]);
    expect([...codeBlockMeta('title="{9}" {1}').marked]).toEqual([1]);
  });
  it("leaves out what is no line: 0, a range backwards, a range too long to be meant", () => {
    expect([...codeBlockMeta("{0,4-2,1-99999999,6}").marked]).toEqual([6]);
  });
});

describe("a block's title and marked lines", () => {
  /** Shiki's context for a block with `meta`, adding classes as Shiki's own helper does. */
  const context = (meta: string) => ({
    options: { lang: "js", meta: { __raw: meta } },
    addClassToHast: (node: Element, className: string) => {
      node.properties.className = [...((node.properties.className as string[]) ?? []), className];
    },
  });
  const line = (): Element => ({
    type: "element",
    tagName: "span",
    properties: { className: ["line"] },
    children: [],
  });

  it("marks the lines the meta string names, and no other", () => {
    const lines = [1, 2, 3, 4].map((n) => {
      const node = line();
      codeBlockTransformer.line.call(context("{2-3}"), node, n);
      return node.properties.className;
    });
    expect(lines).toEqual([["line"], ["line", "marked"], ["line", "marked"], ["line"]]);
  });

  it("shows the title in the bar in place of the language", () => {
    const root: Root = { type: "root", children: [shikiPre()] };
    codeBlockTransformer.root.call(context('title="ngozi.js"'), root);
    const bar = (root.children[0] as Element).children[0] as Element;
    expect(textOf(bar.children[0]!)).toBe("ngozi.js");
    expect((bar.children[0] as Element).properties.className).toEqual(["code-block-title"]);
    expect(find(bar, "button")).toBeDefined();
  });
});

const code = (value: string): Element => ({
  type: "element",
  tagName: "code",
  properties: {},
  children: [{ type: "text", value }],
});
const visit = (node: Element, parentTag: string) =>
  inlineCodePlugin.element.visit(node, {
    parent: () => ({ type: "element", tagName: parentTag }),
  });

describe("inline code", () => {
  it("wraps each word in a no-wrap span and keeps the spaces as break points", () => {
    expect(unbreakableWords("git add  index.html")).toEqual([
      {
        type: "element",
        tagName: "span",
        properties: { className: ["whitespace-nowrap"] },
        children: [{ type: "text", value: "git" }],
      },
      { type: "text", value: " " },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["whitespace-nowrap"] },
        children: [{ type: "text", value: "add" }],
      },
      { type: "text", value: "  " },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["whitespace-nowrap"] },
        children: [{ type: "text", value: "index.html" }],
      },
    ]);
  });

  it("lets a path or an address end a line after a slash, never inside its parts", () => {
    const nowrap = (value: string) => ({
      type: "element",
      tagName: "span",
      properties: { className: ["whitespace-nowrap"] },
      children: [{ type: "text", value }],
    });
    const wbr = { type: "element", tagName: "wbr", properties: {}, children: [] };
    expect(unbreakableWords("https://your-username.github.io/suya-spot/")).toEqual([
      nowrap("https://"),
      wbr,
      nowrap("your-username.github.io/"),
      wbr,
      nowrap("suya-spot/"),
    ]);
    expect(unbreakableWords("cd src/styles")).toEqual([
      nowrap("cd"),
      { type: "text", value: " " },
      nowrap("src/"),
      wbr,
      nowrap("styles"),
    ]);
    // A word with no slash inside, or only a last one, is one part.
    expect(unbreakableWords("suya-spot/")).toEqual([nowrap("suya-spot/")]);
  });
  it("keeps one word whole with a class on the code itself", () => {
    expect(visit(code("sans-serif"), "p")).toMatchObject({
      tagName: "code",
      properties: { className: ["whitespace-nowrap"] },
      children: [{ type: "text", value: "sans-serif" }],
    });
  });
  it("splits several words and keeps the text", () => {
    const out = visit(code("margin: 0 auto"), "p") as Element;
    expect(out.children).toHaveLength(5);
    expect(
      out.children
        .map((c) =>
          "value" in c
            ? c.value
            : (c as Element).children.map((t) => ("value" in t ? t.value : "")).join(""),
        )
        .join(""),
    ).toBe("margin: 0 auto");
  });
  it("leaves the code of a code block alone", () => {
    expect(visit(code("const a = 1;"), "pre")).toBeUndefined();
  });
});
