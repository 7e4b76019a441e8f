#!/usr/bin/env node
/**
 * Renders the site's illustrations (hand-authored SVG built from small
 * geometric helpers) to optimised JPEGs with sharp.
 *
 * Deterministic: all "randomness" (grain, rice grains, confetti) comes from a
 * seeded mulberry32 PRNG, so the same source always produces the same bytes.
 *
 * The illustrations that stand in for the owner's photos (hero, portrait, about photo, post images:
 * `placeholder` in tools/assets/images/jobs.mjs, true for all of a job's outputs or the list of those a page uses) are listed with their SHA-256 in src/data/placeholder-images.json, so
 * the build can warn while one is still in place (src/build/placeholders.ts). It draws only over a
 * file that still has the bytes it drew there, and keeps any other (her photo), saying so
 * (tools/assets/images/render.mjs).
 *
 * Usage: npm run images
 *        npm run images -- testimonials   (only outputs whose path matches)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jobs } from "./images/jobs.mjs";
import { renderImages } from "./images/render.mjs";

// The drawings live in tools/assets/images/: svg.mjs (palette, shape and gradient helpers), motifs.mjs
// (shared motifs), amara.mjs (the owner), one module per image family, blog/canvas.mjs (the posts'
// canvas and frame: background, glow, confetti, grain) and blog/post-N.mjs per post image.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await renderImages(ROOT, jobs, process.argv.slice(2));
