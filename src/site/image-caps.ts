/**
 * The most bytes each image file of the site may weigh, and the shapes of the pictures that show
 * her photos: the one home of both. The build's image service (src/build/images/service.ts)
 * lowers each file's quality until it fits its cap, whatever the camera; the byte budget
 * (tools/measure/byte-budgets.mjs) judges each page's images against the same caps, by kind of
 * page (a post its cover, a list its cards). Plain TypeScript with no imports: Node runs it as it
 * is, for the budget, and so do the tests.
 */

/** The formats the caps are written for: the `<source>`'s AVIF and the `<img>`'s WebP. */
export type CappedFormat = "avif" | "webp";

/**
 * Caps in KB for a 16:9 file of each width (the blog's covers and cards), by format. Each sits a
 * few KB above the heaviest placeholder illustration's file at the encoder's default quality
 * (AVIF 50, WebP 80: /blog/6's drawing, 25.1 KB at 1280w in AVIF), so those are encoded as before
 * and a photo is brought down to them; but AVIF's up to 800w, the widths a phone fetches (a cover
 * at 2x: MAX_DENSITY), which are set so that a post's whole first visit on a phone with its cover
 * at the cap stays under 80 KB (tools/measure/byte-budgets.mjs, POST_FIRST_VISIT), and bring the
 * heaviest drawing (11.1 KB at 640w, 14.3 at 800w) down to them.
 */
export const CAPS_16X9_KB: Readonly<Record<CappedFormat, Readonly<Record<number, number>>>> = {
  avif: { 400: 7, 480: 8, 640: 10, 800: 12, 960: 22, 1280: 30, 1600: 42 },
  webp: { 400: 13, 480: 16, 640: 22, 800: 28, 960: 34, 1280: 46, 1600: 62 },
};

/**
 * Short text that changes with the caps: the image service hashes it with each transform, so a
 * file made under other caps is not taken from Astro's image cache.
 */
export const CAPS_KEY = JSON.stringify(CAPS_16X9_KB);

const KB = 1024;

/** The width of a 16:9 picture of as many pixels as `width` × `height`. */
function sixteenNineWidth(width: number, height: number): number {
  return Math.sqrt((width * height * 16) / 9);
}

/**
 * The cap, in bytes, of a `format` file of `width` × `height` pixels: the table's at a 16:9 width,
 * interpolated between its widths by pixel count for any other (log-log, as a file's bytes grow a
 * little slower than its pixels), and in proportion to the pixels beyond its ends. A picture of
 * another shape (the About page's 4:5 portrait) is capped by its pixels. Undefined for formats
 * without caps (the service leaves those as Astro's sharp service makes them).
 */
export function capBytes(format: string, width: number, height: number): number | undefined {
  const table = CAPS_16X9_KB[format as CappedFormat];
  if (!table) return undefined;
  const points = Object.entries(table)
    .map(([w, kb]) => [Number(w), kb] as const)
    .sort((a, b) => a[0] - b[0]);
  const w = sixteenNineWidth(width, height);
  const exact = points.find(([pw]) => Math.abs(pw - w) < 1);
  if (exact) return Math.floor(exact[1] * KB);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (w <= first[0]) return Math.floor(first[1] * KB * (w / first[0]) ** 2);
  if (w >= last[0]) return Math.floor(last[1] * KB * (w / last[0]) ** 2);
  const upper = points.findIndex(([pw]) => pw > w);
  const [w0, kb0] = points[upper - 1]!;
  const [w1, kb1] = points[upper]!;
  const t = Math.log(w / w0) / Math.log(w1 / w0);
  return Math.floor(Math.exp(Math.log(kb0) + t * (Math.log(kb1) - Math.log(kb0))) * KB);
}

/** The two screens every budget measures: a 390 px phone at 3x, a 1366 px desktop at 1x. */
export type Screen = "phone" | "desktop";
export const SCREENS: Readonly<Record<Screen, { width: number; dpr: number }>> = {
  phone: { width: 390, dpr: 3 },
  desktop: { width: 1366, dpr: 1 },
};

/**
 * The most device pixels per CSS pixel a picture is sent at: a phone at 3x gets the file a 2x one
 * gets. Each shape's `sizes` says so with a clause before its phone width, the slot two thirds as
 * wide at `(min-resolution: 3dppx)`, so a 390 px phone at 3x fetches an 800w cover (its cap 12 KB),
 * not the 1280w one (30 KB) a third more pixels each way would ask for (docs/decisions.md,
 * "A post at most 80 KB with the worker").
 */
export const MAX_DENSITY = 2;

/**
 * A picture of her content: the widths its `srcset` offers, the shape every width is cut to (the
 * shape its box shows, `object-cover`), the `<img>`'s own `src` width (never the original's: the
 * fallback weighs no more than what a phone or a desktop fetch), and the CSS width of its slot on
 * each screen, as its `sizes` says, which tells the widths those screens fetch.
 */
export interface PictureShape {
  widths: readonly number[];
  aspect: readonly [number, number];
  fallbackWidth: number;
  /** CSS pixels the picture fills at each screen (its `sizes` there). */
  slot: Readonly<Record<Screen, number>>;
  sizes: string;
}

/** A post's cover (src/layouts/PostLayout.astro): 100vw on a phone, 976 px from 1024 px. */
export const COVER: PictureShape = {
  widths: [400, 480, 640, 800, 960, 1280, 1600],
  aspect: [16, 9],
  fallbackWidth: 1280,
  slot: { phone: 390, desktop: 976 },
  sizes: "(min-width: 1024px) 976px, (min-resolution: 3dppx) 67vw, 100vw",
};

/**
 * A list's card (src/features/blog/components/PostCard.astro): the first of /blog's first page
 * leads, 720 px wide on a desktop; the others are 360 px there. Both fill a phone's width.
 */
export const CARD: PictureShape = {
  widths: [400, 640, 800],
  aspect: [16, 9],
  fallbackWidth: 800,
  slot: { phone: 390, desktop: 360 },
  sizes: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, (min-resolution: 3dppx) 67vw, 100vw",
};
export const LEAD_CARD: PictureShape = {
  ...CARD,
  slot: { phone: 390, desktop: 720 },
  sizes: "(min-width: 1024px) 720px, (min-resolution: 3dppx) 67vw, 100vw",
};

/** The home page's About teaser (src/components/home/AboutIntro.astro), 4:3. */
export const ABOUT_TEASER: PictureShape = {
  widths: [400, 640, 960],
  aspect: [4, 3],
  fallbackWidth: 960,
  slot: { phone: 390, desktop: 560 },
  sizes: "(min-width: 1024px) 560px, (min-resolution: 3dppx) 67vw, 100vw",
};

/** The About page's portrait (src/components/about/Biography.astro), 4:5; 90vw on a phone. */
export const PORTRAIT: PictureShape = {
  widths: [320, 480, 640, 720, 800],
  aspect: [4, 5],
  fallbackWidth: 720,
  slot: { phone: 351, desktop: 384 },
  sizes: "(min-width: 1024px) 384px, (min-resolution: 3dppx) 60vw, 90vw",
};

/** The height of a `shape` picture `width` pixels wide. */
export function heightAt(shape: Pick<PictureShape, "aspect">, width: number): number {
  return Math.round((width * shape.aspect[1]) / shape.aspect[0]);
}

/**
 * The width a `screen` fetches of `shape`: the smallest of its widths that covers its slot at the
 * screen's pixel ratio, at most MAX_DENSITY, else its largest (what a browser picks from a `w`
 * srcset with the shape's `sizes`).
 */
export function fetchedWidth(shape: PictureShape, screen: Screen): number {
  const need = shape.slot[screen] * Math.min(SCREENS[screen].dpr, MAX_DENSITY);
  const widths = [...shape.widths].sort((a, b) => a - b);
  return widths.find((w) => w >= need) ?? widths[widths.length - 1]!;
}

/** The cap, in bytes, of the AVIF file a `screen` fetches of `shape` (what a browser takes). */
export function fetchedCap(shape: PictureShape, screen: Screen): number {
  const width = fetchedWidth(shape, screen);
  return capBytes("avif", width, heightAt(shape, width))!;
}

/**
 * The props a `<Picture>` of `shape` takes for its sizes: its widths, its `sizes`, and the
 * `<img>`'s width and height: the fallback's width, cut to the shape (each srcset width is cut
 * the same way, and the `src` is the srcset's file of that width, not another).
 */
export function pictureProps(shape: PictureShape) {
  return {
    widths: [...shape.widths],
    sizes: shape.sizes,
    width: shape.fallbackWidth,
    height: heightAt(shape, shape.fallbackWidth),
  };
}
