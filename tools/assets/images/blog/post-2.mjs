/**
 * Blog post 2's image (1600x900): Technology — order tickets on a rail become queue blocks and server racks.
 */
import { C, lin, linU, rect, circ, pth, stroke, g, tr } from "../svg.mjs";
import { codeTag, codeBars } from "../motifs.mjs";
import { BW, BH, postSvg } from "./canvas.mjs";

/** The lines printed on each order ticket, as codeBars rows. */
const TICKET_LINES = [
  [0, [52, C.plumL]],
  [0, [30, C.sand], [30, C.sand]],
  [0, [62, C.sand]],
  [0, [24, C.sand], [40, C.sand]],
  [0, [46, C.plumL]],
];

/** Grid, floor and the ticket rail with its tickets. */
function post2Rail() {
  let b = "";
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
      codeBars(14, 54, TICKET_LINES, { lh: 24, h: 9, gap: 6 });
    b += g(tr(x, 180, 1, rot), t);
  }
  // rail clips
  for (const [x] of tickets) b += rect(x + 40, 166, 30, 34, "#d7d0de", 5);
  return b;
}

/** The conveyor where tickets become queue blocks. */
function post2Conveyor() {
  let b = "";
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
  return b;
}

/** Server racks, cables and the code badge. */
function post2Racks() {
  let b = "";
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
  return b;
}

// 2. Technology — order tickets on a rail become queue blocks and server racks
export function post2() {
  return postSvg({
    n: 2,
    bg: ["#1b1229", "#34204a"],
    glow: [1240, 460, 620, C.paprika, 0.45],
    defs:
      linU("rail", 0, 170, 0, 200, ["#efe9f3", "#8e86a0"]) +
      lin("rack", 0, 0, 1, 0, ["#3a2a52", "#271b3a"]),
    body: post2Rail() + post2Conveyor() + post2Racks(),
    confetti: {
      n: 14,
      colors: [C.saffron, C.paprikaL, C.cream],
      avoid: { cx: 820, cy: 450, rx: 780, ry: 430 },
      opacity: 0.7,
    },
  });
}
