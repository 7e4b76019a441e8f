// A local stand-in for Cloudinary's unsigned image upload, for `npm run dev` and the tests only.
// It honours the documented contract (https://cloudinary.com/documentation/image_upload_api_reference#upload
// and https://cloudinary.com/documentation/upload_images#unsigned_upload):
//   POST /v1_1/<cloud>/image/upload, multipart/form-data with `file` and `upload_preset`
//   -> 200 {public_id, version, width, height, format, resource_type, bytes, url, secure_url, ...}
//   -> 400 {"error":{"message":...}} for a missing or unknown preset, a missing, empty, too large
//      or non-image file
//   `file` may also be a remote http(s) URL, which Cloudinary fetches ("upload from a remote URL",
//   https://cloudinary.com/documentation/upload_images#upload_from_a_remote_url), or a data URI;
//   a URL that cannot be loaded -> 400 {"error":{"message":"Error in loading <url> - <reason>"}}
//   GET /<cloud>/image/upload/[<transformations>/][v<version>/]<public_id>.<format> serves the
//   stored image; the transformations it honours are the ones the site asks for (f_auto, q_auto,
//   c_fill, w_<n>, h_<n>; https://cloudinary.com/documentation/transformation_reference), with
//   f_auto giving WebP to a browser that accepts it, as Cloudinary does.
// `secure_url` is what Cloudinary answers, https://res.cloudinary.com/<cloud>/image/upload/...:
// the site stores that address and asks the stand-in's origin for it locally (src/site/config.ts).
// Only the preset "visitors" exists. Whether a file is an image is read from its bytes (JPEG, PNG
// or GIF signatures), never from its declared type. Every answer allows any origin, as Cloudinary's
// upload API does for browser uploads. Uploads are kept in memory (or under `dir`), and listed for
// tests at GET/DELETE /__uploads.
// Its parts: the upload contract (tools/dev/cloudinary-upload.mjs), the image delivery
// (tools/dev/cloudinary-delivery.mjs) and the generated portraits (cloudinary-people.mjs); this
// module is the server: its routes, answers and store.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { PEOPLE, person } from "./cloudinary-people.mjs";
import {
  CONTENT_TYPES,
  SAMPLE_ASSETS,
  parseTransformation,
  transform,
} from "./cloudinary-delivery.mjs";
import { readForm, readUpload, saveUpload, uploadAnswer } from "./cloudinary-upload.mjs";
import { LOCAL_CLOUDINARY_PORT } from "../../src/site/local-addresses.ts";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, HEAD, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Content-Type, Content-Range, X-Requested-With, X-Unique-Upload-Id",
  "Access-Control-Max-Age": "600",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

/** @typedef {import("./cloudinary-upload.mjs").ImageFormat} ImageFormat */
/** @typedef {import("./cloudinary-upload.mjs").Upload} Upload */

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function send(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...CORS });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

/**
 * What a running stand-in holds: every stored upload (newest last), the stored files by
 * "<cloud>/<public_id>.<format>" (their bytes, or their path under `dir`), and its own origin.
 * @typedef {object} Store
 * @property {Upload[]} uploads
 * @property {Map<string, { bytes?: Uint8Array, path?: string, format: ImageFormat }>} files
 * @property {Map<string, { bytes: Uint8Array, format: ImageFormat }>} derived transformed copies
 * @property {string | undefined} dir
 * @property {(line: string) => void} log
 * @property {string} origin
 */

/**
 * @param {Store} store
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} cloud
 */
async function upload(store, req, res, cloud) {
  const { form, state } = await readForm(req, store.origin);
  const image = await readUpload(form, state);
  if ("refusal" in image) {
    store.log(`[cloudinary] upload to "${cloud}" refused: ${image.refusal}`);
    return send(res, 400, { error: { message: image.refusal } });
  }
  const { record, key } = await saveUpload(store, cloud, image);
  return send(res, 200, uploadAnswer(record, key, image.bytes));
}

/**
 * @param {Store} store
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} key "<cloud>/<public_id>.<format>"
 * @param {string | undefined} transformation the URL's transformation segment, if any
 */
async function deliver(store, req, res, key, transformation) {
  const sample = Object.entries(SAMPLE_ASSETS).find(([id]) => key.endsWith(`/${id}`))?.[1];
  const portrait = PEOPLE.exec(key) ? await person(Number(PEOPLE.exec(key)?.[1])) : null;
  const stored =
    store.files.get(key) ??
    (sample ? { format: "jpg", path: sample } : undefined) ??
    (portrait ? { format: "jpg", bytes: portrait } : undefined);
  const original = stored?.bytes ?? (stored?.path ? await readFile(stored.path) : null);
  if (!stored || !original) return send(res, 404, { error: { message: "Resource not found" } });
  const t = transformation ? parseTransformation(transformation) : null;
  if (t === "invalid") return send(res, 400, { error: { message: "Invalid transformation" } });
  const acceptsWebp = /image\/webp/.test(req.headers.accept ?? "");
  /** @type {{ bytes: Uint8Array, format: ImageFormat }} */
  let image = { bytes: original, format: /** @type {ImageFormat} */ (stored.format) };
  if (t) {
    const cacheKey = `${key}|${transformation}|${acceptsWebp && t.auto ? "webp" : ""}`;
    const cached = store.derived.get(cacheKey);
    image = cached ?? (await transform(original, image.format, t, acceptsWebp));
    store.derived.set(cacheKey, image);
  }
  res.writeHead(200, {
    "Content-Type": CONTENT_TYPES[image.format],
    "Content-Length": String(image.bytes.byteLength),
    "Cache-Control": "public, max-age=2592000",
    "X-Content-Type-Options": "nosniff",
    ...(t?.auto ? { Vary: "Accept" } : {}),
    ...CORS,
  });
  res.end(req.method === "HEAD" ? undefined : image.bytes);
}

/**
 * Answers one request: CORS preflights, the test listing, uploads and deliveries.
 * @param {Store} store
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
async function route(store, req, res) {
  const url = new URL(req.url ?? "/", store.origin);
  if (req.method === "OPTIONS") return send(res, 204, null);
  if (url.pathname === "/__uploads") {
    if (req.method === "DELETE") {
      store.uploads.length = 0;
      store.files.clear();
      store.derived.clear();
    }
    return send(res, 200, { uploads: store.uploads });
  }
  const api = /^\/v1_1\/([\w-]+)\/image\/upload\/?$/.exec(url.pathname);
  if (api) {
    if (req.method !== "POST") {
      return send(res, 405, { error: { message: "Method not allowed" } });
    }
    return await upload(store, req, res, api[1] ?? "");
  }
  const asset = /^\/([\w-]+)\/image\/upload\/(.+)$/.exec(url.pathname);
  if (asset && (req.method === "GET" || req.method === "HEAD")) {
    const segments = (asset[2] ?? "").split("/");
    const first = segments[0] ?? "";
    const transformation = parseTransformation(first) === null ? undefined : segments.shift();
    if (/^v\d+$/.test(segments[0] ?? "")) segments.shift();
    const file = /^([\w-]+(?:\/[\w-]+)*)\.(jpg|png|gif|webp)$/.exec(segments.join("/"));
    if (file) {
      return await deliver(store, req, res, `${asset[1]}/${file[1]}.${file[2]}`, transformation);
    }
  }
  return send(res, 404, { error: { message: "Resource not found" } });
}

/**
 * Starts the stand-in on loopback. `uploads` lists every stored upload, newest last.
 * @param {{ port?: number, host?: string, log?: (line: string) => void, dir?: string }} [options]
 * @returns {Promise<{ url: string, port: number, uploads: Upload[],
 *   close: () => Promise<void> }>}
 */
export function startCloudinary({
  port = LOCAL_CLOUDINARY_PORT,
  host = "127.0.0.1",
  log = console.log,
  dir,
} = {}) {
  /** @type {Store} */
  const store = {
    uploads: [],
    files: new Map(),
    derived: new Map(),
    dir,
    log,
    origin: `http://${host}:${port}`,
  };

  const server = createServer(async (req, res) => {
    try {
      return await route(store, req, res);
    } catch (error) {
      log(`[cloudinary] ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent) send(res, 500, { error: { message: "Internal server error" } });
      else res.end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      store.origin = `http://${host}:${actual}`;
      resolve({
        url: store.origin,
        port: actual,
        uploads: store.uploads,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
