/**
 * The blog series' canvas (every post image is 1600x900) and the frame each post is drawn in: its
 * background gradient and glow, its confetti and its grain.
 */
import { C, svg, lin, glowU, rect, grain, confetti } from "../svg.mjs";

/* ------------------------------------------------------------------ */
/* Blog series 1600x900                                                 */
/* ------------------------------------------------------------------ */
export const BW = 1600;
export const BH = 900;

/** The confetti and grain options a dark post (the default) and a `light` one start from. */
const TONE = {
  dark: { confetti: { opacity: 0.6 }, grain: { opL: 0.05, opD: 0.1 } },
  light: {
    confetti: { colors: [C.paprika, C.saffron, C.leaf], opacity: 0.7 },
    grain: { opL: 0.08, opD: 0.06 },
  },
};

/**
 * Post n's SVG. Under `body`: the background gradient `bgId` (`bg` stops, top-left to bottom-right,
 * or top to bottom when `vertical`) over the whole canvas and, when `glow` is [cx, cy, r, colour,
 * opacity], the radial glow `s{n}glow` over that; their gradients come before `defs`. Over `body`:
 * the confetti when `confetti` gives confetti()'s options (seed 11n, over the top `h` pixels), then
 * the grain with the `grain` options (seed 400 + n). Options not given come from the post's TONE.
 * @param {{ n: number, bg: Array<string | Array<string | number>>, bgId?: string,
 *   vertical?: boolean, glow?: Array<string | number>, defs?: string, body: string,
 *   confetti?: object, grain?: object, light?: boolean }} post
 */
export function postSvg({
  n,
  bg,
  bgId = `s${n}bg`,
  vertical = false,
  glow,
  defs = "",
  body,
  confetti: scatter,
  grain: grainOptions,
  light = false,
}) {
  const tone = TONE[light ? "light" : "dark"];
  const glowId = `s${n}glow`;
  const allDefs =
    lin(bgId, 0, 0, vertical ? 0 : 1, 1, bg) + (glow ? glowU(glowId, ...glow) : "") + defs;
  let b = rect(0, 0, BW, BH, `url(#${bgId})`) + (glow ? rect(0, 0, BW, BH, `url(#${glowId})`) : "");
  b += body;
  if (scatter) {
    const { h = BH, ...options } = { ...tone.confetti, ...scatter };
    b += confetti(BW, h, 11 * n, options);
  }
  b += grain(BW, BH, 400 + n, grainOptions ?? tone.grain);
  return svg(BW, BH, allDefs, b);
}
