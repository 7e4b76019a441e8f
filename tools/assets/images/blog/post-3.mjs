/**
 * Blog post 3's image (1600x900): Culinary — party jollof rice.
 */
import { C, lin, linU, radU, rect, circ, ring, ell, pth, stroke, g, tr } from "../svg.mjs";
import { steam, leafShape, riceGrains } from "../motifs.mjs";
import { BW, postSvg } from "./canvas.mjs";

/** Steam, table and the pot. */
function post3Pot() {
  let b = "";
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
  return b;
}

/** The seeded rice grains, toppings and spoon. */
function post3Rice() {
  let b = "";
  // rice grains (seeded)
  const grains = riceGrains(333, 420, 7, 3, (rnd) => {
    const a = rnd() * Math.PI * 2;
    const rr = Math.sqrt(rnd());
    const x = 800 + Math.cos(a) * rr * 248;
    const y = 444 + Math.sin(a) * rr * 46 - (1 - rr) * 22;
    return [x, y, ["#ffb066", "#f7923f", "#c8401a", "#ffd08a", "#e86a2a"][Math.floor(rnd() * 5)]];
  });
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
  return b;
}

/** Tomatoes and the onion half. */
function post3Tomatoes() {
  let b = "";
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
  return b;
}

/** Scotch bonnets and onion slices. */
function post3Peppers() {
  let b = "";
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
  return b;
}

// 3. Culinary — party jollof rice
export function post3() {
  const defs =
    radU("s3disc", 780, 330, 420, ["#f6b486", C.terra]) +
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
    lin("s3table", 0, 0, 0, 1, [C.leaf, C.leafD]);
  let b = circ(800, 360, 380, "url(#s3disc)");
  b += ring(800, 360, 430, C.paprika, 0.25, 3, "3 16");
  b += post3Pot() + post3Rice() + post3Tomatoes() + post3Peppers();
  return postSvg({
    n: 3,
    bg: ["#fdf3e3", "#f4d8b8"],
    defs,
    body: b,
    confetti: {
      h: 560,
      n: 12,
      avoid: { cx: 800, cy: 400, rx: 520, ry: 460 },
    },
    light: true,
  });
}
