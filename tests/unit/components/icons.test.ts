// The brand marks' paths, rounded for the page (src/components/ui/build/icons.ts): much shorter, and drawn the
// same. Each mark is rendered by sharp at 48 px (twice the largest size a page shows, 24 px),
// before and after, and the pictures compared pixel by pixel.
import sharp from "sharp";
import { siFacebook, siInstagram, siWhatsapp, siX } from "simple-icons";
import { describe, expect, it } from "vitest";
import { compactIconPath } from "@/components/ui/build/icons";

const SIZE = 48;

/** The mark's alpha channel at SIZE px: one byte per pixel. */
async function draw(d: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${SIZE}" height="${SIZE}"><path d="${d}"/></svg>`;
  return sharp(Buffer.from(svg)).extractChannel("alpha").raw().toBuffer();
}

describe("compactIconPath", () => {
  for (const icon of [siFacebook, siInstagram, siWhatsapp, siX]) {
    it(`${icon.title}: a shorter path that draws the same mark at 48 px`, async () => {
      const compact = compactIconPath(icon.path);
      expect(compact.length).toBeLessThan(icon.path.length * 0.85);
      const [before, after] = await Promise.all([draw(icon.path), draw(compact)]);
      expect(after.length).toBe(before.length);
      let worst = 0;
      let total = 0;
      for (let i = 0; i < before.length; i++) {
        const difference = Math.abs(before[i]! - after[i]!);
        worst = Math.max(worst, difference);
        total += difference;
      }
      // Antialiased edges move by a fraction of a pixel: no pixel changes by more than an eighth
      // of its coverage, and the mark as a whole by under 1 % (one decimal: up to 47 % and 5 %).
      expect(worst).toBeLessThanOrEqual(32);
      expect(total / before.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });
  }

  it("refuses what svgo leaves without a path", () => {
    expect(() => compactIconPath("")).toThrow(/no path/);
  });
});
