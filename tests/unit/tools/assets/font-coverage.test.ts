import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fontFaces,
  fontFile,
  headingLines,
  missingCharacters,
  proseLines,
  siteFontFaces,
  uncoveredLines,
  undrawnNigerian,
} from "../../../../tools/assets/font-coverage.mjs";

const faces = siteFontFaces();
const family = (name: string) => faces.filter((face) => face.family === name);
const inter = family("Inter Variable");
const fraunces = family("Fraunces Variable");

/** A face holding the given characters. */
const holding = (chars: string) => ({ points: new Set([...chars].map((c) => c.codePointAt(0)!)) });

/** Every Markdown and MDX file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.mdx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}
const content = [...sources("src/content/blog"), ...sources("src/content/guides")];

describe("missingCharacters", () => {
  it("names each character no face holds, once, in the order it first comes", () => {
    const latin = holding("ADGNabdegijmnouyz é á");
    expect(missingCharacters("Adébáyọ̀ Ɗanjuma Ngozi, Ɗanjuma", [latin])).toEqual([
      "ọ",
      "\u0300",
      "Ɗ",
      ",",
    ]);
    // A character any one face holds is covered.
    expect(missingCharacters("Adébáyọ̀ Ɗ", [latin, holding("ọ\u0300Ɗ")])).toEqual([]);
  });
});

describe("the text of a source set in the site's fonts", () => {
  const source = [
    "---",
    'title: "Ngozi’s jollof, Adébáyọ̀’s way"',
    "---",
    "Cook with `pot → lid` and care.",
    "```js",
    "const α = '⌘';",
    "```",
    "## Ɗanjuma’s suya",
    "Serve hot.",
  ].join("\n");

  it("blanks fenced code and inline code, keeping the lines' numbers", () => {
    const lines = proseLines(source);
    expect(lines).toHaveLength(9);
    expect(lines[3]).toBe("Cook with  and care.");
    expect(lines.slice(4, 7)).toEqual(["", "", ""]);
    expect(lines[7]).toBe("## Ɗanjuma’s suya");
  });

  it("keeps the title and the headings as the display face's lines", () => {
    const lines = headingLines(source);
    expect(lines[1]).toBe("Ngozi’s jollof, Adébáyọ̀’s way");
    expect(lines[7]).toBe("Ɗanjuma’s suya");
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it("names the file, line and code point of each character not held", () => {
    expect(uncoveredLines("post.md", ["Ngozi", "Ɗanjuma α"], [holding("Ngozi anjum")])).toEqual([
      "post.md:2: Ɗ (U+018A)",
      "post.md:2: α (U+03B1)",
    ]);
  });
});

describe("the site's web fonts (src/styles/fonts.css)", () => {
  it("read each face's characters from its own file, within its unicode-range", () => {
    expect(inter.length).toBeGreaterThanOrEqual(6);
    expect(fraunces.length).toBeGreaterThanOrEqual(6);
    const first = fontFaces(
      '@font-face {\n  font-family: "Inter Variable";\n  src: url("../assets/fonts/inter-first.woff2") format("woff2");\n  unicode-range: U+0041-0042, U+00E9;\n}',
      fontFile,
    );
    // é is in the range, not in the first-screen file: not held.
    expect([...(first[0]?.points ?? [])]).toEqual([0x41, 0x42]);
  });

  it("hold her clients' names, and not Greek or the command key", () => {
    const yoruba = "Adébáyọ̀ Ngozi Ụchechukwu Adéyẹmí Ṣadé Ìbàdàn Ńnà";
    for (const own of [inter, fraunces]) expect(missingCharacters("α ⌘", own)).toEqual(["α", "⌘"]);
    expect(missingCharacters(yoruba, inter)).toEqual([]);
    // Fraunces cannot place a combining mark (no GPOS mark feature): none of its faces claims one,
    // and the browser draws ọ̀ whole in the fallback serif, the grave in place.
    expect(missingCharacters(yoruba, fraunces)).toEqual(["\u0300"]);
    // Hausa's hooked letters and the precomposed ǹ ḿ ṅ: Inter has them; Fraunces, the typeface
    // itself, has none (a heading with one draws them in its fallback serif: undrawnNigerian).
    const hausa = "Ɗanjuma Ɓata Ƙwaru Ƴar ɓ ɗ ƙ ƴ ǹ ḿ ṅ";
    expect(missingCharacters(hausa, inter)).toEqual([]);
    expect(missingCharacters(hausa, fraunces)).toEqual([
      "Ɗ",
      "Ɓ",
      "Ƙ",
      "Ƴ",
      "ɓ",
      "ɗ",
      "ƙ",
      "ƴ",
      "ǹ",
      "ḿ",
      "ṅ",
    ]);
  });

  it("hold what Astro's smartypants writes for ' \" -- --- ... in the first-screen files", () => {
    for (const own of [inter, fraunces]) {
      const first = own.filter((face) => face.src.endsWith("-first.woff2"));
      expect(first).toHaveLength(1);
      expect(missingCharacters("‘’“”–—…", first)).toEqual([]);
    }
  });
});

describe("the content's characters (src/content)", () => {
  it("finds the posts and guides", () => {
    expect(content.length).toBeGreaterThanOrEqual(10);
  });

  it("every character of every post and guide is held by the body face (Inter)", () => {
    const uncovered = content.flatMap((file) =>
      uncoveredLines(file, proseLines(readFileSync(file, "utf8")), inter),
    );
    expect(uncovered, "characters drawn in a system font instead of Inter").toEqual([]);
  });

  it("every title and heading is held by the display face (Fraunces), or is a Nigerian letter it lacks", () => {
    // Those (Ɗ, ƙ, ḿ ...) are drawn in Fraunces' fallback serif, so her clients' names can stand
    // in a title; anything else fails. What a title's other letters fetch is the budget's to
    // count (tools/measure/font-parts.mjs).
    const lacks = undrawnNigerian(fraunces);
    expect([...lacks]).toEqual(expect.arrayContaining(["Ɗ", "ƙ", "ḿ"]));
    expect(lacks).not.toContain("ẹ");
    const uncovered = content.flatMap((file) =>
      uncoveredLines(file, headingLines(readFileSync(file, "utf8")), [...fraunces, holding(lacks)]),
    );
    expect(uncovered, "characters drawn in a system font instead of Fraunces").toEqual([]);
  });
});
