// Inter's Latin file, trimmed (`npm run fonts`; the result is committed in src/assets/fonts/ and
// declared in src/styles/global.css): 31.9 KB instead of @fontsource-variable/inter's 47.1 KB.
// It keeps the same Unicode range (fontsource's Latin face: every character it covered is still
// covered, with all its OpenType features) and only the weights the site uses: the wght axis from
// 400 to 900 (nothing on the site is lighter than 400). Measured in Chromium on the built site:
// body text is set in Inter (CDP CSS.getPlatformFontsForNode), and full-page screenshots of
// /blog/2 (desktop), / (phone) and /account (desktop) are pixel-identical to the untrimmed file's.
// Latin-ext and Vietnamese stay fontsource's files (global.css): no page uses them now, and a
// visitor's name with ẹ, ọ or ṣ still gets them.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const OUT = "src/assets/fonts";
/** The weights the site's CSS uses (font-weight 400 to 900, Tailwind's and the typography plugin's). */
const WEIGHTS = { min: 400, max: 900 };

// Fraunces stays fontsource's file: the same trim made it larger (36.1 KB from 35.8 KB) without
// the axis cut, and the axis cut changed how its glyphs render.
const FONTS = [
  { family: "inter", file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
];

/** Every code point of a CSS unicode-range ("U+0000-00FF,U+0131,..."). */
function codePoints(range) {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The unicode-range of fontsource's Latin face for a file, read from its package's wght.css. */
function latinRange(file) {
  const css = readFileSync(require.resolve(file.replace(/files\/.*/, "wght.css")), "utf8");
  const name = file.split("/").pop();
  const face = css.split("@font-face").find((block) => block.includes(name));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1];
  if (!range) throw new Error(`No unicode-range for ${name}`);
  return range;
}

mkdirSync(OUT, { recursive: true });
for (const { family, file } of FONTS) {
  const source = require.resolve(file);
  const text = String.fromCodePoint(...codePoints(latinRange(file)));
  const trimmed = await subsetFont(readFileSync(source), text, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  const target = `${OUT}/${family}-latin-wght.woff2`;
  writeFileSync(target, trimmed);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`${target}: ${kb(trimmed.length)} KB (from ${kb(statSync(source).size)} KB)`);
}
