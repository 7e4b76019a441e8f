/**
 * The quality search of the build's image service (src/build/images/fit-quality.ts), with a fake
 * encoder whose file shrinks by a known share per quality step.
 */
import { describe, expect, it } from "vitest";
import { CLOSE_ENOUGH, MIN_QUALITY, fitUnderCap, nextQuality } from "@/build/images/fit-quality";

/** A file of `size(quality)` bytes, and a record of the qualities asked for. */
function fakeEncoder(size: (quality: number) => number) {
  const asked: number[] = [];
  const encode = async (quality: number) => {
    asked.push(quality);
    return { data: new Uint8Array(Math.round(size(quality))) };
  };
  return { encode, asked };
}

/** A photo-like curve: 6% fewer bytes per step down, 70 KB at quality 50. */
const photo = (quality: number) => 70_000 * Math.exp(0.06 * (quality - 50));

describe("fitting a file under its cap", () => {
  it("encodes once when the file is under its cap at the quality asked for", async () => {
    const { encode, asked } = fakeEncoder(() => 20_000);
    const fitted = await fitUnderCap(encode, 50, 30_000);
    expect(fitted).toMatchObject({ quality: 50, encodes: 1 });
    expect(asked).toEqual([50]);
  });

  it("lowers the quality until the file fits, close under the cap, in a few encodes", async () => {
    const { encode, asked } = fakeEncoder(photo);
    const cap = 30 * 1024;
    const fitted = await fitUnderCap(encode, 50, cap);
    expect(fitted.result.data.length).toBeLessThanOrEqual(cap);
    expect(fitted.result.data.length).toBeGreaterThanOrEqual(cap * CLOSE_ENOUGH);
    // The highest quality that fits is at most one step above the one kept.
    expect(photo(fitted.quality + 2)).toBeGreaterThan(cap);
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it("finds the fit on a curve the first guess misjudges (a drawing's steep one)", async () => {
    const steep = (q: number) => 200_000 * Math.exp(0.2 * (q - 80));
    const { encode } = fakeEncoder(steep);
    const fitted = await fitUnderCap(encode, 80, 10_000);
    expect(fitted.result.data.length).toBeLessThanOrEqual(10_000);
    expect(steep(fitted.quality + 1)).toBeGreaterThan(10_000 * CLOSE_ENOUGH);
  });

  it("searches on quick estimates, then encodes the quality found for real", async () => {
    const real = fakeEncoder(photo);
    const quick = fakeEncoder((q) => photo(q) * 1.15);
    const cap = 25 * 1024;
    const fitted = await fitUnderCap(real.encode, 50, cap, "a photo", quick.encode);
    expect(fitted.result.data.length).toBeLessThanOrEqual(cap);
    expect(real.asked).toEqual([50, fitted.quality]);
    expect(quick.asked.length).toBeGreaterThan(1);
  });

  it("searches on with real encodes when the estimates misled it", async () => {
    const real = fakeEncoder(photo);
    // Estimates that shrink slower than the real files: their fit is too high a quality.
    const quick = fakeEncoder((q) => 70_000 * Math.exp(0.03 * (q - 50)));
    const cap = 20 * 1024;
    const fitted = await fitUnderCap(real.encode, 50, cap, "a photo", quick.encode);
    expect(fitted.result.data.length).toBeLessThanOrEqual(cap);
  });

  it("fails the build, naming the file, when not even the lowest quality fits", async () => {
    const { encode, asked } = fakeEncoder(() => 50_000);
    await expect(fitUnderCap(encode, 50, 10_000, "camera-9.jpg at 1280 px (avif)")).rejects.toThrow(
      /camera-9\.jpg at 1280 px \(avif\) does not fit under 10 KB/,
    );
    expect(asked).toContain(MIN_QUALITY);
    expect(asked.length).toBeLessThanOrEqual(10);
  });
});

describe("the next quality to try", () => {
  it("stays strictly between the qualities known to fit and not to", () => {
    expect(nextQuality({ quality: 50, size: 1e9 }, undefined, 1000)).toBe(MIN_QUALITY);
    expect(nextQuality({ quality: 50, size: 1001 }, undefined, 1000)).toBe(48);
    expect(nextQuality({ quality: 50, size: 5000 }, { quality: 48, size: 900 }, 1000)).toBe(49);
  });
});
