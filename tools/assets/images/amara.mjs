/**
 * Amara, the site's owner, as the portrait and the about picture draw her: the ankara headwrap
 * pattern and her head.
 */
import { C, f, rect, circ, ell, pth, stroke } from "./svg.mjs";

/* ------------------------------------------------------------------ */
/* People                                                               */
/* ------------------------------------------------------------------ */

/** Ankara-inspired pattern for the headwrap. */
export const ankara = (
  id,
  base = C.paprika,
  a = C.saffron,
  b = C.cream,
  c = C.leaf,
  s = 64,
  rot = 25,
) =>
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
export function amaraHead(wrapId, { eyes = "closed" } = {}) {
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
