/**
 * Renders the jobs' SVG to files with sharp (PNG or JPEG), writes only the files whose bytes
 * change, and keeps the placeholder manifest (src/data/placeholder-images.json) in step.
 *
 * It draws only over its own drawings: a file is written when it is missing, or when its bytes are
 * those this script last drew there (the manifest's SHA-256: `drawn` for every output, `images`
 * for the placeholders of her photos). Any other file (her photo, or a picture someone put there)
 * is kept, and the run says which and why; deleting the file lets the illustration be drawn again.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { C } from "./svg.mjs";

const JPEG = { quality: 72, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" };

const MANIFEST = "src/data/placeholder-images.json";
const isPlaceholder = (job, rel) =>
  job.placeholder === true || (Array.isArray(job.placeholder) && job.placeholder.includes(rel));

/** The job's SVG encoded for its outputs. */
async function encode(job) {
  const src = job.make();
  // PNG keeps the transparency (the build serves it as WebP with alpha); everything else is JPEG.
  return job.png
    ? await sharp(Buffer.from(src)).png({ compressionLevel: 9, palette: false }).toBuffer()
    : await sharp(Buffer.from(src))
        .flatten({ background: C.ink })
        .jpeg({ ...JPEG, ...(job.jpeg || {}) })
        .toBuffer();
}

const sha256 = (/** @type {Buffer} */ bytes) => createHash("sha256").update(bytes).digest("hex");

/** Every line this module prints about a file it kept. */
export const renderMessages = {
  kept: (/** @type {string} */ rel) =>
    `${rel.padEnd(36)} kept: not the illustration npm run images drew there (a photo of yours?). Delete the file to draw the illustration again.`,
  keptAll: (/** @type {string[]} */ kept) =>
    `Kept ${kept.length} file${kept.length === 1 ? "" : "s"} that npm run images did not draw: ${kept.join(", ")}.`,
};

/**
 * Writes `buf` to `rel` under `root` when the file is missing or holds what this script drew there
 * (SHA-256 `drawn`); logs the output. Returns false when it kept another file in its place.
 */
async function writeOutput(root, rel, buf, [w, h], drawn) {
  const abs = path.join(root, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  const current = await readFile(abs).catch(() => null);
  const same = current !== null && Buffer.compare(current, buf) === 0;
  if (current !== null && !same && sha256(current) !== drawn) {
    console.log(renderMessages.kept(rel));
    return false;
  }
  if (!same) await writeFile(abs, buf);
  const { size } = await stat(abs);
  console.log(
    `${rel.padEnd(36)} ${w}x${h}  ${(size / 1024).toFixed(1).padStart(6)} KB${same ? "  (unchanged)" : ""}`,
  );
  return true;
}

/** Writes the placeholder manifest in job order, only when it changes. */
async function writeManifest(root, jobs, placeholders, drawn) {
  const manifest = {
    about:
      "SHA-256 of the illustrations that stand in for the owner's photos (images) and of the other files npm run images draws (drawn), written by it. The build warns while a file of images still has these bytes: replace the file with a real photo (README, Replacing the placeholders). npm run images draws only over a file that still has its bytes here.",
    images: Object.fromEntries(
      jobs
        .flatMap((job) => job.out.filter((rel) => isPlaceholder(job, rel)))
        .filter((rel) => placeholders[rel])
        .map((rel) => [rel, placeholders[rel]]),
    ),
    drawn: Object.fromEntries(
      jobs
        .flatMap((job) => job.out.filter((rel) => !isPlaceholder(job, rel)))
        .filter((rel) => drawn[rel])
        .map((rel) => [rel, drawn[rel]]),
    ),
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const oldManifest = await readFile(path.join(root, MANIFEST), "utf8").catch(() => "");
  if (manifestText !== oldManifest) {
    await mkdir(path.dirname(path.join(root, MANIFEST)), { recursive: true });
    await writeFile(path.join(root, MANIFEST), manifestText);
  }
  console.log(`${MANIFEST.padEnd(36)} ${Object.keys(manifest.images).length} placeholder images`);
}

/**
 * Renders the jobs (only those with an output path containing one of `only`, when given) into the
 * project at `root`, over no file but its own drawings (see the top of this file), then updates
 * the placeholder manifest. Returns the files it kept.
 */
export async function renderImages(root, jobs, only) {
  const manifest = await readFile(path.join(root, MANIFEST), "utf8")
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  /** Path -> SHA-256 of the placeholder illustrations, kept for the outputs not rendered this run. */
  const placeholders = { ...manifest.images };
  /** Path -> SHA-256 of what this script last drew there: `images` (placeholders) and `drawn`. */
  const drawn = { ...manifest.images, ...manifest.drawn };
  const kept = [];

  for (const job of jobs) {
    if (only.length && !only.some((o) => job.out[0].includes(o))) continue;
    const buf = await encode(job);
    const hash = sha256(buf);
    for (const rel of job.out) {
      if (!(await writeOutput(root, rel, buf, job.size, drawn[rel]))) kept.push(rel);
      // A kept file is not the drawing either way: the new hash is what a redraw may replace.
      drawn[rel] = hash;
      if (isPlaceholder(job, rel)) placeholders[rel] = hash;
    }
  }

  // The manifest in job order, written only when it changes.
  await writeManifest(root, jobs, placeholders, drawn);
  if (kept.length) console.log(renderMessages.keptAll(kept));
  return kept;
}
