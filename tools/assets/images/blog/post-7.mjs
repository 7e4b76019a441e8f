/**
 * Blog post 7's image (1600x900): Education — teaching teens to code.
 */
import { C, lin, rect, circ, ell, pth, stroke } from "../svg.mjs";
import { codeTag, codeBars, leafShape } from "../motifs.mjs";
import { BW, postSvg } from "./canvas.mjs";

/** The big screen with its code. */
function post7Screen() {
  let b = "";
  // screen
  const sx = 330;
  const sy = 70;
  const sw = 940;
  const sh = 500;
  b += rect(sx + 18, sy + 26, sw, sh, C.ink, 22, 'opacity="0.3" filter="url(#b24)"');
  b +=
    rect(sx - 16, sy - 16, sw + 32, sh + 32, C.ink, 28) +
    rect(sx, sy, sw, sh, "url(#s7screen)", 16);
  b += rect(sx, sy, sw, 40, "#3a2a52", 16) + rect(sx, sy + 24, sw, 16, "#3a2a52");
  b +=
    circ(sx + 30, sy + 20, 7, C.paprikaL) +
    circ(sx + 54, sy + 20, 7, C.saffron) +
    circ(sx + 78, sy + 20, 7, C.leafL);
  // line numbers
  for (let i = 0; i < 10; i++)
    b += rect(sx + 30, sy + 74 + i * 40, 18, 10, C.plumL, 5, 'opacity="0.5"');
  b += codeBars(
    sx + 80,
    sy + 72,
    [
      [0, [70, C.paprikaL], [120, C.cream]],
      [40, [90, C.saffron], [60, C.leafL], [50, C.cream]],
      [80, [150, C.cream], [40, C.saffron]],
      [80, [60, C.plumL], [110, C.leafL]],
      [120, [90, C.cream]],
      [80, [40, C.saffron]],
      [40, [30, C.paprikaL]],
      [0, [110, C.leafL], [70, C.cream]],
      [40, [160, C.cream]],
      [0, [30, C.paprikaL]],
    ],
    { lh: 40, h: 14, gap: 14 },
  );
  b += rect(sx + 80 + 40 + 160 + 14, sy + 72 + 8 * 40 - 6, 12, 26, C.saffron, 2);
  // big code tag on the right of screen
  b +=
    circ(sx + sw - 150, sy + 300, 110, C.paprika, 'opacity="0.9"') +
    codeTag(sx + sw - 150, sy + 300, 80, C.cream, 13);
  return b;
}

/** Wall plant, light bulb and desk. */
function post7Room() {
  let b = "";
  // wall plant + lightbulb idea
  b +=
    rect(90, 200, 120, 14, C.wood, 4) +
    pth("M110 200L118 150H182L190 200Z", C.leaf) +
    leafShape(150, 152, 70, 22, C.leafL, -25) +
    leafShape(150, 152, 80, 22, C.leaf, 15);
  b +=
    circ(1450, 420, 46, C.saffronL) +
    rect(1434, 462, 32, 26, C.plum2, 6) +
    stroke(
      "M1450 340V318M1510 360L1526 344M1390 360L1374 344M1520 420H1542M1380 420H1358",
      C.saffron,
      6,
    );
  // desk
  b += rect(0, 770, BW, 130, "url(#s7desk)") + rect(0, 764, BW, 12, C.sand);
  return b;
}

/** The learners seen from behind. */
function post7Learners() {
  let b = "";
  // learners (from behind)
  const learner = (x, top, hair, skin, lift = false) => {
    let s = "";
    s += ell(x + 14, 900, 150, 20, C.ink, 'opacity="0.25" filter="url(#b8)"');
    if (lift) {
      s += stroke(`M${x + 96} 790L${x + 150} 690L${x + 140} 580`, top, 46);
      s += stroke(`M${x + 140} 580L${x + 138} 552`, skin, 30);
      s += pth(
        `M${x + 118} 556C${x + 114} 520 ${x + 120} 488 ${x + 128} 470C${x + 134} 460 ${x + 144} 466 ${x + 142} 478L${x + 140} 500L${x + 146} 472C${x + 150} 462 ${x + 162} 466 ${x + 160} 478L${x + 156} 530C${x + 164} 520 ${x + 174} 526 ${x + 170} 536C${x + 164} 556 ${x + 154} 570 ${x + 140} 572C${x + 128} 572 ${x + 120} 566 ${x + 118} 556Z`,
        skin,
      );
    }
    s += pth(
      `M${x - 150} 900C${x - 150} 800 ${x - 110} 760 ${x - 50} 750H${x + 50}C${x + 110} 760 ${x + 150} 800 ${x + 150} 900Z`,
      top,
    );
    s += pth(
      `M${x + 50} 750C${x + 110} 760 ${x + 150} 800 ${x + 150} 900H${x + 80}C${x + 90} 840 ${x + 80} 790 ${x + 50} 750Z`,
      C.ink,
      'opacity="0.15"',
    );
    s += rect(x - 30, 700, 60, 60, skin, 20);
    if (hair === "afro")
      s += circ(x, 640, 96, C.hair) + circ(x - 34, 600, 40, "#2f2222", 'opacity="0.6"');
    if (hair === "puffs") {
      s += circ(x, 660, 72, C.hair) + circ(x - 70, 600, 46, C.hair) + circ(x + 70, 600, 46, C.hair);
      s +=
        rect(x - 76, 624, 22, 12, C.saffron, 6, `transform="rotate(-30 ${x - 65} 630)"`) +
        rect(x + 54, 624, 22, 12, C.saffron, 6, `transform="rotate(30 ${x + 65} 630)"`);
      s += circ(x - 86, 588, 14, "#2f2222", 'opacity="0.6"');
    }
    if (hair === "short") {
      s += ell(x - 76, 666, 14, 22, skin) + ell(x + 76, 666, 14, 22, skin);
      s +=
        circ(x, 660, 76, skin) +
        pth(
          `M${x - 78} 666C${x - 80} 590 ${x - 40} 576 ${x} 576C${x + 40} 576 ${x + 80} 590 ${x + 78} 666C${x + 50} 700 ${x - 50} 700 ${x - 78} 666Z`,
          C.hair,
        );
      s += ell(x - 30, 610, 22, 12, "#2f2222", 'opacity="0.6"');
    }
    return s;
  };
  b += learner(520, C.paprika, "afro", C.skin);
  b += learner(820, C.leaf, "puffs", C.skin2, true);
  b += learner(1120, C.plum2, "short", C.skin3);
  return b;
}

// 7. Education — teaching teens to code
export function post7() {
  let b =
    circ(1420, 140, 200, C.saffron, 'opacity="0.25"') +
    circ(150, 640, 220, C.leafL, 'opacity="0.22"');
  b += post7Screen() + post7Room() + post7Learners();
  return postSvg({
    n: 7,
    bg: ["#fbefdf", "#f3d9b9"],
    vertical: true,
    defs:
      lin("s7screen", 0, 0, 1, 1, ["#2e2045", "#1b1229"]) +
      lin("s7desk", 0, 0, 0, 1, [C.wood, C.woodD]),
    body: b,
    confetti: {
      h: 700,
      n: 10,
      avoid: { cx: 800, cy: 330, rx: 620, ry: 340 },
    },
    light: true,
  });
}
