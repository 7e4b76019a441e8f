/**
 * Motifs several illustrations share, built from the SVG blocks: steam, code chevrons and braces,
 * hearts, code bars, plates, seeded rice grains, leaves and the laptop.
 */
import { C, f, mulberry32, rect, circ, ring, ell, pth, stroke, g, tr } from "./svg.mjs";

/** A wavy rising steam line. */
export const steam = (x, y, h, color, w = 8, amp = 14, extra = "") =>
  stroke(
    `M${f(x)} ${f(y)}c${-amp} ${f(-h * 0.17)} ${-amp} ${f(-h * 0.33)} 0 ${f(-h * 0.5)}s${amp} ${f(-h * 0.33)} 0 ${f(-h * 0.5)}`,
    color,
    w,
    extra,
  );

/** Code chevrons / braces drawn as strokes centred on (x, y), height s. */
export const chevL = (x, y, s, col, w) =>
  stroke(
    `M${f(x + s * 0.3)} ${f(y - s / 2)}L${f(x - s * 0.2)} ${f(y)}L${f(x + s * 0.3)} ${f(y + s / 2)}`,
    col,
    w,
  );
export const chevR = (x, y, s, col, w) =>
  stroke(
    `M${f(x - s * 0.3)} ${f(y - s / 2)}L${f(x + s * 0.2)} ${f(y)}L${f(x - s * 0.3)} ${f(y + s / 2)}`,
    col,
    w,
  );
const slash = (x, y, s, col, w) =>
  stroke(`M${f(x + s * 0.18)} ${f(y - s / 2)}L${f(x - s * 0.18)} ${f(y + s / 2)}`, col, w);
export const codeTag = (x, y, s, col, w) =>
  chevL(x - s * 0.55, y, s, col, w) + slash(x, y, s, col, w) + chevR(x + s * 0.55, y, s, col, w);
export function brace(x, y, h, col, w, dir = 1) {
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
export const heart = (x, y, s, col, rot = 0, extra = "") =>
  g(tr(x, y, s, rot), pth(HEART, col, extra));

/** Rows of rounded "code" bars. rows: [indent, [len, color], ...] */
export function codeBars(x, y, rows, { lh = 28, h = 12, unit = 1, gap = 10 } = {}) {
  let out = "";
  rows.forEach(([indent, ...segs], i) => {
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
export function plate(
  cx,
  cy,
  r,
  { rim = C.cream, well = C.cream2, shadow = 0.35, blur = "b14" } = {},
) {
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
    ring(cx, cy, r * 0.72, C.ink, 0.06, f(r * 0.03))
  );
}

/** A seeded point spread evenly over the disc of radius r around (cx, cy). */
export function inDisc(rnd, cx, cy, r) {
  const a = rnd() * Math.PI * 2;
  const rr = Math.sqrt(rnd()) * r;
  return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
}

/**
 * `n` grains of rice, rx by ry, seeded with `seed`: `place(rnd, i)` gives grain i's [x, y, colour]
 * (drawing on the seeded `rnd` as it needs), then each grain turns a random whole angle under 180°.
 */
export function riceGrains(seed, n, rx, ry, place) {
  const rnd = mulberry32(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const [x, y, col] = place(rnd, i);
    out += ell(x, y, rx, ry, col, `transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})"`);
  }
  return out;
}

/** Leaf shape pointing up, centred at base (x,y). */
export const leafShape = (x, y, len, wid, col, rot = 0, vein) =>
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
export function laptop(
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
    [0, [18, C.paprikaL], [26, C.cream]],
    [2, [14, C.saffron], [20, C.leafL]],
    [4, [30, C.cream], [10, C.saffron]],
    [4, [16, C.plumL], [18, C.cream]],
    [2, [10, C.leafL]],
    [0, [8, C.paprikaL]],
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
