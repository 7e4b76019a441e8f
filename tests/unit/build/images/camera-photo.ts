/**
 * A camera-sized, photo-like picture made on the spot (no real photo in the repository): 4032 ×
 * 3024 pixels, a phone camera's 12 MP, as a JPEG of about 2.5 MB. Gradients under grain at four
 * scales (a pixel to forty), so that, like a photo and unlike a drawing, it keeps detail at every
 * width the site serves. The same seed gives the same bytes. Used by the image tests, and by hand
 * for a trial post (docs/decisions.md, "Images fit their caps whatever the camera").
 */
import sharp from "sharp";

export const CAMERA = { width: 4032, height: 3024 } as const;

/** [scale in pixels, amplitude] of each layer of grain. */
const GRAIN: readonly (readonly [number, number])[] = [
  [1, 4],
  [2.5, 14],
  [8, 24],
  [40, 40],
];

function noise(width: number, height: number, seed: number, amplitude: number): Buffer {
  const out = Buffer.alloc(width * height);
  let state = seed;
  for (let i = 0; i < out.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    out[i] = 128 + ((state >> 16) % (2 * amplitude)) - amplitude;
  }
  return out;
}

async function grain(scale: number, seed: number, amplitude: number): Promise<Buffer> {
  const { width, height } = CAMERA;
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  return sharp(noise(w, h, seed, amplitude), { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

/** The JPEG (quality 90, as a phone saves). `size` makes a smaller one of the same kind. */
export async function cameraPhoto(size: { width: number; height: number } = CAMERA) {
  const { width, height } = CAMERA;
  const layers = await Promise.all(GRAIN.map(([scale, amp], i) => grain(scale, i + 1, amp)));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      let n = 0;
      for (const layer of layers) n += layer[p]! - 128;
      const rgb = [
        (x * 200) / width + 30 + n,
        (y * 180) / height + 40 + n * 0.8,
        120 + 60 * Math.sin(x / 300 + y / 200) + n * 0.6,
      ];
      for (let c = 0; c < 3; c++) pixels[p * 3 + c] = Math.max(0, Math.min(255, rgb[c]!));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (size.width !== width || size.height !== height) image.resize(size.width, size.height);
  return image.jpeg({ quality: 90 }).toBuffer();
}
