// Build benchmark (`npm run bench:build [-- N]`, default 1000 posts): builds a throw-away copy of
// the site whose blog holds N posts (the eight real ones plus N-8 generated, ~700 words each, all
// categories, tags, the eight real images) twice: cold (empty cache folder) and warm (the cache the
// first build left, src/build/card-cache.ts and Astro's image cache). Prints each build's time, time
// per page and peak memory, the size of /blog's first page and the largest page, and checks: the
// warm build of up to 1000 posts takes at most 60 s, /blog's first page stays under 50 KB of HTML,
// and no page links to every post.
// The copy lives in the system's temp folder and is deleted afterwards (--keep keeps it).
import { spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { BLOG_CATEGORIES } from "../../src/features/blog/constants.ts";

const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_POSTS ?? 1000);
const KEEP = args.includes("--keep");
const FIRST_PAGE_LIMIT = 50 * 1024;
/** Seconds a warm build of up to 1000 posts may take on this machine (2 cores). */
const WARM_LIMIT = 60;
const REAL_POSTS = 8;
if (!Number.isInteger(N) || N < REAL_POSTS) throw new Error(`Give at least ${REAL_POSTS} posts`);

const ROOT = resolve(".");
const work = mkdtempSync(join(tmpdir(), "bench-build-"));
for (const entry of ["src", "public", "astro.config.mjs", "tsconfig.json", "package.json"]) {
  cpSync(join(ROOT, entry), join(work, entry), { recursive: true });
}
symlinkSync(join(ROOT, "node_modules"), join(work, "node_modules"), "dir");

const TAGS = [
  "kitchen",
  "software",
  "lagos",
  "community",
  "coding",
  "recipes",
  "africa",
  "teaching",
];
const WORDS = (
  "pepper rice stock queue server deploy menu kitchen customer lesson student market supplier " +
  "cache budget recipe founder volunteer mentor design product database release training " +
  "community generator delivery flavour spice review feedback invoice pipeline"
).split(" ");

/** A deterministic pseudo-random generator, so every run builds the same site. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function generatedPost(id) {
  const rnd = random(id);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = () => {
    const words = Array.from({ length: 12 + Math.floor(rnd() * 8) }, () => pick(WORDS));
    return `${words.join(" ").replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const paragraph = () => Array.from({ length: 5 }, sentence).join(" ");
  const sections = Array.from({ length: 6 }, (_, i) =>
    [
      `## Section ${i + 1}: ${pick(WORDS)} and ${pick(WORDS)}`,
      paragraph(),
      paragraph(),
      `- ${sentence()}\n- ${sentence()}`,
    ].join("\n\n"),
  ).join("\n\n");
  const day = new Date(Date.UTC(2026, 2, 1) + ((id - REAL_POSTS) * 86_400_000) / 4);
  const tags = [...new Set([pick(TAGS), pick(TAGS)])];
  return `---
id: ${id}
title: "Generated post ${id}: ${pick(WORDS)}, ${pick(WORDS)} and ${pick(WORDS)}"
excerpt: "${sentence()}"
date: ${day.toISOString().slice(0, 10)}
category: "${BLOG_CATEGORIES[id % BLOG_CATEGORIES.length]}"
tags: [${tags.map((t) => `"${t}"`).join(", ")}]
image: "../../assets/blog/post-${(id % REAL_POSTS) + 1}.jpg"
imageAlt: "Generated illustration ${id}"
---

${sections}
`;
}

const blogDir = join(work, "src/content/blog");
for (let id = REAL_POSTS + 1; id <= N; id++) {
  writeFileSync(join(blogDir, `${String(id).padStart(5, "0")}-generated.mdx`), generatedPost(id));
}

// Each build runs in a child process of its own, which reports its own peak memory (maxRSS).
// The first starts from an empty cache folder (cold, as a new machine); the second finds what the
// first kept there (warm, as the deploy workflow with its restored cache, or a second local build).
const child = `
const { build } = await import("astro");
await build({ root: process.cwd(), cacheDir: "./.bench-cache", logLevel: "warn" });
console.log("BENCH_MAX_RSS_KB=" + process.resourceUsage().maxRSS);
`;
async function timedBuild(label) {
  console.log(`Building a copy of the site with ${N} posts in ${work} (${label}) ...`);
  const started = performance.now();
  const output = await new Promise((resolvePromise, reject) => {
    const proc = spawn(process.execPath, ["--input-type=module", "-e", child], {
      cwd: work,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let out = "";
    proc.stdout.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    proc.on("exit", (code) =>
      code === 0 ? resolvePromise(out) : reject(new Error(`Build failed (${code})`)),
    );
  });
  return {
    seconds: (performance.now() - started) / 1000,
    maxRssKb: Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(output)?.[1] ?? 0),
  };
}
const cold = await timedBuild("cold: empty cache");
const warm = await timedBuild("warm: the first build's cache");

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(join(dir, e.name))
      : e.name.endsWith(".html")
        ? [join(dir, e.name)]
        : [],
  );
}
const dist = join(work, "dist");
const pages = htmlFiles(dist);
const first = readFileSync(join(dist, "blog/index.html"));
let largest = { path: "", bytes: 0 };
let mostLinked = { path: "", count: 0 };
for (const file of pages) {
  const bytes = statSync(file).size;
  const path = `/${relative(dist, file)}`.replace(/\/?index\.html$/, "") || "/";
  if (bytes > largest.bytes) largest = { path, bytes };
  const html = readFileSync(file, "utf8");
  const ids = new Set([...html.matchAll(/href="\/blog\/(\d+)"/g)].map((m) => m[1]));
  if (ids.size > mostLinked.count) mostLinked = { path, count: ids.size };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const lines = [
  `posts: ${N}`,
  `pages built: ${pages.length}`,
  ...[
    ["cold", cold],
    ["warm", warm],
  ].map(
    ([label, { seconds, maxRssKb }]) =>
      `build, ${label}: ${seconds.toFixed(1)} s (${((seconds * 1000) / pages.length).toFixed(1)} ms per page, peak memory ${(maxRssKb / 1024).toFixed(0)} MB)`,
  ),
  `/blog first page: ${kb(first.length)} HTML (${kb(gzipSync(first).length)} gzip)`,
  `largest page: ${largest.path} ${kb(largest.bytes)}`,
  `most posts linked from one page: ${mostLinked.count} (${mostLinked.path})`,
];
console.log(`\nbench:build\n  ${lines.join("\n  ")}`);

const failures = [];
if (N <= 1000 && warm.seconds > WARM_LIMIT)
  failures.push(`the warm build took ${warm.seconds.toFixed(1)} s (limit ${WARM_LIMIT} s)`);
if (first.length >= FIRST_PAGE_LIMIT)
  failures.push(`/blog's first page is ${kb(first.length)} (limit 50 KB)`);
if (N > 12 && mostLinked.count >= N) failures.push(`${mostLinked.path} links to every post`);
if (!KEEP) rmSync(work, { recursive: true, force: true });
if (failures.length) {
  console.error(`\nbench:build failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
