import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The constants of SPEC §9, each in its home: the site's shared ones (src/site/constants.ts) and
 * each feature's (src/features/<name>/constants.ts). The docs name each as `constants.NAME`.
 */
const constantModules = import.meta.glob<Record<string, unknown>>(
  ["/src/site/constants.ts", "/src/features/*/constants.ts"],
  { eager: true },
);
const constants: Record<string, unknown> = Object.assign({}, ...Object.values(constantModules));

/**
 * The texts of SPEC §8, each in its home: the ones no feature owns (src/site/messages.ts), the code
 * loader's (src/runtime/messages.ts) and each feature's (src/features/<name>/messages.ts, and the
 * moderation panel's admin-messages.ts). The docs name each as `<export>.<key>`, for example
 * `testimonialMessages.share`.
 */
const messageModules = import.meta.glob<Record<string, Record<string, unknown>>>(
  [
    "/src/site/messages.ts",
    "/src/runtime/messages.ts",
    "/src/features/*/messages.ts",
    "/src/features/*/moderation/admin-messages.ts",
  ],
  { eager: true },
);
const allMessages: Record<string, Record<string, unknown>> = Object.assign(
  {},
  ...Object.values(messageModules),
);

// Comments cite the specification as "SPEC §n", sometimes with a part ("SPEC §n "Contact form"")
// or a call ("§n call 3"). docs/requirements.md is that specification: each cited section must be
// one of its headings, each cited part a heading or phrase inside that section, each cited call a
// row of the calls table; and each `xMessages.y` / `constants.NAME` it names must exist.

const DOC = "docs/requirements.md";
const SOURCES = ["src", "tools", "tests", "docs", "firestore.rules", "README.md"];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|astro|css|md|mdx|json|rules)$/;
/** The section whose table numbers the calls. */
const CALLS = 7;

/** Every text file under the given files and folders, as [path, text]. */
function sourceFiles(roots: readonly string[]): [string, string][] {
  return roots.flatMap((root) => {
    const paths = TEXT_FILE.test(root)
      ? [root]
      : readdirSync(root, { recursive: true, encoding: "utf8" })
          .filter((file) => TEXT_FILE.test(file) && !file.includes("node_modules"))
          .map((file) => join(root, file));
    return paths.map((path): [string, string] => [path, readFileSync(path, "utf8")]);
  });
}

interface Citation {
  where: string;
  section: number;
  part?: string;
  call?: number;
}

/**
 * The citations on every line that names the SPEC: each "§n", each quoted part right after one
 * ("§n "Part""), and each call ("§n call k", "§n calls k-m", "§n calls k and m").
 */
function citations(path: string, text: string): Citation[] {
  return text.split("\n").flatMap((line, index) => {
    if (!/\bSPEC §\d/.test(line)) return [];
    const where = `${path}:${index + 1}`;
    const found: Citation[] = [];
    for (const m of line.matchAll(
      /§(\d+)(?: "([^"\n]+)")?(?: calls? (\d+)(?:\s*(?:-|–|and)\s*(\d+))?)?/g,
    )) {
      const section = Number(m[1]);
      found.push({ where, section });
      if (m[2]) found.push({ where, section, part: m[2] });
      if (m[3]) {
        const first = Number(m[3]);
        const last = m[4] ? Number(m[4]) : first;
        for (let call = first; call <= last; call++) found.push({ where, section, call });
      }
    }
    return found;
  });
}

/** The document's "## §n Title" sections: number -> the text up to the next one. */
function sections(doc: string): Map<number, { title: string; body: string }> {
  const result = new Map<number, { title: string; body: string }>();
  const parts = doc.split(/^## /m).slice(1);
  for (const part of parts) {
    const m = /^§(\d+) (.+)\n/.exec(part);
    if (m) result.set(Number(m[1]), { title: m[2]!, body: part });
  }
  return result;
}

/** The value at a dotted path ("testimonial.share") of an object, or undefined. */
function at(root: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object" && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      root,
    );
}

const doc = readFileSync(DOC, "utf8");
const docSections = sections(doc);
const cited = sourceFiles(SOURCES).flatMap(([path, text]) => citations(path, text));

describe("the specification in the repository (docs/requirements.md)", () => {
  it("reads citations of sections, parts and calls", () => {
    // Spelled in two parts, so that this file does not cite the SPEC itself.
    const line = `x (${"SPEC"} §2 "Admin moderation page", §4, §7 calls 4-5) and §3`;
    expect(citations("a.ts", line)).toEqual([
      { where: "a.ts:1", section: 2 },
      { where: "a.ts:1", section: 2, part: "Admin moderation page" },
      { where: "a.ts:1", section: 4 },
      { where: "a.ts:1", section: 7 },
      { where: "a.ts:1", section: 7, call: 4 },
      { where: "a.ts:1", section: 7, call: 5 },
      { where: "a.ts:1", section: 3 },
    ]);
    expect(citations("a.ts", "§2 without the name of the spec")).toEqual([]);
    expect(sections("## §1 One\na\n## Other\n## §2 Two\nb\n").get(2)).toEqual({
      title: "Two",
      body: "§2 Two\nb\n",
    });
  });

  it("has the nine sections, numbered in order", () => {
    expect([...docSections.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("has a heading for every section the code cites", () => {
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited
      .filter((c) => !docSections.has(c.section))
      .map((c) => `${c.where}: §${c.section}`);
    expect(missing).toEqual([]);
  });

  it("has every cited part inside its section, and every cited call in the calls table", () => {
    const missing = cited.flatMap((c) => {
      const body = docSections.get(c.section)?.body ?? "";
      if (c.part && !body.toLowerCase().includes(c.part.toLowerCase()))
        return [`${c.where}: §${c.section} "${c.part}"`];
      if (
        c.call !== undefined &&
        (c.section !== CALLS || !new RegExp(`^\\| ${c.call} +\\|`, "m").test(body))
      )
        return [`${c.where}: §${c.section} call ${c.call}`];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it("names only messages and constants that exist", () => {
    const keys = [...doc.matchAll(/`(\w+Messages(?:\.[\w.]+)?|constants\.[\w.]+)`/g)];
    expect(keys.length).toBeGreaterThan(50);
    const missing = keys
      .filter(([, key]) =>
        key!.startsWith("constants.")
          ? at(constants, key!.slice("constants.".length)) === undefined
          : at(allMessages, key!) === undefined,
      )
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it.each([
    ["constant", "the site's or one feature's constants.ts", constantModules],
    ["group of texts", "the site's, the runtime's or one feature's messages", messageModules],
  ])("finds each %s in one home: %s", (_, __, modules) => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    const homes = new Map<string, string[]>();
    for (const [file, module] of Object.entries(modules))
      for (const name of Object.keys(module)) homes.set(name, [...(homes.get(name) ?? []), file]);
    expect([...homes].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("does not copy the texts it points to", () => {
    const texts = Object.values(allMessages).flatMap((group) =>
      Object.values(group).filter(
        (text): text is string => typeof text === "string" && text.length > 30,
      ),
    );
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => doc.includes(text))).toEqual([]);
  });
});
