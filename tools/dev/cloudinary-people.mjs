// The Cloudinary stand-in's generated portraits (tools/dev/cloudinary-stand-in.mjs).
import sharp from "sharp";
import { personId } from "./cloudinary-upload.mjs";

/**
 * Portraits every cloud also holds, `<folder>/person-<1..12>.jpg` (personId: as if uploaded with
 * the site's preset, so they are photos the site stores and shows), made here (a head and
 * shoulders on a colour of its own): the lived-in site's photos (tools/dev/lived-in.mjs), so a
 * wall of a year's testimonials shows faces of different tones without shipping a dozen photos.
 */
export const PEOPLE = new RegExp(`/${personId(0).replace(/0$/, "")}(\\d{1,2})\\.jpg$`);
const PEOPLE_TONES = [
  ["#f4c9a8", "#5b3a29"],
  ["#cfe3d4", "#3d2a1e"],
  ["#d9d2f0", "#8a5a3c"],
  ["#f7e0a3", "#4a2f23"],
  ["#bfdbe8", "#6b4430"],
  ["#f2c4c4", "#2f1f18"],
];
/** @type {Map<number, Buffer>} */
const peopleMade = new Map();

/** The generated portrait `n` (1 to 12) as a 400 px JPEG, or null for any other number. */
export async function person(n) {
  if (n < 1 || n > 12) return null;
  const made = peopleMade.get(n);
  if (made) return made;
  const [background, skin] = PEOPLE_TONES[(n - 1) % PEOPLE_TONES.length];
  const clothes = ["#c0502e", "#2e6b5e", "#3b4c8c", "#8c3b6e"][(n - 1) % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${background}"/>
    <ellipse cx="200" cy="400" rx="150" ry="110" fill="${clothes}"/>
    <rect x="170" y="230" width="60" height="70" fill="${skin}"/>
    <ellipse cx="200" cy="170" rx="${70 + (n % 3) * 6}" ry="88" fill="${skin}"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  peopleMade.set(n, bytes);
  return bytes;
}
