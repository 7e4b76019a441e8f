/**
 * Blog post 6's image (1600x900): Social impact — community kitchen, top-down long table.
 */
import { C, f, lin, rect, circ, ell, stroke } from "../svg.mjs";
import { heart, plate, leafShape, riceGrains, inDisc } from "../motifs.mjs";
import { BW, postSvg } from "./canvas.mjs";

/** Floor tiles and hearts in the background. */
function post6Backdrop() {
  let b = "";
  // floor tiles pattern (diagonal) subtle
  for (let x = -900; x < BW; x += 90)
    b += stroke(`M${x} 0L${x + 900} 900`, "#ffffff", 2, 'opacity="0.06"');
  // hearts in background
  for (const [x, y, s, r, c, o] of [
    [100, 110, 80, -15, C.cream, 0.35],
    [1500, 110, 96, 12, C.saffron, 0.6],
    [1510, 800, 76, -10, C.cream, 0.35],
    [96, 800, 90, 10, C.saffron, 0.6],
    [80, 450, 40, 0, C.cream, 0.3],
    [1520, 460, 44, 0, C.cream, 0.3],
  ])
    b += heart(x, y, s, c, r, `opacity="${o}"`);
  return b;
}

/** The table with its runner, pots and heart bowls. */
function post6Table(tx, ty, tw, th, midY) {
  let b = "";
  b += rect(tx + 20, ty + 30, tw, th, "#5a1f08", 24, 'opacity="0.45" filter="url(#b24)"');
  b += rect(tx, ty, tw, th, "url(#s6cloth)", 24);
  b +=
    rect(tx, midY - 28, tw, 56, C.leaf) +
    rect(tx, midY - 22, tw, 4, C.saffron) +
    rect(tx, midY + 18, tw, 4, C.saffron);
  for (let x = tx + 30; x < tx + tw - 20; x += 40)
    b += circ(x, midY, 4, C.saffron, 'opacity="0.7"');
  // serving pots and heart-shaped bowls on the runner
  for (const x of [440, 1160]) {
    b += circ(x + 6, midY + 8, 50, C.ink, 'opacity="0.3" filter="url(#b4)"');
    b +=
      rect(x - 66, midY - 9, 132, 18, C.paprikaD, 9) +
      circ(x, midY, 50, C.paprika) +
      circ(x, midY, 40, "#e8642a");
    b += riceGrains(x, 60, 5, 2, (rnd, i) => [
      ...inDisc(rnd, x, midY, 34),
      ["#ffb066", "#ffd08a", "#b8380f"][i % 3],
    ]);
  }
  for (const x of [680, 920])
    b +=
      heart(x + 4, midY + 5, 64, C.ink, 0, 'opacity="0.2"') +
      heart(x, midY, 64, C.paprika) +
      heart(x - 8, midY - 6, 20, "#ffffff", 0, 'opacity="0.3"');
  return b;
}

/** One diner seen from above: shoulders, arms, the plate with food and the hands on its rim. */
function dinerBody(x, py, plateY, dir, sl, sk, [foodA, foodB]) {
  let b = "";
  // shoulders
  b += ell(x + 8, py + 10, 96, 44, C.ink, 'opacity="0.25" filter="url(#b8)"');
  // arms (upper arm + forearm) reaching to the plate
  for (const sx of [-1, 1]) {
    const shoulderX = x + sx * 70;
    const handX = x + sx * 46;
    const handY = plateY - dir * 2;
    b += stroke(
      `M${shoulderX} ${py}Q${shoulderX + sx * 14} ${f((py + handY) / 2)} ${handX + sx * 6} ${handY - dir * 26}`,
      sl,
      32,
    );
    b += stroke(`M${handX + sx * 6} ${handY - dir * 30}L${handX} ${handY - dir * 6}`, sk, 22);
  }
  b +=
    ell(x, py, 90, 40, sl) + ell(x - 30 * dir, py - 10 * dir, 34, 14, "#ffffff", 'opacity="0.12"');
  // plate with food
  b += plate(x, plateY, 56, { shadow: 0.2, blur: "b4" });
  b +=
    circ(x - 10, plateY - 4, 22, foodA) +
    circ(x + 18, plateY + 12, 13, foodB) +
    leafShape(x + 14, plateY - 8, 20, 8, C.leaf, 30);
  // hands on the plate rim
  for (const sx of [-1, 1])
    b +=
      ell(x + sx * 48, plateY - dir * 2, 15, 18, sk) +
      ell(x + sx * 45, plateY - dir * 6, 6, 7, "#ffffff", 'opacity="0.12"');
  return b;
}

/** One diner's head seen from above, with their hair style `hs`. */
function dinerHead(x, py, dir, sk, hs) {
  let b = "";
  // head (seen from above)
  b += circ(x + 4, py + 6, 40, C.ink, 'opacity="0.3" filter="url(#b4)"');
  if (hs === "wrap" || hs === "wrapG") {
    const wc = hs === "wrap" ? C.paprikaL : C.leafL;
    const wd = hs === "wrap" ? C.paprikaD : C.leafD;
    b +=
      circ(x, py, 40, wc) +
      stroke(`M${x - 30} ${py - 18}Q${x} ${py + 6} ${x + 30} ${py - 18}`, wd, 5, 'opacity="0.5"') +
      stroke(`M${x - 34} ${py + 4}Q${x} ${py + 26} ${x + 34} ${py + 4}`, wd, 5, 'opacity="0.4"');
    b += ell(x + 4, py - dir * 34, 20, 14, wd) + ell(x, py - dir * 36, 12, 8, wc);
  } else if (hs === "afro") {
    b += circ(x, py, 46, C.hair) + circ(x - 14, py - 14, 18, "#3a2a2a", 'opacity="0.7"');
  } else if (hs === "puffs") {
    b +=
      circ(x, py, 34, C.hair) +
      circ(x - 30, py - dir * 8, 20, C.hair) +
      circ(x + 30, py - dir * 8, 20, C.hair) +
      circ(x - 10, py - 10, 10, "#3a2a2a");
  } else {
    b +=
      circ(x, py, 34, C.hair) +
      circ(x - 10, py - 10, 12, "#3a2a2a", 'opacity="0.6"') +
      ell(x - 34, py + dir * 4, 7, 11, sk) +
      ell(x + 34, py + dir * 4, 7, 11, sk);
  }
  return b;
}

/** The people seated around the table. */
function post6People(ty, th) {
  let b = "";
  // people (top-down) seated on both sides, hands holding their plates
  const sleeves = [
    C.saffron,
    C.leaf,
    C.plum2,
    C.paprikaD,
    "#2f6f73",
    C.ink2,
    C.leafD,
    C.saffron,
    C.plum2,
    "#2f6f73",
  ];
  const skins = [C.skin, C.skin2, C.skin3, "#8a5a3a", C.skinL, "#6a3d24"];
  const hairs = [
    "afro",
    "wrap",
    "short",
    "puffs",
    "wrapG",
    "short",
    "afro",
    "puffs",
    "wrap",
    "short",
  ];
  const food = [C.paprikaL, C.leafL, C.saffron, C.red, "#f08a55"];
  let k = 0;
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < 5; i++, k++) {
      const x = 320 + i * 240;
      const dir = side ? 1 : -1; // -1: seated above the table, 1: below
      const py = side ? ty + th + 58 : ty - 58;
      const plateY = side ? ty + th - 72 : ty + 72;
      const sl = sleeves[k];
      const sk = skins[(k * 5) % 6];
      b += dinerBody(x, py, plateY, dir, sl, sk, [food[k % 5], food[(k + 2) % 5]]);
      b += dinerHead(x, py, dir, sk, hairs[k]);
    }
  }
  return b;
}

// 6. Social impact — community kitchen, top-down long table
export function post6() {
  // table
  const tx = 170;
  const ty = 300;
  const tw = 1260;
  const th = 300;
  const midY = ty + th / 2;
  return postSvg({
    n: 6,
    bg: ["#e5864f", "#c2410c"],
    defs: lin("s6cloth", 0, 0, 0, 1, ["#fffaf1", "#f1e2cc"]),
    body: post6Backdrop() + post6Table(tx, ty, tw, th, midY) + post6People(ty, th),
    grain: { opL: 0.07, opD: 0.07 },
  });
}
