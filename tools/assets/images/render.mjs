/**
 * Renders the jobs' SVG to files with sharp (PNG or JPEG), writes only the files whose bytes
 * change, and keeps the placeholder manifest (src/data/placeholder-images.json) in step.
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

/** Writes `buf` to `rel` under `root` unless the file already holds those bytes; logs the output. */
async function writeOutput(root, rel, buf, [w, h]) {
  const abs = path.join(root, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  let same = false;
  try {
    same = Buffer.compare(await readFile(abs), buf) === 0;
  } catch {
    /* new file */
  }
  if (!same) await writeFile(abs, buf);
  const { size } = await stat(abs);
  console.log(
    `${rel.padEnd(36)} ${w}x${h}  ${(size / 1024).toFixed(1).padStart(6)} KB${same ? "  (unchanged)" : ""}`,
  );
}

/** Writes the placeholder manifest in job order, only when it changes. */
async function writeManifest(root, jobs, placeholders) {
  const manifest = {
    about:
      "SHA-256 of the illustrations that stand in for the owner's photos, written by npm run images. The build warns while a listed file still has these bytes: replace the file with a real photo (README, Replacing the placeholders).",
    images: Object.fromEntries(
      jobs
        .flatMap((job) => job.out.filter((rel) => isPlaceholder(job, rel)))
        .filter((rel) => placeholders[rel])
        .map((rel) => [rel, placeholders[rel]]),
    ),
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const oldManifest = await readFile(path.join(root, MANIFEST), "utf8").catch(() => "");
  if (manifestText !== oldManifest) await writeFile(path.join(root, MANIFEST), manifestText);
  console.log(`${MANIFEST.padEnd(36)} ${Object.keys(manifest.images).length} placeholder images`);
}

/**
 * Renders the jobs (only those with an output path containing one of `only`, when given) into the
 * project at `root`, then updates the placeholder manifest.
 */
export async function renderImages(root, jobs, only) {
  /** Path -> SHA-256 of the placeholder illustrations, kept for the outputs not rendered this run. */
  const placeholders = await readFile(path.join(root, MANIFEST), "utf8")
    .then((text) => JSON.parse(text).images)
    .catch(() => ({}));

  for (const job of jobs) {
    if (only.length && !only.some((o) => job.out[0].includes(o))) continue;
    const buf = await encode(job);
    for (const rel of job.out) {
      await writeOutput(root, rel, buf, job.size);
      if (isPlaceholder(job, rel))
        placeholders[rel] = createHash("sha256").update(buf).digest("hex");
    }
  }

  // The manifest in job order, written only when it changes.
  await writeManifest(root, jobs, placeholders);
}
