import { describe, expect, it } from "vitest";
import type { Element } from "hast";
import {
  codeBlockLabel,
  codeBlockTransformer,
  inlineCodePlugin,
  languageName,
  unbreakableWords,
} from "@/build/code-blocks";

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
