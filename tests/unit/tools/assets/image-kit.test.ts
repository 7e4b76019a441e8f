// The drawing kit the placeholder illustrations share (tools/assets/images): the shorthand forms draw
// exactly what the long forms they replace drew, and every illustration's SVG is the one its
// snapshot recorded, so a refactor of the kit keeps `npm run images`' bytes.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  C,
  lin,
  linU,
  radU,
  glowU,
  circ,
  ring,
  ell,
  mulberry32,
} from "../../../../tools/assets/images/svg.mjs";
import { codeBars, inDisc, riceGrains } from "../../../../tools/assets/images/motifs.mjs";
import { BW, BH, postSvg } from "../../../../tools/assets/images/blog/canvas.mjs";
import { jobs } from "../../../../tools/assets/images/jobs.mjs";

/** The ids of the gradients in an SVG string, in order. */
const gradientIds = (svg: string) => [...svg.matchAll(/Gradient id="([^"]+)"/g)].map((m) => m[1]);

describe("gradients", () => {
  it("plain colours are stops spread evenly from 0 to 1", () => {
    const two: [number, string][] = [
      [0, "#111111"],
      [1, "#222222"],
    ];
    expect(lin("a", 0, 0, 1, 1, ["#111111", "#222222"])).toBe(lin("a", 0, 0, 1, 1, two));
    expect(linU("a", 1, 2, 3, 4, ["#111111", "#222222"])).toBe(linU("a", 1, 2, 3, 4, two));
    expect(radU("a", 5, 6, 7, ["#111111", "#222222"])).toBe(radU("a", 5, 6, 7, two));
    expect(lin("a", 0, 0, 0, 1, ["#111111", "#222222", "#333333"])).toBe(
      '<linearGradient id="a" x1="0" y1="0" x2="0" y2="1">' +
        '<stop offset="0" stop-color="#111111" stop-opacity="1"/>' +
        '<stop offset="0.5" stop-color="#222222" stop-opacity="1"/>' +
        '<stop offset="1" stop-color="#333333" stop-opacity="1"/></linearGradient>',
    );
  });

  it("a glow fades its colour from the given opacity to nothing", () => {
    expect(glowU("g", 10, 20, 30, C.saffron, 0.35)).toBe(
      radU("g", 10, 20, 30, [
        [0, C.saffron, 0.35],
        [1, C.saffron, 0],
      ]),
    );
  });
});

describe("shapes and motifs", () => {
  it("a ring is an unfilled circle with a stroke, dashed when asked", () => {
    expect(ring(1, 2, 3, "#abcdef", 0.25, 4)).toBe(
      circ(1, 2, 3, "none", 'stroke="#abcdef" stroke-opacity="0.25" stroke-width="4"'),
    );
    expect(ring(1, 2, 3, "#abcdef", 0.25, 4, "3 16")).toBe(
      circ(
        1,
        2,
        3,
        "none",
        'stroke="#abcdef" stroke-opacity="0.25" stroke-width="4" stroke-dasharray="3 16"',
      ),
    );
  });

  it("code bars: a row is its indent then [length, colour] per bar", () => {
    const bars = codeBars(
      10,
      20,
      [
        [0, [30, "#111111"], [40, "#222222"]],
        [5, [50, "#333333"]],
      ],
      { lh: 28, h: 12, gap: 10 },
    );
    const rects = [
      ...bars.matchAll(/x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*fill="(#\w+)"/g),
    ];
    expect(rects.map((m) => m.slice(1))).toEqual([
      ["10", "20", "30", "#111111"],
      ["50", "20", "40", "#222222"],
      ["15", "48", "50", "#333333"],
    ]);
  });

  it("rice grains: placed by the caller from the seeded stream, each turned about its centre", () => {
    const calls: number[] = [];
    const grains = riceGrains(7, 3, 9, 3.6, (_rnd: () => number, i: number) => {
      calls.push(i);
      return [100 + i, 50, "#ffb066"];
    });
    expect(calls).toEqual([0, 1, 2]);
    // The turn of grain i is the seeded stream's next number once place() has drawn what it needs.
    const rnd = mulberry32(7);
    const expected = [0, 1, 2]
      .map((i) => {
        const turn = Math.round(rnd() * 180);
        return ell(100 + i, 50, 9, 3.6, "#ffb066", `transform="rotate(${turn} ${100 + i} 50)"`);
      })
      .join("");
    expect(grains).toBe(expected);
    expect(riceGrains(7, 3, 9, 3.6, () => [0, 0, "#000000"])).toBe(
      riceGrains(7, 3, 9, 3.6, () => [0, 0, "#000000"]),
    );
  });

  it("inDisc spreads seeded points inside the disc and draws two numbers a point", () => {
    const rnd = mulberry32(1);
    for (let i = 0; i < 200; i++) {
      const [x, y] = inDisc(rnd, 300, 200, 40);
      expect(Math.hypot(x - 300, y - 200)).toBeLessThanOrEqual(40);
    }
    const a = mulberry32(9);
    const b = mulberry32(9);
    inDisc(a, 0, 0, 1);
    b();
    b();
    expect(a()).toBe(b());
  });
});

describe("blog post frame (postSvg)", () => {
  it("puts the background and glow gradients before the post's own, and draws them first", () => {
    const out = postSvg({
      n: 4,
      bg: ["#241735", "#3e2652"],
      glow: [800, 720, 520, C.saffron, 0.35],
      defs: lin("s4pot", 0, 0, 1, 0, ["#111111", "#222222"]),
      body: '<g id="body"/>',
      grain: { opL: 0.05, opD: 0.1, density: 0 },
    });
    expect(
      out.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${BW}" height="${BH}"`),
    ).toBe(true);
    expect(gradientIds(out)).toEqual(["faceShade", "s4bg", "s4glow", "s4pot"]);
    const body = out.slice(out.indexOf("</defs>"));
    expect(body.indexOf('fill="url(#s4bg)"')).toBeLessThan(body.indexOf('fill="url(#s4glow)"'));
    expect(body.indexOf('fill="url(#s4glow)"')).toBeLessThan(body.indexOf('<g id="body"/>'));
    expect(out).toContain(lin("s4bg", 0, 0, 1, 1, ["#241735", "#3e2652"]));
  });

  it("takes the named background id and the vertical direction, and draws no glow unless asked", () => {
    const out = postSvg({
      n: 1,
      bg: ["#3a2450", "#5a3264"],
      bgId: "s1wall",
      vertical: true,
      body: "",
      grain: { density: 0 },
    });
    expect(out).toContain(lin("s1wall", 0, 0, 0, 1, ["#3a2450", "#5a3264"]));
    expect(out).not.toContain("glow");
  });

  it("a light post's confetti and grain differ from a dark one's, and given options win", () => {
    const post = (extra: object) =>
      postSvg({ n: 3, bg: ["#fdf3e3", "#f4d8b8"], body: "", ...extra });
    const dark = post({ confetti: { n: 12, colors: ["#010101"] } });
    const light = post({ light: true, confetti: { n: 12 } });
    // The light tone's confetti is at 0.7 in paprika, saffron and leaf; the dark one's at 0.6.
    expect(dark).toContain('<g opacity="0.6">');
    expect(light).toContain('<g opacity="0.7">');
    const scatter = light.slice(light.indexOf('<g opacity="0.7">'), light.indexOf("<g fill="));
    const colours = new Set([...scatter.matchAll(/(?:fill|stroke)="(#\w+)"/g)].map((m) => m[1]));
    expect([...colours].sort()).toEqual([C.leaf, C.paprika, C.saffron].sort());
    expect(post({ light: true, confetti: { n: 12, opacity: 0.3 } })).toContain('<g opacity="0.3">');
    // Grain: the light tone's light specks are stronger (0.08) than the dark tone's (0.05).
    expect(light).toContain(`<g fill="${C.cream}" opacity="0.08">`);
    expect(dark).toContain(`<g fill="${C.cream}" opacity="0.05">`);
    expect(post({ grain: { opL: 0.07, opD: 0.07 } })).toContain(
      `<g fill="${C.cream}" opacity="0.07">`,
    );
    // No confetti unless asked.
    expect(post({})).not.toMatch(/<g opacity=/);
  });
});

describe("every illustration (tools/assets/images/jobs.mjs)", () => {
  it("draws the SVG it drew when the snapshot was taken (after a deliberate change: vitest -u)", () => {
    const drawn = Object.fromEntries(
      jobs.map((job) => [job.out[0], createHash("sha256").update(job.make()).digest("hex")]),
    );
    expect(drawn).toMatchSnapshot();
  });
});
