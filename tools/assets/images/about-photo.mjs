/**
 * The about picture (1200x900): Amara cooking in her kitchen, laptop on the counter.
 */
import { C, svg, lin, linU, rect, circ, ell, pth, stroke, g, tr, grain } from "./svg.mjs";
import { steam, heart, plate, leafShape, laptop } from "./motifs.mjs";
import { ankara, amaraHead } from "./amara.mjs";

/* ------------------------------------------------------------------ */
/* 3. About 1200x900                                                    */
/* ------------------------------------------------------------------ */
/** Wall stripes, the window and the herb pot on its sill. */
function aboutWindow(W) {
  let b = "";
  // wall stripes (subtle tile pattern)
  for (let x = 0; x < W; x += 60) b += rect(x, 0, 2, 640, C.sand, 0, 'opacity="0.35"');
  // window (left)
  b += pth("M80 480V210A130 130 0 0 1 340 210V480Z", C.cream);
  b += pth("M96 470V214A114 114 0 0 1 324 214V470Z", "url(#asky)");
  b += circ(210, 360, 56, C.saffron);
  b += pth("M96 470V400C150 360 210 380 250 400C290 420 310 400 324 390V470Z", C.leafL);
  b += pth("M96 470V430C160 410 240 440 324 420V470Z", C.leaf);
  b += rect(206, 100, 8, 370, C.cream) + rect(96, 300, 228, 8, C.cream);
  b += rect(66, 476, 288, 18, C.sand, 4);
  // herb pot on the sill
  b += pth("M100 476L106 430H160L166 476Z", C.paprika) + rect(100, 424, 66, 12, C.paprikaL, 4);
  b +=
    leafShape(120, 426, 46, 14, C.leaf, -30) +
    leafShape(134, 426, 60, 16, C.leafL, 0) +
    leafShape(148, 426, 48, 14, C.leaf, 28);

  return b;
}

/** The arch, the pendant lamp and the community board. */
function aboutLampAndBoard() {
  let b = "";
  // arch behind her + pendant lamp
  b += pth("M430 640V300A170 170 0 0 1 770 300V640Z", "url(#aarch)");
  b +=
    stroke("M600 0V70", C.ink, 3) +
    pth("M556 110A44 44 0 0 1 644 110Z", C.saffron) +
    ell(600, 114, 20, 6, "#fff3c4");
  b += pth("M566 116L520 300H680L634 116Z", "#fff3c4", 'opacity="0.18"');

  // community board (right): avatars connected by lines + heart
  b += rect(860, 80, 270, 190, C.cream, 14) + rect(872, 92, 246, 166, "#f6e6cf", 10);
  const nodes = [
    [920, 140],
    [1000, 120],
    [1075, 150],
    [940, 215],
    [1060, 220],
    [1000, 185],
  ];
  for (const [i, j] of [
    [0, 1],
    [1, 2],
    [0, 3],
    [2, 4],
    [3, 5],
    [4, 5],
    [1, 5],
    [0, 5],
    [2, 5],
  ])
    b += stroke(
      `M${nodes[i][0]} ${nodes[i][1]}L${nodes[j][0]} ${nodes[j][1]}`,
      C.plumL,
      3,
      'opacity="0.7"',
    );
  const avCols = [C.paprika, C.leaf, C.saffron, C.plum2, C.terra];
  nodes.slice(0, 5).forEach(([x, y], i) => {
    b +=
      circ(x, y, 22, avCols[i]) +
      circ(x, y - 5, 8, C.cream) +
      pth(`M${x - 13} ${y + 15}A13 11 0 0 1 ${x + 13} ${y + 15}Z`, C.cream);
  });
  b += circ(1000, 185, 22, C.cream) + heart(1000, 186, 30, C.paprika);
  return b;
}

/** Shelves with jars and plates. */
function aboutShelves() {
  let b = "";
  // shelf with jars
  b += rect(860, 330, 270, 12, C.wood, 3);
  const jars = [
    [880, 60, C.saffron],
    [950, 76, C.leafL],
    [1016, 54, C.paprikaL],
    [1070, 68, C.plumL],
  ];
  for (const [x, h, col] of jars) {
    b +=
      rect(x, 330 - h, 50, h, "#fbf3e6", 8, 'opacity="0.9"') +
      rect(x + 5, 330 - h * 0.7, 40, h * 0.7 - 5, col, 6) +
      rect(x + 4, 330 - h - 10, 42, 12, C.ink2, 4);
  }
  b += rect(860, 430, 270, 12, C.wood, 3);
  for (let i = 0; i < 4; i++)
    b += plate(900 + i * 66, 404, 26, { shadow: 0.15, blur: "b4" }).replace("<circle", "<circle");

  return b;
}

/** Amara behind the counter, stirring the pot. */
function aboutAmara() {
  let b = "";
  // Amara (behind counter)
  const cx = 600;
  // torso
  b += pth(
    "M460 660C460 560 480 480 540 458L580 448H620L660 458C720 480 740 560 740 660Z",
    "url(#ajacket)",
  );
  b +=
    pth("M576 446Q600 470 624 446L630 478Q600 500 570 478Z", "#fbf4ea") +
    stroke("M576 446Q600 470 624 446", C.paprika, 4);
  b += stroke("M622 480C636 530 640 590 642 660", C.paprika, 4);
  for (const y of [520, 570, 620]) b += circ(572, y, 6, C.plum) + circ(622, y, 6, C.plum);
  // neck + head
  b +=
    pth("M574 380V450Q600 466 626 450V380Z", C.skin) +
    pth("M574 384H626V410Q600 430 574 410Z", C.skinD, 'opacity="0.7"');
  b += g(tr(cx, 340, 0.52), amaraHead("wrap2"));
  // left arm to laptop (viewer's left)
  b +=
    stroke("M504 478C470 520 466 566 492 600", "#cfb89a", 52) +
    stroke("M504 478C470 520 466 566 492 600", "#f7ede0", 44);
  b += stroke("M486 500C474 530 474 560 488 584", "#ffffff", 6, 'opacity="0.6"');
  // right arm with spoon into pot
  b +=
    stroke("M700 480C742 520 770 552 792 566", "#cfb89a", 52) +
    stroke("M700 480C742 520 770 552 792 566", "#efe1cd", 44);
  b += stroke("M792 566L816 566", C.skin, 30);
  b += g(tr(826, 562, 1, 30), rect(-6, -70, 12, 150, C.wood, 6) + ell(0, 92, 16, 24, C.wood));
  b += circ(826, 564, 19, C.skin) + circ(820, 558, 7, C.skinL, 'opacity="0.7"');

  return b;
}

/** The counter, the tea towel and the laptop. */
function aboutCounter(W) {
  let b = "";
  // counter
  b += rect(0, 640, W, 260, "url(#acounter)");
  b +=
    rect(0, 628, W, 22, C.sand) +
    rect(0, 628, W, 5, "#fff4e4", 0, 'opacity="0.8"') +
    rect(0, 650, W, 10, C.ink, 0, 'opacity="0.18"');
  for (let x = 40; x < W; x += 290) {
    b += rect(x, 690, 250, 180, "none", 10, `stroke="${C.leafD}" stroke-width="4" opacity="0.7"`);
    b += rect(x + 105, 712, 40, 8, C.saffron, 4);
  }
  // tea towel hanging from a cabinet handle
  b += pth("M430 716H480L477 812H433Z", C.cream) + rect(428, 710, 54, 12, C.paprika, 3);
  for (const y of [744, 764, 784]) b += rect(433, y, 45, 6, C.paprika, 2, 'opacity="0.85"');
  b +=
    pth("M477 716L480 716L477 812H466Z", C.ink, 'opacity="0.1"') +
    ell(455, 820, 30, 5, C.ink, 'opacity="0.12"');
  // laptop on counter (left)
  b += laptop(240, 488, 220);
  return b;
}

/** Cutting board, knife hand, stove and pot. */
function aboutCooking() {
  let b = "";
  // cutting board + tomatoes
  b += ell(560, 628, 90, 6, C.ink, 'opacity="0.2"') + rect(474, 612, 176, 16, C.wood, 6);
  b +=
    circ(616, 598, 15, C.red) +
    circ(611, 592, 5, "#ff8a6a", 'opacity="0.7"') +
    circ(640, 604, 10, C.paprikaL) +
    leafShape(616, 584, 12, 6, C.leaf);
  b +=
    pth("M530 600L596 606Q600 610 594 612L530 612Z", "#e4e2ea") +
    stroke("M534 603L590 607", "#ffffff", 2, 'opacity="0.8"');
  b += rect(500, 598, 36, 12, C.ink, 5);
  b +=
    stroke("M492 600L512 604", C.skin, 30) +
    ell(522, 604, 20, 16, C.skin) +
    ell(516, 598, 8, 5, C.skinL, 'opacity="0.7"') +
    stroke("M514 612Q524 616 534 610", C.skinD, 3, 'opacity="0.6"');
  // stove + pot with steam (right)
  b += rect(770, 616, 220, 14, C.ink2, 4);
  b += pth("M790 536H950V600C950 612 940 620 928 620H812C800 620 790 612 790 600Z", "url(#apot)");
  b +=
    rect(776, 528, 188, 14, "#f08a55", 7) +
    rect(760, 552, 34, 12, C.ink2, 6) +
    rect(946, 552, 34, 12, C.ink2, 6);
  b += rect(800, 570, 140, 6, C.cream, 3, 'opacity="0.5"');
  b +=
    steam(830, 510, 120, "#ffffff", 7, 12, 'opacity="0.7"') +
    steam(876, 500, 150, "#ffffff", 7, 14, 'opacity="0.8"') +
    steam(920, 510, 110, "#ffffff", 7, 10, 'opacity="0.6"');
  return b;
}

/** The speech bubble with a heart above the laptop. */
function aboutBubble() {
  let b = "";
  // speech bubble with heart (community chat) above laptop
  b += g(
    tr(90, -64),
    pth(
      "M300 380h110a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18h-62l-22 20v-20h-26a18 18 0 0 1-18-18v-44a18 18 0 0 1 18-18Z",
      C.ink,
      'opacity="0.12" transform="translate(5 7)"',
    ) +
      pth(
        "M300 380h110a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18h-62l-22 20v-20h-26a18 18 0 0 1-18-18v-44a18 18 0 0 1 18-18Z",
        C.cream,
      ) +
      heart(330, 420, 30, C.paprika) +
      rect(356, 404, 52, 10, C.plumL, 5) +
      rect(356, 424, 36, 10, C.saffron, 5),
  );

  return b;
}

export function about() {
  const W = 1200;
  const H = 900;
  const defs =
    lin("abg", 0, 0, 0, 1, ["#fbeedd", "#f1d9bd"]) +
    lin("asky", 0, 0, 0, 1, [
      [0, "#f7a35c"],
      [0.7, "#fde2a6"],
      [1, "#fff1d6"],
    ]) +
    lin("acounter", 0, 0, 0, 1, [C.leaf, C.leafD]) +
    linU("ajacket", 480, 0, 720, 0, ["#fffbf5", "#e2cfb6"]) +
    linU("apot", 780, 0, 960, 0, [C.paprikaL, C.paprikaD]) +
    lin("aarch", 0, 0, 0, 1, [C.terra, "#d96a3c"]) +
    ankara("wrap2") +
    ankara("wrap2K", C.saffron, C.paprika, C.cream, C.leaf, 52, -20);
  let b = rect(0, 0, W, H, "url(#abg)");
  b += aboutWindow(W);
  b += aboutLampAndBoard();
  b += aboutShelves();
  b += aboutAmara();
  b += aboutCounter(W);
  b += aboutCooking();
  b += aboutBubble();
  b += grain(W, H, 303, { opL: 0.06, opD: 0.06 });
  return svg(W, H, defs, b);
}
