// The Cloudinary stand-in's image delivery (tools/dev/cloudinary-stand-in.mjs serves it): the images every
// cloud holds from the start, and the transformations of a delivery URL it honours, the ones the
// site asks for (f_auto, q_auto, c_fill, w_<n>, h_<n>;
// https://cloudinary.com/documentation/transformation_reference), with f_auto giving WebP to a
// browser that accepts it, as Cloudinary does.
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { DEMO_AVATAR } from "./cloudinary-upload.mjs";

/**
 * What every cloud of the stand-in holds from the start, as if uploaded with the site's preset:
 * the demo data's photo (tools/dev/admin.mjs), so it shows without an upload.
 */
export const SAMPLE_ASSETS = {
  [`${DEMO_AVATAR}.jpg`]: fileURLToPath(
    new URL("../../public/images/default-avatar.jpg", import.meta.url),
  ),
};

/** @typedef {import("./cloudinary-upload.mjs").ImageFormat} ImageFormat */

/** The Content-Type each format is served with. */
export const CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * The transformations of a delivery URL's first segment that the stand-in honours (f_auto,
 * q_auto, c_fill, w_<n>, h_<n>), or null when the segment is no transformation (a folder).
 * Unknown parameters are refused, as Cloudinary answers "Invalid transformation".
 * @param {string} segment
 * @returns {{ auto: boolean, quality: boolean, fill: boolean, width?: number, height?: number }
 *   | "invalid" | null}
 */
export function parseTransformation(segment) {
  const parts = segment.split(",");
  if (!parts.every((part) => /^[a-z]{1,3}_[^_]/.test(part))) return null;
  /** @type {{ auto: boolean, quality: boolean, fill: boolean, width?: number, height?: number }} */
  const t = { auto: false, quality: false, fill: false };
  for (const part of parts) {
    const size = /^([wh])_(\d{1,4})$/.exec(part);
    if (part === "f_auto") t.auto = true;
    else if (part === "q_auto") t.quality = true;
    else if (part === "c_fill") t.fill = true;
    else if (size && Number(size[2]) > 0) t[size[1] === "w" ? "width" : "height"] = Number(size[2]);
    else return "invalid";
  }
  return t;
}

/**
 * The image a delivery URL asks for: transformed with sharp when it has transformations (cached).
 * @param {Uint8Array} bytes
 * @param {ImageFormat} format
 * @param {Exclude<ReturnType<typeof parseTransformation>, "invalid" | null>} t
 * @param {boolean} acceptsWebp
 * @returns {Promise<{ bytes: Uint8Array, format: ImageFormat }>}
 */
export async function transform(bytes, format, t, acceptsWebp) {
  let image = sharp(bytes, { animated: false }).rotate();
  if (t.width || t.height) {
    image = image.resize({
      ...(t.width ? { width: t.width } : {}),
      ...(t.height ? { height: t.height } : {}),
      fit: t.fill ? "cover" : "inside",
      withoutEnlargement: !t.fill,
    });
  }
  const quality = t.quality ? 70 : 90;
  if (t.auto && acceptsWebp)
    return { bytes: await image.webp({ quality }).toBuffer(), format: "webp" };
  if (format === "png") return { bytes: await image.png().toBuffer(), format };
  if (format === "webp") return { bytes: await image.webp({ quality }).toBuffer(), format };
  return { bytes: await image.jpeg({ quality, mozjpeg: true }).toBuffer(), format: "jpg" };
}
