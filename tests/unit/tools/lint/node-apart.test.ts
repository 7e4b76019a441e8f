// Browser code never imports what runs only in Node (eslint.config.js, NODE_APART; issue 29):
// the project's own ESLint configuration, run through ESLint's Node API on small snippets, as if
// each were a file at the path given. Browser code: src/site, src/shared, src/firebase,
// src/runtime, src/features (but for each feature's build/), src/data and the <script> blocks of
// .astro files. Astro front matter, endpoints, src/build, the features' build/ and tools may.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const GUARD_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

interface Problem {
  line: number;
  rule: string | null;
  message: string;
}

/** Every problem ESLint finds in `code` at `filePath`, with its line and rule. */
async function lint(filePath: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map(({ line, ruleId, message }) => ({ line, rule: ruleId, message }));
}

/** The lines the Node-apart guard flags. */
async function guarded(filePath: string, code: string): Promise<number[]> {
  return (await lint(filePath, code)).flatMap((p) =>
    GUARD_RULES.has(p.rule ?? "") ? [p.line] : [],
  );
}

const NODE_AND_BUILD = [
  'import { createHash } from "node:crypto";',
  'import { scriptHash } from "@/build/csp";',
  "export const used = [createHash, scriptHash];",
].join("\n");

describe("browser code that imports Node or build code fails the lint", () => {
  it("an island importing node:crypto and @/build", async () => {
    const problems = await lint("src/features/contact/Fake.tsx", NODE_AND_BUILD);
    expect(problems.filter((p) => p.rule === "no-restricted-imports")).toEqual([
      expect.objectContaining({
        line: 1,
        message: expect.stringMatching(/'node:crypto' .*Node's built-in modules/),
      }),
      expect.objectContaining({
        line: 2,
        message: expect.stringMatching(/'@\/build\/csp' .*run only in Node/),
      }),
    ]);
  });

  it("a feature's module importing a bare built-in, a relative path into its build/, tools and a Node-only package", async () => {
    const code = [
      'import { readFile } from "fs/promises";',
      'import { renderGuidePdf } from "./build/pdf.ts";',
      'import { onLines } from "../../../tools/test/lines.mjs";',
      'import sharp from "sharp";',
      'export * from "@/build/build-cache";',
      'import { guides } from "@/features/guides/build/catalogue";',
      "export const used = [readFile, renderGuidePdf, onLines, sharp, guides];",
    ].join("\n");
    expect(await guarded("src/features/guides/fake.ts", code)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a shared module importing Node or build code with import()", async () => {
    const code = [
      'export const a = () => import("node:fs");',
      'export const b = () => import("@/build/social-card");',
      'export const c = () => import("@/site/messages");',
    ].join("\n");
    const problems = (await lint("src/shared/fake.ts", code)).filter((p) =>
      GUARD_RULES.has(p.rule ?? ""),
    );
    expect(problems).toEqual([
      expect.objectContaining({ line: 1, rule: "no-restricted-syntax" }),
      expect.objectContaining({ line: 2, rule: "no-restricted-syntax" }),
    ]);
  });

  it("the <script> of an .astro file, but not its front matter", async () => {
    const code = [
      "---", // 1
      'import { createHash } from "node:crypto";',
      'import { scriptHash } from "@/build/csp";',
      'const hash = scriptHash("x") + createHash("sha256").digest("hex");',
      "---", // 5
      "<p>{hash}</p>",
      "<script>",
      '  import { createHash } from "node:crypto";', // 8
      '  import { scriptHash } from "../../build/csp";', // 9
      '  import { notFoundMessages } from "@/site/messages";',
      "  console.log(createHash, scriptHash, notFoundMessages);",
      "</script>",
    ].join("\n");
    expect(await guarded("src/components/ui/Fake.astro", code)).toEqual([8, 9]);
  });
});

describe("Node and build code may import them", () => {
  it("a src/build module", async () => {
    const code = [
      NODE_AND_BUILD,
      'import { readFile } from "node:fs/promises";',
      'import sharp from "sharp";',
      'import { onLines } from "../../tools/test/lines.mjs";',
      "export const more = [readFile, sharp, onLines];",
    ].join("\n");
    expect(await lint("src/build/fake.ts", code)).toEqual([]);
  });

  it("a feature's build/ module", async () => {
    const code = [
      'import { readFile } from "node:fs/promises";',
      'import sharp from "sharp";',
      'import { guides } from "./catalogue";',
      "export const more = [readFile, sharp, guides];",
    ].join("\n");
    expect(await lint("src/features/guides/build/fake.ts", code)).toEqual([]);
  });

  it("an endpoint and an integration", async () => {
    expect(await lint("src/pages/og/fake.png.ts", NODE_AND_BUILD)).toEqual([]);
    expect(await lint("src/build/fake.ts", NODE_AND_BUILD)).toEqual([]);
  });

  it("Astro front matter", async () => {
    const code = `---\n${NODE_AND_BUILD.replace("export const used", "const used")}\n---\n<p>{used.length}</p>\n`;
    expect(await lint("src/components/home/Fake.astro", code)).toEqual([]);
  });

  it("browser code, for types only (erased before the browser) and the browser's rooms", async () => {
    const code = [
      'import type { Guide } from "./build/catalogue";',
      'import { notFoundMessages } from "@/site/messages";',
      'import { formatFileSize } from "./file-size";',
      "export type G = Guide;",
      "export const used = [notFoundMessages, formatFileSize];",
    ].join("\n");
    expect(await lint("src/features/guides/fake.ts", code)).toEqual([]);
  });
});
