/** The image caps' one home (src/site/image-caps.ts): caps by pixels, and the pictures' shapes. */
import { describe, expect, it } from "vitest";
import {
  ABOUT_TEASER,
  CAPS_16X9_KB,
  CARD,
  COVER,
  LEAD_CARD,
  MAX_DENSITY,
  PORTRAIT,
  SCREENS,
  capBytes,
  fetchedWidth,
  heightAt,
  pictureProps,
} from "@/site/image-caps";

const KB = 1024;

describe("a file's cap", () => {
  it("is the table's at each 16:9 width, for AVIF and WebP, and none for other formats", () => {
    for (const format of ["avif", "webp"] as const)
      for (const [width, kb] of Object.entries(CAPS_16X9_KB[format]))
        expect(capBytes(format, Number(width), heightAt(COVER, Number(width)))).toBe(kb * KB);
    expect(capBytes("png", 800, 450)).toBeUndefined();
  });

  it("grows with the pixels, between the table's widths and beyond them", () => {
    for (const format of ["avif", "webp"] as const) {
      let previous = 0;
      for (let width = 200; width <= 2400; width += 40) {
        const cap = capBytes(format, width, heightAt(COVER, width))!;
        expect(cap, `${format} ${width}`).toBeGreaterThan(previous);
        previous = cap;
      }
    }
  });

  it("caps another shape by its pixels: a 4:5 portrait of a 16:9 file's pixels, as that file", () => {
    expect(capBytes("avif", 720, 1280)).toBe(capBytes("avif", 1280, 720));
    expect(capBytes("avif", 800, 1000)).toBeGreaterThan(capBytes("avif", 800, 450)!);
  });

  it("lies above each placeholder illustration's file at the encoder's default quality, but a phone's AVIF", () => {
    // The heaviest (post-6) at default quality, KB: AVIF 6.6 to 36.9, WebP 10.9 to 53.6.
    const heaviest = {
      avif: [6.6, 7.8, 11.1, 14.3, 17.5, 25.1, 36.9],
      webp: [10.9, 13.1, 19.0, 24.8, 29.4, 40.5, 53.6],
    };
    // The AVIF widths a phone fetches (640w and 800w at 2x) are capped for a post's whole visit,
    // below the heaviest drawing there: it is brought down to them as a photo is.
    const phone = [640, 800];
    for (const format of ["avif", "webp"] as const)
      COVER.widths.forEach((width, i) => {
        const cap = capBytes(format, width, heightAt(COVER, width))!;
        if (format === "avif" && phone.includes(width))
          expect(cap).toBeLessThan(heaviest[format][i]! * KB);
        else expect(cap).toBeGreaterThan(heaviest[format][i]! * KB);
      });
  });
});

describe("the pictures' shapes", () => {
  it("each fetch the width their slot needs on a 3x phone (drawn at 2x) and a 1x desktop", () => {
    expect(
      [COVER, CARD, LEAD_CARD, ABOUT_TEASER, PORTRAIT].map((s) => fetchedWidth(s, "phone")),
    ).toEqual([800, 800, 800, 960, 720]);
    expect(
      [COVER, CARD, LEAD_CARD, ABOUT_TEASER, PORTRAIT].map((s) => fetchedWidth(s, "desktop")),
    ).toEqual([1280, 400, 800, 640, 480]);
  });

  it("say in their sizes that a 3x phone's slot is MAX_DENSITY / 3 of its phone width", () => {
    for (const shape of [COVER, CARD, LEAD_CARD, ABOUT_TEASER, PORTRAIT]) {
      const clauses = shape.sizes.split(",").map((clause) => clause.trim());
      const phone = Number(/^(\d+)vw$/.exec(clauses.at(-1) ?? "")?.[1]);
      const capped = /^\(min-resolution: 3dppx\) (\d+)vw$/.exec(clauses.at(-2) ?? "");
      expect(capped, shape.sizes).not.toBeNull();
      expect(Number(capped?.[1]), shape.sizes).toBe(Math.ceil((phone * MAX_DENSITY) / 3));
    }
    // The budget's phone is one of those: it is sent files at MAX_DENSITY.
    expect(SCREENS.phone.dpr).toBe(3);
  });

  it("give the <img> a src no larger than what a phone or a desktop fetch, one of its widths", () => {
    for (const shape of [COVER, CARD, LEAD_CARD, ABOUT_TEASER, PORTRAIT]) {
      const props = pictureProps(shape);
      expect(props.widths).toContain(props.width);
      expect(props.width).toBeLessThanOrEqual(
        Math.max(fetchedWidth(shape, "phone"), fetchedWidth(shape, "desktop")),
      );
      expect(props.height).toBe(heightAt(shape, props.width));
    }
  });
});
