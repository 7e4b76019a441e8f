/**
 * The 256x256 avatars: the default avatar and the four testimonial faces.
 */
import {
  C,
  f,
  mulberry32,
  svg,
  lin,
  radU,
  rect,
  circ,
  ring,
  ell,
  pth,
  stroke,
  g,
  tr,
  grain,
} from "./svg.mjs";
import { codeTag, leafShape } from "./motifs.mjs";

/* ------------------------------------------------------------------ */
/* 4. Default avatar 256x256                                            */
/* ------------------------------------------------------------------ */
export function avatar() {
  const defs = lin("avbg", 0, 0, 1, 1, ["#e8a585", "#8c6a96"]);
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
      lin(`${id}bg`, 0, 0, 1, 1, [from, to]) +
      radU(`${id}disc`, 100, 70, 150, [
        [0, "#ffffff", 0.35],
        [1, disc],
      ]),
    body:
      rect(0, 0, 256, 256, `url(#${id}bg)`) +
      circ(128, 116, 98, `url(#${id}disc)`, `opacity="${discOp}"`) +
      ring(128, 116, 114, C.cream, 0.45, 2),
  };
}

/** Neck from under the chin to the collar, shaded at the top. */
const taNeck = ([skin, , skinD], x0, x1, y1) =>
  pth(`M${x0} 150V${y1}Q128 ${y1 + 14} ${x1} ${y1}V150Z`, skin) +
  pth(`M${x0} 150H${x1}V176Q128 194 ${x0} 176Z`, skinD, 'opacity="0.75"');

// Adebayo Johnson: 50s, grey-flecked short hair, neat beard, navy suit.
export function taAdebayo() {
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
export function taChiamaka() {
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
export function taDavid() {
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
export function taFunmilayo() {
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
