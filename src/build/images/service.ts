/**
 * The site's image service (astro.config.mjs, `image.service`): Astro's sharp service, with every
 * AVIF and WebP file it makes brought under its byte cap (src/site/image-caps.ts) by lowering its
 * quality, chosen per file (src/build/images/fit-quality.ts). Its AVIF files are made at
 * AVIF_EFFORT; a file already under its cap at the quality asked for (or the encoder's default) is
 * otherwise made as the sharp service makes it. A picture may opt out with
 * `data-image-cap="none"` (the home page's hero: a designed illustration with qualities of its
 * own): it is made exactly as the sharp service makes it, at the encoder's own effort.
 */
import type { ImageTransform, LocalImageService } from "astro";
import sharpService, { type SharpImageServiceConfig } from "astro/assets/services/sharp";
import { CAPS_KEY, capBytes } from "@/site/image-caps";
import { fitUnderCap } from "@/build/images/fit-quality";

/** The attribute a picture opts out with, and the transform property the caps (and the AVIF
 *  effort) are hashed by. */
export const CAP_OPT_OUT = "data-image-cap";
const CAPS_PROP = "capsKey";

/** The encoders' default qualities (sharp's: AVIF 50, WebP 80), where a transform names none. */
export const DEFAULT_QUALITY: Readonly<Record<string, number>> = { avif: 50, webp: 80 };

/**
 * The AVIF encoder's effort (sharp's 0 to 9; its default is 4) for the capped AVIF files, where
 * the image config names none. At 3 a file is a few percent larger at the same quality than at 4,
 * and made several times quicker (docs/decisions.md, "npm test at the pace of a blog"). The caps
 * hold either way: a file over its cap is made at a lower quality.
 */
export const AVIF_EFFORT = 3;

/** Astro's quality words (its sharp service's table), for a transform that uses one. */
const QUALITY_WORDS: Readonly<Record<string, number>> = { low: 25, mid: 50, high: 80, max: 100 };

/** The quality a transform asks for, as a number, or undefined for the encoder's default. */
function askedQuality(quality: ImageTransform["quality"]): number | undefined {
  if (quality === undefined || quality === null) return undefined;
  if (typeof quality === "number") return quality;
  const number = Number.parseInt(quality, 10);
  return Number.isNaN(number) ? QUALITY_WORDS[quality] : number;
}

type Transform = Parameters<LocalImageService<SharpImageServiceConfig>["transform"]>[1];

/** How a build error names the file: its source, width and format. */
function outputName(transform: Transform): string {
  const src = typeof transform.src === "string" ? transform.src : "an image";
  return `${src} at ${transform.width ?? "?"} px (${transform.format})`;
}

/**
 * Makes `transform`'s file with the sharp service and, for a capped format, brings it under the cap
 * of its width and height: the result, and the quality it was made at.
 */
export async function cappedTransform(
  input: Uint8Array,
  transform: Transform,
  config: Parameters<LocalImageService<SharpImageServiceConfig>["transform"]>[2],
  logger: Parameters<LocalImageService<SharpImageServiceConfig>["transform"]>[3],
): Promise<{ data: Uint8Array; format: string; quality?: number }> {
  const avifAt = (effort: number) => ({
    ...config,
    service: {
      ...config.service,
      config: { ...config.service.config, avif: { ...config.service.config.avif, effort } },
    },
  });
  const settled = avifAt(config.service.config.avif?.effort ?? AVIF_EFFORT);
  const make = (quality: number | undefined) =>
    sharpService.transform(input, { ...transform, quality }, settled, logger);
  // AVIF at its fastest effort: the search's estimates (src/build/images/fit-quality.ts).
  const fastest = avifAt(0);
  const quick = (quality: number) =>
    sharpService.transform(input, { ...transform, quality }, fastest, logger);
  const format = String(transform.format ?? "");
  const asked = askedQuality(transform.quality);
  const start = asked ?? DEFAULT_QUALITY[format];
  if (transform[CAP_OPT_OUT] === "none")
    return sharpService.transform(input, transform, config, logger);
  if (start === undefined) return make(asked);
  const first = await make(asked);
  // The file's own size decides its cap (a source narrower than the width asked for stays its own).
  const { width, height } = await sizeOf(first.data);
  const cap = capBytes(format, width, height);
  if (cap === undefined || first.data.length <= cap) return { ...first, quality: start };
  const fitted = await fitUnderCap(
    (quality) => (quality === start ? Promise.resolve(first) : make(quality)),
    start,
    cap,
    outputName(transform),
    format === "avif" ? (quality) => quick(quality) : undefined,
  );
  return { ...fitted.result, quality: fitted.quality };
}

/** The pixel size of an encoded file. */
async function sizeOf(data: Uint8Array): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import("sharp");
  const { width, height } = await sharp(data).metadata();
  return { width, height };
}

const service: LocalImageService<SharpImageServiceConfig> = {
  ...sharpService,
  // The caps and the AVIF effort are part of each file's hash, so Astro's image cache keeps no
  // file made under others.
  propertiesToHash: [
    "src",
    "width",
    "height",
    "format",
    "quality",
    "fit",
    "position",
    "background",
    CAPS_PROP,
  ],
  async validateOptions(options, imageConfig, logger) {
    const validated = sharpService.validateOptions
      ? await sharpService.validateOptions(options, imageConfig, logger)
      : options;
    return { ...validated, [CAPS_PROP]: `${CAPS_KEY} avif effort ${AVIF_EFFORT}` };
  },
  getHTMLAttributes(options, imageConfig, logger) {
    // The caps' key and the opt-out are the service's, not the <img>'s.
    const rest = Object.fromEntries(
      Object.entries(options).filter(([key]) => key !== CAPS_PROP && key !== CAP_OPT_OUT),
    );
    return sharpService.getHTMLAttributes!(rest as ImageTransform, imageConfig, logger);
  },
  async transform(input, transform, config, logger) {
    const { data, format } = await cappedTransform(input, transform, config, logger);
    return { data, format };
  },
};

export default service;
