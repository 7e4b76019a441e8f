// The Cloudinary stand-in's upload contract (tools/dev/cloudinary-stand-in.mjs serves it): what an
// unsigned upload must be, how it is stored and what Cloudinary answers
// (https://cloudinary.com/documentation/image_upload_api_reference#upload and
// https://cloudinary.com/documentation/upload_images#unsigned_upload). `file` is a file, a remote
// http(s) URL, which Cloudinary fetches ("upload from a remote URL",
// https://cloudinary.com/documentation/upload_images#upload_from_a_remote_url), or a data URI.
// Only the preset "visitors" exists. Whether a file is an image is read from its bytes (JPEG, PNG
// or GIF signatures), never from its declared type. A refusal is Cloudinary's sentence, which the
// server answers as 400 {"error":{"message":...}}.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { PHOTO_FOLDER, UPLOAD_PRESET } from "../../src/features/testimonials/constants.ts";

/** The only unsigned upload preset of the stand-in's clouds (UPLOAD_PRESET). */
export const PRESET = UPLOAD_PRESET;
/**
 * The folder it stores every upload in (PHOTO_FOLDER): the public id is `<folder>/<random id>`, so
 * `secure_url` is `.../image/upload/v<version>/<folder>/<id>.<format>`, the one shape the site
 * stores (storedPhoto) and firestore.rules accept.
 */
export const FOLDER = PHOTO_FOLDER;
/**
 * Photos every cloud of the stand-in holds from the start, as if uploaded with the preset (so the
 * site stores and shows them): the demo data's (tools/dev/admin.mjs, served by
 * cloudinary-delivery.mjs) and the lived-in site's generated portraits 1..12 (tools/dev/lived-in.mjs,
 * made by cloudinary-people.mjs). Their public ids.
 */
export const DEMO_AVATAR = `${FOLDER}/demo-avatar`;
export const personId = (/** @type {number} */ n) => `${FOLDER}/person-${n}`;
/** Cloudinary's limit for an image on the free plan: 10 MB. */
export const MAX_FILE_BYTES = 10_485_760;
/** Cloudinary's delivery host: every `secure_url` names it (src/build/csp.ts CLOUDINARY_DELIVERY). */
export const DELIVERY_ORIGIN = "https://res.cloudinary.com";
/** How long a remote URL may take to answer before its upload is refused. */
const REMOTE_TIMEOUT_MS = 10_000;
/** Request bodies beyond this are not read (their upload is refused as too large). */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

/** @typedef {"jpg" | "png" | "gif" | "webp"} ImageFormat */

/**
 * The format of an image read from its first bytes, or null when they are not a JPEG, PNG, GIF
 * or WebP (a pasted URL may name a WebP; the form's own file picker offers the first three).
 * @param {Uint8Array} bytes
 * @returns {ImageFormat | null}
 */
export function sniffImageFormat(bytes) {
  const starts = (/** @type {number[]} */ signature) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (
    starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  ) {
    return "gif";
  }
  const riff = [0x52, 0x49, 0x46, 0x46];
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (starts(riff) && bytes.length >= 12 && webp.every((byte, i) => bytes[8 + i] === byte)) {
    return "webp";
  }
  return null;
}

/**
 * Width and height from the image header (PNG IHDR, GIF logical screen, JPEG start-of-frame), or
 * null when they cannot be read cheaply.
 * @param {Uint8Array} bytes
 * @param {ImageFormat} format
 * @returns {{ width: number, height: number } | null}
 */
export function imageSize(bytes, format) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (/** @type {number} */ width, /** @type {number} */ height) =>
    width > 0 && height > 0 ? { width, height } : null;
  if (format === "png") {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
    return bytes.length >= 24 && ihdr === "IHDR"
      ? size(view.getUint32(16), view.getUint32(20))
      : null;
  }
  if (format === "gif") {
    return bytes.length >= 10 ? size(view.getUint16(6, true), view.getUint16(8, true)) : null;
  }
  if (format === "webp") return null; // not needed by the site; Cloudinary's answer has it
  // JPEG: walk the marker segments to the first start-of-frame (SOF0..SOF15 but DHT, JPG, DAC).
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, start of scan
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return i + 9 <= bytes.length ? size(view.getUint16(i + 7), view.getUint16(i + 5)) : null;
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** @param {number} count */
function randomId(count) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(count), (byte) => alphabet[byte % alphabet.length]).join("");
}

/** @param {string} text */
function hex(text) {
  return createHash("md5").update(text).digest("hex");
}

/**
 * The request body as a web stream that drops everything past MAX_REQUEST_BYTES (and says so),
 * so that a huge upload is read to its end and can still be answered.
 * @param {import("node:http").IncomingMessage} req
 */
function limitedBody(req) {
  const state = { tooLarge: false, bytes: 0 };
  const limiter = new TransformStream({
    transform(chunk, controller) {
      state.bytes += chunk.byteLength;
      if (state.bytes > MAX_REQUEST_BYTES) state.tooLarge = true;
      else controller.enqueue(chunk);
    },
  });
  const body = /** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(req)).pipeThrough(limiter);
  return { body, state };
}

/**
 * @typedef {object} Upload
 * @property {string} cloud
 * @property {string} public_id
 * @property {number} version
 * @property {ImageFormat} format
 * @property {number} bytes
 * @property {number} [width]
 * @property {number} [height]
 * @property {string} original_filename
 * @property {string} created_at
 * @property {string} secure_url
 */

/**
 * The upload request's form, or null when it is none; `state` says whether the body was too large.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} origin
 */
export async function readForm(req, origin) {
  const { body, state } = limitedBody(req);
  /** @type {FormData | null} */
  let form = null;
  try {
    form = await new Request(`${origin}${req.url}`, {
      method: "POST",
      headers: { "Content-Type": req.headers["content-type"] ?? "" },
      body,
      duplex: "half",
    }).formData();
  } catch {
    // Not a form, or a broken one (the body has been read to its end by then): answered as a
    // request without fields, as Cloudinary does.
  }
  return { form, state };
}

/**
 * A remote image fetched as Cloudinary fetches one given as `file`: its bytes and file name, or
 * Cloudinary's refusal ("Error in loading <url> - <reason>").
 * @param {string} url
 * @returns {Promise<{ refusal: string } | { bytes: Uint8Array, filename: string }>}
 */
async function fetchRemote(url) {
  const refuse = (/** @type {string} */ reason) => ({
    refusal: `Error in loading ${url} - ${reason}`,
  });
  let response;
  try {
    response = await fetch(url, {
      redirect: "follow",
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return refuse(timedOut ? "Request Timeout" : "Connection failed");
  }
  if (!response.ok) {
    await response.body?.cancel();
    return refuse(`${response.status} ${response.statusText}`.trim());
  }
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_FILE_BYTES) {
    await response.body?.cancel();
    return { refusal: `File size too large. Got ${declared}. Maximum is ${MAX_FILE_BYTES}.` };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const name = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  return { bytes, filename: name.replace(/\.[^.]*$/, "") || "file" };
}

/**
 * The uploaded image (its bytes, name and format), or why Cloudinary would refuse it.
 * @param {FormData | null} form
 * @param {{ tooLarge: boolean, bytes: number }} state
 * @returns {Promise<{ refusal: string }
 *   | { bytes: Uint8Array, filename: string, format: ImageFormat }>}
 */
export async function readUpload(form, state) {
  const refuse = (/** @type {string} */ refusal) => ({ refusal });
  if (state.tooLarge) {
    return refuse(`File size too large. Got ${state.bytes}. Maximum is ${MAX_FILE_BYTES}.`);
  }
  const preset = form?.get("upload_preset");
  if (typeof preset !== "string" || preset.trim() === "") {
    return refuse("Upload preset must be specified when using unsigned upload");
  }
  if (preset !== PRESET) return refuse("Upload preset not found");

  const file = form?.get("file");
  if (file === null || file === undefined || file === "") {
    return refuse("Missing required parameter - file");
  }
  /** @type {Uint8Array} */
  let bytes;
  let filename = "file";
  if (typeof file === "string" && /^https?:\/\//i.test(file)) {
    const remote = await fetchRemote(file);
    if ("refusal" in remote) return remote;
    bytes = remote.bytes;
    filename = remote.filename;
  } else if (typeof file === "string") {
    // Cloudinary also takes a base64 data URI.
    const dataUri = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/.exec(file);
    if (!dataUri) return refuse("Invalid image file");
    bytes = Buffer.from(dataUri[1] ?? "", "base64");
  } else {
    bytes = new Uint8Array(await file.arrayBuffer());
    filename = file.name.replace(/\.[^.]*$/, "") || "file";
  }
  if (bytes.byteLength === 0) return refuse("Empty file");
  if (bytes.byteLength > MAX_FILE_BYTES) {
    return refuse(`File size too large. Got ${bytes.byteLength}. Maximum is ${MAX_FILE_BYTES}.`);
  }
  const format = sniffImageFormat(bytes);
  if (!format) return refuse("Invalid image file");
  return { bytes, filename, format };
}

/**
 * Stores an accepted image and lists it; returns its record and its key.
 * @param {import("./cloudinary-stand-in.mjs").Store} store
 * @param {string} cloud
 * @param {{ bytes: Uint8Array, filename: string, format: ImageFormat }} image
 */
export async function saveUpload(store, cloud, { bytes, filename, format }) {
  const size = imageSize(bytes, format);
  const version = Math.floor(Date.now() / 1000);
  const publicId = `${FOLDER}/${randomId(20)}`;
  const key = `${cloud}/${publicId}.${format}`;
  // Cloudinary's own address: the site asks the stand-in's origin for it locally.
  const deliveryUrl = `${DELIVERY_ORIGIN}/${cloud}/image/upload/v${version}/${publicId}.${format}`;
  if (store.dir) {
    const path = join(store.dir, cloud, `${publicId}.${format}`);
    await mkdir(join(store.dir, cloud, FOLDER), { recursive: true });
    await writeFile(path, bytes);
    store.files.set(key, { path, format });
  } else {
    store.files.set(key, { bytes, format });
  }
  const createdAt = new Date(version * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  /** @type {Upload} */
  const record = {
    cloud,
    public_id: publicId,
    version,
    format,
    bytes: bytes.byteLength,
    ...(size ?? {}),
    original_filename: filename,
    created_at: createdAt,
    secure_url: deliveryUrl,
  };
  store.uploads.push(record);
  store.log(
    `[cloudinary] stored ${publicId}.${format} for "${cloud}" (${bytes.byteLength} bytes` +
      `${size ? `, ${size.width}x${size.height}` : ""}) at ${deliveryUrl}`,
  );
  return { record, key };
}

/**
 * Cloudinary's answer to a successful upload.
 * @param {Upload} record
 * @param {string} key
 * @param {Uint8Array} bytes
 */
export function uploadAnswer(record, key, bytes) {
  const { public_id: publicId, version, format, created_at: createdAt, secure_url: url } = record;
  const { width, height } = record;
  return {
    asset_id: hex(`${key}:asset`),
    public_id: publicId,
    version,
    version_id: hex(`${key}:${version}`),
    signature: createHash("sha1").update(key).digest("hex"),
    ...(width === undefined ? {} : { width, height }),
    format,
    resource_type: "image",
    created_at: createdAt,
    tags: [],
    bytes: bytes.byteLength,
    type: "upload",
    etag: createHash("md5").update(bytes).digest("hex"),
    placeholder: false,
    url: url.replace(/^https:/, "http:"),
    secure_url: url,
    asset_folder: FOLDER,
    display_name: publicId.slice(FOLDER.length + 1),
    original_filename: record.original_filename,
  };
}
