/**
 * The home page's hero: the desktop background (1920x1080) and the phone version (1080x1080), both
 * built around the same plate.
 */
import {
  C,
  svg,
  lin,
  linU,
  radU,
  glowU,
  rect,
  circ,
  ring,
  ell,
  stroke,
  g,
  tr,
  grain,
} from "./svg.mjs";
import { steam, chevL, chevR, codeTag, brace, leafShape, riceGrains, inDisc } from "./motifs.mjs";

/** The hero's centrepiece in the desktop art's coordinates: { plate } framed by code braces, with
 * jollof, plantain, herbs and steam. Centred on (1440, 600); spans about x 1060-1820, y 240-960. */
const HERO_PLATE_DEFS =
  linU("rim", 1110, 270, 1770, 930, ["#fffaf2", "#e7d3bb"]) +
  linU("well", 1200, 360, 1680, 840, ["#ead8c0", "#fbf1e3"]) +
  radU("sauce", 1400, 560, 180, [C.paprikaL, C.paprika]);

/** The jollof on the plate: sauce trail, the seeded grains and their highlight. */
function heroPlateRice(px, py) {
  let b = "";
  // food: a mound of jollof, fanned plantain, herbs and a sauce trail
  b += stroke(
    `M${px - 170} ${py + 120}A190 190 0 0 1 ${px - 120} ${py - 150}`,
    C.paprika,
    14,
    'opacity="0.85"',
  );
  for (const [dx, dy, r] of [
    [-178, 150, 9],
    [-104, -176, 7],
    [-74, -192, 5],
  ])
    b += circ(px + dx, py + dy, r, C.paprika);
  b += circ(px + 14, py + 22, 128, "#0c0714", 'opacity="0.18" filter="url(#b14)"');
  b += circ(px, py, 136, "url(#sauce)");
  const grains = riceGrains(77, 320, 9, 3.6, (rnd) => [
    ...inDisc(rnd, px, py, 124),
    ["#ffb066", "#f7923f", "#b8380f", "#ffd08a", "#e86a2a"][Math.floor(rnd() * 5)],
  ]);
  b += `<g>${grains}</g>`;
  b += circ(px - 40, py - 44, 60, "#ffffff", 'opacity="0.10" filter="url(#b14)"');
  return b;
}

/** Plantain slices, herbs and onion rings on the rice. */
function heroPlateGarnish(px, py) {
  let b = "";
  // plantain slices fanned at lower right
  for (const [dx, dy, rot] of [
    [150, 90, -30],
    [120, 150, -8],
    [60, 190, 16],
  ]) {
    b += g(
      tr(px + dx, py + dy, 1, rot),
      ell(4, 6, 44, 26, "#0c0714", 'opacity="0.15"') +
        ell(0, 0, 44, 26, "#d9770b") +
        ell(-2, -2, 36, 19, C.saffronL) +
        ell(-10, -8, 12, 6, "#ffe2a0", 'opacity="0.8"'),
    );
  }
  // herbs + onion ring on top
  b +=
    leafShape(px - 10, py - 10, 84, 28, C.leaf, -35, C.leafD) +
    leafShape(px - 6, py - 8, 72, 24, C.leafL, 25, C.leafD);
  for (const [dx, dy] of [
    [-150, -40],
    [170, -40],
    [40, -150],
    [-40, 165],
    [190, 20],
  ])
    b += circ(px + dx, py + dy, 6, C.leafL);
  return b;
}

function heroPlate() {
  let b = "";
  const px = 1440;
  const py = 600;
  const pr = 320;
  b += brace(1080, py, 560, C.saffron, 16, 1);
  b += brace(1800, py, 560, C.saffron, 16, -1);
  b += circ(px + 30, py + 44, pr, "#0c0714", 'opacity="0.55" filter="url(#b40)"');
  b += circ(px, py, pr, "url(#rim)");
  b += circ(px, py, pr * 0.72, "url(#well)");
  b += stroke(
    `M${px - pr * 0.86} ${py - 60}A${pr * 0.88} ${pr * 0.88} 0 0 1 ${px - 60} ${py - pr * 0.86}`,
    "#fff",
    10,
    'opacity="0.6"',
  );
  b += heroPlateRice(px, py);
  b += heroPlateGarnish(px, py);
  // steam rising from the plate
  b += steam(px - 90, py - 350, 190, C.cream, 11, 18, 'opacity="0.35"');
  b += steam(px, py - 350, 200, C.cream, 11, 20, 'opacity="0.45"');
  b += steam(px + 90, py - 350, 180, C.cream, 11, 16, 'opacity="0.3"');
  return b;
}

/* ------------------------------------------------------------------ */
/* 1. Hero background 1920x1080                                         */
/* ------------------------------------------------------------------ */
export function hero() {
  const W = 1920;
  const H = 1080;
  const defs =
    lin("hbg", 0, 0, 1, 1, [
      [0, "#170f24"],
      [0.5, "#22163a"],
      [1, "#34203f"],
    ]) +
    radU("hglow", 1440, 560, 760, [
      [0, C.paprika, 0.55],
      [0.55, C.paprika, 0.18],
      [1, C.paprika, 0],
    ]) +
    glowU("hglow2", 1520, 380, 420, C.saffron, 0.38) +
    linU("hleft", 0, 0, 1150, 0, [
      [0, "#120b1d", 0.75],
      [0.6, "#120b1d", 0.35],
      [1, "#120b1d", 0],
    ]) +
    HERO_PLATE_DEFS;
  let b = rect(0, 0, W, H, "url(#hbg)");
  b += rect(0, 0, W, H, "url(#hglow)") + rect(0, 0, W, H, "url(#hglow2)");
  // calm large arcs on the left (very subtle)
  b += ring(260, 1080, 560, C.cream, 0.035, 2);
  b += ring(260, 1080, 720, C.cream, 0.025, 2);
  // corner shapes (right)
  b += circ(1920, 1080, 300, C.paprika, 'opacity="0.75"');
  b += circ(1920, 1080, 200, C.saffron, 'opacity="0.5"');
  b += circ(1780, 150, 46, C.saffron, 'opacity="0.9"');
  b += ring(1780, 150, 80, C.saffron, 0.35, 3);
  // dot grid (tech accent)
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 4; j++)
      b += circ(1100 + i * 26, 120 + j * 26, 3.2, C.cream, 'opacity="0.22"');
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      b += circ(1660 + i * 26, 900 + j * 26, 3.2, C.cream, 'opacity="0.18"');

  b += heroPlate();
  // small code tag bottom right and floating chevrons
  b += codeTag(1700, 1000, 42, C.cream, 7).replace(/<path/g, '<path opacity="0.6"');
  b += chevL(1180, 170, 40, C.paprikaL, 8) + chevR(1250, 170, 40, C.paprikaL, 8);
  // herb leaves drifting
  b += leafShape(1290, 970, 70, 26, C.leaf, 70) + leafShape(1860, 440, 60, 22, C.leafL, -30);
  // left darkening for text legibility
  b += rect(0, 0, W, H, "url(#hleft)");
  b += grain(W, H, 101, { opL: 0.05, opD: 0.1 });
  return svg(W, H, defs, b);
}

/* ------------------------------------------------------------------ */
/* 1b. Hero for phones 1080x1080: the same plate, whole and centred    */
/* ------------------------------------------------------------------ */
/** Transparent around the art, so it sits on the hero band's own colour below the text. */
export function heroPhone() {
  const W = 1080;
  const H = 1080;
  const defs =
    HERO_PLATE_DEFS +
    radU("pglow", 540, 570, 520, [
      [0, C.paprika, 0.5],
      [0.5, C.paprika, 0.2],
      [1, C.paprika, 0],
    ]) +
    glowU("pglow2", 760, 300, 300, C.saffron, 0.3);
  let b = rect(0, 0, W, H, "url(#pglow)") + rect(0, 0, W, H, "url(#pglow2)");
  // tech accents around the plate, kept inside the square
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      b += circ(70 + i * 26, 110 + j * 26, 3.6, C.cream, 'opacity="0.22"');
  b += circ(960, 150, 40, C.saffron, 'opacity="0.9"');
  b += ring(960, 150, 70, C.saffron, 0.35, 3);
  b += codeTag(150, 960, 44, C.cream, 7).replace(/<path/g, '<path opacity="0.55"');
  b += leafShape(940, 960, 64, 24, C.leaf, 60) + leafShape(70, 820, 56, 20, C.leafL, -40);
  // the desktop plate with its steam (y 50-964 there), centred in the square
  b += g('transform="translate(-900 30)"', heroPlate());
  return svg(W, H, defs, b);
}
