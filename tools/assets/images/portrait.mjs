/**
 * The portrait (800x1000): Amara in her chef's jacket, holding a whisk.
 */
import { C, svg, lin, linU, radU, rect, circ, ring, pth, stroke, g, tr, grain } from "./svg.mjs";
import { steam, codeTag, leafShape } from "./motifs.mjs";
import { ankara, amaraHead } from "./amara.mjs";

/* ------------------------------------------------------------------ */
/* 2. Portrait 800x1000                                                 */
/* ------------------------------------------------------------------ */
/** The disc, rings and floating accents behind Amara. */
function portraitBackdrop() {
  let b = "";
  // backdrop disc and rings
  b += circ(400, 430, 320, "url(#pdisc)");
  b += ring(400, 430, 362, C.cream, 0.18, 3);
  b += ring(400, 430, 400, C.cream, 0.08, 2, "4 14");
  b += circ(690, 140, 70, C.paprika, 'opacity="0.9"');
  b += circ(110, 820, 110, C.leaf, 'opacity="0.75"');
  // floating code + culinary accents
  b += codeTag(140, 150, 50, C.cream, 8).replace(/<path/g, '<path opacity="0.8"');
  b +=
    leafShape(700, 560, 80, 30, C.leafL, 30, C.leafD) +
    leafShape(690, 570, 62, 24, C.leaf, 70, C.leafD);
  for (const [x, y, c] of [
    [90, 300, C.saffron],
    [720, 330, C.cream],
    [80, 600, C.paprikaL],
    [250, 80, C.saffronL],
  ])
    b += circ(x, y, 7, c);
  b +=
    steam(620, 300, 150, C.cream, 7, 12, 'opacity="0.5"') +
    steam(655, 290, 120, C.cream, 7, 10, 'opacity="0.35"');

  return b;
}

/** Neck and chef's jacket (collar, piping, seams, buttons, embroidery). */
function portraitJacket() {
  let b = "";
  // body shadow on disc
  b += pth(
    "M120 1000C125 860 160 760 245 715C295 690 350 672 380 660L480 660C510 672 565 690 615 715C700 760 735 860 740 1000Z",
    "#120b1d",
    'opacity="0.35" filter="url(#b24)"',
  );
  // neck
  b += pth("M354 560L354 680Q400 710 446 680L446 560Z", C.skin);
  b += pth("M354 565L446 565L446 625Q400 660 354 625Z", C.skinD, 'opacity="0.8"');
  b += pth("M420 545L448 545L448 680Q436 690 420 694Z", C.skinD, 'opacity="0.35"');
  // jacket
  b += pth(
    "M90 1000C95 860 130 760 215 715C265 690 320 672 350 662L450 662C480 672 535 690 585 715C670 760 705 860 710 1000Z",
    "url(#jacket)",
  );
  // collar (mandarin) with paprika piping
  b += pth("M338 650Q400 690 462 650L472 700Q400 742 328 700Z", "#fbf4ea");
  b += pth("M438 672Q456 664 462 650L472 700Q452 714 440 718Z", "#e6d4bc");
  b += stroke("M338 650Q400 690 462 650", C.paprika, 5);
  // double-breasted flap edge + piping
  b += stroke("M456 712C478 780 486 880 490 1000", C.paprika, 5);
  b += pth(
    "M456 712C478 780 486 880 490 1000L520 1000C512 880 496 770 470 705Z",
    C.ink,
    'opacity="0.06"',
  );
  // seams
  b += stroke("M215 715C200 800 190 900 188 1000", "#d8c4a8", 3, 'opacity="0.8"');
  b += stroke("M585 715C600 800 610 900 612 1000", "#cdb699", 3, 'opacity="0.8"');
  // buttons
  for (const y of [770, 850, 930]) {
    for (const x of [346, 440]) {
      b +=
        circ(x + 2, y + 3, 10, C.ink, 'opacity="0.2"') +
        circ(x, y, 10, C.plum) +
        circ(x - 3, y - 3, 3.5, C.plumL);
    }
  }
  // chest embroidery: leaf + saffron dot
  b +=
    leafShape(262, 800, 40, 14, C.leaf, -20) +
    leafShape(268, 800, 34, 12, C.leafL, 25) +
    circ(256, 806, 6, C.saffron);

  return b;
}

/** Amara's head and the raised arm with the whisk. */
function portraitHeadAndWhisk() {
  let b = "";
  // head
  b += g(tr(400, 482, 1.04), amaraHead("wrap"));

  // raised forearm holding a whisk
  b += g(
    tr(618, 800, 1, 14),
    rect(-14, -40, 28, 140, "url(#whiskH)", 14) +
      rect(-10, -150, 20, 120, C.metal, 6) +
      stroke("M0-150C-52-200-60-300 0-340C60-300 52-200 0-150Z", C.metal, 5) +
      stroke("M0-150C-30-200-34-300 0-340C34-300 30-200 0-150Z", "#e9e4ef", 5) +
      stroke("M0-150L0-340", "#b9b1c4", 5) +
      circ(0, -340, 7, "#e9e4ef"),
  );
  // hand (fist) around handle
  b += pth(
    "M570 820C570 784 600 770 632 776C660 782 668 808 664 836C660 866 630 876 600 870C578 866 570 846 570 820Z",
    C.skin,
  );
  b += pth(
    "M632 776C660 782 668 808 664 836C660 866 630 876 600 870C640 858 650 820 632 776Z",
    C.skinD,
    'opacity="0.5"',
  );
  b += stroke("M585 800Q612 792 640 800", C.skinD, 4, 'opacity="0.7"');
  b += stroke("M584 822Q612 814 642 822", C.skinD, 4, 'opacity="0.7"');
  b += stroke("M586 844Q612 838 640 844", C.skinD, 4, 'opacity="0.7"');
  b += pth("M572 806C566 786 584 772 602 778L612 800C600 806 584 812 572 806Z", C.skinL);
  // sleeve with cuff over the wrist
  b += pth(
    "M512 1000C522 946 540 898 558 860L672 856C680 906 690 956 696 1000Z",
    "#120b1d",
    'opacity="0.25" filter="url(#b8)" transform="translate(-10 6)"',
  );
  b += pth("M512 1000C522 946 540 898 558 860L672 856C680 906 690 956 696 1000Z", "url(#sleeve)");
  b += pth("M556 852L674 848L678 884L552 888Z", "#f6ebdc");
  b += stroke("M556 852L674 848", C.paprika, 6);

  return b;
}

export function portrait() {
  const W = 800;
  const H = 1000;
  const defs =
    lin("pbg", 0, 0, 0.4, 1, ["#2f1f45", "#1b1229"]) +
    radU("pdisc", 330, 300, 420, [
      [0, "#ffcf66"],
      [0.6, C.saffron],
      [1, C.paprikaL],
    ]) +
    linU("jacket", 100, 0, 720, 0, [
      [0, "#fffbf5"],
      [0.55, "#f7ecdd"],
      [1, "#e2cfb6"],
    ]) +
    linU("sleeve", 520, 0, 700, 0, ["#fbf3e8", "#dcc7ac"]) +
    linU("whiskH", 0, 0, 30, 0, [C.wood, C.woodD]) +
    ankara("wrap") +
    ankara("wrapK", C.saffron, C.paprika, C.cream, C.leaf, 52, -20);
  let b = rect(0, 0, W, H, "url(#pbg)");
  b += portraitBackdrop();
  b += portraitJacket();
  b += portraitHeadAndWhisk();
  b += grain(W, H, 202, { opL: 0.05, opD: 0.08 });
  return svg(W, H, defs, b);
}
