/**
 * Blog post 8's image (1600x900): Learning — six free coding guides.
 */
import { C, radU, rect, circ, ring, ell, pth, stroke, g, tr } from "../svg.mjs";
import { chevR, codeTag, brace, codeBars, leafShape } from "../motifs.mjs";
import { BW, BH, postSvg } from "./canvas.mjs";

/** The floor and the stack of guide books. */
function post8Books(books, bh, base) {
  let b = "";
  // floor
  b += rect(0, 790, BW, 110, "#140c1f", 0, 'opacity="0.5"');
  // book stack
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
  return b;
}

/** Small cards floating to the left. */
function post8Cards() {
  let b = "";
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
            [0, [70, C.plumL]],
            [10, [60, C.sand], [30, C.sand]],
            [10, [90, C.sand]],
            [0, [40, col]],
          ],
          { lh: 28, h: 10, gap: 8 },
        ),
    );
  b += card(150, 250, -10, C.saffron) + card(250, 470, 6, C.leaf);
  return b;
}

/** The download badge and its dotted path. */
function post8Badge() {
  let b = "";
  // download badge
  b += circ(1272, 346, 150, "#0c0714", 'opacity="0.5" filter="url(#b24)"');
  b += circ(1260, 330, 150, "url(#s8dl)") + ring(1260, 330, 176, C.saffron, 0.35, 4);
  b += ring(1260, 330, 205, C.saffron, 0.18, 3, "4 14");
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
  return b;
}

/** The plant on top of the stack. */
function post8Plant(books, bh, base) {
  let b = "";
  // plant on top of the stack
  const topY = base - books.length * bh;
  b +=
    pth(`M${690} ${topY}L${680} ${topY - 60}H${800}L${790} ${topY}Z`, C.cream) +
    rect(674, topY - 70, 132, 16, C.cream2, 6);
  b +=
    leafShape(740, topY - 66, 90, 28, C.leafL, -35, C.leafD) +
    leafShape(740, topY - 66, 110, 30, C.leaf, 5, C.leafD) +
    leafShape(740, topY - 66, 84, 26, C.leafL, 40, C.leafD);
  return b;
}

// 8. Learning — six free coding guides
export function post8() {
  let b = "";
  for (let x = 40; x < BW; x += 40)
    for (let y = 40; y < BH; y += 40) b += circ(x, y, 1.6, C.cream, 'opacity="0.06"');
  // the stack's books, shared by the stack and the plant on top of it
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
  b += post8Books(books, bh, base) + post8Cards() + post8Badge() + post8Plant(books, bh, base);
  return postSvg({
    n: 8,
    bg: ["#1d1430", "#3a2350"],
    glow: [720, 520, 560, C.paprika, 0.35],
    defs: radU("s8dl", 1260, 330, 170, [C.saffronL, C.saffron]),
    body: b,
    confetti: {
      n: 14,
      colors: [C.saffron, C.cream, C.paprikaL, C.leafL],
      avoid: { cx: 820, cy: 470, rx: 650, ry: 420 },
    },
  });
}
