// The web font files a page's own letters call for (`npm run budget`): each family's faces are cut
// by unicode-range (tools/assets/make-fonts.mjs), so a page whose text has é, ẹ or Ɗ fetches the
// parts that hold them, and no page fetches any other. Read from the build's stylesheets, so the
// figures are the files a reader is sent.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fontFaceRules } from "../assets/font-coverage.mjs";
import { codePoints } from "../assets/unicode-range.mjs";

/**
 * @typedef {{ family: string, url: string, points: Set<number>, bytes: number }} Face
 * One @font-face: its family, its file's address and size, the code points of its unicode-range.
 */

/**
 * The built site's web font faces, each with its file's size in dist/.
 * @param {string} dist
 * @returns {Face[]}
 */
export function builtFontFaces(dist = "dist") {
  const dir = join(dist, "_astro");
  const faces = readdirSync(dir)
    .filter((name) => name.endsWith(".css"))
    .flatMap((name) => fontFaceRules(readFileSync(join(dir, name), "utf8")))
    .map(({ family, url, range }) => {
      // Which letters call for a face is read from its unicode-range.
      if (!range) throw new Error(`${url} (${family}): a web font face without a unicode-range`);
      return { family, url, range };
    });
  if (!faces.length) throw new Error(`No @font-face with a file in ${dir}/*.css`);
  return faces.map(({ family, url, range }) => ({
    family,
    url,
    points: new Set(codePoints(range)),
    bytes: statSync(join(dist, new URL(url, "https://site.invalid").pathname)).size,
  }));
}

/**
 * The files beyond each family's first face (the first-screen file every page fetches) that the
 * page's letters call for: for each character, the face of its family declared last whose
 * unicode-range holds it (the browser checks a family's faces from the last one declared;
 * every part holds each character of its range: tools/assets/font-coverage.mjs).
 * @param {Record<string, string>} letters the characters the page sets in each font family
 * @param {Face[]} faces
 * @returns {Face[]}
 */
export function partsFor(letters, faces) {
  const parts = new Set();
  for (const [family, text] of Object.entries(letters)) {
    const own = faces.filter((face) => face.family === family);
    for (const char of new Set(text)) {
      const point = /** @type {number} */ (char.codePointAt(0));
      const face = own.findLast((f) => f.points.has(point));
      if (face && face !== own[0]) parts.add(face);
    }
  }
  return faces.filter((face) => parts.has(face));
}

/**
 * The characters a page sets in each web font family, read in the browser (run with
 * page.evaluate, the web fonts in): the text of every element shown (not under display: none),
 * and the placeholders and values of its fields, keyed by the first family of its computed
 * font-family that is one of `families`.
 * @param {string[]} families
 * @returns {Record<string, string>}
 */
export function pageLetters(families) {
  /** @type {Record<string, Set<string>>} */
  const byFamily = {};
  const add = (/** @type {Element} */ element, /** @type {string} */ text) => {
    const list = getComputedStyle(element)
      .fontFamily.split(",")
      .map((name) => name.trim().replace(/^["']|["']$/g, ""));
    const family = list.find((name) => families.includes(name));
    if (!family || !text) return;
    const set = (byFamily[family] ??= new Set());
    for (const char of text) set.add(char);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template")) continue;
    if (!parent.checkVisibility()) continue;
    add(parent, node.textContent ?? "");
  }
  for (const field of document.querySelectorAll("input, textarea")) {
    const input = /** @type {HTMLInputElement} */ (field);
    if (!input.checkVisibility()) continue;
    add(input, `${input.placeholder ?? ""}${input.type === "hidden" ? "" : (input.value ?? "")}`);
  }
  return Object.fromEntries(
    Object.entries(byFamily).map(([family, set]) => [family, [...set].sort().join("")]),
  );
}
