/**
 * A post whose cover is a phone camera's photo (made by camera-photo.ts, 4032 × 3024, ~2.5 MB):
 * every file the build's image service makes of it, at every width a cover and a card offer, in
 * AVIF and WebP, is under its cap (src/site/image-caps.ts); and no file a page names, the <img>'s
 * own src included, is larger than what a phone or a desktop fetch. The service is the one the
 * build uses (astro.config.mjs), called as Astro calls it.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import service, { cappedTransform, DEFAULT_QUALITY } from "@/build/images/service";
import {
  CARD,
  COVER,
  LEAD_CARD,
  capBytes,
  fetchedWidth,
  heightAt,
  pictureProps,
  type PictureShape,
} from "@/site/image-caps";
import { CAMERA, cameraPhoto } from "./camera-photo";

const config = { service: { entrypoint: "", config: {} } } as never;
const logger = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as never;
const src = { src: "/camera-9.jpg", width: CAMERA.width, height: CAMERA.height, format: "jpg" };

/** The transforms Astro asks of the service for `shape`: its srcset's and its <img>'s src. */
async function transforms(shape: PictureShape, format: string) {
  const props = { ...pictureProps(shape), src, format } as never;
  const options = await service.validateOptions!(props, config, logger);
  const srcSet = await service.getSrcSet!(options, config, logger);
  return { fallback: options, srcSet: srcSet.map((entry) => entry.transform) };
}

let photo: Buffer;
beforeAll(async () => {
  photo = await cameraPhoto();
});

describe("a cover from a phone camera", () => {
  it("is camera-sized and weighs what a phone's photo weighs", () => {
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  });

  it("is under its cap at every width, in AVIF and WebP, cut to 16:9", async () => {
    const seen: string[] = [];
    for (const format of ["avif", "webp"]) {
      const { srcSet } = await transforms(COVER, format);
      expect(srcSet.map((t) => t.width)).toEqual(COVER.widths);
      for (const transform of srcSet) {
        const out = await cappedTransform(photo, transform as never, config, logger);
        const { width, height } = await sharp(out.data).metadata();
        expect([width, height]).toEqual([transform.width, heightAt(COVER, transform.width!)]);
        const cap = capBytes(format, width, height)!;
        seen.push(`${format} ${width}w ${(out.data.length / 1024).toFixed(1)} KB q${out.quality}`);
        expect(out.data.length, `${format} ${width}w`).toBeLessThanOrEqual(cap);
      }
    }
    // At the encoders' default qualities the photo's larger files are over their caps: the
    // service lowered them (the figures are in the test's output).
    console.log(seen.join("\n"));
    expect(seen.some((line) => !line.endsWith(`q${DEFAULT_QUALITY.avif}`))).toBe(true);
  }, 240_000);

  it("names no file larger than what a phone or a desktop fetch, the <img>'s src included", async () => {
    for (const shape of [COVER, CARD, LEAD_CARD]) {
      const largest = Math.max(fetchedWidth(shape, "phone"), fetchedWidth(shape, "desktop"));
      const { fallback, srcSet } = await transforms(shape, "webp");
      expect(fallback.width).toBeLessThanOrEqual(largest);
      // The <img>'s src is one of its srcset's files, not another size of its own.
      expect(srcSet).toContainEqual(
        expect.objectContaining({ width: fallback.width, height: fallback.height }),
      );
      // Its <img> says the shape's size, so the page keeps its place while it loads.
      const attributes = await service.getHTMLAttributes!(fallback, config, logger);
      expect(attributes).toMatchObject({ width: shape.fallbackWidth });
      expect(attributes).not.toHaveProperty("capsKey");
    }
  });
});

describe("a placeholder illustration", () => {
  it("is made at the encoder's default quality: under its cap, nothing is lowered", async () => {
    const drawing = readFileSync("src/assets/blog/post-6.jpg");
    const source = { src: "/post-6.jpg", width: 1600, height: 900, format: "jpg" };
    const out = await cappedTransform(
      drawing,
      { src: source.src, width: 1280, height: 720, format: "avif" } as never,
      config,
      logger,
    );
    expect(out.quality).toBe(DEFAULT_QUALITY.avif);
    expect(out.data.length).toBeLessThanOrEqual(capBytes("avif", 1280, 720)!);
  });

  it("keeps a picture that opts out as Astro's sharp service makes it", async () => {
    const out = await cappedTransform(
      photo,
      {
        src: "/hero.jpg",
        width: 1280,
        height: 960,
        format: "webp",
        "data-image-cap": "none",
      } as never,
      config,
      logger,
    );
    expect(out.data.length).toBeGreaterThan(capBytes("webp", 1280, 960)!);
  }, 60_000);
});
