/**
 * Blog post 4's image (1600x900): Business — one pot to four ventures.
 */
import { C, f, linU, rect, circ, ring, ell, pth, stroke } from "../svg.mjs";
import { steam, codeTag, heart, leafShape } from "../motifs.mjs";
import { postSvg } from "./canvas.mjs";

/** The branching paths from the pot. */
function post4Paths(ends, cols) {
  let b = "";
  // branching paths from the pot
  ends.forEach(([x, y], i) => {
    const d = `M800 600C800 480 ${f((800 + x) / 2)} ${f(520 - i * 0)} ${f((800 + x) / 2)} 420S${x} 420 ${x} ${y + 100}`;
    b +=
      stroke(d, cols[i], 22, 'opacity="0.12"') + stroke(d, cols[i], 6, 'stroke-dasharray="2 16"');
  });
  b += circ(800, 560, 12, C.saffron);
  return b;
}

/** The four venture badges. */
function post4Badges(ends) {
  let b = "";
  // badges
  const badge = (x, y, bg, icon) =>
    circ(x + 12, y + 18, 104, "#0c0714", 'opacity="0.45" filter="url(#b14)"') +
    circ(x, y, 104, bg) +
    ring(x, y, 120, bg, 0.35, 4) +
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
  return b;
}

/** The pot the paths start from. */
function post4Pot() {
  let b = "";
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
  return b;
}

// 4. Business — one pot to four ventures
export function post4() {
  let b = "";
  for (let i = 0; i < 6; i++) b += ring(800, 760, 160 + i * 120, C.cream, f(0.06 - i * 0.008), 2);
  // where the paths from the pot end: the badges sit there
  const ends = [
    [280, 300],
    [620, 190],
    [980, 190],
    [1320, 300],
  ];
  const cols = [C.cream, C.saffron, C.paprikaL, C.leafL];
  b += post4Paths(ends, cols) + post4Badges(ends) + post4Pot();
  return postSvg({
    n: 4,
    bg: ["#241735", "#3e2652"],
    glow: [800, 720, 520, C.saffron, 0.35],
    defs: linU("s4pot", 700, 0, 900, 0, [C.paprikaL, C.paprikaD]),
    body: b,
    confetti: {
      n: 16,
      colors: [C.saffron, C.cream, C.paprikaL, C.leafL],
      avoid: { cx: 800, cy: 450, rx: 700, ry: 380 },
    },
  });
}
