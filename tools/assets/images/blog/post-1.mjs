/**
 * Blog post 1's image (1600x900): Lifestyle — kitchen & keyboard at sunrise.
 */
import { C, lin, linU, radU, rect, circ, ell, pth, stroke } from "../svg.mjs";
import { steam, leafShape, laptop } from "../motifs.mjs";
import { BW, BH, postSvg } from "./canvas.mjs";

/** The sunrise window, the plant and the lamp. */
function post1Window() {
  let b = "";
  // big window
  b += pth("M330 640V330A470 300 0 0 1 1270 330V640Z", "#2a1b3b");
  b += pth("M360 640V340A440 275 0 0 1 1240 340V640Z", "url(#s1sky)");
  b += rect(0, 0, BW, BH, "url(#s1sun)", 0, 'clip-path="url(#s1clip)"');
  b += circ(600, 520, 120, "#ffe39a") + circ(600, 520, 88, "#fff4cf");
  // hills over the sun
  b += pth(
    "M360 560C480 500 600 520 700 545C820 575 900 510 1020 505C1120 500 1190 530 1240 545V640H360Z",
    C.terra,
  );
  b += pth("M360 600C500 570 640 600 760 590C900 578 1020 560 1240 590V640H360Z", C.paprika);
  // window mullions
  b += rect(794, 60, 12, 580, "#2a1b3b") + rect(360, 420, 880, 10, "#2a1b3b", 0, 'opacity="0.9"');
  // birds / clouds
  b +=
    ell(540, 300, 70, 14, "#fff3dc", 'opacity="0.7"') +
    ell(1080, 260, 90, 16, "#fff3dc", 'opacity="0.6"');
  // plant on left, hanging lamp right
  b += pth("M150 700L166 610H254L270 700Z", C.paprika) + rect(146, 600, 128, 18, C.paprikaL, 6);
  for (const [x, len, rot, col] of [
    [190, 150, -30, C.leaf],
    [210, 200, -5, C.leafL],
    [228, 170, 22, C.leaf],
    [240, 120, 45, C.leafL],
    [180, 110, -55, C.leafL],
  ])
    b += leafShape(x, 604, len, len * 0.26, col, rot, C.leafD);
  b +=
    stroke("M1420 0V120", C.cream, 3, 'opacity="0.5"') +
    pth("M1360 180A60 60 0 0 1 1480 180Z", C.saffron) +
    ell(1420, 184, 26, 7, "#fff3c4");

  return b;
}

/** The table with the cutting board, knife and tomato. */
function post1Board() {
  let b = "";
  // table
  b += rect(0, 640, BW, 260, "url(#s1table)");
  b += rect(0, 636, BW, 8, "#fff6e8", 0, 'opacity="0.8"');
  // cutting board + knife (left)
  b += ell(470, 808, 250, 26, C.ink, 'opacity="0.25" filter="url(#b14)"');
  b += pth(
    "M240 760C240 736 262 720 290 720H660C690 720 706 736 706 760V772C706 796 690 806 660 806H290C262 806 240 796 240 772Z",
    C.woodD,
  );
  b += pth(
    "M240 752C240 728 262 712 290 712H660C690 712 706 728 706 752V762C706 786 690 796 660 796H290C262 796 240 786 240 762Z",
    C.wood,
  );
  b += circ(678, 754, 10, C.woodD);
  // knife
  b += pth(
    "M300 758C300 742 330 734 380 732L598 736L598 770L380 772C330 772 300 770 300 758Z",
    "url(#blade)",
  );
  b += stroke("M330 760C400 766 520 766 598 764", "#ffffff", 3, 'opacity="0.7"');
  b += rect(594, 734, 14, 38, "#8f8a9a", 4);
  b +=
    rect(606, 738, 120, 30, C.ink, 12) +
    circ(634, 753, 4, C.metal) +
    circ(664, 753, 4, C.metal) +
    circ(694, 753, 4, C.metal);
  // tomato + herbs by the board
  b +=
    circ(300, 700, 34, C.red) +
    circ(290, 690, 10, "#f07a5a", 'opacity="0.7"') +
    leafShape(300, 670, 20, 10, C.leaf, 10) +
    leafShape(300, 670, 18, 9, C.leafL, -60);
  return b;
}

/** The laptop with its code. */
function post1Laptop() {
  let b = "";
  // laptop (centre right)
  b += laptop(830, 420, 400, {
    rows: [
      [0, [16, C.paprikaL], [30, C.cream]],
      [4, [22, C.saffron], [18, C.leafL]],
      [8, [34, C.cream], [12, C.saffron]],
      [8, [14, C.plumL], [24, C.cream]],
      [4, [26, C.leafL]],
      [0, [10, C.paprikaL]],
    ],
  });
  return b;
}

/** The coffee cup with steam. */
function post1Coffee() {
  let b = "";
  // coffee cup with steam
  b += ell(1390, 790, 110, 18, C.ink, 'opacity="0.25" filter="url(#b8)"');
  b += ell(1380, 775, 100, 20, C.cream2) + ell(1380, 770, 96, 17, C.cream);
  b += pth(
    "M1320 680H1440L1432 750C1430 768 1416 776 1400 776H1360C1344 776 1330 768 1328 750Z",
    C.saffron,
  );
  b += pth(
    "M1410 680H1440L1432 750C1430 768 1416 776 1400 776H1384C1404 770 1414 740 1410 680Z",
    C.paprika,
    'opacity="0.35"',
  );
  b += stroke("M1438 700C1476 700 1480 740 1434 746", C.saffron, 12);
  b += ell(1380, 680, 60, 9, C.woodD);
  b +=
    steam(1362, 660, 110, C.cream, 7, 10, 'opacity="0.7"') +
    steam(1396, 650, 130, C.cream, 7, 12, 'opacity="0.55"');
  return b;
}

// 1. Lifestyle — kitchen & keyboard at sunrise
export function post1() {
  const defs =
    lin("s1sky", 0, 0, 0, 1, [
      [0, "#f08a4b"],
      [0.55, "#f9b955"],
      [1, "#fde7b8"],
    ]) +
    lin("s1table", 0, 0, 0, 1, ["#f1dcc0", "#dcbb93"]) +
    linU("blade", 300, 0, 600, 0, ["#eef0f4", "#b9bcc8"]) +
    radU("s1sun", 600, 500, 360, [
      [0, "#fff1c2"],
      [0.35, "#ffd36b", 1],
      [1, "#ffd36b", 0],
    ]) +
    '<clipPath id="s1clip"><path d="M360 640V340A440 275 0 0 1 1240 340V640Z"/></clipPath>';
  return postSvg({
    n: 1,
    bg: ["#3a2450", "#5a3264"],
    bgId: "s1wall",
    vertical: true,
    defs,
    body: post1Window() + post1Board() + post1Laptop() + post1Coffee(),
    confetti: {
      h: 560,
      n: 10,
      colors: [C.saffron, C.cream, C.paprikaL],
      avoid: { cx: 800, cy: 400, rx: 540, ry: 420 },
    },
    grain: { opL: 0.05, opD: 0.07 },
  });
}
