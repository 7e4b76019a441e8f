/**
 * SVG building blocks for the site's illustrations: the palette, a seeded PRNG, the shape and
 * gradient helpers, film grain and confetti.
 */
/* ------------------------------------------------------------------ */
/* Palette                                                              */
/* ------------------------------------------------------------------ */
export const C = {
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
export const f = (n) => Math.round(n * 10) / 10;

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const svg = (w, h, defs, body) =>
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

/** Gradient stops: each [offset, colour, opacity = 1], or a plain colour (offsets spread evenly). */
const stops = (list) =>
  list
    .map((s, i) => (typeof s === "string" ? [i / (list.length - 1), s] : s))
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("");
export const lin = (id, x1, y1, x2, y2, list) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const linU = (id, x1, y1, x2, y2, list) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const radU = (id, cx, cy, r, list) =>
  `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
/** A radial glow: `col` at `opacity` in the centre, fading out to nothing at radius r. */
export const glowU = (id, cx, cy, r, col, opacity) =>
  radU(id, cx, cy, r, [
    [0, col, opacity],
    [1, col, 0],
  ]);

export const rect = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}" ${extra}/>`;
export const circ = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
/** An unfilled circle: a `width` stroke of `col` at `opacity`, dashed `dash` when given. */
export const ring = (cx, cy, r, col, opacity, width, dash) =>
  circ(
    cx,
    cy,
    r,
    "none",
    `stroke="${col}" stroke-opacity="${opacity}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}`,
  );
export const ell = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
export const pth = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const stroke = (d, color, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
export const g = (attrs, inner) => `<g ${attrs}>${inner}</g>`;
export const tr = (x, y, s = 1, r = 0) =>
  `transform="translate(${f(x)} ${f(y)})${r ? ` rotate(${r})` : ""}${s !== 1 ? ` scale(${s})` : ""}"`;

/** Subtle grain made of many tiny circles (light + dark), seeded. */
export function grain(
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
export function confetti(w, h, seed, { n = 18, colors, avoid, size = 1, opacity = 0.9 }) {
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
