import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as openFont } from "fontkit";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN, FIRST_SCREEN_DISPLAY } from "../../../../tools/assets/first-screen.mjs";
import { NIGERIAN } from "../../../../tools/assets/font-coverage.mjs";
import { codePoints, unicodeRange } from "../../../../tools/assets/unicode-range.mjs";

const require = createRequire(import.meta.url);

/** The parts of a fontkit font read here. */
interface LaidOutFont {
  variationAxes: Record<string, { min: number; max: number }>;
  "OS/2": { usWeightClass: number };
  GSUB?: { featureList: { tag: string }[] };
  GPOS?: { featureList: { tag: string }[] };
}
/** The OpenType features Chromium applies to horizontal Latin text by default. */
const DEFAULT_FEATURES = ["kern", "calt", "liga", "clig", "ccmp", "locl", "mark", "mkmk", "rvrn"];
const css = readFileSync("src/styles/fonts.css", "utf8");

/** The faces of src/styles/fonts.css: family, file and code points. */
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family: "([^"]+)"/.exec(body ?? "")?.[1] ?? "",
  src: /src: url\("([^"]+)"\)/.exec(body ?? "")?.[1] ?? "",
  weight: /font-weight: ([^;]+);/.exec(body ?? "")?.[1] ?? "",
  points: codePoints(/unicode-range:\s*([^;]+);/.exec(body ?? "")?.[1] ?? ""),
}));

/** The code points a font file draws (its cmap). */
const drawn = (path: string) =>
  new Set<number>(
    (openFont(readFileSync(path)) as unknown as { characterSet: number[] }).characterSet,
  );

/** A face's `src: url()` as a path: relative ones against src/styles/, a package's resolved. */
const fontPath = (src: string) =>
  src.startsWith(".")
    ? new URL(src, new URL("../../../../src/styles/", import.meta.url)).pathname
    : require.resolve(src);

/** fontsource's Latin range for a package (what the whole Latin face covered). */
function fontsourceLatin(pkg: string, file: string): number[] {
  const source = readFileSync(require.resolve(`${pkg}/wght.css`), "utf8");
  const face = source.split("@font-face").find((block) => block.includes(file)) ?? "";
  return codePoints(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? "");
}

describe("unicode-range values", () => {
  it("read and write the same code points, runs as ranges", () => {
    expect(codePoints("U+0020-0022, U+00A9")).toEqual([0x20, 0x21, 0x22, 0xa9]);
    expect(unicodeRange([0x22, 0x20, 0x21, 0xa9, 0x21])).toBe("U+0020-0022, U+00A9");
    const latin = "U+0000-00FF, U+0131, U+0152-0153, U+2000-206F";
    expect(unicodeRange(codePoints(latin))).toBe(latin);
  });
});

describe("the site's font faces (npm run fonts)", () => {
  for (const [family, pkg, file, firstScreen, typographic] of [
    [
      "Inter Variable",
      "@fontsource-variable/inter",
      "inter-latin-wght-normal.woff2",
      FIRST_SCREEN,
      " AZaz09?#@{}’“”©·–—…",
    ],
    [
      "Fraunces Variable",
      "@fontsource-variable/fraunces",
      "fraunces-latin-wght-normal.woff2",
      FIRST_SCREEN_DISPLAY,
      " AZaz09?!&:’“”–—…",
    ],
  ] as const) {
    it(`${family}: the first-screen and rest parts cover the whole Latin face, once each`, () => {
      const own = faces.filter((face) => face.family === family);
      const first = own.find((face) => face.src.endsWith("-first.woff2"));
      const rest = own.find((face) => face.src.endsWith("-latin-rest.woff2"));
      expect(first && rest).toBeTruthy();
      const both = [...(first?.points ?? []), ...(rest?.points ?? [])].sort((a, b) => a - b);
      // But the combining marks in a family that cannot place them (Fraunces).
      const placesMarks = family === "Inter Variable";
      expect(both).toEqual(
        fontsourceLatin(pkg, file).filter((p) => placesMarks || p < 0x0300 || p > 0x036f),
      );
      // The first-screen part is what tools/assets/first-screen.mjs lists (fonts.css is current).
      const latin = fontsourceLatin(pkg, file);
      expect(first?.points).toEqual(
        firstScreen.filter((p) => latin.includes(p)).sort((a, b) => a - b),
      );
      // Letters, digits and the site's typographic characters are in the first-screen part.
      for (const char of typographic) expect(first?.points).toContain(char.codePointAt(0));
      expect(first?.points).not.toContain("é".codePointAt(0));
      // Every face of a family declares the same weights (Chromium matches weights first).
      expect(new Set(own.map((face) => face.weight)).size).toBe(1);
    });
  }

  it("every family has its metric-matched fallback, one face per weight band", () => {
    for (const family of ["Inter Fallback", "Fraunces Fallback"]) {
      const bands = [...css.matchAll(/@font-face \{([^}]*)\}/g)]
        .map(([, body]) => body ?? "")
        .filter((body) => body.includes(`font-family: "${family}"`));
      // Regular, then the bold weights on the system's bold face: Inter's 600 and 700 each sized
      // to its own web weight, Fraunces' (pinned at 600) all sized to its 600.
      const boldBands = family === "Inter Fallback" ? ["600 650", "651 900"] : ["600 900"];
      expect(bands.map((body) => /font-weight: ([^;]+);/.exec(body)?.[1])).toEqual([
        expect.stringMatching(/^\d+ 500$/),
        ...boldBands,
      ]);
      for (const body of bands) {
        expect(body).toMatch(/src: local\("/);
        expect(body).toMatch(/size-adjust: \d+(\.\d+)?%/);
        expect(body).toMatch(/ascent-override: \d+(\.\d+)?%/);
      }
      for (const body of bands.slice(1)) expect(body).toMatch(/local\("[^"]+ Bold"\)/);
      const [, semibold = "", bold] = bands;
      const size = (body: string) => Number(/size-adjust: ([\d.]+)%/.exec(body)?.[1]);
      // Inter widens from 600 to 700; the system's one bold face does not.
      if (bold) expect(size(bold)).toBeGreaterThan(size(semibold));
    }
  });

  it("no font is preloaded: the web fonts come after the first paint", () => {
    const layout = readFileSync("src/layouts/BaseLayout.astro", "utf8");
    expect(layout).not.toMatch(/as="font"/);
    expect(layout).toMatch(/askForWebFontsAfterPaint\(\)/);
    const global = readFileSync("src/styles/global.css", "utf8");
    /** A custom property's first value in `css`, each var() in it written out from global.css. */
    const value = (css: string, name: string): string =>
      (new RegExp(`${name}: ([^;]+);`).exec(css)?.[1] ?? "").replace(
        /var\((--[\w-]+)\)/g,
        (_, ref: string) => value(global, ref),
      );
    // The theme's stacks (before data-fonts) name no web font.
    const theme = global.slice(global.indexOf("@theme {"));
    expect(value(theme, "--font-sans")).toMatch(/^"Inter Fallback", /);
    expect(value(theme, "--font-display")).toMatch(/^"Fraunces Fallback", /);
  });
});

describe("the site's own font files (npm run fonts)", () => {
  for (const family of ["Inter Variable", "Fraunces Variable"]) {
    it(`${family}: its own files are cut to the declared weights and the default features`, () => {
      const own = faces.filter(
        (face) => face.family === family && face.src.startsWith("../assets/fonts/"),
      );
      expect(own.length).toBe(5); // first, rest, and three parts of Nigerian letters
      for (const face of own) {
        const font = openFont(readFileSync(`src/styles/${face.src}`)) as unknown as LaidOutFont;
        const axis = font.variationAxes["wght"];
        // A range keeps the weight axis cut to it; one weight is a static face (Fraunces at 600).
        if (face.weight.includes(" "))
          expect(`${axis?.min} ${axis?.max}`, face.src).toBe(face.weight);
        else {
          expect(axis, face.src).toBeUndefined();
          expect(font["OS/2"].usWeightClass, face.src).toBe(Number(face.weight));
        }
        const features = [font.GSUB, font.GPOS].flatMap(
          (table) => table?.featureList.map((feature) => feature.tag) ?? [],
        );
        // What a browser applies to Latin text unasked; nothing the site would have to ask for.
        for (const tag of features) expect(DEFAULT_FEATURES, `${face.src}: ${tag}`).toContain(tag);
        expect(features, face.src).not.toContain("tnum");
        expect(features, face.src).not.toContain("frac");
      }
    });
  }
});

describe("each face's unicode-range (npm run fonts)", () => {
  it("names only those of Nigeria's letters its file draws (none is fetched for nothing)", () => {
    const web = faces.filter((face) => face.src);
    expect(web.length).toBeGreaterThanOrEqual(12);
    for (const face of web) {
      const cmap = drawn(fontPath(face.src));
      expect(
        face.points.filter((point) => NIGERIAN.includes(point) && !cmap.has(point)),
        face.src,
      ).toEqual([]);
    }
    // Fraunces has no Hausa hooked letters: no Fraunces face names Ɗ (a title with one fetches
    // nothing for it; the fallback serif draws it). Inter's Nigerian part does.
    for (const face of web.filter((f) => f.family === "Fraunces Variable"))
      expect(face.points, face.src).not.toContain(0x018a);
    expect(
      web.find((face) => face.src.endsWith("inter-nigerian-latin-ext.woff2"))?.points,
    ).toContain(0x018a);
  });
});
