// The site's two typefaces as the browser gets them (`npm run fonts`; the results are committed:
// the font files in src/assets/fonts/, their @font-face rules in src/styles/fonts.css).
//
// Each family's Latin face is cut in two by unicode-range, so a page's first load fetches only
// the glyphs its text uses:
// - "first": printable ASCII and the few typographic characters the site's own text uses (curly
//   quotes, dashes, the middle dot, ...: FIRST_SCREEN). Every page's first screen is set in these,
//   so BaseLayout preloads both families' "first" files (Inter 23 KB, Fraunces 26 KB, against 32
//   and 36 KB for the whole Latin faces: measured on Lighthouse's slow 4G, the bytes loaded before
//   the largest paint are what delays it).
// - "latin-rest": the rest of fontsource's Latin face (é, ñ, ß, ... in a visitor's name or a
//   post), fetched only by a page that has such a character, as Latin Extended and Vietnamese
//   (fontsource's own files) already were. Greek and Cyrillic use the system's fonts.
// Every character the whole Latin face covered is still covered, with all its OpenType features.
// Inter also keeps only the weights the site uses (wght 400 to 900: 47.1 KB down to 32 KB before
// the cut, and full-page screenshots pixel-identical). Fraunces keeps its whole axis: cutting it
// changed how its glyphs render.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { codePoints, unicodeRange } from "./lib/unicode-range.mjs";

const require = createRequire(import.meta.url);
const OUT = "src/assets/fonts";
const CSS = "src/styles/fonts.css";

/**
 * The first-screen characters beyond ASCII: those of the site's texts (a scan of the built pages
 * found ’ “ ” © ·) and the typographic ones an author or a message may write next.
 */
const FIRST_SCREEN_EXTRA = "\u00a0©·×–—‘’“”•…€";
const FIRST_SCREEN = [
  // ASCII, its control characters too: Chromium fetched the other part for a page's line breaks.
  ...Array.from({ length: 0x7e + 1 }, (_, i) => i),
  ...[...FIRST_SCREEN_EXTRA].map((c) => /** @type {number} */ (c.codePointAt(0))),
];

/**
 * A family's faces must declare the same weights: Chromium picks the weights first, over all of a
 * family's faces, and only faces with those very descriptors share the text by unicode-range (a
 * Latin face at 400-900 beside others at 100-900 was never used: body text fell back to the
 * system font). So every Inter face says 400-900, every Fraunces face 100-900.
 */
const FAMILIES = [
  {
    family: "Inter Variable",
    slug: "inter",
    fontsource: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
    weights: { min: 400, max: 900 },
    cutAxis: true,
  },
  {
    family: "Fraunces Variable",
    slug: "fraunces",
    fontsource: "@fontsource-variable/fraunces",
    file: "fraunces-latin-wght-normal.woff2",
    weights: { min: 100, max: 900 },
    cutAxis: false,
  },
];
/** fontsource's other subsets, used as they are (after the Latin ones, in this order). */
const OTHER_SUBSETS = ["latin-ext", "vietnamese"];

/** The unicode-range of a fontsource face, read from its package's wght.css. */
function fontsourceRange(pkg, file) {
  const css = readFileSync(require.resolve(`${pkg}/wght.css`), "utf8");
  const face = css.split("@font-face").find((block) => block.includes(file));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1];
  if (!range) throw new Error(`No unicode-range for ${file}`);
  return range.trim();
}

function fontFace({ family, weights }, src, range) {
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.min} ${weights.max};
  src: url("${src}") format("woff2-variations");
  unicode-range: ${range};
}`;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
mkdirSync(OUT, { recursive: true });
const faces = [];
for (const face of FAMILIES) {
  const source = require.resolve(`${face.fontsource}/files/${face.file}`);
  const latin = codePoints(fontsourceRange(face.fontsource, face.file));
  const first = FIRST_SCREEN.filter((point) => latin.includes(point));
  const rest = latin.filter((point) => !first.includes(point));
  for (const [part, points] of [
    ["first", first],
    ["latin-rest", rest],
  ]) {
    const bytes = await subsetFont(readFileSync(source), String.fromCodePoint(...points), {
      targetFormat: "woff2",
      ...(face.cutAxis ? { variationAxes: { wght: face.weights } } : {}),
    });
    const target = `${OUT}/${face.slug}-${part}.woff2`;
    writeFileSync(target, bytes);
    console.log(
      `${target}: ${kb(bytes.length)} KB (whole Latin face ${kb(statSync(source).size)} KB)`,
    );
    faces.push(fontFace(face, `../assets/fonts/${face.slug}-${part}.woff2`, unicodeRange(points)));
  }
  for (const subset of OTHER_SUBSETS) {
    const file = face.file.replace("-latin-", `-${subset}-`);
    const range = codePoints(fontsourceRange(face.fontsource, file));
    faces.push(fontFace(face, `${face.fontsource}/files/${file}`, unicodeRange(range)));
  }
}
const text = `/*
 * Written by \`npm run fonts\` (scripts/make-fonts.mjs, which says why): do not edit by hand.
 * Each family's Latin face in two parts ("first": what every first screen uses, preloaded by
 * BaseLayout; "latin-rest"), then fontsource's Latin Extended and Vietnamese faces. A part is
 * fetched only by a page with a character in its unicode-range.
 */
${faces.join("\n")}
`;
// Written as Prettier writes it, so `npm run format:check` passes on the committed file.
writeFileSync(CSS, await format(text, { ...(await resolveConfig(CSS)), filepath: CSS }));
console.log(`${CSS}: ${faces.length} faces`);
