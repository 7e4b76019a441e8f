/**
 * Blog post 5's image (1600x900): Future — food tech in Africa.
 */
import { C, f, lin, rect, circ, ring, ell, pth, stroke, g, tr } from "../svg.mjs";
import { codeBars, plate, leafShape } from "../motifs.mjs";
import { BW, BH, postSvg } from "./canvas.mjs";

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

/** Orbit rings and the map of Africa. */
function post5Map(africa, madag) {
  let b = "";
  // orbit rings
  b += ring(640, 470, 400, C.cream, 0.08, 2);
  b += ring(640, 470, 470, C.cream, 0.06, 2, "3 14");
  // map shadow + fill + dotted texture
  b += pth(africa, "#0b0812", 'opacity="0.5" filter="url(#b24)" transform="translate(16 22)"');
  b += pth(africa, "url(#s5map)") + pth(madag, "url(#s5map)");
  b += rect(0, 0, BW, BH, "url(#s5dots)", 0, 'clip-path="url(#s5clip)" opacity="0.18"');
  b += pth(
    africa,
    "none",
    `stroke="${C.butter}" stroke-width="3" stroke-linejoin="round" opacity="0.8"`,
  );
  return b;
}

/** The network of cities. */
function post5Network(P) {
  let b = "";
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
  return b;
}

/** The text lines on the phone's screen, as codeBars rows. */
const PHONE_LINES = [
  [0, [120, C.plumL]],
  [0, [80, C.cream], [70, C.cream]],
  [0, [180, C.plumL]],
];

/** The phone. */
function post5Phone() {
  let b = "";
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
      codeBars(32, 376, PHONE_LINES, { lh: 30, h: 12, gap: 12 }) +
      rect(32, 480, 216, 56, C.cream, 28) +
      circ(220, 508, 20, C.leaf) +
      rect(56, 502, 110, 12, C.sand, 6),
  );
  return b;
}

/** The sprout in its pot and the floor band. */
function post5Plant() {
  let b = "";
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
  return b;
}

// 5. Future — food tech in Africa
export function post5() {
  const ox = 300;
  const oy = 110;
  const k = 9.6;
  const P = ([lon, lat]) => [f(ox + (lon + 18) * k), f(oy + (38 - lat) * k)];
  const poly = (pts) => "M" + pts.map((p) => P(p).join(" ")).join("L") + "Z";
  const africa = poly(AFRICA);
  const madag = poly(MADAGASCAR);
  const defs =
    lin("s5map", 0, 0, 0, 1, [C.saffron, C.paprika]) +
    `<pattern id="s5dots" width="18" height="18" patternUnits="userSpaceOnUse">${circ(9, 9, 4, C.cream)}</pattern>` +
    `<clipPath id="s5clip"><path d="${africa}"/><path d="${madag}"/></clipPath>` +
    lin("s5screen", 0, 0, 0, 1, ["#2c1f43", "#1f1530"]);
  return postSvg({
    n: 5,
    bg: [
      [0, "#1d1630"],
      [0.6, "#1f2a2a"],
      [1, "#234a33"],
    ],
    glow: [620, 480, 460, C.saffron, 0.3],
    defs,
    body: post5Map(africa, madag) + post5Network(P) + post5Phone() + post5Plant(),
    confetti: {
      n: 14,
      colors: [C.saffron, C.cream, C.leafL],
      avoid: { cx: 900, cy: 470, rx: 700, ry: 440 },
    },
  });
}
