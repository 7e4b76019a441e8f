// Which characters the site's web fonts hold, and which characters of its content they do not
// (tests/unit/tools/assets/font-coverage.test.ts runs it over src/content with the static checks).
// A character no face of a family holds is drawn in a system font, in another typeface than the
// text around it: a post or guide with one fails, naming the file, the line and the character.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { codePoints } from "./unicode-range.mjs";

const require = createRequire(import.meta.url);

/**
 * The letters and marks of Nigeria's languages, as her clients write their names (Adébáyọ̀,
 * Ɗanjuma, Ụchechukwu): Yoruba's and Igbo's tone-marked vowels (à á è é ì í ò ó ù ú), Yoruba's
 * dotted vowels and ṣ, its tone marks (combining grave, acute, macron; ń, ǹ, ḿ), Igbo's ị, ụ and
 * ṅ, Hausa's hooked letters ɓ, ɗ, ƙ, ƴ. Beyond the vowels, they sit in fontsource's Latin Extended
 * and Vietnamese faces (about 30 and 15 KB a family): a name with one of them fetched both; the
 * vowels, in the Latin face's rest (10.8 KB). Each family gets a small part of each cut to these
 * (declared after them, so checked first: CSS Fonts 4, overlapping unicode-ranges), and a page with
 * her clients' names fetches a few KB instead (docs/decisions.md, "Nigerian names in the web
 * fonts").
 */
export const NIGERIAN = [
  0x00c0, 0x00c1, 0x00c8, 0x00c9, 0x00cc, 0x00cd, 0x00d2, 0x00d3, 0x00d9, 0x00da, 0x00e0, 0x00e1,
  0x00e8, 0x00e9, 0x00ec, 0x00ed, 0x00f2, 0x00f3, 0x00f9, 0x00fa, 0x0143, 0x0144, 0x0181, 0x018a,
  0x0198, 0x0199, 0x01b3, 0x01b4, 0x01f8, 0x01f9, 0x0253, 0x0257, 0x0300, 0x0301, 0x0304, 0x0323,
  0x1e3e, 0x1e3f, 0x1e44, 0x1e45, 0x1e62, 0x1e63, 0x1eb8, 0x1eb9, 0x1eca, 0x1ecb, 0x1ecc, 0x1ecd,
  0x1ee4, 0x1ee5,
];

/**
 * @typedef {object} Face
 * @property {string} family
 * @property {string} src the file its `src: url()` names, as written
 * @property {Set<number>} points the code points it holds: in its unicode-range and in its cmap
 */

/**
 * The @font-face rules of a stylesheet with a file (not the local() fallbacks), in the order they
 * are declared, as written or as the build minifies them.
 * @param {string} css
 * @returns {{ family: string, url: string, range: string | undefined }[]}
 */
export function fontFaceRules(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const family = /font-family:\s*["']?([^;"']+?)["']?\s*(;|$)/.exec(body)?.[1];
    const url = /src:[^;]*?url\(\s*["']?([^)"']+)["']?\s*\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    return family && url ? [{ family, url, range: range?.trim() }] : [];
  });
}

/**
 * The web font faces of a stylesheet (src/styles/fonts.css), each with the code points it holds.
 * `file` turns a `src: url()` into a path to read (a relative one against the stylesheet's folder,
 * a package's through node_modules); faces with `local()` sources (the fallbacks) are left out.
 * @param {string} css
 * @param {(src: string) => string} file
 * @returns {Face[]}
 */
export function fontFaces(css, file) {
  return fontFaceRules(css).map(({ family, url, range }) => {
    const cmap = new Set(fontkit.openSync(file(url)).characterSet);
    const declared = range ? codePoints(range) : [...cmap];
    return { family, src: url, points: new Set(declared.filter((point) => cmap.has(point))) };
  });
}

/**
 * A `src: url()` of src/styles/fonts.css as a path: relative ones against src/styles/, a package's
 * (`@fontsource-variable/...`) through node_modules.
 * @param {string} src
 */
export function fontFile(src) {
  return src.startsWith(".")
    ? new URL(src, new URL("../../src/styles/", import.meta.url)).pathname
    : require.resolve(src);
}

/**
 * The characters of `text` that none of `faces` holds, once each, in the order they first come.
 * @param {string} text
 * @param {readonly { points: Set<number> }[]} faces
 * @returns {string[]}
 */
export function missingCharacters(text, faces) {
  const missing = new Set();
  for (const char of text) {
    const point = /** @type {number} */ (char.codePointAt(0));
    if (!faces.some((face) => face.points.has(point))) missing.add(char);
  }
  return [...missing];
}

/**
 * The text of a Markdown or MDX source that is set in the site's fonts, line by line (numbered as
 * in the file): every line, with fenced code blocks and inline code blanked (they are set in the
 * system's monospace font).
 * @param {string} source
 * @returns {string[]}
 */
export function proseLines(source) {
  let fence = "";
  return source.split("\n").map((line) => {
    const opens = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = "";
      return "";
    }
    if (opens) {
      fence = opens;
      return "";
    }
    return line.replace(/(`+)[^`]*?\1/g, "");
  });
}

/**
 * The lines of a Markdown or MDX source set in the display face (Fraunces): its front matter's
 * title and its section headings; every other line is blank (numbered as in the file).
 * @param {string} source
 * @returns {string[]}
 */
export function headingLines(source) {
  return proseLines(source).map((line) => {
    const title = /^title:\s*["']?(.+?)["']?\s*$/.exec(line)?.[1];
    if (title) return title;
    return /^#{1,6} (.+)$/.exec(line)?.[1] ?? "";
  });
}

/**
 * Each line of `lines` with a character none of `faces` holds: "<file>:<line>: <char> (U+XXXX)".
 * @param {string} file
 * @param {readonly string[]} lines
 * @param {readonly { points: Set<number> }[]} faces
 * @returns {string[]}
 */
export function uncoveredLines(file, lines, faces) {
  return lines.flatMap((line, index) =>
    missingCharacters(line, faces).map(
      (char) =>
        `${file}:${index + 1}: ${char} (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`,
    ),
  );
}

/** The faces of src/styles/fonts.css, read with their font files. */
export function siteFontFaces() {
  const css = readFileSync(new URL("../../src/styles/fonts.css", import.meta.url), "utf8");
  return fontFaces(css, fontFile);
}

/**
 * The letters of NIGERIAN that a family's faces do not draw (Fraunces has none of Hausa's hooked
 * letters, nor ǹ, ḿ, ṅ): a title or heading may use them, drawn in the family's fallback serif (its
 * metric-matched system font), so her clients' names can stand in a title.
 * @param {readonly { points: Set<number> }[]} faces
 * @returns {string}
 */
export function undrawnNigerian(faces) {
  return String.fromCodePoint(
    ...NIGERIAN.filter((point) => !faces.some((face) => face.points.has(point))),
  );
}
