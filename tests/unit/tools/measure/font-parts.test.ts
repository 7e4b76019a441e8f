import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { partsFor } from "../../../../tools/measure/font-parts.mjs";
import { fontFaceRules } from "../../../../tools/assets/font-coverage.mjs";
import { codePoints } from "../../../../tools/assets/unicode-range.mjs";
import { byteCeilings, fontPartsAllowance } from "../../../../tools/measure/byte-budgets.mjs";

const KB = 1024;
// The site's faces as `npm run fonts` declares them, each file 1 KB here.
const faces = fontFaceRules(readFileSync("src/styles/fonts.css", "utf8")).map((rule) => ({
  family: rule.family,
  url: rule.url,
  points: new Set(codePoints(rule.range ?? "")),
  bytes: KB,
}));
const files = (letters: Record<string, string>) =>
  partsFor(letters, faces).map((face) => face.url.split("/").pop());

describe("the font files a page's letters call for", () => {
  it("reads each family's faces from the stylesheet, the fallbacks (local fonts) left out", () => {
    const families = new Set(faces.map((face) => face.family));
    expect([...families]).toEqual(["Inter Variable", "Fraunces Variable"]);
    expect(faces.filter((face) => face.family === "Inter Variable")[0]!.url).toMatch(
      /inter-first\.woff2$/,
    );
    // Minified as the build writes it: no quotes, short ranges.
    expect(
      fontFaceRules(
        '@font-face{font-family:Inter Variable;src:url(/_astro/inter-first.C4K.woff2)format("woff2-variations");unicode-range:U+0-7E,U+A0}',
      ),
    ).toEqual([
      { family: "Inter Variable", url: "/_astro/inter-first.C4K.woff2", range: "U+0-7E,U+A0" },
    ]);
  });

  it("English in both faces: nothing beyond the first-screen files", () => {
    expect(
      files({ "Inter Variable": "Jollof rice, 30 minutes – “done”…", "Fraunces Variable": "Hi" }),
    ).toEqual([]);
  });

  it("a Yoruba name: é and á from the Nigerian Latin part, ọ and the grave from another", () => {
    expect(files({ "Inter Variable": "Adébáyọ̀" })).toEqual([
      "inter-nigerian-latin.woff2",
      "inter-nigerian-vietnamese.woff2",
    ]);
  });

  it("a Latin-1 letter beyond her languages' (ñ, ß) calls for the Latin rest", () => {
    expect(files({ "Inter Variable": "Peña Straße" })).toEqual(["inter-latin-rest.woff2"]);
  });

  it("a Hausa name: Ɗ from the other Nigerian part, never fontsource's whole Latin Extended face", () => {
    expect(files({ "Inter Variable": "Ɗanjuma ƙasa" })).toEqual(["inter-nigerian-latin-ext.woff2"]);
  });

  it("a letter no Nigerian part holds (ā) calls for the face that holds it", () => {
    expect(files({ "Inter Variable": "Māori" })).toEqual(["inter-latin-ext-wght-normal.woff2"]);
  });

  it("each family's letters call for that family's parts only", () => {
    expect(files({ "Fraunces Variable": "Ẹ ṣé" })).toEqual([
      "fraunces-nigerian-latin.woff2",
      "fraunces-nigerian-latin-ext.woff2",
      "fraunces-nigerian-vietnamese.woff2",
    ]);
    // Fraunces has no Ɗ: no face of it is called for (its fallback serif draws it).
    expect(files({ "Fraunces Variable": "Ɗanjuma" })).toEqual([]);
  });

  it("the fonts ceiling grows by each part's size and 0.5 KB for its headers", () => {
    const parts = partsFor({ "Inter Variable": "Adébáyọ̀" }, faces);
    expect(fontPartsAllowance(parts)).toBe(2 * (KB + 0.5 * KB));
    expect(byteCeilings("/blog/9", "phone", parts)?.fonts).toBe(26 * KB + 3 * KB);
    expect(byteCeilings("/testimonials", "phone")?.fonts).toBe(26 * KB);
  });
});
