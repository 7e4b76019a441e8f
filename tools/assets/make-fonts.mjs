// The site's two typefaces as the browser gets them (`npm run fonts`; the results are committed:
// the font files in src/assets/fonts/, their @font-face rules in src/styles/fonts.css).
//
// Each family's Latin face is cut in two by unicode-range, so a page's first load fetches only
// the glyphs its text uses:
// - "first": what every first screen uses (tools/assets/first-screen.mjs: for Inter, printable
//   ASCII and the few typographic characters the site's own text uses; for Fraunces, the letters,
//   digits and punctuation of titles; docs/decisions.md, "Each font cut in two by unicode-range").
//   Pages ask for them after their first paint (src/features/effects/web-fonts.ts), painted until
//   then in FALLBACKS, drawn to the web fonts' metrics.
// - "latin-rest": the rest of fontsource's Latin face (é, ñ, ß, ... in a visitor's name or a
//   post), fetched only by a page that has such a character, as Latin Extended and Vietnamese
//   (fontsource's own files) already were. Greek and Cyrillic use the system's fonts.
// Every character the whole Latin face covered is still covered. Each family keeps only the weights
// the site sets in it (Inter 400 to 600, Fraunces 600) and the OpenType features a browser
// applies to them unasked or the site asks for (FEATURES): docs/decisions.md, "A post lighter than
// the lightest peer".
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { FIRST_SCREEN, FIRST_SCREEN_DISPLAY } from "./first-screen.mjs";
import { NIGERIAN } from "./font-coverage.mjs";
import { codePoints, unicodeRange } from "./unicode-range.mjs";

const require = createRequire(import.meta.url);
const OUT = "src/assets/fonts";
const CSS = "src/styles/fonts.css";

/**
 * The layout features a file may keep: those a browser applies to Latin text unasked (kerning,
 * contextual alternates, ligatures, composition and mark placement, localized forms, and rvrn, the
 * alternates a variable font swaps by weight) and no others: the pages ask for none (no
 * font-feature-settings), so Inter's fractions, numerators, denominators, proportional and tabular
 * figures are left out (the admin's import preview sets its row numbers in the system's monospace
 * face instead). Each family keeps those of them it needs (FAMILIES, `features`).
 */
const FEATURES = ["kern", "calt", "liga", "clig", "ccmp", "locl", "mark", "mkmk", "rvrn"];

/**
 * Each family with the weights the site sets in it (every `font-weight` of the built pages'
 * text, read in a browser with the web fonts in: Inter 400, 500 and 600; Fraunces, the headings'
 * face, 600 only, the prose headings included: src/styles/global.css): its variable axis is cut to
 * them (Fraunces' pinned at 600: a static face, 7.5 KB lighter than 600 to 700 on a first screen),
 * and its faces declare them.
 * A family's faces must declare the same weights: Chromium picks the weights first, over all of a
 * family's faces, and only faces with those very descriptors share the text by unicode-range (a
 * Latin face at 400-900 beside others at 100-900 was never used: body text fell back to the
 * system font). So every Inter face says 400-600, every Fraunces face 600; a weight asked beyond
 * them is drawn at the nearest.
 * `features`: FEATURES but Inter's contextual alternates (calt: arrows from "->", a colon raised
 * between figures), 3.5 KB of its first-screen file for glyphs the site's text does not call for.
 */
const FAMILIES = [
  {
    family: "Inter Variable",
    slug: "inter",
    fontsource: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
    weights: { min: 400, max: 600 },
    features: FEATURES.filter((feature) => feature !== "calt"),
    first: FIRST_SCREEN,
  },
  {
    family: "Fraunces Variable",
    slug: "fraunces",
    fontsource: "@fontsource-variable/fraunces",
    file: "fraunces-latin-wght-normal.woff2",
    weights: { min: 600, max: 600 },
    features: FEATURES,
    first: FIRST_SCREEN_DISPLAY,
  },
];

/** Whether a family's own files are static: its weight axis pinned to one weight. */
const pinned = ({ weights }) => weights.min === weights.max;

/** One file of a family: its glyphs for `points`, its axis cut (or pinned) to the family's weights. */
function cut(face, font, points) {
  return subsetFont(font, String.fromCodePoint(...points), {
    targetFormat: "woff2",
    keepFeatures: face.features,
    variationAxes: { wght: pinned(face) ? face.weights.min : face.weights },
  });
}
/**
 * Metric-matched fallbacks: the system font a page is painted in before the web fonts come
 * (BaseLayout asks for them after the first paint), scaled and with the web font's line metrics,
 * so the swap changes the letters' shapes and not where the lines fall. One face per weight band,
 * each on the system's matching face (Chromium would otherwise fake the bold). `measure` is the
 * metric twin on this machine (Liberation, drawn to Arial's and Times New Roman's metrics), `web`
 * fontsource's static instance at the band's main weight: the size adjustment is the ratio of their
 * widths over the family's sample text. The bold system face serves two bands, 600 and 700: the web
 * font widens from one to the other (Fraunces by 3 %), the system face does not, and one size for
 * both wrapped every prose heading (700) a line shorter than the web font did (docs/decisions.md,
 * "Fallbacks that wrap like the web fonts").
 */
const LIBERATION = "/usr/share/fonts/truetype/liberation";
/** The system faces each fallback names, regular ones (its bold bands add " Bold" to each). */
const SANS = ["Arial", "Liberation Sans", "Arimo"];
const SERIF = ["Times New Roman", "Liberation Serif", "Tinos"];

/** Running text, for Inter (the body face): the home page's introduction. */
const SAMPLE =
  "Founder of four ventures in Lagos, Nigeria, bringing the discipline of a professional " +
  "kitchen to software, and both to the communities I serve.";

/**
 * The site's own headings, for Fraunces (the display face): every post's and guide's title and
 * section headings. Title case has more capitals than running text, and Fraunces' capitals are
 * narrower beside Times' than its lower case: sized on running text, its fallback set titles 2 %
 * wider and wrapped two of them a line longer on a phone.
 */
function headings() {
  const texts = [];
  for (const dir of ["src/content/blog", "src/content/guides"]) {
    for (const file of readdirSync(dir)) {
      const source = readFileSync(`${dir}/${file}`, "utf8");
      const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(source)?.[1];
      if (title) texts.push(title);
      for (const [, heading] of source.matchAll(/^#{2,4} (.+)$/gm)) texts.push(heading);
    }
  }
  if (texts.length < 20) throw new Error(`Only ${texts.length} headings found in src/content`);
  return texts.join(" ");
}

const [INTER, FRAUNCES] = FAMILIES;
const FALLBACKS = [
  fallback("Inter Fallback", INTER, "400 500", "Sans", SANS, SAMPLE),
  fallback("Fraunces Fallback", FRAUNCES, "100 500", "Serif", SERIF, headings()),
];

/**
 * A fallback family in weight bands: `regular` (on fontsource's 400 instance and the system's
 * regular face), then, on the system's bold face, 600 to 650 and 651 to 900 (on the 600 and 700
 * instances) for a family whose web font has a weight axis, or 600 to 900 (on the 600 instance)
 * for one pinned at 600, whose every bold weight is drawn at 600. `face` is the web font's family
 * (FAMILIES), `liberation` the metric twin (LiberationSans or LiberationSerif), `sample` the text
 * measured.
 */
function fallback(family, face, regular, liberation, local, sample) {
  const like = face.slug;
  const band = (weights, weight, style, names) => ({
    weights,
    web: `@fontsource/${like}/files/${like}-latin-${weight}-normal.woff`,
    local: names,
    measure: `${LIBERATION}/Liberation${liberation}-${style}.ttf`,
  });
  const bold = local.map((name) => `${name} Bold`);
  return {
    family,
    like,
    sample,
    bands: [
      band(regular, 400, "Regular", local),
      ...(pinned(face)
        ? [band("600 900", 600, "Bold", bold)]
        : [band("600 650", 600, "Bold", bold), band("651 900", 700, "Bold", bold)]),
    ],
  };
}

/** The @font-face of one fallback band, its metrics from the web font's first-screen file. */
function fallbackFace(family, band, webFile, sample) {
  const widthOf = (font) => font.layout(sample).advanceWidth / font.unitsPerEm;
  const web = fontkit.openSync(require.resolve(band.web));
  const system = fontkit.openSync(band.measure);
  const size = widthOf(web) / widthOf(system);
  const metrics = fontkit.openSync(webFile);
  const percent = (value) => `${((value / metrics.unitsPerEm / size) * 100).toFixed(2)}%`;
  return `@font-face {
  font-family: "${family}";
  font-weight: ${band.weights};
  src: ${band.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${(size * 100).toFixed(2)}%;
  ascent-override: ${percent(metrics.ascent)};
  descent-override: ${percent(-metrics.descent)};
  line-gap-override: ${percent(metrics.lineGap)};
}`;
}

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

/** The combining diacritical marks (U+0300 to U+036F): the tone marks over ẹ and ọ among them. */
const COMBINING = (point) => point >= 0x0300 && point <= 0x036f;

/**
 * `points` without the letters of Nigeria's languages (NIGERIAN) that the font file `bytes` does
 * not draw: a browser never fetches a file for one of them that it lacks (Fraunces has no Hausa
 * hooked letters: a title with Ɗ fetched its Nigerian part and fontsource's 28 KB Latin Extended
 * face, then drew Ɗ in the fallback serif anyway). Other characters keep fontsource's ranges,
 * whose runs keep the stylesheet short (cut to every face's cmap, it grew 0.4 KB on every page).
 * And without the combining marks when the font cannot place them (no GPOS mark feature:
 * Fraunces): its grave over ọ stood beside it ("ọ`"); without them, the browser draws the whole
 * letter with its mark in the fallback serif, the mark in place.
 */
function held(bytes, points) {
  const font = fontkit.create(Buffer.from(bytes));
  const cmap = new Set(font.characterSet);
  const marks = (font.GPOS?.featureList ?? []).some((feature) => feature.tag === "mark");
  return points.filter(
    (point) => (!NIGERIAN.includes(point) || cmap.has(point)) && (marks || !COMBINING(point)),
  );
}

/** A family's @font-face; `variable`: its file has the weight axis (fontsource's, or cut to a range). */
function fontFace({ family, weights }, src, range, variable) {
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.min === weights.max ? weights.min : `${weights.min} ${weights.max}`};
  src: url("${src}") format("${variable ? "woff2-variations" : "woff2"}");
  unicode-range: ${range};
}`;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
mkdirSync(OUT, { recursive: true });
const faces = [];
for (const face of FAMILIES) {
  const source = require.resolve(`${face.fontsource}/files/${face.file}`);
  const latin = codePoints(fontsourceRange(face.fontsource, face.file));
  const first = face.first.filter((point) => latin.includes(point));
  const rest = latin.filter((point) => !first.includes(point));
  for (const [part, points] of [
    ["first", first],
    ["latin-rest", rest],
  ]) {
    const bytes = await cut(face, readFileSync(source), points);
    const target = `${OUT}/${face.slug}-${part}.woff2`;
    writeFileSync(target, bytes);
    console.log(
      `${target}: ${kb(bytes.length)} KB (whole Latin face ${kb(statSync(source).size)} KB)`,
    );
    faces.push(
      fontFace(
        face,
        `../assets/fonts/${face.slug}-${part}.woff2`,
        unicodeRange(held(bytes, points)),
        !pinned(face),
      ),
    );
  }
  // Yoruba's and Igbo's tone-marked vowels (à, é, ...) from the Latin face, so a page in her
  // languages does not fetch its whole Latin rest for them.
  const nigerian = [
    { subset: "latin", file: face.file, points: NIGERIAN.filter((p) => latin.includes(p)) },
  ];
  const others = OTHER_SUBSETS.map((subset) => {
    const file = face.file.replace("-latin-", `-${subset}-`);
    const from = require.resolve(`${face.fontsource}/files/${file}`);
    const range = held(readFileSync(from), codePoints(fontsourceRange(face.fontsource, file)));
    // Each Nigerian letter from the first subset that has it.
    const points = NIGERIAN.filter(
      (point) => range.includes(point) && !nigerian.some((part) => part.points.includes(point)),
    );
    if (points.length) nigerian.push({ subset, file, points });
    return { file, range };
  });
  // fontsource's faces without the letters a Nigerian part holds: a letter whose mark the family
  // cannot place (ọ̀ in Fraunces) is looked for in every face that names it before the fallback
  // font, and fetched the 11.3 KB Vietnamese face for nothing.
  const inParts = new Set(nigerian.flatMap((part) => part.points));
  for (const { file, range } of others) {
    const rest = range.filter((point) => !inParts.has(point));
    faces.push(fontFace(face, `${face.fontsource}/files/${file}`, unicodeRange(rest), true));
  }
  for (const { subset, file, points } of nigerian) {
    const from = require.resolve(`${face.fontsource}/files/${file}`);
    const bytes = await cut(face, readFileSync(from), points);
    const target = `${OUT}/${face.slug}-nigerian-${subset}.woff2`;
    writeFileSync(target, bytes);
    console.log(`${target}: ${kb(bytes.length)} KB (${subset} face ${kb(statSync(from).size)} KB)`);
    faces.push(
      fontFace(
        face,
        `../assets/fonts/${face.slug}-nigerian-${subset}.woff2`,
        unicodeRange(held(bytes, points)),
        !pinned(face),
      ),
    );
  }
}
for (const { family, like, sample, bands } of FALLBACKS) {
  for (const band of bands)
    faces.push(fallbackFace(family, band, `${OUT}/${like}-first.woff2`, sample));
}
const text = `/*
 * Written by \`npm run fonts\` (tools/assets/make-fonts.mjs, which says why): do not edit by hand.
 * Each family's Latin face in two parts ("first": what every first screen uses; "latin-rest"),
 * then fontsource's Latin Extended and Vietnamese faces, then the small parts of those with the
 * letters of Nigeria's languages (checked first); a part is fetched only by a page with a
 * character in its unicode-range. Last, the metric-matched fallbacks (system fonts) that pages
 * are painted in until the web fonts come.
 */
${faces.join("\n")}
`;
// Written as Prettier writes it, so `npm run format:check` passes on the committed file.
writeFileSync(CSS, await format(text, { ...(await resolveConfig(CSS)), filepath: CSS }));
console.log(`${CSS}: ${faces.length} faces`);
