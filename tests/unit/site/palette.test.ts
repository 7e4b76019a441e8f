// The palette is written once: src/site/palette.ts holds the values, global.css declares each token
// once as light-dark(light, dark) with the same values, and no other file in src/ or tools/
// repeats one of the palette's colour literals (the PDFs, social cards and theme-color import it).
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PALETTE, PALETTE_LITERALS, type Token } from "@/site/palette";

const CSS_FILE = "src/styles/global.css";
const MODULE_FILE = "src/site/palette.ts";
/** The placeholder illustrations' modules: other art with its own palette (a few values coincide). */
const OWN_ART = "tools/assets/images/";
const TEXT_FILES = new Set([
  ".ts",
  ".tsx",
  ".astro",
  ".css",
  ".mjs",
  ".js",
  ".json",
  ".md",
  ".mdx",
  ".svg",
  ".html",
]);

const css = readFileSync(CSS_FILE, "utf8");
const themeStart = css.indexOf("@theme {");
const themeEnd = css.indexOf("\n}", themeStart);
const theme = css.slice(themeStart, themeEnd);

/** `#abc`, `#aabbcc`, `#abcd` and `#aabbccdd` as lower-case `#aabbcc` (the alpha dropped). */
function normalise(hex: string): string {
  const digits = hex.slice(1).toLowerCase();
  const rgb =
    digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join("") : digits.slice(0, 6);
  return `#${rgb}`;
}
const HEX = /#[0-9a-f]{3,8}\b/gi;
/** The palette's literals but plain white, which the guides' CSS lessons use as white. */
const literals = new Set(PALETTE_LITERALS.map(normalise).filter((hex) => hex !== "#ffffff"));
/** The palette's literals in a text, as [literal, line number]. */
function paletteLiterals(text: string): [string, number][] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      [...line.matchAll(HEX)]
        .filter((m) => [3, 4, 6, 8].includes(m[0].length - 1) && literals.has(normalise(m[0])))
        .map((m): [string, number] => [m[0], i + 1]),
    );
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return TEXT_FILES.has(extname(entry.name)) ? [path] : [];
  });
}

describe("the palette", () => {
  it("declares every colour token once in global.css's @theme, with the module's values", () => {
    expect(themeStart).toBeGreaterThan(-1);
    const declared = Object.fromEntries(
      [...theme.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
    );
    const expected = Object.fromEntries(
      Object.entries(PALETTE).map(([name, { light, dark }]: [string, Token]) => [
        name,
        dark ? `light-dark(${light}, ${dark})` : light,
      ]),
    );
    expect(declared).toEqual(expected);
  });

  it("sets no colour token anywhere else in global.css", () => {
    const outside = css.slice(0, themeStart) + css.slice(themeEnd);
    expect(outside.match(/--color-[\w-]+\s*:/g) ?? []).toEqual([]);
    expect(paletteLiterals(outside)).toEqual([]);
  });

  it("is not repeated as a colour literal anywhere in src/ or tools/", () => {
    const all = [...files("src"), ...files("tools")];
    expect(all).toContain(MODULE_FILE);
    const found = all
      .filter((file) => file !== MODULE_FILE && file !== CSS_FILE && !file.startsWith(OWN_ART))
      .flatMap((file) =>
        paletteLiterals(readFileSync(file, "utf8")).map(([hex, line]) => `${file}:${line} ${hex}`),
      );
    expect(found).toEqual([]);
  });

  it("finds a palette literal in any spelling (the check above can fail)", () => {
    expect(
      paletteLiterals("a { color: #1F1530; }\nb { fill: #FCA5A5; border: #1f153014 }"),
    ).toEqual([
      ["#1F1530", 1],
      ["#FCA5A5", 2],
      ["#1f153014", 2],
    ]);
    expect(paletteLiterals("#2a1d3f #123 #fff href=#faq")).toEqual([]);
  });
});
