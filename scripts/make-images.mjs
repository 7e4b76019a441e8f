#!/usr/bin/env node
/**
 * Renders the site's illustrations (hand-authored SVG built from small
 * geometric helpers) to optimised JPEGs with sharp.
 *
 * Deterministic: all "randomness" (grain, rice grains, confetti) comes from a
 * seeded mulberry32 PRNG, so the same source always produces the same bytes.
 *
 * The illustrations that stand in for the owner's photos (hero, portrait, about photo, post images:
 * `placeholder` below, true for all of a job's outputs or the list of those a page uses) are listed with their SHA-256 in src/data/placeholder-images.json, so
 * the build can warn while one is still in place (src/lib/placeholders.ts).
 *
 * Usage: npm run images
 *        npm run images -- testimonials   (only outputs whose path matches)
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/* ------------------------------------------------------------------ */
/* Palette                                                              */
/* ------------------------------------------------------------------ */
const C = {
  ink: "#1f1530",
  ink2: "#2a1d3f",
  plum: "#3b2552",
  plum2: "#5a3670",
  plumL: "#8a6a9e",
  paprika: "#c2410c",
  paprikaD: "#9a330a",
  paprikaL: "#e2622a",
  terra: "#e8875a",
  peach: "#f4c19c",
  saffron: "#f59e0b",
  saffronL: "#fbbf4a",
  butter: "#fde2a6",
  cream: "#fdf6ec",
  cream2: "#f3e4cf",
  sand: "#e6cba7",
  wood: "#b9733f",
  woodD: "#8d522a",
  leaf: "#3f7d4e",
  leafL: "#6aa878",
  leafD: "#2b5a38",
  skin: "#5b3520",
  skinL: "#74462b",
  skinD: "#3f2416",
  skin2: "#7a4a2c",
  skin3: "#4a2a1a",
  hair: "#1b1212",
  metal: "#cfc8d6",
  red: "#d8361c",
};

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */
const f = (n) => Math.round(n * 10) / 10;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`;

const COMMON_DEFS =
  [4, 8, 14, 24, 40, 70]
    .map(
      (s) =>
        `<filter id="b${s}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    )
    .join("") +
  '<linearGradient id="faceShade" x1="0" y1="0" x2="1" y2="0.25">' +
  '<stop offset="0.45" stop-color="#1f1530" stop-opacity="0"/><stop offset="1" stop-color="#1f1530" stop-opacity="0.42"/></linearGradient>';

const stops = (list) =>
  list
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("");
const lin = (id, x1, y1, x2, y2, list) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const linU = (id, x1, y1, x2, y2, list) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radU = (id, cx, cy, r, list) =>
  `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

const rect = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}" ${extra}/>`;
const circ = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const ell = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const pth = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d, color, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const g = (attrs, inner) => `<g ${attrs}>${inner}</g>`;
const tr = (x, y, s = 1, r = 0) =>
  `transform="translate(${f(x)} ${f(y)})${r ? ` rotate(${r})` : ""}${s !== 1 ? ` scale(${s})` : ""}"`;

/** Subtle grain made of many tiny circles (light + dark), seeded. */
function grain(
  w,
  h,
  seed,
  { density = 1 / 520, light = C.cream, dark = C.ink, opL = 0.06, opD = 0.07 } = {},
) {
  const rnd = mulberry32(seed);
  const n = Math.round(w * h * density);
  const groups = [[], [], [], []];
  for (let i = 0; i < n; i++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const r = 0.5 + rnd() * rnd() * 1.6;
    const k = Math.floor(rnd() * 4);
    groups[k].push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`);
  }
  return (
    `<g fill="${light}" opacity="${opL}">${groups[0].join("")}</g>` +
    `<g fill="${light}" opacity="${f(opL * 1.8 * 100) / 100}">${groups[1].join("")}</g>` +
    `<g fill="${dark}" opacity="${opD}">${groups[2].join("")}</g>` +
    `<g fill="${dark}" opacity="${f(opD * 1.8 * 100) / 100}">${groups[3].join("")}</g>`
  );
}

/** Scatter of small geometric confetti avoiding a central ellipse. */
function confetti(w, h, seed, { n = 18, colors, avoid, size = 1, opacity = 0.9 }) {
  const rnd = mulberry32(seed);
  let out = "";
  let placed = 0;
  let guard = 0;
  while (placed < n && guard++ < 2000) {
    const x = 40 + rnd() * (w - 80);
    const y = 40 + rnd() * (h - 80);
    if (avoid) {
      const dx = (x - avoid.cx) / avoid.rx;
      const dy = (y - avoid.cy) / avoid.ry;
      if (dx * dx + dy * dy < 1) continue;
    }
    const col = colors[Math.floor(rnd() * colors.length)];
    const kind = Math.floor(rnd() * 4);
    const s = (6 + rnd() * 8) * size;
    const rot = Math.round(rnd() * 90);
    if (kind === 0) out += circ(x, y, s * 0.6, col);
    else if (kind === 1)
      out += circ(x, y, s * 0.7, "none", `stroke="${col}" stroke-width="${f(s * 0.35)}"`);
    else if (kind === 2)
      out += g(tr(x, y, 1, rot), stroke(`M${-s} 0H${s}M0 ${-s}V${s}`, col, f(s * 0.42)));
    else
      out += g(
        tr(x, y, 1, rot),
        stroke(`M${f(s * 0.5)} ${-s}L${f(-s * 0.5)} 0L${f(s * 0.5)} ${s}`, col, f(s * 0.4)),
      );
    placed++;
  }
  return `<g opacity="${opacity}">${out}</g>`;
}

/** A wavy rising steam line. */
const steam = (x, y, h, color, w = 8, amp = 14, extra = "") =>
  stroke(
    `M${f(x)} ${f(y)}c${-amp} ${f(-h * 0.17)} ${-amp} ${f(-h * 0.33)} 0 ${f(-h * 0.5)}s${amp} ${f(-h * 0.33)} 0 ${f(-h * 0.5)}`,
    color,
    w,
    extra,
  );

/** Code chevrons / braces drawn as strokes centred on (x, y), height s. */
const chevL = (x, y, s, col, w) =>
  stroke(
    `M${f(x + s * 0.3)} ${f(y - s / 2)}L${f(x - s * 0.2)} ${f(y)}L${f(x + s * 0.3)} ${f(y + s / 2)}`,
    col,
    w,
  );
const chevR = (x, y, s, col, w) =>
  stroke(
    `M${f(x - s * 0.3)} ${f(y - s / 2)}L${f(x + s * 0.2)} ${f(y)}L${f(x - s * 0.3)} ${f(y + s / 2)}`,
    col,
    w,
  );
const slash = (x, y, s, col, w) =>
  stroke(`M${f(x + s * 0.18)} ${f(y - s / 2)}L${f(x - s * 0.18)} ${f(y + s / 2)}`, col, w);
const codeTag = (x, y, s, col, w) =>
  chevL(x - s * 0.55, y, s, col, w) + slash(x, y, s, col, w) + chevR(x + s * 0.55, y, s, col, w);
function brace(x, y, h, col, w, dir = 1) {
  // dir 1 = "{" ; -1 = "}"
  const d = dir;
  const q = h / 4;
  const bw = h * 0.12 * d;
  return stroke(
    `M${f(x + bw)} ${f(y - h / 2)}c${f(-bw)} 0 ${f(-bw)} ${f(q * 0.3)} ${f(-bw)} ${f(q * 0.6)}v${f(q * 0.7)}c0 ${f(q * 0.5)} ${f(-bw * 0.6)} ${f(q * 0.7)} ${f(-bw * 0.9)} ${f(q * 0.7)}` +
      `c${f(bw * 0.3)} 0 ${f(bw * 0.9)} ${f(q * 0.2)} ${f(bw * 0.9)} ${f(q * 0.7)}v${f(q * 0.7)}c0 ${f(q * 0.3)} 0 ${f(q * 0.6)} ${f(bw)} ${f(q * 0.6)}`,
    col,
    w,
  );
}

/** Unit heart (width ~1, centred) */
const HEART =
  "M0 0.38C-0.06 0.32-0.5 0.04-0.5-0.22C-0.5-0.48-0.16-0.6 0-0.34C0.16-0.6 0.5-0.48 0.5-0.22C0.5 0.04 0.06 0.32 0 0.38Z";
const heart = (x, y, s, col, rot = 0, extra = "") => g(tr(x, y, s, rot), pth(HEART, col, extra));

/** Rows of rounded "code" bars. rows: [indent, [[len, color], ...]] */
function codeBars(x, y, rows, { lh = 28, h = 12, unit = 1, gap = 10 } = {}) {
  let out = "";
  rows.forEach(([indent, segs], i) => {
    let cx = x + indent * unit;
    const cy = y + i * lh;
    for (const [len, col] of segs) {
      out += rect(cx, cy, len * unit, h, col, h / 2);
      cx += len * unit + gap;
    }
  });
  return out;
}

/** Plate seen from above: rim + well, soft shadow toward bottom-right. */
function plate(cx, cy, r, { rim = C.cream, well = C.cream2, shadow = 0.35, blur = "b14" } = {}) {
  return (
    circ(cx + r * 0.07, cy + r * 0.1, r, C.ink, `opacity="${shadow}" filter="url(#${blur})"`) +
    circ(cx, cy, r, rim) +
    circ(cx, cy, r * 0.72, well) +
    stroke(
      `M${f(cx - r * 0.86)} ${f(cy - r * 0.1)}A${f(r * 0.87)} ${f(r * 0.87)} 0 0 1 ${f(cx - r * 0.1)} ${f(cy - r * 0.86)}`,
      "#ffffff",
      f(r * 0.05),
      `opacity="0.6"`,
    ) +
    circ(
      cx,
      cy,
      r * 0.72,
      "none",
      `stroke="${C.ink}" stroke-opacity="0.06" stroke-width="${f(r * 0.03)}"`,
    )
  );
}

/** Leaf shape pointing up, centred at base (x,y). */
const leafShape = (x, y, len, wid, col, rot = 0, vein) =>
  g(
    tr(x, y, 1, rot),
    pth(
      `M0 0C${f(wid)} ${f(-len * 0.3)} ${f(wid * 0.8)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(-wid * 0.8)} ${f(-len * 0.8)} ${f(-wid)} ${f(-len * 0.3)} 0 0Z`,
      col,
    ) +
      (vein
        ? stroke(
            `M0 ${f(-len * 0.1)}L0 ${f(-len * 0.85)}`,
            vein,
            f(Math.max(1.5, wid * 0.08)),
            'opacity="0.6"',
          )
        : ""),
  );

/** Laptop, front view. x,y = top-left of screen. */
function laptop(
  x,
  y,
  w,
  { screen = C.ink2, bezel = C.ink, body = "#d9d2e0", rows, glow = true } = {},
) {
  const h = w * 0.62;
  const bz = w * 0.035;
  const baseH = w * 0.045;
  const over = w * 0.08;
  const defaultRows = rows || [
    [
      0,
      [
        [18, C.paprikaL],
        [26, C.cream],
      ],
    ],
    [
      2,
      [
        [14, C.saffron],
        [20, C.leafL],
      ],
    ],
    [
      4,
      [
        [30, C.cream],
        [10, C.saffron],
      ],
    ],
    [
      4,
      [
        [16, C.plumL],
        [18, C.cream],
      ],
    ],
    [2, [[10, C.leafL]]],
    [0, [[8, C.paprikaL]]],
  ];
  const unit = (w - bz * 2) / 90;
  return (
    ell(
      x + w / 2 + w * 0.05,
      y + h + baseH,
      w * 0.62,
      w * 0.035,
      C.ink,
      `opacity="0.35" filter="url(#b8)"`,
    ) +
    (glow
      ? ell(
          x + w / 2,
          y + h * 0.5,
          w * 0.7,
          h * 0.7,
          C.saffronL,
          `opacity="0.10" filter="url(#b40)"`,
        )
      : "") +
    rect(x, y, w, h, bezel, w * 0.03) +
    rect(x + bz, y + bz, w - bz * 2, h - bz * 2, screen, w * 0.012) +
    codeBars(x + bz * 2.2, y + bz * 2.6, defaultRows, {
      lh: (h - bz * 5) / Math.max(6, defaultRows.length),
      h: Math.max(4, h * 0.045),
      unit,
      gap: unit * 3,
    }) +
    pth(
      `M${f(x - over)} ${f(y + h)}H${f(x + w + over)}L${f(x + w + over * 0.7)} ${f(y + h + baseH)}H${f(x - over * 0.7)}Z`,
      body,
    ) +
    rect(x + w * 0.4, y + h, w * 0.2, baseH * 0.35, "#b7aec2", baseH * 0.2) +
    rect(x - over, y + h - 1, w + over * 2, baseH * 0.25, "#ffffff", 2, 'opacity="0.5"')
  );
}

/* ------------------------------------------------------------------ */
/* People                                                               */
/* ------------------------------------------------------------------ */

/** Ankara-inspired pattern for the headwrap. */
const ankara = (id, base = C.paprika, a = C.saffron, b = C.cream, c = C.leaf, s = 64, rot = 25) =>
  `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})">` +
  rect(0, 0, s, s, base) +
  circ(s * 0.25, s * 0.25, s * 0.17, a) +
  circ(s * 0.25, s * 0.25, s * 0.07, base) +
  circ(s * 0.75, s * 0.75, s * 0.12, "none", `stroke="${b}" stroke-width="${f(s * 0.05)}"`) +
  pth(
    `M${s * 0.75} ${s * 0.15}L${s * 0.88} ${s * 0.3}L${s * 0.75} ${s * 0.45}L${s * 0.62} ${s * 0.3}Z`,
    c,
  ) +
  pth(
    `M${s * 0.25} ${s * 0.6}L${s * 0.35} ${s * 0.75}L${s * 0.25} ${s * 0.9}L${s * 0.15} ${s * 0.75}Z`,
    b,
    'opacity="0.8"',
  ) +
  `</pattern>`;

/**
 * Amara's head, front view, in a local 200x330 box with face centre at (0,0).
 * Face ~ 200 wide. Returns svg (expects pattern id `wrapId`, gradients `faceShade`).
 */
function amaraHead(wrapId, { eyes = "closed" } = {}) {
  const skin = C.skin;
  let s = "";
  // ears + earrings (back)
  s += ell(-98, 10, 15, 25, C.skinD) + ell(98, 10, 15, 25, C.skin3);
  // neck is drawn by caller
  // face
  s += pth(
    "M-100-12C-100-92-52-124 0-124C52-124 100-92 100-12C100 68 55 126 0 126C-55 126-100 68-100-12Z",
    skin,
  );
  // light from top-left: soft highlight on left cheek/forehead, shade on right
  s += pth(
    "M-100-12C-100-92-52-124 0-124C52-124 100-92 100-12C100 68 55 126 0 126C-55 126-100 68-100-12Z",
    "url(#faceShade)",
  );
  s += pth(
    "M-60 100C-30 126 30 126 60 100C40 122 20 128 0 128C-20 128-40 122-60 100Z",
    C.skinD,
    'opacity="0.5"',
  );
  s += ell(-46, -40, 34, 46, C.skinL, 'opacity="0.55" filter="url(#b14)"');
  // cheeks
  s +=
    circ(-52, 52, 22, C.paprika, 'opacity="0.16" filter="url(#b8)"') +
    circ(52, 52, 22, C.paprika, 'opacity="0.14" filter="url(#b8)"');
  // brows
  s += stroke("M-62-26Q-42-40-20-30", C.hair, 7) + stroke("M20-30Q42-40 62-26", C.hair, 7);
  if (eyes === "closed") {
    s += stroke("M-60 4Q-40 18-20 4", C.hair, 5.5) + stroke("M20 4Q40 18 60 4", C.hair, 5.5);
    s += stroke("M-60 4L-67-1", C.hair, 4) + stroke("M60 4L67-1", C.hair, 4);
  } else {
    s += ell(-40, 6, 17, 10, "#f4ede4") + circ(-38, 6, 8, C.hair) + circ(-35, 3, 2.5, "#fff");
    s += ell(40, 6, 17, 10, "#f4ede4") + circ(42, 6, 8, C.hair) + circ(45, 3, 2.5, "#fff");
    s += stroke("M-58 0Q-40-8-22 0", C.hair, 4) + stroke("M22 0Q40-8 58 0", C.hair, 4);
  }
  // nose
  s += stroke("M-4 14Q-8 38-10 46", C.skinL, 5, 'opacity="0.9"');
  s += pth(
    "M-20 52Q-14 40-4 46Q0 50 4 46Q14 40 20 52Q10 62 0 58Q-10 62-20 52Z",
    C.skinD,
    'opacity="0.8"',
  );
  // lips (smile)
  s += pth("M-30 80Q-14 70 0 76Q14 70 30 80Q0 88-30 80Z", "#5e2220");
  s += pth("M-30 80Q0 108 30 80Q0 90-30 80Z", "#7e352a");
  s += stroke("M-10 92Q0 95 10 92", "#a0513f", 3, 'opacity="0.7"');
  // headwrap
  const WRAP =
    "M-114 2C-132-80-116-176-46-216C12-248 108-236 138-170C160-118 132-50 114 2C92-42 48-62 0-62C-48-62-92-42-114 2Z";
  s += pth(WRAP, `url(#${wrapId})`);
  // wrap shading (light from top-left) and folds
  s += pth(WRAP, "url(#faceShade)");
  s += pth("M-114 2C-132-80-116-176-46-216C-90-170-104-90-96-30Z", "#ffffff", 'opacity="0.10"');
  s += stroke("M-98-34C-70-84-14-104 52-96", C.paprikaD, 7, 'opacity="0.6"');
  s += stroke("M-106-96C-70-150-4-170 76-150", C.paprikaD, 7, 'opacity="0.45"');
  s += stroke("M-72-176C-36-204 20-212 80-196", C.paprikaD, 7, 'opacity="0.35"');
  // knot (front, slightly right) with outlined lobes
  const K1 = "M4-120C-40-150-44-214 0-222C36-228 52-180 30-128Z";
  const K2 = "M22-126C40-186 104-196 118-160C128-132 96-110 40-114Z";
  s +=
    pth(K1, `url(#${wrapId}K)`, `stroke="${C.paprikaD}" stroke-width="5"`) +
    pth(K1, C.ink, 'opacity="0.08"');
  s +=
    pth(K2, `url(#${wrapId}K)`, `stroke="${C.paprikaD}" stroke-width="5"`) +
    pth(K2, C.ink, 'opacity="0.25"');
  s +=
    stroke("M-4-200C6-170 14-150 18-132", "#b86a08", 4, 'opacity="0.6"') +
    stroke("M100-164C80-150 60-136 40-124", "#b86a08", 4, 'opacity="0.6"');
  s += ell(20, -122, 22, 16, C.saffron, `stroke="${C.paprikaD}" stroke-width="5"`);
  // hairline edge
  s += stroke("M-104-6C-86-46-44-62 0-62C44-62 86-46 106-6", C.hair, 6, 'opacity="0.85"');
  // earrings
  s += circ(-98, 46, 15, "none", `stroke="${C.saffron}" stroke-width="5"`);
  s += circ(98, 46, 15, "none", `stroke="${C.saffronL}" stroke-width="5" opacity="0.85"`);
  return s;
}

/** The hero's centrepiece in the desktop art's coordinates: { plate } framed by code braces, with
 * jollof, plantain, herbs and steam. Centred on (1440, 600); spans about x 1060-1820, y 240-960. */
const HERO_PLATE_DEFS =
  linU("rim", 1110, 270, 1770, 930, [
    [0, "#fffaf2"],
    [1, "#e7d3bb"],
  ]) +
  linU("well", 1200, 360, 1680, 840, [
    [0, "#ead8c0"],
    [1, "#fbf1e3"],
  ]) +
  radU("sauce", 1400, 560, 180, [
    [0, C.paprikaL],
    [1, C.paprika],
  ]);

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
  {
    const rnd = mulberry32(77);
    let gr = "";
    for (let i = 0; i < 320; i++) {
      const a = rnd() * Math.PI * 2;
      const rr = Math.sqrt(rnd()) * 124;
      const x = px + Math.cos(a) * rr;
      const y = py + Math.sin(a) * rr;
      const col = ["#ffb066", "#f7923f", "#b8380f", "#ffd08a", "#e86a2a"][Math.floor(rnd() * 5)];
      gr += ell(
        x,
        y,
        9,
        3.6,
        col,
        `transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})"`,
      );
    }
    b += `<g>${gr}</g>`;
  }
  b += circ(px - 40, py - 44, 60, "#ffffff", 'opacity="0.10" filter="url(#b14)"');
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
  // steam rising from the plate
  b += steam(px - 90, py - 350, 190, C.cream, 11, 18, 'opacity="0.35"');
  b += steam(px, py - 350, 200, C.cream, 11, 20, 'opacity="0.45"');
  b += steam(px + 90, py - 350, 180, C.cream, 11, 16, 'opacity="0.3"');
  return b;
}

/* ------------------------------------------------------------------ */
/* 1. Hero background 1920x1080                                         */
/* ------------------------------------------------------------------ */
function hero() {
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
    radU("hglow2", 1520, 380, 420, [
      [0, C.saffron, 0.38],
      [1, C.saffron, 0],
    ]) +
    linU("hleft", 0, 0, 1150, 0, [
      [0, "#120b1d", 0.75],
      [0.6, "#120b1d", 0.35],
      [1, "#120b1d", 0],
    ]) +
    HERO_PLATE_DEFS;
  let b = rect(0, 0, W, H, "url(#hbg)");
  b += rect(0, 0, W, H, "url(#hglow)") + rect(0, 0, W, H, "url(#hglow2)");
  // calm large arcs on the left (very subtle)
  b += circ(260, 1080, 560, "none", `stroke="${C.cream}" stroke-opacity="0.035" stroke-width="2"`);
  b += circ(260, 1080, 720, "none", `stroke="${C.cream}" stroke-opacity="0.025" stroke-width="2"`);
  // corner shapes (right)
  b += circ(1920, 1080, 300, C.paprika, 'opacity="0.75"');
  b += circ(1920, 1080, 200, C.saffron, 'opacity="0.5"');
  b += circ(1780, 150, 46, C.saffron, 'opacity="0.9"');
  b += circ(1780, 150, 80, "none", `stroke="${C.saffron}" stroke-opacity="0.35" stroke-width="3"`);
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
function heroPhone() {
  const W = 1080;
  const H = 1080;
  const defs =
    HERO_PLATE_DEFS +
    radU("pglow", 540, 570, 520, [
      [0, C.paprika, 0.5],
      [0.5, C.paprika, 0.2],
      [1, C.paprika, 0],
    ]) +
    radU("pglow2", 760, 300, 300, [
      [0, C.saffron, 0.3],
      [1, C.saffron, 0],
    ]);
  let b = rect(0, 0, W, H, "url(#pglow)") + rect(0, 0, W, H, "url(#pglow2)");
  // tech accents around the plate, kept inside the square
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      b += circ(70 + i * 26, 110 + j * 26, 3.6, C.cream, 'opacity="0.22"');
  b += circ(960, 150, 40, C.saffron, 'opacity="0.9"');
  b += circ(960, 150, 70, "none", `stroke="${C.saffron}" stroke-opacity="0.35" stroke-width="3"`);
  b += codeTag(150, 960, 44, C.cream, 7).replace(/<path/g, '<path opacity="0.55"');
  b += leafShape(940, 960, 64, 24, C.leaf, 60) + leafShape(70, 820, 56, 20, C.leafL, -40);
  // the desktop plate with its steam (y 50-964 there), centred in the square
  b += g('transform="translate(-900 30)"', heroPlate());
  return svg(W, H, defs, b);
}

/* ------------------------------------------------------------------ */
/* 2. Portrait 800x1000                                                 */
/* ------------------------------------------------------------------ */
function portrait() {
  const W = 800;
  const H = 1000;
  const defs =
    lin("pbg", 0, 0, 0.4, 1, [
      [0, "#2f1f45"],
      [1, "#1b1229"],
    ]) +
    radU("pdisc", 330, 300, 420, [
      [0, "#ffcf66"],
      [0.6, C.saffron],
      [1, C.paprikaL],
    ]) +
    linU("jacket", 100, 0, 720, 0, [
      [0, "#fffbf5"],
      [0.55, "#f7ecdd"],
      [1, "#e2cfb6"],
    ]) +
    linU("sleeve", 520, 0, 700, 0, [
      [0, "#fbf3e8"],
      [1, "#dcc7ac"],
    ]) +
    linU("whiskH", 0, 0, 30, 0, [
      [0, C.wood],
      [1, C.woodD],
    ]) +
    ankara("wrap") +
    ankara("wrapK", C.saffron, C.paprika, C.cream, C.leaf, 52, -20);
  let b = rect(0, 0, W, H, "url(#pbg)");
  // backdrop disc and rings
  b += circ(400, 430, 320, "url(#pdisc)");
  b += circ(400, 430, 362, "none", `stroke="${C.cream}" stroke-opacity="0.18" stroke-width="3"`);
  b += circ(
    400,
    430,
    400,
    "none",
    `stroke="${C.cream}" stroke-opacity="0.08" stroke-width="2" stroke-dasharray="4 14"`,
  );
  b += circ(690, 140, 70, C.paprika, 'opacity="0.9"');
  b += circ(110, 820, 110, C.leaf, 'opacity="0.75"');
  // floating code + culinary accents
  b += codeTag(140, 150, 50, C.cream, 8).replace(/<path/g, '<path opacity="0.8"');
  b +=
    leafShape(700, 560, 80, 30, C.leafL, 30, C.leafD) +
    leafShape(690, 570, 62, 24, C.leaf, 70, C.leafD);
  for (const [x, y, c] of [
    [90, 300, C.saffron],
    [720, 330, C.cream],
    [80, 600, C.paprikaL],
    [250, 80, C.saffronL],
  ])
    b += circ(x, y, 7, c);
  b +=
    steam(620, 300, 150, C.cream, 7, 12, 'opacity="0.5"') +
    steam(655, 290, 120, C.cream, 7, 10, 'opacity="0.35"');

  // body shadow on disc
  b += pth(
    "M120 1000C125 860 160 760 245 715C295 690 350 672 380 660L480 660C510 672 565 690 615 715C700 760 735 860 740 1000Z",
    "#120b1d",
    'opacity="0.35" filter="url(#b24)"',
  );
  // neck
  b += pth("M354 560L354 680Q400 710 446 680L446 560Z", C.skin);
  b += pth("M354 565L446 565L446 625Q400 660 354 625Z", C.skinD, 'opacity="0.8"');
  b += pth("M420 545L448 545L448 680Q436 690 420 694Z", C.skinD, 'opacity="0.35"');
  // jacket
  b += pth(
    "M90 1000C95 860 130 760 215 715C265 690 320 672 350 662L450 662C480 672 535 690 585 715C670 760 705 860 710 1000Z",
    "url(#jacket)",
  );
  // collar (mandarin) with paprika piping
  b += pth("M338 650Q400 690 462 650L472 700Q400 742 328 700Z", "#fbf4ea");
  b += pth("M438 672Q456 664 462 650L472 700Q452 714 440 718Z", "#e6d4bc");
  b += stroke("M338 650Q400 690 462 650", C.paprika, 5);
  // double-breasted flap edge + piping
  b += stroke("M456 712C478 780 486 880 490 1000", C.paprika, 5);
  b += pth(
    "M456 712C478 780 486 880 490 1000L520 1000C512 880 496 770 470 705Z",
    C.ink,
    'opacity="0.06"',
  );
  // seams
  b += stroke("M215 715C200 800 190 900 188 1000", "#d8c4a8", 3, 'opacity="0.8"');
  b += stroke("M585 715C600 800 610 900 612 1000", "#cdb699", 3, 'opacity="0.8"');
  // buttons
  for (const y of [770, 850, 930]) {
    for (const x of [346, 440]) {
      b +=
        circ(x + 2, y + 3, 10, C.ink, 'opacity="0.2"') +
        circ(x, y, 10, C.plum) +
        circ(x - 3, y - 3, 3.5, C.plumL);
    }
  }
  // chest embroidery: leaf + saffron dot
  b +=
    leafShape(262, 800, 40, 14, C.leaf, -20) +
    leafShape(268, 800, 34, 12, C.leafL, 25) +
    circ(256, 806, 6, C.saffron);

  // head
  b += g(tr(400, 482, 1.04), amaraHead("wrap"));

  // raised forearm holding a whisk
  b += g(
    tr(618, 800, 1, 14),
    rect(-14, -40, 28, 140, "url(#whiskH)", 14) +
      rect(-10, -150, 20, 120, C.metal, 6) +
      stroke("M0-150C-52-200-60-300 0-340C60-300 52-200 0-150Z", C.metal, 5) +
      stroke("M0-150C-30-200-34-300 0-340C34-300 30-200 0-150Z", "#e9e4ef", 5) +
      stroke("M0-150L0-340", "#b9b1c4", 5) +
      circ(0, -340, 7, "#e9e4ef"),
  );
  // hand (fist) around handle
  b += pth(
    "M570 820C570 784 600 770 632 776C660 782 668 808 664 836C660 866 630 876 600 870C578 866 570 846 570 820Z",
    C.skin,
  );
  b += pth(
    "M632 776C660 782 668 808 664 836C660 866 630 876 600 870C640 858 650 820 632 776Z",
    C.skinD,
    'opacity="0.5"',
  );
  b += stroke("M585 800Q612 792 640 800", C.skinD, 4, 'opacity="0.7"');
  b += stroke("M584 822Q612 814 642 822", C.skinD, 4, 'opacity="0.7"');
  b += stroke("M586 844Q612 838 640 844", C.skinD, 4, 'opacity="0.7"');
  b += pth("M572 806C566 786 584 772 602 778L612 800C600 806 584 812 572 806Z", C.skinL);
  // sleeve with cuff over the wrist
  b += pth(
    "M512 1000C522 946 540 898 558 860L672 856C680 906 690 956 696 1000Z",
    "#120b1d",
    'opacity="0.25" filter="url(#b8)" transform="translate(-10 6)"',
  );
  b += pth("M512 1000C522 946 540 898 558 860L672 856C680 906 690 956 696 1000Z", "url(#sleeve)");
  b += pth("M556 852L674 848L678 884L552 888Z", "#f6ebdc");
  b += stroke("M556 852L674 848", C.paprika, 6);

  b += grain(W, H, 202, { opL: 0.05, opD: 0.08 });
  return svg(W, H, defs, b);
}

/* ------------------------------------------------------------------ */
/* 3. About 1200x900                                                    */
/* ------------------------------------------------------------------ */
function about() {
  const W = 1200;
  const H = 900;
  const defs =
    lin("abg", 0, 0, 0, 1, [
      [0, "#fbeedd"],
      [1, "#f1d9bd"],
    ]) +
    lin("asky", 0, 0, 0, 1, [
      [0, "#f7a35c"],
      [0.7, "#fde2a6"],
      [1, "#fff1d6"],
    ]) +
    lin("acounter", 0, 0, 0, 1, [
      [0, C.leaf],
      [1, C.leafD],
    ]) +
    linU("ajacket", 480, 0, 720, 0, [
      [0, "#fffbf5"],
      [1, "#e2cfb6"],
    ]) +
    linU("apot", 780, 0, 960, 0, [
      [0, C.paprikaL],
      [1, C.paprikaD],
    ]) +
    lin("aarch", 0, 0, 0, 1, [
      [0, C.terra],
      [1, "#d96a3c"],
    ]) +
    ankara("wrap2") +
    ankara("wrap2K", C.saffron, C.paprika, C.cream, C.leaf, 52, -20);
  let b = rect(0, 0, W, H, "url(#abg)");
  // wall stripes (subtle tile pattern)
  for (let x = 0; x < W; x += 60) b += rect(x, 0, 2, 640, C.sand, 0, 'opacity="0.35"');
  // window (left)
  b += pth("M80 480V210A130 130 0 0 1 340 210V480Z", C.cream);
  b += pth("M96 470V214A114 114 0 0 1 324 214V470Z", "url(#asky)");
  b += circ(210, 360, 56, C.saffron);
  b += pth("M96 470V400C150 360 210 380 250 400C290 420 310 400 324 390V470Z", C.leafL);
  b += pth("M96 470V430C160 410 240 440 324 420V470Z", C.leaf);
  b += rect(206, 100, 8, 370, C.cream) + rect(96, 300, 228, 8, C.cream);
  b += rect(66, 476, 288, 18, C.sand, 4);
  // herb pot on the sill
  b += pth("M100 476L106 430H160L166 476Z", C.paprika) + rect(100, 424, 66, 12, C.paprikaL, 4);
  b +=
    leafShape(120, 426, 46, 14, C.leaf, -30) +
    leafShape(134, 426, 60, 16, C.leafL, 0) +
    leafShape(148, 426, 48, 14, C.leaf, 28);

  // arch behind her + pendant lamp
  b += pth("M430 640V300A170 170 0 0 1 770 300V640Z", "url(#aarch)");
  b +=
    stroke("M600 0V70", C.ink, 3) +
    pth("M556 110A44 44 0 0 1 644 110Z", C.saffron) +
    ell(600, 114, 20, 6, "#fff3c4");
  b += pth("M566 116L520 300H680L634 116Z", "#fff3c4", 'opacity="0.18"');

  // community board (right): avatars connected by lines + heart
  b += rect(860, 80, 270, 190, C.cream, 14) + rect(872, 92, 246, 166, "#f6e6cf", 10);
  const nodes = [
    [920, 140],
    [1000, 120],
    [1075, 150],
    [940, 215],
    [1060, 220],
    [1000, 185],
  ];
  for (const [i, j] of [
    [0, 1],
    [1, 2],
    [0, 3],
    [2, 4],
    [3, 5],
    [4, 5],
    [1, 5],
    [0, 5],
    [2, 5],
  ])
    b += stroke(
      `M${nodes[i][0]} ${nodes[i][1]}L${nodes[j][0]} ${nodes[j][1]}`,
      C.plumL,
      3,
      'opacity="0.7"',
    );
  const avCols = [C.paprika, C.leaf, C.saffron, C.plum2, C.terra];
  nodes.slice(0, 5).forEach(([x, y], i) => {
    b +=
      circ(x, y, 22, avCols[i]) +
      circ(x, y - 5, 8, C.cream) +
      pth(`M${x - 13} ${y + 15}A13 11 0 0 1 ${x + 13} ${y + 15}Z`, C.cream);
  });
  b += circ(1000, 185, 22, C.cream) + heart(1000, 186, 30, C.paprika);
  // shelf with jars
  b += rect(860, 330, 270, 12, C.wood, 3);
  const jars = [
    [880, 60, C.saffron],
    [950, 76, C.leafL],
    [1016, 54, C.paprikaL],
    [1070, 68, C.plumL],
  ];
  for (const [x, h, col] of jars) {
    b +=
      rect(x, 330 - h, 50, h, "#fbf3e6", 8, 'opacity="0.9"') +
      rect(x + 5, 330 - h * 0.7, 40, h * 0.7 - 5, col, 6) +
      rect(x + 4, 330 - h - 10, 42, 12, C.ink2, 4);
  }
  b += rect(860, 430, 270, 12, C.wood, 3);
  for (let i = 0; i < 4; i++)
    b += plate(900 + i * 66, 404, 26, { shadow: 0.15, blur: "b4" }).replace("<circle", "<circle");

  // Amara (behind counter)
  const cx = 600;
  // torso
  b += pth(
    "M460 660C460 560 480 480 540 458L580 448H620L660 458C720 480 740 560 740 660Z",
    "url(#ajacket)",
  );
  b +=
    pth("M576 446Q600 470 624 446L630 478Q600 500 570 478Z", "#fbf4ea") +
    stroke("M576 446Q600 470 624 446", C.paprika, 4);
  b += stroke("M622 480C636 530 640 590 642 660", C.paprika, 4);
  for (const y of [520, 570, 620]) b += circ(572, y, 6, C.plum) + circ(622, y, 6, C.plum);
  // neck + head
  b +=
    pth("M574 380V450Q600 466 626 450V380Z", C.skin) +
    pth("M574 384H626V410Q600 430 574 410Z", C.skinD, 'opacity="0.7"');
  b += g(tr(cx, 340, 0.52), amaraHead("wrap2"));
  // left arm to laptop (viewer's left)
  b +=
    stroke("M504 478C470 520 466 566 492 600", "#cfb89a", 52) +
    stroke("M504 478C470 520 466 566 492 600", "#f7ede0", 44);
  b += stroke("M486 500C474 530 474 560 488 584", "#ffffff", 6, 'opacity="0.6"');
  // right arm with spoon into pot
  b +=
    stroke("M700 480C742 520 770 552 792 566", "#cfb89a", 52) +
    stroke("M700 480C742 520 770 552 792 566", "#efe1cd", 44);
  b += stroke("M792 566L816 566", C.skin, 30);
  b += g(tr(826, 562, 1, 30), rect(-6, -70, 12, 150, C.wood, 6) + ell(0, 92, 16, 24, C.wood));
  b += circ(826, 564, 19, C.skin) + circ(820, 558, 7, C.skinL, 'opacity="0.7"');

  // counter
  b += rect(0, 640, W, 260, "url(#acounter)");
  b +=
    rect(0, 628, W, 22, C.sand) +
    rect(0, 628, W, 5, "#fff4e4", 0, 'opacity="0.8"') +
    rect(0, 650, W, 10, C.ink, 0, 'opacity="0.18"');
  for (let x = 40; x < W; x += 290) {
    b += rect(x, 690, 250, 180, "none", 10, `stroke="${C.leafD}" stroke-width="4" opacity="0.7"`);
    b += rect(x + 105, 712, 40, 8, C.saffron, 4);
  }
  // tea towel hanging from a cabinet handle
  b += pth("M430 716H480L477 812H433Z", C.cream) + rect(428, 710, 54, 12, C.paprika, 3);
  for (const y of [744, 764, 784]) b += rect(433, y, 45, 6, C.paprika, 2, 'opacity="0.85"');
  b +=
    pth("M477 716L480 716L477 812H466Z", C.ink, 'opacity="0.1"') +
    ell(455, 820, 30, 5, C.ink, 'opacity="0.12"');
  // laptop on counter (left)
  b += laptop(240, 488, 220);
  // cutting board + tomatoes
  b += ell(560, 628, 90, 6, C.ink, 'opacity="0.2"') + rect(474, 612, 176, 16, C.wood, 6);
  b +=
    circ(616, 598, 15, C.red) +
    circ(611, 592, 5, "#ff8a6a", 'opacity="0.7"') +
    circ(640, 604, 10, C.paprikaL) +
    leafShape(616, 584, 12, 6, C.leaf);
  b +=
    pth("M530 600L596 606Q600 610 594 612L530 612Z", "#e4e2ea") +
    stroke("M534 603L590 607", "#ffffff", 2, 'opacity="0.8"');
  b += rect(500, 598, 36, 12, C.ink, 5);
  b +=
    stroke("M492 600L512 604", C.skin, 30) +
    ell(522, 604, 20, 16, C.skin) +
    ell(516, 598, 8, 5, C.skinL, 'opacity="0.7"') +
    stroke("M514 612Q524 616 534 610", C.skinD, 3, 'opacity="0.6"');
  // stove + pot with steam (right)
  b += rect(770, 616, 220, 14, C.ink2, 4);
  b += pth("M790 536H950V600C950 612 940 620 928 620H812C800 620 790 612 790 600Z", "url(#apot)");
  b +=
    rect(776, 528, 188, 14, "#f08a55", 7) +
    rect(760, 552, 34, 12, C.ink2, 6) +
    rect(946, 552, 34, 12, C.ink2, 6);
  b += rect(800, 570, 140, 6, C.cream, 3, 'opacity="0.5"');
  b +=
    steam(830, 510, 120, "#ffffff", 7, 12, 'opacity="0.7"') +
    steam(876, 500, 150, "#ffffff", 7, 14, 'opacity="0.8"') +
    steam(920, 510, 110, "#ffffff", 7, 10, 'opacity="0.6"');
  // speech bubble with heart (community chat) above laptop
  b += g(
    tr(90, -64),
    pth(
      "M300 380h110a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18h-62l-22 20v-20h-26a18 18 0 0 1-18-18v-44a18 18 0 0 1 18-18Z",
      C.ink,
      'opacity="0.12" transform="translate(5 7)"',
    ) +
      pth(
        "M300 380h110a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18h-62l-22 20v-20h-26a18 18 0 0 1-18-18v-44a18 18 0 0 1 18-18Z",
        C.cream,
      ) +
      heart(330, 420, 30, C.paprika) +
      rect(356, 404, 52, 10, C.plumL, 5) +
      rect(356, 424, 36, 10, C.saffron, 5),
  );

  b += grain(W, H, 303, { opL: 0.06, opD: 0.06 });
  return svg(W, H, defs, b);
}

/* ------------------------------------------------------------------ */
/* 4. Default avatar 256x256                                            */
/* ------------------------------------------------------------------ */
function avatar() {
  const defs = lin("avbg", 0, 0, 1, 1, [
    [0, "#e8a585"],
    [1, "#8c6a96"],
  ]);
  const b =
    rect(0, 0, 256, 256, "url(#avbg)") +
    circ(128, 104, 46, C.cream, 'opacity="0.95"') +
    pth("M40 256C40 196 80 164 128 164C176 164 216 196 216 256Z", C.cream, 'opacity="0.95"');
  return svg(256, 256, defs, b);
}

/* ------------------------------------------------------------------ */
/* 5. Testimonial avatars 256x256                                       */
/* ------------------------------------------------------------------ */
// Heads are drawn in a local box like amaraHead (face centre at 0,0, face
// ~190 wide) and scaled into place; shoulders are drawn in 256x256 pixels.

/** Face outline: half-width hw at the cheeks, crown at -top, chin at +chin. */
const faceOutline = (hw, top, chin, jaw) =>
  `M${-hw} -8C${-hw} ${f(-top * 0.8)} ${f(-hw * 0.56)} ${-top} 0 ${-top}` +
  `C${f(hw * 0.56)} ${-top} ${hw} ${f(-top * 0.8)} ${hw} -8` +
  `C${hw} ${f(chin * 0.56)} ${jaw} ${chin} 0 ${chin}` +
  `C${-jaw} ${chin} ${-hw} ${f(chin * 0.56)} ${-hw} -8Z`;

/** Ears, face, light from the top-left and a little cheek warmth. */
function taFace({ tone, hw, top, chin, jaw }) {
  const [skin, skinL, skinD] = tone;
  const face = faceOutline(hw, top, chin, jaw);
  return (
    ell(-hw + 2, 12, 15, 25, skinD) +
    ell(hw - 2, 12, 15, 25, skinD) +
    ell(-hw + 2, 12, 7, 14, skin, 'opacity="0.7"') +
    pth(face, skin) +
    pth(face, "url(#faceShade)") +
    ell(-42, -42, 36, 46, skinL, 'opacity="0.5" filter="url(#b14)"') +
    circ(-50, 50, 22, C.paprika, 'opacity="0.14" filter="url(#b8)"') +
    circ(50, 50, 22, C.paprika, 'opacity="0.12" filter="url(#b8)"')
  );
}

/** Open eyes; `ry` narrows them, `smile` lifts the lower lids, `lash` adds flicks. */
function taEyes(tone, { y = 4, dx = 40, ry = 10, smile = false, lash = false } = {}) {
  let s = "";
  for (const sx of [-1, 1]) {
    const x = sx * dx;
    s +=
      ell(x, y, 17, ry, "#efe6dc") +
      circ(x + sx, y + 1, Math.min(8.5, ry - 0.5), "#3a2117") +
      circ(x + sx, y + 1, 4.5, "#120a08") +
      circ(x + sx + 3, y - 2, 2.6, "#ffffff") +
      stroke(`M${x - 20} ${y}Q${x} ${y - ry - 5} ${x + 20} ${y}`, C.hair, 5);
    if (lash) s += stroke(`M${x + sx * 19} ${y - 1}L${x + sx * 26} ${y - 7}`, C.hair, 4);
    if (smile)
      s += stroke(
        `M${x - 15} ${y + ry + 2}Q${x} ${y + ry - 3} ${x + 15} ${y + ry + 2}`,
        tone[2],
        4,
      );
  }
  return s;
}

const taBrows = (col, w, { y = -30, arch = 10 } = {}) =>
  stroke(`M-64 ${y + 4}Q-44 ${y - arch} -20 ${y}`, col, w) +
  stroke(`M20 ${y}Q44 ${y - arch} 64 ${y + 4}`, col, w);

const taNose = ([, skinL, skinD], wide = 1) =>
  stroke("M-4 12Q-8 32-10 40", skinL, 5, 'opacity="0.9"') +
  ell(-5, 44, 8, 6, skinL, 'opacity="0.55"') +
  g(
    `transform="scale(${wide} 1)"`,
    pth(
      "M-20 50Q-14 38-4 44Q0 48 4 44Q14 38 20 50Q10 60 0 56Q-10 60-20 50Z",
      skinD,
      'opacity="0.8"',
    ),
  );

/** Mouth at y: a calm closed smile or a bright open one showing teeth. */
function taMouth(kind, y, { lip = "#4f1f1b", lipL = "#74322a", w = 1 } = {}) {
  const inner =
    kind === "teeth"
      ? pth("M-36-3Q0 6 36-3Q26 21 0 23Q-26 21-36-3Z", "#3a1414") +
        ell(0, 17, 12, 4, "#b5524a", 'opacity="0.8"') +
        pth("M-31 0Q0 7 31 0L27 8Q0 14-27 8Z", "#fbf6ef") +
        pth("M-38-4Q-18-13 0-8Q18-13 38-4Q0 3-38-4Z", lip) +
        stroke("M-27 20Q0 31 27 20", lipL, 6.5)
      : pth("M-30 0Q-14-10 0-4Q14-10 30 0Q0 8-30 0Z", lip) +
        pth("M-30 0Q0 22 30 0Q0 10-30 0Z", lipL) +
        stroke("M-10 11Q0 14 10 11", "#a0513f", 3, 'opacity="0.7"') +
        stroke("M-35-5Q-33 0-29 1M35-5Q33 0 29 1", lip, 3.5);
  return g(`transform="translate(0 ${y}) scale(${w} 1)"`, inner);
}

/** Seeded short strands (one path per colour) for hair texture and grey flecks. */
function strands(seed, n, [x0, y0, w, h], cols, len = 10, width = 3, extra = "") {
  const rnd = mulberry32(seed);
  const d = cols.map(() => "");
  for (let i = 0; i < n; i++) {
    const x = x0 + rnd() * w;
    const y = y0 + rnd() * h;
    const a = rnd() * Math.PI;
    const dx = (Math.cos(a) * len) / 2;
    const dy = (Math.sin(a) * len) / 2;
    d[i % cols.length] += `M${f(x - dx)} ${f(y - dy)}L${f(x + dx)} ${f(y + dy)}`;
  }
  return cols.map((c, i) => stroke(d[i], c, width, extra)).join("");
}

/** Background: soft two-tone tint, a disc behind the head and a faint ring. */
function taBackdrop(id, from, to, disc, discOp = 0.55) {
  return {
    defs:
      lin(`${id}bg`, 0, 0, 1, 1, [
        [0, from],
        [1, to],
      ]) +
      radU(`${id}disc`, 100, 70, 150, [
        [0, "#ffffff", 0.35],
        [1, disc],
      ]),
    body:
      rect(0, 0, 256, 256, `url(#${id}bg)`) +
      circ(128, 116, 98, `url(#${id}disc)`, `opacity="${discOp}"`) +
      circ(128, 116, 114, "none", `stroke="${C.cream}" stroke-opacity="0.45" stroke-width="2"`),
  };
}

/** Neck from under the chin to the collar, shaded at the top. */
const taNeck = ([skin, , skinD], x0, x1, y1) =>
  pth(`M${x0} 150V${y1}Q128 ${y1 + 14} ${x1} ${y1}V150Z`, skin) +
  pth(`M${x0} 150H${x1}V176Q128 194 ${x0} 176Z`, skinD, 'opacity="0.75"');

// Adebayo Johnson: 50s, grey-flecked short hair, neat beard, navy suit.
function taAdebayo() {
  const tone = [C.skin, C.skinL, C.skinD];
  const bg = taBackdrop("ta1", "#fdeac2", "#f3bf8f", C.saffron);
  let b = bg.body;
  b += taNeck(tone, 106, 150, 204);
  const JACKET = "M6 256C8 230 32 214 72 206L104 196H152L184 206C224 214 248 230 250 256Z";
  b += pth(JACKET, "#26314f") + pth(JACKET, "url(#faceShade)");
  // shirt, collar and tie
  b += pth("M102 196L128 256L154 196Z", "#f7f1e8");
  b +=
    pth("M121 212H135L132 223H124Z", C.paprikaD) +
    pth("M124 223H132L137 256H119Z", C.paprika) +
    stroke("M125 232L134 240M122 246L136 256", C.paprikaD, 2.5, 'opacity="0.7"');
  b +=
    pth("M104 194L126 214L114 226L98 206Z", "#ffffff") +
    pth("M152 194L130 214L142 226L158 206Z", "#e9e0d3");
  // lapels and pocket square
  const LAPEL = "M96 202L122 256H100L78 224L90 216L82 206Z";
  b += pth(LAPEL, "#33406a", 'stroke="#1a2238" stroke-width="2"');
  b += g(
    'transform="translate(256 0) scale(-1 1)"',
    pth(LAPEL, "#1f2944", 'stroke="#161d33" stroke-width="2"'),
  );
  b += pth("M178 232L196 228L195 236L180 239Z", C.saffron);
  // head
  const chin = 126;
  const HAIR =
    "M-102 0C-108-74-86-140 0-140C86-140 108-74 102 0L92 0C90-30 86-56 70-70C50-84 22-82 0-80C-22-82-50-84-70-70C-86-56-90-30-92 0Z";
  const BEARD =
    `M-101-4C-102 62-70 ${chin + 8} 0 ${chin + 8}C70 ${chin + 8} 102 62 101-4L93-4` +
    "C93 30 86 52 68 62C54 70 44 66 30 66C18 64 8 66 0 68C-8 66-18 64-30 66C-44 66-54 70-68 62C-86 52-93 30-93-4Z";
  const hairCol = "#2a2020";
  const grey = ["#b3abb5", "#8f8794"];
  let h = taFace({ tone, hw: 98, top: 120, chin, jaw: 64 });
  h += stroke("M-30-58Q0-64 30-58", tone[2], 3, 'opacity="0.45"');
  h += stroke("M-54 20Q-40 26-26 20M26 20Q40 26 54 20", tone[2], 3, 'opacity="0.5"');
  h += taBrows("#2a2020", 8, { arch: 6 });
  h += taEyes(tone, { ry: 8.5, smile: true });
  h += g('transform="translate(0 -4)"', taNose(tone, 1.15));
  h += `<clipPath id="ta1hair"><path d="${HAIR}"/></clipPath><clipPath id="ta1beard"><path d="${BEARD}"/></clipPath>`;
  h += pth(HAIR, hairCol);
  h += g(
    'clip-path="url(#ta1hair)"',
    ell(-98, -30, 14, 40, grey[1], 'opacity="0.45" filter="url(#b8)"') +
      ell(98, -30, 14, 40, grey[1], 'opacity="0.35" filter="url(#b8)"') +
      strands(11, 50, [-110, -140, 220, 140], grey, 3, 2.5, 'opacity="0.7"') +
      strands(15, 30, [-104, -80, 22, 80], grey, 3, 2.5) +
      strands(16, 30, [82, -80, 22, 80], grey, 3, 2.5, 'opacity="0.8"'),
  );
  h += pth(BEARD, hairCol);
  h += g(
    'clip-path="url(#ta1beard)"',
    strands(12, 80, [-100, 20, 200, 120], grey, 3, 2.5, 'opacity="0.6"'),
  );
  h += pth(BEARD, "url(#faceShade)");
  h += taMouth("calm", 86, { lip: "#4f211c", lipL: "#7a372d", w: 0.95 });
  b += g(tr(128, 110, 0.54), h);
  b += grain(256, 256, 501, { opL: 0.05, opD: 0.06 });
  return svg(256, 256, bg.defs, b);
}

// Chiamaka Eze: 30s, braids pulled up into a bun, green blouse, bright smile.
function taChiamaka() {
  const tone = ["#8a5a3a", "#a56f49", "#66402a"];
  const bg = taBackdrop("ta2", "#f3e6f3", "#c9adcf", C.plumL, 0.4);
  let b = bg.body;
  b += leafShape(52, 92, 34, 12, C.leaf, -40, C.leafD) + circ(206, 70, 5, C.saffron);
  // neck and V neckline
  b += pth("M112 160V200L100 204L128 246L156 204L144 200V160Z", tone[0]);
  b += pth("M112 160H144V184Q128 198 112 184Z", tone[2], 'opacity="0.75"');
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const x = 110 + 36 * t;
    const y = 208 + 20 * 4 * t * (1 - t);
    b += circ(x, y, 2.6, C.saffronL);
  }
  const BLOUSE =
    "M14 256C16 230 36 214 74 206L106 198L128 240L150 198L182 206C220 214 240 230 242 256Z";
  b += pth(BLOUSE, C.leaf) + pth(BLOUSE, "url(#faceShade)");
  b += stroke("M104 198L128 242L152 198", C.leafL, 5);
  b +=
    stroke("M36 228Q52 210 78 206", C.leafD, 3, 'opacity="0.6"') +
    stroke("M220 228Q204 210 178 206", C.leafD, 3, 'opacity="0.6"');
  // head
  const HAIR =
    "M-96-6C-102-80-72-140 0-142C72-140 102-80 96-6L88-8C86-46 72-72 44-80Q0-92-44-80C-72-72-86-46-88-8Z";
  let h = taFace({ tone, hw: 90, top: 118, chin: 124, jaw: 50 });
  h += taBrows(C.hair, 5.5, { arch: 12 });
  h += taEyes(tone, { smile: true, lash: true });
  h += taNose(tone, 0.95);
  h += taMouth("teeth", 82, { lip: "#6a2a25", lipL: "#8e4038", w: 1.02 });
  h += stroke("M-42 56Q-52 72-44 86M42 56Q52 72 44 86", tone[2], 3, 'opacity="0.45"');
  // bun of braids
  h += ell(0, -162, 58, 36, C.hair);
  h +=
    ell(0, -164, 40, 22, "none", 'stroke="#4a3634" stroke-width="4"') +
    ell(2, -166, 20, 10, "none", 'stroke="#4a3634" stroke-width="4"') +
    stroke("M-54-156Q-30-138 0-140Q30-138 54-156", "#4a3634", 4);
  h += pth(HAIR, C.hair);
  // braid parts sweeping up to the bun
  let d = "";
  for (let k = 1; k < 10; k++) {
    const a = Math.PI * (0.08 + (0.84 * k) / 10);
    const x = -Math.cos(a) * 88;
    const y = -8 - Math.sin(a) * 80;
    d += `M${f(x)} ${f(y)}Q${f(x * 0.9)} ${f(y - 46)} ${f(x * 0.28)} -138`;
  }
  h += stroke(d, "#4a3634", 3.5);
  h += ell(0, -138, 36, 9, C.saffron) + ell(-8, -140, 14, 3, C.butter, 'opacity="0.7"');
  h += pth(HAIR, "url(#faceShade)");
  // drop earrings
  for (const sx of [-1, 1])
    h +=
      circ(sx * 88, 38, 5, C.saffron) +
      pth(`M${sx * 88} 44L${sx * 88 + 8} 60L${sx * 88} 70L${sx * 88 - 8} 60Z`, C.saffronL);
  b += g(tr(128, 120, 0.5), h);
  b += grain(256, 256, 502, { opL: 0.05, opD: 0.06 });
  return svg(256, 256, bg.defs, b);
}

// David Mensah: 40s, short hair, glasses, mustard shirt.
function taDavid() {
  const tone = [C.skin3, "#63391f", "#2f190e"];
  const bg = taBackdrop("ta3", "#e4f0de", "#a5ccaf", C.leafL, 0.4);
  let b = bg.body;
  b +=
    circ(50, 84, 5, C.paprika) + circ(208, 66, 7, "none", `stroke="${C.saffron}" stroke-width="3"`);
  // neck + open collar
  b += pth("M108 150V200L128 232L148 200V150Z", tone[0]);
  b += pth("M108 150H148V180Q128 196 108 180Z", tone[2], 'opacity="0.75"');
  const SHIRT =
    "M10 256C12 230 34 214 72 206L106 196L128 230L150 196L184 206C222 214 244 230 246 256Z";
  b += pth(SHIRT, "#d99a1c") + pth(SHIRT, "url(#faceShade)");
  b += stroke("M128 232V256", "#b37a0c", 3) + circ(132, 246, 2.5, C.cream);
  b += rect(160, 228, 28, 24, "#c98d14", 3) + rect(160, 228, 28, 6, "#b37a0c", 2);
  b +=
    pth("M106 192L128 230L114 234L92 204Z", "#eab03a", 'stroke="#b37a0c" stroke-width="2"') +
    pth("M150 192L128 230L142 234L164 204Z", "#c98d14", 'stroke="#a06d0a" stroke-width="2"');
  // head
  const HAIR =
    "M-93-14C-98-86-72-142 0-142C72-142 98-86 93-14L87-14C87-48 82-72 64-80C40-90 20-88 0-88C-20-88-40-90-64-80C-82-72-87-48-87-14Z";
  let h = taFace({ tone, hw: 88, top: 124, chin: 132, jaw: 62 });
  h += stroke("M-26-60Q0-65 26-60", tone[2], 3, 'opacity="0.5"');
  h += stroke("M-40 50Q-50 68-40 84M40 50Q50 68 40 84", tone[2], 3.5, 'opacity="0.6"');
  h += taBrows(C.hair, 7, { arch: 6, y: -32 });
  h += taEyes(tone, { ry: 9, smile: true });
  h += taNose(tone, 1.1);
  h += taMouth("teeth", 88, { lip: "#3e1813", lipL: "#6a2e24", w: 0.82 });
  h += `<clipPath id="ta3hair"><path d="${HAIR}"/></clipPath>`;
  h += pth(HAIR, C.hair);
  h += g('clip-path="url(#ta3hair)"', strands(13, 60, [-100, -145, 200, 140], ["#3a2c2c"], 4, 3));
  // glasses
  const frame = `stroke="${C.ink}" stroke-width="6"`;
  h +=
    rect(-72, -18, 58, 40, "#ffffff", 14, `fill-opacity="0.12" ${frame}`) +
    rect(14, -18, 58, 40, "#ffffff", 14, `fill-opacity="0.12" ${frame}`) +
    stroke("M-14-2Q0-10 14-2M-72-6L-88-10M72-6L88-10", C.ink, 6) +
    stroke("M-60-10L-46-10M26-10L40-10", "#ffffff", 3, 'opacity="0.45"');
  b += g(tr(128, 114, 0.53), h);
  b += grain(256, 256, 503, { opL: 0.05, opD: 0.06 });
  return svg(256, 256, bg.defs, b);
}

// Funmilayo Adeyemi: 20s, short natural hair, hoops, teal top, headphones.
function taFunmilayo() {
  const tone = ["#6a3d24", "#83522f", "#4b2a18"];
  const bg = taBackdrop("ta4", "#fde6d3", "#f1a57e", C.paprikaL, 0.35);
  let b = bg.body;
  b += codeTag(204, 66, 18, C.cream, 3.5).replace(/<path/g, '<path opacity="0.8"');
  b += circ(52, 80, 5, C.leaf);
  // headphone band behind the neck
  b += stroke("M96 216C94 176 162 176 160 216", C.ink2, 7);
  b += taNeck(tone, 112, 144, 204);
  const TOP =
    "M12 256C14 230 36 214 74 206L108 200Q128 222 148 200L182 206C220 214 242 230 244 256Z";
  b += pth(TOP, "#2f6f73") + pth(TOP, "url(#faceShade)");
  b += stroke("M108 200Q128 222 148 200", "#4a9499", 4);
  // ear cups resting on the collarbones
  for (const [x, rot] of [
    [96, -18],
    [160, 18],
  ])
    b += g(
      tr(x, 220, 1, rot),
      rect(-9, -13, 22, 32, C.ink, 10, 'opacity="0.25"') +
        rect(-11, -16, 22, 32, C.saffron, 10) +
        rect(rot < 0 ? 3 : -11, -14, 8, 28, C.ink2, 4) +
        rect(rot < 0 ? -7 : 1, -11, 4, 12, "#ffffff", 2, 'opacity="0.35"'),
    );
  // head: short natural hair with a soft scalloped edge
  const HAIR =
    "M-104 0C-120-64-104-156 0-158C104-156 120-64 104 0L91-2C91-40 80-70 58-78C36-86 16-82 0-84C-16-82-36-86-58-78C-80-70-91-40-91-2Z";
  let bumps = "";
  for (let a = 196; a <= 344; a += 12) {
    const r = (a * Math.PI) / 180;
    bumps += circ(Math.cos(r) * 106, -44 + Math.sin(r) * 108, 14, C.hair);
  }
  let h = taFace({ tone, hw: 92, top: 116, chin: 118, jaw: 60 });
  h += taBrows(C.hair, 5, { arch: 10 });
  h += taEyes(tone, { smile: true, lash: true });
  h += taNose(tone);
  h += taMouth("teeth", 80, { lip: "#5a2420", lipL: "#84392f", w: 0.9 });
  h += `<clipPath id="ta4hair"><path d="${HAIR}"/></clipPath>`;
  h += bumps + pth(HAIR, C.hair);
  h += g(
    'clip-path="url(#ta4hair)"',
    strands(14, 90, [-120, -170, 240, 170], ["#3b2b2b", "#0f0a0a"], 5, 4),
  );
  h += pth(HAIR, "url(#faceShade)");
  for (const sx of [-1, 1])
    h += circ(sx * 97, 56, 18, "none", `stroke="${C.saffron}" stroke-width="5.5"`);
  b += g(tr(128, 112, 0.52), h);
  b += grain(256, 256, 504, { opL: 0.05, opD: 0.06 });
  return svg(256, 256, bg.defs, b);
}

/* ------------------------------------------------------------------ */
/* Blog series 1600x900                                                 */
/* ------------------------------------------------------------------ */
const BW = 1600;
const BH = 900;

// 1. Lifestyle — kitchen & keyboard at sunrise
function post1() {
  const defs =
    lin("s1wall", 0, 0, 0, 1, [
      [0, "#3a2450"],
      [1, "#5a3264"],
    ]) +
    lin("s1sky", 0, 0, 0, 1, [
      [0, "#f08a4b"],
      [0.55, "#f9b955"],
      [1, "#fde7b8"],
    ]) +
    lin("s1table", 0, 0, 0, 1, [
      [0, "#f1dcc0"],
      [1, "#dcbb93"],
    ]) +
    linU("blade", 300, 0, 600, 0, [
      [0, "#eef0f4"],
      [1, "#b9bcc8"],
    ]) +
    radU("s1sun", 600, 500, 360, [
      [0, "#fff1c2"],
      [0.35, "#ffd36b", 1],
      [1, "#ffd36b", 0],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s1wall)");
  // big window
  b += pth("M330 640V330A470 300 0 0 1 1270 330V640Z", "#2a1b3b");
  b += pth("M360 640V340A440 275 0 0 1 1240 340V640Z", "url(#s1sky)");
  b += rect(0, 0, BW, BH, "url(#s1sun)", 0, 'clip-path="url(#s1clip)"');
  b += circ(600, 520, 120, "#ffe39a") + circ(600, 520, 88, "#fff4cf");
  // hills over the sun
  b += pth(
    "M360 560C480 500 600 520 700 545C820 575 900 510 1020 505C1120 500 1190 530 1240 545V640H360Z",
    C.terra,
  );
  b += pth("M360 600C500 570 640 600 760 590C900 578 1020 560 1240 590V640H360Z", C.paprika);
  // window mullions
  b += rect(794, 60, 12, 580, "#2a1b3b") + rect(360, 420, 880, 10, "#2a1b3b", 0, 'opacity="0.9"');
  // birds / clouds
  b +=
    ell(540, 300, 70, 14, "#fff3dc", 'opacity="0.7"') +
    ell(1080, 260, 90, 16, "#fff3dc", 'opacity="0.6"');
  // plant on left, hanging lamp right
  b += pth("M150 700L166 610H254L270 700Z", C.paprika) + rect(146, 600, 128, 18, C.paprikaL, 6);
  for (const [x, len, rot, col] of [
    [190, 150, -30, C.leaf],
    [210, 200, -5, C.leafL],
    [228, 170, 22, C.leaf],
    [240, 120, 45, C.leafL],
    [180, 110, -55, C.leafL],
  ])
    b += leafShape(x, 604, len, len * 0.26, col, rot, C.leafD);
  b +=
    stroke("M1420 0V120", C.cream, 3, 'opacity="0.5"') +
    pth("M1360 180A60 60 0 0 1 1480 180Z", C.saffron) +
    ell(1420, 184, 26, 7, "#fff3c4");

  // table
  b += rect(0, 640, BW, 260, "url(#s1table)");
  b += rect(0, 636, BW, 8, "#fff6e8", 0, 'opacity="0.8"');
  // cutting board + knife (left)
  b += ell(470, 808, 250, 26, C.ink, 'opacity="0.25" filter="url(#b14)"');
  b += pth(
    "M240 760C240 736 262 720 290 720H660C690 720 706 736 706 760V772C706 796 690 806 660 806H290C262 806 240 796 240 772Z",
    C.woodD,
  );
  b += pth(
    "M240 752C240 728 262 712 290 712H660C690 712 706 728 706 752V762C706 786 690 796 660 796H290C262 796 240 786 240 762Z",
    C.wood,
  );
  b += circ(678, 754, 10, C.woodD);
  // knife
  b += pth(
    "M300 758C300 742 330 734 380 732L598 736L598 770L380 772C330 772 300 770 300 758Z",
    "url(#blade)",
  );
  b += stroke("M330 760C400 766 520 766 598 764", "#ffffff", 3, 'opacity="0.7"');
  b += rect(594, 734, 14, 38, "#8f8a9a", 4);
  b +=
    rect(606, 738, 120, 30, C.ink, 12) +
    circ(634, 753, 4, C.metal) +
    circ(664, 753, 4, C.metal) +
    circ(694, 753, 4, C.metal);
  // tomato + herbs by the board
  b +=
    circ(300, 700, 34, C.red) +
    circ(290, 690, 10, "#f07a5a", 'opacity="0.7"') +
    leafShape(300, 670, 20, 10, C.leaf, 10) +
    leafShape(300, 670, 18, 9, C.leafL, -60);
  // laptop (centre right)
  b += laptop(830, 420, 400, {
    rows: [
      [
        0,
        [
          [16, C.paprikaL],
          [30, C.cream],
        ],
      ],
      [
        4,
        [
          [22, C.saffron],
          [18, C.leafL],
        ],
      ],
      [
        8,
        [
          [34, C.cream],
          [12, C.saffron],
        ],
      ],
      [
        8,
        [
          [14, C.plumL],
          [24, C.cream],
        ],
      ],
      [4, [[26, C.leafL]]],
      [0, [[10, C.paprikaL]]],
    ],
  });
  // coffee cup with steam
  b += ell(1390, 790, 110, 18, C.ink, 'opacity="0.25" filter="url(#b8)"');
  b += ell(1380, 775, 100, 20, C.cream2) + ell(1380, 770, 96, 17, C.cream);
  b += pth(
    "M1320 680H1440L1432 750C1430 768 1416 776 1400 776H1360C1344 776 1330 768 1328 750Z",
    C.saffron,
  );
  b += pth(
    "M1410 680H1440L1432 750C1430 768 1416 776 1400 776H1384C1404 770 1414 740 1410 680Z",
    C.paprika,
    'opacity="0.35"',
  );
  b += stroke("M1438 700C1476 700 1480 740 1434 746", C.saffron, 12);
  b += ell(1380, 680, 60, 9, C.woodD);
  b +=
    steam(1362, 660, 110, C.cream, 7, 10, 'opacity="0.7"') +
    steam(1396, 650, 130, C.cream, 7, 12, 'opacity="0.55"');
  b += confetti(BW, 560, 11, {
    n: 10,
    colors: [C.saffron, C.cream, C.paprikaL],
    avoid: { cx: 800, cy: 400, rx: 540, ry: 420 },
    opacity: 0.6,
  });
  b += grain(BW, BH, 401, { opL: 0.05, opD: 0.07 });
  return svg(
    BW,
    BH,
    defs + '<clipPath id="s1clip"><path d="M360 640V340A440 275 0 0 1 1240 340V640Z"/></clipPath>',
    b,
  );
}

// 2. Technology — order tickets on a rail become queue blocks and server racks
function post2() {
  const defs =
    lin("s2bg", 0, 0, 1, 1, [
      [0, "#1b1229"],
      [1, "#34204a"],
    ]) +
    radU("s2glow", 1240, 460, 620, [
      [0, C.paprika, 0.45],
      [1, C.paprika, 0],
    ]) +
    linU("rail", 0, 170, 0, 200, [
      [0, "#efe9f3"],
      [1, "#8e86a0"],
    ]) +
    lin("rack", 0, 0, 1, 0, [
      [0, "#3a2a52"],
      [1, "#271b3a"],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s2bg)") + rect(0, 0, BW, BH, "url(#s2glow)");
  // dotted grid
  for (let x = 40; x < BW; x += 40)
    for (let y = 40; y < BH; y += 40) b += circ(x, y, 1.6, C.cream, 'opacity="0.08"');
  // floor
  b += rect(0, 780, BW, 120, "#140c1f", 0, 'opacity="0.55"');
  // ticket rail
  b +=
    rect(100, 168, 860, 30, "url(#rail)", 15) +
    rect(112, 172, 836, 6, "#ffffff", 3, 'opacity="0.6"');
  b += rect(90, 160, 22, 46, C.metal, 6) + rect(948, 160, 22, 46, C.metal, 6);
  const tickets = [
    [170, -4, 200, C.paprika],
    [300, 3, 230, C.saffron],
    [430, -2, 190, C.leaf],
    [560, 4, 215, C.paprikaL],
    [690, -3, 200, C.saffron],
  ];
  for (const [x, rot, h, col] of tickets) {
    const t =
      rect(6, 10, 110, h, C.ink, 4, 'opacity="0.35" filter="url(#b8)"') +
      pth(
        `M0 0H110V${h}l-11 -10l-11 10l-11 -10l-11 10l-11 -10l-11 10l-11 -10l-11 10l-11 -10l-11 10Z`,
        C.cream,
      ) +
      rect(0, 0, 110, 34, col) +
      codeBars(
        14,
        54,
        [
          [0, [[52, C.plumL]]],
          [
            0,
            [
              [30, C.sand],
              [30, C.sand],
            ],
          ],
          [0, [[62, C.sand]]],
          [
            0,
            [
              [24, C.sand],
              [40, C.sand],
            ],
          ],
          [0, [[46, C.plumL]]],
        ],
        { lh: 24, h: 9, gap: 6 },
      );
    b += g(tr(x, 180, 1, rot), t);
  }
  // rail clips
  for (const [x] of tickets) b += rect(x + 40, 166, 30, 34, "#d7d0de", 5);
  // conveyor: tickets drop onto a belt and become uniform queue blocks
  b += stroke(
    "M236 420C236 450 216 470 216 500",
    C.cream,
    4,
    'opacity="0.5" stroke-dasharray="2 12"',
  );
  b += stroke("M206 490L216 506L226 490", C.cream, 4, 'opacity="0.5"');
  b +=
    rect(150, 654, 14, 126, "#2a1d3f") +
    rect(1040, 654, 14, 126, "#2a1d3f") +
    rect(600, 654, 14, 126, "#2a1d3f");
  b += rect(120, 620, 990, 34, "#3a2a52", 17) + rect(120, 620, 990, 6, "#5a4676", 3);
  for (let x = 146; x < 1100; x += 46) b += circ(x, 641, 7, "#251a37") + circ(x, 641, 3, "#6b5688");
  const items = [
    [180, "ticket", C.cream, -8],
    [300, "ticket", C.cream, 5],
    [420, "cube", C.cream, 0],
    [540, "cube", C.butter, 0],
    [660, "cube", C.saffronL, 0],
    [780, "cube", C.saffron, 0],
    [900, "cube", C.paprikaL, 0],
    [1020, "cube", C.paprika, 0],
  ];
  for (const [x, kind, col, rot] of items) {
    if (kind === "ticket") {
      b += g(
        tr(x, 620, 1, rot),
        rect(-34, -96, 68, 96, C.cream, 4) +
          rect(-34, -96, 68, 16, C.paprikaL, 4) +
          rect(-22, -66, 40, 6, C.plumL, 3) +
          rect(-22, -52, 30, 6, C.sand, 3) +
          rect(-22, -38, 44, 6, C.sand, 3) +
          rect(-22, -24, 24, 6, C.sand, 3),
      );
    } else {
      b += stroke(`M${x - 76} 560H${x - 56}M${x - 84} 584H${x - 60}`, C.cream, 4, 'opacity="0.25"');
      b +=
        rect(x - 40, 540, 80, 80, col, 14) +
        rect(x - 40, 540, 80, 18, "#ffffff", 14, 'opacity="0.3"') +
        rect(x - 26, 574, 40, 7, C.ink, 3, 'opacity="0.22"') +
        rect(x - 26, 590, 26, 7, C.ink, 3, 'opacity="0.22"');
    }
  }
  // server racks
  const racks = [
    [1110, 240, 200],
    [1330, 300, 180],
  ];
  racks.forEach(([x, y, w], ri) => {
    const h = 780 - y;
    b += rect(x + 14, y + 18, w, h, "#0c0714", 14, 'opacity="0.5" filter="url(#b14)"');
    b += rect(x, y, w, h, "url(#rack)", 14) + rect(x, y, 8, h, "#4a3766", 4, 'opacity="0.8"');
    const units = Math.floor((h - 30) / 62);
    for (let i = 0; i < units; i++) {
      const uy = y + 20 + i * 62;
      b += rect(x + 18, uy, w - 36, 46, "#402e5a", 8);
      for (let k = 0; k < 4; k++) b += rect(x + 34 + k * 16, uy + 14, 8, 18, "#2a1d3f", 3);
      const led = [C.saffron, C.leafL, C.paprikaL, C.leafL, C.saffron, C.leafL][(i + ri * 2) % 6];
      b +=
        circ(x + w - 60, uy + 23, 6, led) + circ(x + w - 40, uy + 23, 6, i % 2 ? C.leafL : C.plumL);
      b += circ(x + w - 60, uy + 23, 12, led, 'opacity="0.25" filter="url(#b4)"');
    }
  });
  // cables
  b += stroke("M1310 340C1330 340 1320 400 1330 400", C.saffron, 5, 'opacity="0.8"');
  b += stroke("M1310 460C1330 460 1320 520 1330 520", C.leafL, 5, 'opacity="0.8"');
  // code tag badge above racks
  b += circ(1420, 170, 64, C.saffron) + codeTag(1420, 170, 46, C.ink, 8);
  b += confetti(BW, BH, 22, {
    n: 14,
    colors: [C.saffron, C.paprikaL, C.cream],
    avoid: { cx: 820, cy: 450, rx: 780, ry: 430 },
    opacity: 0.7,
  });
  b += grain(BW, BH, 402, { opL: 0.05, opD: 0.1 });
  return svg(BW, BH, defs, b);
}

// 3. Culinary — party jollof rice
function post3() {
  const defs =
    lin("s3bg", 0, 0, 1, 1, [
      [0, "#fdf3e3"],
      [1, "#f4d8b8"],
    ]) +
    radU("s3disc", 780, 330, 420, [
      [0, "#f6b486"],
      [1, C.terra],
    ]) +
    linU("s3pot", 520, 0, 1080, 0, [
      [0, "#4a3663"],
      [0.45, "#2e2044"],
      [1, "#1a1128"],
    ]) +
    radU("s3rice", 760, 440, 300, [
      [0, "#f5873a"],
      [0.7, "#e2541b"],
      [1, "#b8380f"],
    ]) +
    lin("s3table", 0, 0, 0, 1, [
      [0, C.leaf],
      [1, C.leafD],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s3bg)");
  b += circ(800, 360, 380, "url(#s3disc)");
  b += circ(
    800,
    360,
    430,
    "none",
    `stroke="${C.paprika}" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="3 16"`,
  );
  // steam
  b += steam(700, 360, 250, "#ffffff", 14, 26, 'opacity="0.55"');
  b += steam(810, 340, 300, "#ffffff", 14, 30, 'opacity="0.7"');
  b += steam(920, 360, 240, "#ffffff", 14, 24, 'opacity="0.5"');
  // table
  b += rect(0, 720, BW, 180, "url(#s3table)") + rect(0, 716, BW, 8, C.leafL, 0, 'opacity="0.7"');
  // pot
  b += ell(830, 800, 330, 34, C.ink, 'opacity="0.45" filter="url(#b14)"');
  b += rect(470, 470, 70, 34, "#2e2044", 17) + rect(1060, 470, 70, 34, "#1f1530", 17);
  b += pth(
    "M520 440V700C520 760 580 790 640 790H960C1020 790 1080 760 1080 700V440Z",
    "url(#s3pot)",
  );
  b += pth(
    "M560 470V690C560 730 590 750 630 752",
    "none",
    `stroke="#6b5688" stroke-width="10" stroke-linecap="round" opacity="0.5"`,
  );
  b += stroke("M524 520C640 560 960 560 1076 520", "#5a4676", 8, 'opacity="0.55"');
  b += stroke("M524 540C640 580 960 580 1076 540", "#140c1f", 4, 'opacity="0.35"');
  b += ell(800, 440, 286, 66, "#3d2d55");
  b += ell(800, 444, 262, 54, "url(#s3rice)");
  // rice grains (seeded)
  const rnd = mulberry32(333);
  let grains = "";
  for (let i = 0; i < 420; i++) {
    const a = rnd() * Math.PI * 2;
    const rr = Math.sqrt(rnd());
    const x = 800 + Math.cos(a) * rr * 248;
    const y = 444 + Math.sin(a) * rr * 46 - (1 - rr) * 22;
    const col = ["#ffb066", "#f7923f", "#c8401a", "#ffd08a", "#e86a2a"][Math.floor(rnd() * 5)];
    grains += ell(
      x,
      y,
      7,
      3,
      col,
      `transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})"`,
    );
  }
  b += `<g>${grains}</g>`;
  // mound highlight, peas & carrots, bay leaves
  b += ell(760, 420, 150, 22, "#ffb36b", 'opacity="0.35" filter="url(#b8)"');
  for (const [x, y] of [
    [700, 440],
    [860, 428],
    [920, 460],
    [640, 462],
    [780, 466],
    [990, 446],
  ])
    b += circ(x, y, 7, C.leafL);
  b +=
    leafShape(900, 430, 80, 24, C.leaf, 70, C.leafD) +
    leafShape(700, 430, 70, 20, "#5a8f4e", -60, C.leafD);
  // wooden spoon
  b += g(tr(1000, 420, 1, 32), rect(-9, -230, 18, 230, C.wood, 9) + ell(0, 0, 30, 44, C.woodD));
  // tomatoes (left)
  const tomato = (x, y, r) =>
    ell(x + r * 0.2, y + r * 0.85, r, r * 0.22, C.ink, 'opacity="0.3" filter="url(#b8)"') +
    circ(x, y, r, C.red) +
    pth(
      `M${x} ${y - r}A${r} ${r} 0 0 1 ${x} ${y + r}A${r * 0.6} ${r} 0 0 0 ${x} ${y - r}Z`,
      "#a82812",
      'opacity="0.5"',
    ) +
    circ(x - r * 0.38, y - r * 0.38, r * 0.22, "#ff8a6a", 'opacity="0.7"') +
    g(
      tr(x, y - r * 0.92),
      leafShape(0, 0, r * 0.5, r * 0.18, C.leaf, -60) +
        leafShape(0, 0, r * 0.5, r * 0.18, C.leaf, 60) +
        leafShape(0, 0, r * 0.45, r * 0.16, C.leafL, 0),
    );
  b += tomato(250, 700, 70) + tomato(370, 740, 52) + tomato(160, 770, 44);
  // onion half (plum rings)
  b += ell(420, 800, 70, 22, C.ink, 'opacity="0.25" filter="url(#b8)"');
  b += circ(250, 640, 0, "none");
  // scotch bonnet peppers (right)
  const pepper = (x, y, s, col, rot) =>
    g(
      tr(x, y, s, rot),
      ell(6, 48, 44, 10, C.ink, 'opacity="0.3" filter="url(#b8)"') +
        pth(
          "M-52-4C-60-38-30-50-14-42C-6-50 6-50 14-42C30-50 60-38 52-4C48 22 34 30 22 28C14 40-14 40-22 28C-34 30-48 22-52-4Z",
          col,
        ) +
        pth(
          "M14-42C30-50 60-38 52-4C48 22 34 30 22 28C14 40 4 40 0 36C20 20 26-10 14-42Z",
          C.ink,
          'opacity="0.15"',
        ) +
        stroke("M-14-38C-20-10-16 14-8 30", C.ink, 3, 'opacity="0.12"') +
        stroke("M14-38C20-10 16 14 8 30", C.ink, 3, 'opacity="0.12"') +
        ell(-18, -16, 8, 14, "#ffffff", 'opacity="0.35"') +
        rect(-6, -64, 12, 24, C.leafD, 5) +
        ell(0, -44, 18, 7, C.leaf),
    );
  b +=
    pepper(1250, 730, 1.15, C.red, -10) +
    pepper(1380, 770, 1, C.saffron, 14) +
    pepper(1480, 716, 0.9, C.paprikaL, -16);
  // onion slices
  b += g(
    tr(1130, 830),
    ell(6, 8, 86, 18, C.ink, 'opacity="0.25" filter="url(#b4)"') +
      ell(0, 0, 84, 24, C.plum2) +
      ell(0, -2, 70, 19, "#d9c2e2") +
      ell(0, -3, 56, 15, C.plum2) +
      ell(0, -4, 42, 11, "#d9c2e2") +
      ell(0, -5, 28, 7, C.plum2) +
      ell(0, -6, 14, 3.5, "#efe2f2"),
  );
  b += confetti(BW, 560, 33, {
    n: 12,
    colors: [C.paprika, C.saffron, C.leaf],
    avoid: { cx: 800, cy: 400, rx: 520, ry: 460 },
    opacity: 0.7,
  });
  b += grain(BW, BH, 403, { opL: 0.08, opD: 0.06 });
  return svg(BW, BH, defs, b);
}

// 4. Business — one pot to four ventures
function post4() {
  const defs =
    lin("s4bg", 0, 0, 1, 1, [
      [0, "#241735"],
      [1, "#3e2652"],
    ]) +
    radU("s4glow", 800, 720, 520, [
      [0, C.saffron, 0.35],
      [1, C.saffron, 0],
    ]) +
    linU("s4pot", 700, 0, 900, 0, [
      [0, C.paprikaL],
      [1, C.paprikaD],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s4bg)") + rect(0, 0, BW, BH, "url(#s4glow)");
  for (let i = 0; i < 6; i++)
    b += circ(
      800,
      760,
      160 + i * 120,
      "none",
      `stroke="${C.cream}" stroke-opacity="${f(0.06 - i * 0.008)}" stroke-width="2"`,
    );
  // branching paths from the pot
  const ends = [
    [280, 300],
    [620, 190],
    [980, 190],
    [1320, 300],
  ];
  const cols = [C.cream, C.saffron, C.paprikaL, C.leafL];
  ends.forEach(([x, y], i) => {
    const d = `M800 600C800 480 ${f((800 + x) / 2)} ${f(520 - i * 0)} ${f((800 + x) / 2)} 420S${x} 420 ${x} ${y + 100}`;
    b +=
      stroke(d, cols[i], 22, 'opacity="0.12"') + stroke(d, cols[i], 6, 'stroke-dasharray="2 16"');
  });
  b += circ(800, 560, 12, C.saffron);
  // badges
  const badge = (x, y, bg, icon) =>
    circ(x + 12, y + 18, 104, "#0c0714", 'opacity="0.45" filter="url(#b14)"') +
    circ(x, y, 104, bg) +
    circ(x, y, 120, "none", `stroke="${bg}" stroke-opacity="0.35" stroke-width="4"`) +
    pth(
      `M${x - 80} ${y - 40}A92 92 0 0 1 ${x - 20} ${y - 88}`,
      "none",
      'stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"',
    ) +
    icon;
  // plate icon
  const [p1, p2, p3, p4] = ends;
  b += badge(
    p1[0],
    p1[1],
    C.cream,
    circ(p1[0], p1[1], 56, "#efe0ca") +
      circ(p1[0], p1[1], 40, C.cream) +
      circ(p1[0], p1[1], 22, C.paprika) +
      leafShape(p1[0] + 10, p1[1] + 4, 26, 9, C.leaf, 40) +
      rect(p1[0] - 86, p1[1] - 44, 8, 88, C.plum2, 4) +
      rect(p1[0] + 78, p1[1] - 44, 8, 88, C.plum2, 4) +
      rect(p1[0] + 74, p1[1] - 44, 16, 40, C.plum2, 6),
  );
  b += badge(p2[0], p2[1], C.saffron, codeTag(p2[0], p2[1], 70, C.ink, 11));
  b += badge(
    p3[0],
    p3[1],
    C.paprika,
    heart(p3[0], p3[1] + 4, 120, C.cream) + heart(p3[0] + 28, p3[1] + 34, 36, C.saffron),
  );
  b += badge(
    p4[0],
    p4[1],
    C.leaf,
    pth(
      `M${p4[0] - 70} ${p4[1] - 10}L${p4[0]} ${p4[1] - 44}L${p4[0] + 70} ${p4[1] - 10}L${p4[0]} ${p4[1] + 24}Z`,
      C.cream,
    ) +
      pth(
        `M${p4[0] - 40} ${p4[1] + 6}V${p4[1] + 40}C${p4[0] - 40} ${p4[1] + 60} ${p4[0] + 40} ${p4[1] + 60} ${p4[0] + 40} ${p4[1] + 40}V${p4[1] + 6}L${p4[0]} ${p4[1] + 24}Z`,
        C.cream2,
      ) +
      stroke(`M${p4[0] + 56} ${p4[1] - 8}V${p4[1] + 40}`, C.saffron, 5) +
      circ(p4[0] + 56, p4[1] + 46, 8, C.saffron),
  );
  // pot
  b += ell(810, 820, 200, 24, "#0c0714", 'opacity="0.5" filter="url(#b14)"');
  b += rect(600, 640, 56, 28, C.paprikaD, 14) + rect(944, 640, 56, 28, C.paprikaD, 14);
  b += pth("M640 610V740C640 790 680 812 720 812H880C920 812 960 790 960 740V610Z", "url(#s4pot)");
  b += rect(620, 596, 360, 28, "#f08a55", 14);
  b += pth(
    "M664 640V740C664 770 684 786 706 788",
    "none",
    'stroke="#ffb08a" stroke-width="8" stroke-linecap="round" opacity="0.6"',
  );
  b += rect(740, 700, 120, 10, C.cream, 5, 'opacity="0.6"');
  b +=
    steam(740, 580, 90, C.cream, 7, 10, 'opacity="0.5"') +
    steam(860, 580, 90, C.cream, 7, 10, 'opacity="0.5"');
  b += confetti(BW, BH, 44, {
    n: 16,
    colors: [C.saffron, C.cream, C.paprikaL, C.leafL],
    avoid: { cx: 800, cy: 450, rx: 700, ry: 380 },
    opacity: 0.6,
  });
  b += grain(BW, BH, 404, { opL: 0.05, opD: 0.1 });
  return svg(BW, BH, defs, b);
}

// Simplified Africa outline (lon, lat)
const AFRICA = [
  [-6, 35.8],
  [-2, 35.2],
  [3, 36.8],
  [10, 37.2],
  [11, 35],
  [10.5, 33.5],
  [15, 32.2],
  [20, 30.8],
  [20.5, 32.5],
  [25, 31.6],
  [32, 31.2],
  [34, 28.5],
  [35, 24],
  [37.3, 19],
  [39.5, 15.5],
  [43.2, 12.5],
  [44, 10.5],
  [51.2, 11.8],
  [51, 10],
  [49, 6],
  [46, 2],
  [41.5, -2],
  [39.5, -5],
  [39.3, -7.5],
  [40.5, -11],
  [40.6, -15],
  [37, -18],
  [35.4, -21.5],
  [35.5, -24],
  [33, -26],
  [32.5, -28.5],
  [30, -31.3],
  [27, -33.6],
  [22, -34],
  [20, -34.8],
  [18.4, -34],
  [17.8, -31],
  [15.2, -27],
  [14.4, -22.8],
  [11.8, -17.5],
  [13.6, -11.5],
  [12.2, -6],
  [9, -1],
  [9.6, 3.5],
  [8.5, 4.6],
  [6, 4.3],
  [3, 6.3],
  [-2, 4.8],
  [-7.5, 4.4],
  [-11, 6.8],
  [-13.5, 9.5],
  [-16.8, 12.4],
  [-17.5, 14.7],
  [-16.2, 19],
  [-17, 21],
  [-13, 27.5],
  [-9.8, 30],
  [-9.5, 33],
  [-6, 35.8],
];
const MADAGASCAR = [
  [49.4, -12],
  [50.5, -15.5],
  [47.2, -25],
  [45, -25.5],
  [43.6, -22],
  [44.2, -17],
  [46.5, -15.5],
];

// 5. Future — food tech in Africa
function post5() {
  const ox = 300;
  const oy = 110;
  const k = 9.6;
  const P = ([lon, lat]) => [f(ox + (lon + 18) * k), f(oy + (38 - lat) * k)];
  const poly = (pts) => "M" + pts.map((p) => P(p).join(" ")).join("L") + "Z";
  const africa = poly(AFRICA);
  const madag = poly(MADAGASCAR);
  const defs =
    lin("s5bg", 0, 0, 1, 1, [
      [0, "#1d1630"],
      [0.6, "#1f2a2a"],
      [1, "#234a33"],
    ]) +
    radU("s5glow", 620, 480, 460, [
      [0, C.saffron, 0.3],
      [1, C.saffron, 0],
    ]) +
    lin("s5map", 0, 0, 0, 1, [
      [0, C.saffron],
      [1, C.paprika],
    ]) +
    `<pattern id="s5dots" width="18" height="18" patternUnits="userSpaceOnUse">${circ(9, 9, 4, C.cream)}</pattern>` +
    `<clipPath id="s5clip"><path d="${africa}"/><path d="${madag}"/></clipPath>` +
    lin("s5screen", 0, 0, 0, 1, [
      [0, "#2c1f43"],
      [1, "#1f1530"],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s5bg)") + rect(0, 0, BW, BH, "url(#s5glow)");
  // orbit rings
  b += circ(640, 470, 400, "none", `stroke="${C.cream}" stroke-opacity="0.08" stroke-width="2"`);
  b += circ(
    640,
    470,
    470,
    "none",
    `stroke="${C.cream}" stroke-opacity="0.06" stroke-width="2" stroke-dasharray="3 14"`,
  );
  // map shadow + fill + dotted texture
  b += pth(africa, "#0b0812", 'opacity="0.5" filter="url(#b24)" transform="translate(16 22)"');
  b += pth(africa, "url(#s5map)") + pth(madag, "url(#s5map)");
  b += rect(0, 0, BW, BH, "url(#s5dots)", 0, 'clip-path="url(#s5clip)" opacity="0.18"');
  b += pth(
    africa,
    "none",
    `stroke="${C.butter}" stroke-width="3" stroke-linejoin="round" opacity="0.8"`,
  );
  // network of cities
  const cities = {
    lagos: [3.4, 6.5],
    accra: [-0.2, 5.6],
    dakar: [-17.2, 14.7],
    casa: [-7.6, 33.6],
    cairo: [31.2, 30],
    addis: [38.7, 9],
    nairobi: [36.8, -1.3],
    kigali: [30, -2],
    kinshasa: [15.3, -4.3],
    jozi: [28, -26],
    luanda: [13.2, -8.8],
    tunis: [10.2, 36.5],
  };
  const links = [
    ["lagos", "accra"],
    ["accra", "dakar"],
    ["dakar", "casa"],
    ["casa", "tunis"],
    ["tunis", "cairo"],
    ["cairo", "addis"],
    ["addis", "nairobi"],
    ["nairobi", "kigali"],
    ["kigali", "kinshasa"],
    ["kinshasa", "lagos"],
    ["lagos", "cairo"],
    ["lagos", "nairobi"],
    ["kinshasa", "luanda"],
    ["luanda", "jozi"],
    ["jozi", "nairobi"],
    ["lagos", "jozi"],
  ];
  for (const [a, c] of links) {
    const [x1, y1] = P(cities[a]);
    const [x2, y2] = P(cities[c]);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2 - Math.hypot(x2 - x1, y2 - y1) * 0.18;
    b += stroke(`M${x1} ${y1}Q${f(mx)} ${f(my)} ${x2} ${y2}`, C.cream, 3, 'opacity="0.75"');
  }
  for (const [name, c] of Object.entries(cities)) {
    const [x, y] = P(c);
    if (name === "lagos") {
      b +=
        circ(x, y, 44, C.cream, 'opacity="0.12"') +
        circ(x, y, 28, C.cream, 'opacity="0.22"') +
        circ(x, y, 14, C.cream) +
        circ(x, y, 7, C.leaf);
    } else b += circ(x, y, 9, C.ink) + circ(x, y, 6, C.cream);
  }
  // phone
  const px = 1100;
  const py = 150;
  b += rect(px + 20, py + 26, 280, 580, "#0b0812", 40, 'opacity="0.5" filter="url(#b24)"');
  b += g(
    tr(px, py, 1, 0),
    rect(0, 0, 280, 580, "#0f0a18", 40) +
      rect(12, 12, 256, 556, "url(#s5screen)", 30) +
      rect(110, 24, 60, 10, "#0f0a18", 5) +
      rect(32, 60, 216, 150, C.leaf, 18) +
      circ(140, 150, 40, C.leafL) +
      leafShape(140, 178, 70, 22, C.leafD, -30) +
      leafShape(140, 178, 80, 22, C.cream, 20, C.leaf) +
      rect(60, 78, 40, 8, C.cream, 4, 'opacity="0.7"') +
      rect(32, 230, 100, 120, C.saffron, 18) +
      rect(148, 230, 100, 120, C.paprika, 18) +
      rect(48, 300, 14, 34, C.ink, 4, 'opacity="0.45"') +
      rect(68, 280, 14, 54, C.ink, 4, 'opacity="0.45"') +
      rect(88, 262, 14, 72, C.ink, 4, 'opacity="0.45"') +
      rect(108, 292, 14, 42, C.ink, 4, 'opacity="0.45"') +
      plate(198, 290, 34, { shadow: 0.2, blur: "b4" }) +
      circ(198, 290, 14, C.saffron) +
      codeBars(
        32,
        376,
        [
          [0, [[120, C.plumL]]],
          [
            0,
            [
              [80, C.cream],
              [70, C.cream],
            ],
          ],
          [0, [[180, C.plumL]]],
        ],
        { lh: 30, h: 12, gap: 12 },
      ) +
      rect(32, 480, 216, 56, C.cream, 28) +
      circ(220, 508, 20, C.leaf) +
      rect(56, 502, 110, 12, C.sand, 6),
  );
  // plant (sprout in pot) bottom right
  const plx = 1470;
  b += ell(plx + 10, 800, 90, 14, "#0b0812", 'opacity="0.5" filter="url(#b8)"');
  b +=
    pth(`M${plx - 60} 700L${plx - 48} 800H${plx + 48}L${plx + 60} 700Z`, C.paprika) +
    rect(plx - 70, 690, 140, 22, C.paprikaL, 8);
  b += stroke(`M${plx} 690C${plx} 620 ${plx - 10} 560 ${plx + 6} 500`, C.leafL, 7);
  b +=
    leafShape(plx, 640, 110, 36, C.leafL, -50, C.leafD) +
    leafShape(plx + 2, 600, 120, 38, C.leaf, 45, C.leafD) +
    leafShape(plx + 6, 520, 90, 30, C.leafL, -10, C.leafD);
  // floor band
  b += rect(0, 800, BW, 100, "#0b0812", 0, 'opacity="0.25"');
  b += confetti(BW, BH, 55, {
    n: 14,
    colors: [C.saffron, C.cream, C.leafL],
    avoid: { cx: 900, cy: 470, rx: 700, ry: 440 },
    opacity: 0.6,
  });
  b += grain(BW, BH, 405, { opL: 0.05, opD: 0.1 });
  return svg(BW, BH, defs, b);
}

// 6. Social impact — community kitchen, top-down long table
function post6() {
  const defs =
    lin("s6bg", 0, 0, 1, 1, [
      [0, "#e5864f"],
      [1, "#c2410c"],
    ]) +
    lin("s6cloth", 0, 0, 0, 1, [
      [0, "#fffaf1"],
      [1, "#f1e2cc"],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s6bg)");
  // floor tiles pattern (diagonal) subtle
  for (let x = -900; x < BW; x += 90)
    b += stroke(`M${x} 0L${x + 900} 900`, "#ffffff", 2, 'opacity="0.06"');
  // hearts in background
  for (const [x, y, s, r, c, o] of [
    [100, 110, 80, -15, C.cream, 0.35],
    [1500, 110, 96, 12, C.saffron, 0.6],
    [1510, 800, 76, -10, C.cream, 0.35],
    [96, 800, 90, 10, C.saffron, 0.6],
    [80, 450, 40, 0, C.cream, 0.3],
    [1520, 460, 44, 0, C.cream, 0.3],
  ])
    b += heart(x, y, s, c, r, `opacity="${o}"`);
  // table
  const tx = 170;
  const ty = 300;
  const tw = 1260;
  const th = 300;
  const midY = ty + th / 2;
  b += rect(tx + 20, ty + 30, tw, th, "#5a1f08", 24, 'opacity="0.45" filter="url(#b24)"');
  b += rect(tx, ty, tw, th, "url(#s6cloth)", 24);
  b +=
    rect(tx, midY - 28, tw, 56, C.leaf) +
    rect(tx, midY - 22, tw, 4, C.saffron) +
    rect(tx, midY + 18, tw, 4, C.saffron);
  for (let x = tx + 30; x < tx + tw - 20; x += 40)
    b += circ(x, midY, 4, C.saffron, 'opacity="0.7"');
  // serving pots and heart-shaped bowls on the runner
  for (const x of [440, 1160]) {
    b += circ(x + 6, midY + 8, 50, C.ink, 'opacity="0.3" filter="url(#b4)"');
    b +=
      rect(x - 66, midY - 9, 132, 18, C.paprikaD, 9) +
      circ(x, midY, 50, C.paprika) +
      circ(x, midY, 40, "#e8642a");
    const rnd = mulberry32(x);
    for (let i = 0; i < 60; i++) {
      const a = rnd() * Math.PI * 2;
      const rr = Math.sqrt(rnd()) * 34;
      const gx = x + Math.cos(a) * rr;
      const gy = midY + Math.sin(a) * rr;
      b += ell(
        gx,
        gy,
        5,
        2,
        ["#ffb066", "#ffd08a", "#b8380f"][i % 3],
        `transform="rotate(${Math.round(rnd() * 180)} ${f(gx)} ${f(gy)})"`,
      );
    }
  }
  for (const x of [680, 920])
    b +=
      heart(x + 4, midY + 5, 64, C.ink, 0, 'opacity="0.2"') +
      heart(x, midY, 64, C.paprika) +
      heart(x - 8, midY - 6, 20, "#ffffff", 0, 'opacity="0.3"');
  // people (top-down) seated on both sides, hands holding their plates
  const sleeves = [
    C.saffron,
    C.leaf,
    C.plum2,
    C.paprikaD,
    "#2f6f73",
    C.ink2,
    C.leafD,
    C.saffron,
    C.plum2,
    "#2f6f73",
  ];
  const skins = [C.skin, C.skin2, C.skin3, "#8a5a3a", C.skinL, "#6a3d24"];
  const hairs = [
    "afro",
    "wrap",
    "short",
    "puffs",
    "wrapG",
    "short",
    "afro",
    "puffs",
    "wrap",
    "short",
  ];
  const food = [C.paprikaL, C.leafL, C.saffron, C.red, "#f08a55"];
  let k = 0;
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < 5; i++, k++) {
      const x = 320 + i * 240;
      const dir = side ? 1 : -1; // -1: seated above the table, 1: below
      const py = side ? ty + th + 58 : ty - 58;
      const plateY = side ? ty + th - 72 : ty + 72;
      const sl = sleeves[k];
      const sk = skins[(k * 5) % 6];
      // shoulders
      b += ell(x + 8, py + 10, 96, 44, C.ink, 'opacity="0.25" filter="url(#b8)"');
      // arms (upper arm + forearm) reaching to the plate
      for (const sx of [-1, 1]) {
        const shoulderX = x + sx * 70;
        const handX = x + sx * 46;
        const handY = plateY - dir * 2;
        b += stroke(
          `M${shoulderX} ${py}Q${shoulderX + sx * 14} ${f((py + handY) / 2)} ${handX + sx * 6} ${handY - dir * 26}`,
          sl,
          32,
        );
        b += stroke(`M${handX + sx * 6} ${handY - dir * 30}L${handX} ${handY - dir * 6}`, sk, 22);
      }
      b +=
        ell(x, py, 90, 40, sl) +
        ell(x - 30 * dir, py - 10 * dir, 34, 14, "#ffffff", 'opacity="0.12"');
      // plate with food
      b += plate(x, plateY, 56, { shadow: 0.2, blur: "b4" });
      b +=
        circ(x - 10, plateY - 4, 22, food[k % 5]) +
        circ(x + 18, plateY + 12, 13, food[(k + 2) % 5]) +
        leafShape(x + 14, plateY - 8, 20, 8, C.leaf, 30);
      // hands on the plate rim
      for (const sx of [-1, 1])
        b +=
          ell(x + sx * 48, plateY - dir * 2, 15, 18, sk) +
          ell(x + sx * 45, plateY - dir * 6, 6, 7, "#ffffff", 'opacity="0.12"');
      // head (seen from above)
      b += circ(x + 4, py + 6, 40, C.ink, 'opacity="0.3" filter="url(#b4)"');
      const hs = hairs[k];
      if (hs === "wrap" || hs === "wrapG") {
        const wc = hs === "wrap" ? C.paprikaL : C.leafL;
        const wd = hs === "wrap" ? C.paprikaD : C.leafD;
        b +=
          circ(x, py, 40, wc) +
          stroke(
            `M${x - 30} ${py - 18}Q${x} ${py + 6} ${x + 30} ${py - 18}`,
            wd,
            5,
            'opacity="0.5"',
          ) +
          stroke(
            `M${x - 34} ${py + 4}Q${x} ${py + 26} ${x + 34} ${py + 4}`,
            wd,
            5,
            'opacity="0.4"',
          );
        b += ell(x + 4, py - dir * 34, 20, 14, wd) + ell(x, py - dir * 36, 12, 8, wc);
      } else if (hs === "afro") {
        b += circ(x, py, 46, C.hair) + circ(x - 14, py - 14, 18, "#3a2a2a", 'opacity="0.7"');
      } else if (hs === "puffs") {
        b +=
          circ(x, py, 34, C.hair) +
          circ(x - 30, py - dir * 8, 20, C.hair) +
          circ(x + 30, py - dir * 8, 20, C.hair) +
          circ(x - 10, py - 10, 10, "#3a2a2a");
      } else {
        b +=
          circ(x, py, 34, C.hair) +
          circ(x - 10, py - 10, 12, "#3a2a2a", 'opacity="0.6"') +
          ell(x - 34, py + dir * 4, 7, 11, sk) +
          ell(x + 34, py + dir * 4, 7, 11, sk);
      }
    }
  }
  b += grain(BW, BH, 406, { opL: 0.07, opD: 0.07 });
  return svg(BW, BH, defs, b);
}

// 7. Education — teaching teens to code
function post7() {
  const defs =
    lin("s7bg", 0, 0, 0, 1, [
      [0, "#fbefdf"],
      [1, "#f3d9b9"],
    ]) +
    lin("s7screen", 0, 0, 1, 1, [
      [0, "#2e2045"],
      [1, "#1b1229"],
    ]) +
    lin("s7desk", 0, 0, 0, 1, [
      [0, C.wood],
      [1, C.woodD],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s7bg)");
  b +=
    circ(1420, 140, 200, C.saffron, 'opacity="0.25"') +
    circ(150, 640, 220, C.leafL, 'opacity="0.22"');
  // screen
  const sx = 330;
  const sy = 70;
  const sw = 940;
  const sh = 500;
  b += rect(sx + 18, sy + 26, sw, sh, C.ink, 22, 'opacity="0.3" filter="url(#b24)"');
  b +=
    rect(sx - 16, sy - 16, sw + 32, sh + 32, C.ink, 28) +
    rect(sx, sy, sw, sh, "url(#s7screen)", 16);
  b += rect(sx, sy, sw, 40, "#3a2a52", 16) + rect(sx, sy + 24, sw, 16, "#3a2a52");
  b +=
    circ(sx + 30, sy + 20, 7, C.paprikaL) +
    circ(sx + 54, sy + 20, 7, C.saffron) +
    circ(sx + 78, sy + 20, 7, C.leafL);
  // line numbers
  for (let i = 0; i < 10; i++)
    b += rect(sx + 30, sy + 74 + i * 40, 18, 10, C.plumL, 5, 'opacity="0.5"');
  b += codeBars(
    sx + 80,
    sy + 72,
    [
      [
        0,
        [
          [70, C.paprikaL],
          [120, C.cream],
        ],
      ],
      [
        40,
        [
          [90, C.saffron],
          [60, C.leafL],
          [50, C.cream],
        ],
      ],
      [
        80,
        [
          [150, C.cream],
          [40, C.saffron],
        ],
      ],
      [
        80,
        [
          [60, C.plumL],
          [110, C.leafL],
        ],
      ],
      [120, [[90, C.cream]]],
      [80, [[40, C.saffron]]],
      [40, [[30, C.paprikaL]]],
      [
        0,
        [
          [110, C.leafL],
          [70, C.cream],
        ],
      ],
      [40, [[160, C.cream]]],
      [0, [[30, C.paprikaL]]],
    ],
    { lh: 40, h: 14, gap: 14 },
  );
  b += rect(sx + 80 + 40 + 160 + 14, sy + 72 + 8 * 40 - 6, 12, 26, C.saffron, 2);
  // big code tag on the right of screen
  b +=
    circ(sx + sw - 150, sy + 300, 110, C.paprika, 'opacity="0.9"') +
    codeTag(sx + sw - 150, sy + 300, 80, C.cream, 13);
  // wall plant + lightbulb idea
  b +=
    rect(90, 200, 120, 14, C.wood, 4) +
    pth("M110 200L118 150H182L190 200Z", C.leaf) +
    leafShape(150, 152, 70, 22, C.leafL, -25) +
    leafShape(150, 152, 80, 22, C.leaf, 15);
  b +=
    circ(1450, 420, 46, C.saffronL) +
    rect(1434, 462, 32, 26, C.plum2, 6) +
    stroke(
      "M1450 340V318M1510 360L1526 344M1390 360L1374 344M1520 420H1542M1380 420H1358",
      C.saffron,
      6,
    );
  // desk
  b += rect(0, 770, BW, 130, "url(#s7desk)") + rect(0, 764, BW, 12, C.sand);
  // learners (from behind)
  const learner = (x, top, hair, skin, lift = false) => {
    let s = "";
    s += ell(x + 14, 900, 150, 20, C.ink, 'opacity="0.25" filter="url(#b8)"');
    if (lift) {
      s += stroke(`M${x + 96} 790L${x + 150} 690L${x + 140} 580`, top, 46);
      s += stroke(`M${x + 140} 580L${x + 138} 552`, skin, 30);
      s += pth(
        `M${x + 118} 556C${x + 114} 520 ${x + 120} 488 ${x + 128} 470C${x + 134} 460 ${x + 144} 466 ${x + 142} 478L${x + 140} 500L${x + 146} 472C${x + 150} 462 ${x + 162} 466 ${x + 160} 478L${x + 156} 530C${x + 164} 520 ${x + 174} 526 ${x + 170} 536C${x + 164} 556 ${x + 154} 570 ${x + 140} 572C${x + 128} 572 ${x + 120} 566 ${x + 118} 556Z`,
        skin,
      );
    }
    s += pth(
      `M${x - 150} 900C${x - 150} 800 ${x - 110} 760 ${x - 50} 750H${x + 50}C${x + 110} 760 ${x + 150} 800 ${x + 150} 900Z`,
      top,
    );
    s += pth(
      `M${x + 50} 750C${x + 110} 760 ${x + 150} 800 ${x + 150} 900H${x + 80}C${x + 90} 840 ${x + 80} 790 ${x + 50} 750Z`,
      C.ink,
      'opacity="0.15"',
    );
    s += rect(x - 30, 700, 60, 60, skin, 20);
    if (hair === "afro")
      s += circ(x, 640, 96, C.hair) + circ(x - 34, 600, 40, "#2f2222", 'opacity="0.6"');
    if (hair === "puffs") {
      s += circ(x, 660, 72, C.hair) + circ(x - 70, 600, 46, C.hair) + circ(x + 70, 600, 46, C.hair);
      s +=
        rect(x - 76, 624, 22, 12, C.saffron, 6, `transform="rotate(-30 ${x - 65} 630)"`) +
        rect(x + 54, 624, 22, 12, C.saffron, 6, `transform="rotate(30 ${x + 65} 630)"`);
      s += circ(x - 86, 588, 14, "#2f2222", 'opacity="0.6"');
    }
    if (hair === "short") {
      s += ell(x - 76, 666, 14, 22, skin) + ell(x + 76, 666, 14, 22, skin);
      s +=
        circ(x, 660, 76, skin) +
        pth(
          `M${x - 78} 666C${x - 80} 590 ${x - 40} 576 ${x} 576C${x + 40} 576 ${x + 80} 590 ${x + 78} 666C${x + 50} 700 ${x - 50} 700 ${x - 78} 666Z`,
          C.hair,
        );
      s += ell(x - 30, 610, 22, 12, "#2f2222", 'opacity="0.6"');
    }
    return s;
  };
  b += learner(520, C.paprika, "afro", C.skin);
  b += learner(820, C.leaf, "puffs", C.skin2, true);
  b += learner(1120, C.plum2, "short", C.skin3);
  b += confetti(BW, 700, 77, {
    n: 10,
    colors: [C.paprika, C.saffron, C.leaf],
    avoid: { cx: 800, cy: 330, rx: 620, ry: 340 },
    opacity: 0.7,
  });
  b += grain(BW, BH, 407, { opL: 0.08, opD: 0.06 });
  return svg(BW, BH, defs, b);
}

// 8. Learning — six free coding guides
function post8() {
  const defs =
    lin("s8bg", 0, 0, 1, 1, [
      [0, "#1d1430"],
      [1, "#3a2350"],
    ]) +
    radU("s8glow", 720, 520, 560, [
      [0, C.paprika, 0.35],
      [1, C.paprika, 0],
    ]) +
    radU("s8dl", 1260, 330, 170, [
      [0, C.saffronL],
      [1, C.saffron],
    ]);
  let b = rect(0, 0, BW, BH, "url(#s8bg)") + rect(0, 0, BW, BH, "url(#s8glow)");
  for (let x = 40; x < BW; x += 40)
    for (let y = 40; y < BH; y += 40) b += circ(x, y, 1.6, C.cream, 'opacity="0.06"');
  // floor
  b += rect(0, 790, BW, 110, "#140c1f", 0, 'opacity="0.5"');
  // book stack
  const books = [
    [C.leaf, 540, 0, "brace"],
    [C.saffron, 500, 24, "tag"],
    [C.plum2, 560, -18, "chev"],
    [C.paprika, 520, 12, "brace"],
    ["#2f6f73", 480, -6, "tag"],
    [C.terra, 500, 20, "chev"],
  ];
  const bh = 84;
  const base = 790;
  b += ell(740, base + 8, 340, 26, "#0c0714", 'opacity="0.6" filter="url(#b14)"');
  books.forEach(([col, w, off, icon], i) => {
    const y = base - (i + 1) * bh;
    const x = 740 - w / 2 + off;
    const hh = bh - 6;
    // pages (right end) + cover
    b += rect(x, y, w, hh, col, 10);
    b +=
      rect(x + w - 26, y + 8, 22, hh - 16, C.cream, 4) +
      rect(x + w - 24, y + 18, 20, 2, C.sand) +
      rect(x + w - 24, y + 30, 20, 2, C.sand) +
      rect(x + w - 24, y + 42, 20, 2, C.sand) +
      rect(x + w - 24, y + 54, 20, 2, C.sand);
    b +=
      rect(x, y, w, 10, "#ffffff", 6, 'opacity="0.18"') +
      rect(x, y + hh - 10, w, 10, C.ink, 6, 'opacity="0.2"');
    b +=
      rect(x + 30, y + 14, 10, hh - 28, C.cream, 5, 'opacity="0.55"') +
      rect(x + 48, y + 14, 4, hh - 28, C.cream, 2, 'opacity="0.35"');
    // spine icon
    const ix = x + w * 0.45;
    const iy = y + hh / 2;
    if (icon === "brace")
      b +=
        brace(ix - 30, iy, 46, C.cream, 6, 1) +
        brace(ix + 30, iy, 46, C.cream, 6, -1) +
        circ(ix, iy, 5, C.cream);
    if (icon === "tag") b += codeTag(ix, iy, 40, C.cream, 6);
    if (icon === "chev")
      b += chevR(ix - 24, iy, 36, C.cream, 6) + rect(ix - 4, iy + 10, 30, 6, C.cream, 3);
    b += rect(x + w * 0.62, iy - 4, w * 0.2, 8, C.cream, 4, 'opacity="0.4"');
  });
  // small cards floating to the left
  const card = (x, y, rot, col) =>
    g(
      tr(x, y, 1, rot),
      rect(6, 10, 150, 190, "#0c0714", 14, 'opacity="0.4" filter="url(#b8)"') +
        rect(0, 0, 150, 190, C.cream, 14) +
        rect(0, 0, 150, 50, col, 14) +
        rect(0, 36, 150, 14, col) +
        codeBars(
          20,
          72,
          [
            [0, [[70, C.plumL]]],
            [
              10,
              [
                [60, C.sand],
                [30, C.sand],
              ],
            ],
            [10, [[90, C.sand]]],
            [0, [[40, col]]],
          ],
          { lh: 28, h: 10, gap: 8 },
        ),
    );
  b += card(150, 250, -10, C.saffron) + card(250, 470, 6, C.leaf);
  // download badge
  b += circ(1272, 346, 150, "#0c0714", 'opacity="0.5" filter="url(#b24)"');
  b +=
    circ(1260, 330, 150, "url(#s8dl)") +
    circ(1260, 330, 176, "none", `stroke="${C.saffron}" stroke-opacity="0.35" stroke-width="4"`);
  b += circ(
    1260,
    330,
    205,
    "none",
    `stroke="${C.saffron}" stroke-opacity="0.18" stroke-width="3" stroke-dasharray="4 14"`,
  );
  b +=
    stroke("M1260 250V380M1206 330L1260 384L1314 330", C.ink, 22) +
    stroke("M1200 420H1320", C.ink, 22);
  // dotted path from badge to the stack
  b += stroke(
    "M1140 430C1100 520 1060 540 1010 560",
    C.cream,
    5,
    'opacity="0.5" stroke-dasharray="2 14"',
  );
  // plant on top of the stack
  const topY = base - books.length * bh;
  b +=
    pth(`M${690} ${topY}L${680} ${topY - 60}H${800}L${790} ${topY}Z`, C.cream) +
    rect(674, topY - 70, 132, 16, C.cream2, 6);
  b +=
    leafShape(740, topY - 66, 90, 28, C.leafL, -35, C.leafD) +
    leafShape(740, topY - 66, 110, 30, C.leaf, 5, C.leafD) +
    leafShape(740, topY - 66, 84, 26, C.leafL, 40, C.leafD);
  b += confetti(BW, BH, 88, {
    n: 14,
    colors: [C.saffron, C.cream, C.paprikaL, C.leafL],
    avoid: { cx: 820, cy: 470, rx: 650, ry: 420 },
    opacity: 0.6,
  });
  b += grain(BW, BH, 408, { opL: 0.05, opD: 0.1 });
  return svg(BW, BH, defs, b);
}

/* ------------------------------------------------------------------ */
/* Render                                                               */
/* ------------------------------------------------------------------ */
const JPEG = { quality: 72, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" };

const jobs = [
  {
    out: ["public/images/hero-bg.jpg", "src/assets/images/hero-bg.jpg"],
    make: hero,
    size: [1920, 1080],
    // No page uses the copy in public/ (the home page's hero is the optimised one).
    placeholder: ["src/assets/images/hero-bg.jpg"],
  },
  {
    out: ["src/assets/images/hero-phone.png"],
    make: heroPhone,
    size: [1080, 1080],
    png: true,
    placeholder: true,
  },
  {
    out: ["public/images/portrait.jpg", "src/assets/images/portrait.jpg"],
    make: portrait,
    size: [800, 1000],
    placeholder: true,
  },
  {
    out: ["public/images/about.jpg", "src/assets/images/about.jpg"],
    make: about,
    size: [1200, 900],
    placeholder: ["src/assets/images/about.jpg"],
  },
  {
    out: ["public/images/default-avatar.jpg"],
    make: avatar,
    size: [256, 256],
    jpeg: { quality: 80 },
  },
  ...[
    ["adebayo-johnson", taAdebayo],
    ["chiamaka-eze", taChiamaka],
    ["david-mensah", taDavid],
    ["funmilayo-adeyemi", taFunmilayo],
  ].map(([name, make]) => ({
    out: [`public/images/testimonials/${name}.jpg`],
    make,
    size: [256, 256],
    jpeg: { quality: 80 },
  })),
  ...[post1, post2, post3, post4, post5, post6, post7, post8].map((make, i) => ({
    out: [`src/assets/blog/post-${i + 1}.jpg`],
    make,
    size: [BW, BH],
    placeholder: true,
  })),
];

const only = process.argv.slice(2);

const MANIFEST = "src/data/placeholder-images.json";
const isPlaceholder = (job, rel) =>
  job.placeholder === true || (Array.isArray(job.placeholder) && job.placeholder.includes(rel));
/** Path -> SHA-256 of the placeholder illustrations, kept for the outputs not rendered this run. */
const placeholders = await readFile(path.join(ROOT, MANIFEST), "utf8")
  .then((text) => JSON.parse(text).images)
  .catch(() => ({}));

for (const job of jobs) {
  if (only.length && !only.some((o) => job.out[0].includes(o))) continue;
  const src = job.make();
  const [w, h] = job.size;
  // PNG keeps the transparency (the build serves it as WebP with alpha); everything else is JPEG.
  const buf = job.png
    ? await sharp(Buffer.from(src)).png({ compressionLevel: 9, palette: false }).toBuffer()
    : await sharp(Buffer.from(src))
        .flatten({ background: C.ink })
        .jpeg({ ...JPEG, ...(job.jpeg || {}) })
        .toBuffer();
  for (const rel of job.out) {
    const abs = path.join(ROOT, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    let same = false;
    try {
      same = Buffer.compare(await readFile(abs), buf) === 0;
    } catch {
      /* new file */
    }
    if (!same) await writeFile(abs, buf);
    if (isPlaceholder(job, rel)) placeholders[rel] = createHash("sha256").update(buf).digest("hex");
    const { size } = await stat(abs);
    console.log(
      `${rel.padEnd(36)} ${w}x${h}  ${(size / 1024).toFixed(1).padStart(6)} KB${same ? "  (unchanged)" : ""}`,
    );
  }
}

// The manifest in job order, written only when it changes.
const manifest = {
  about:
    "SHA-256 of the illustrations that stand in for the owner's photos, written by npm run images. The build warns while a listed file still has these bytes: replace the file with a real photo (README, Replacing the placeholders).",
  images: Object.fromEntries(
    jobs
      .flatMap((job) => job.out.filter((rel) => isPlaceholder(job, rel)))
      .filter((rel) => placeholders[rel])
      .map((rel) => [rel, placeholders[rel]]),
  ),
};
const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
const oldManifest = await readFile(path.join(ROOT, MANIFEST), "utf8").catch(() => "");
if (manifestText !== oldManifest) await writeFile(path.join(ROOT, MANIFEST), manifestText);
console.log(`${MANIFEST.padEnd(36)} ${Object.keys(manifest.images).length} placeholder images`);
