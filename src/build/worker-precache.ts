/**
 * The service worker's build (src/build/service-worker.ts): what it keeps ahead (the
 * offline page and the files it loads at once, nothing else) and its bundle, dist/sw.js, made
 * with Vite from src/features/offline/worker.ts and Workbox. Node only.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "../features/offline/constants.ts";
import { contactEndpointOf } from "../site/local-addresses.ts";

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The /_astro/ files an HTML page loads by itself (stylesheets, module scripts, preloads). */
export function pageAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="(\/_astro\/[^"]+)"/gi)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The chunks a module imports statically ("./x.js" beside it), not those it imports on demand. */
export function staticImports(code: string, from: string): string[] {
  const dir = from.slice(0, from.lastIndexOf("/") + 1);
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["'](\.\/[^"']+)["']/g,
  )) {
    if (match[1]) found.add(dir + match[1].slice(2));
  }
  return [...found];
}

const revisionOf = (text: string | Buffer) =>
  createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * The worker's precache list: the offline page (its revision the hash of its HTML) and the files
 * it loads at once, with every chunk they import statically (fingerprinted: no revision).
 */
export function precacheList(dist: string): PrecacheEntry[] {
  const html = readFileSync(join(dist, OFFLINE_PAGE, "index.html"), "utf8");
  const files = new Set<string>();
  const queue = pageAssets(html);
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    const path = join(dist, url);
    if (!existsSync(path)) continue;
    files.add(url);
    if (url.endsWith(".js")) queue.push(...staticImports(readFileSync(path, "utf8"), url));
  }
  return [
    { url: OFFLINE_PAGE, revision: revisionOf(html) },
    ...[...files].sort().map((url) => ({ url, revision: null })),
  ];
}

/** Bundles one worker (a file under src/, with what it imports) into a single script. */
export async function bundleWorker(
  root: string,
  entry: string,
  define: Record<string, string> = {},
): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: { "@": join(root, "src") } },
    define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: join(root, entry),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((file) => file.type === "chunk");
  if (!chunk || chunk.type !== "chunk")
    throw new Error(`The service worker ${entry} did not build.`);
  return chunk.code;
}

/** The kill switch (src/features/offline/kill-switch.ts), as /sw.js serves it. */
export const killSwitchCode = (root: string) =>
  bundleWorker(root, "src/features/offline/kill-switch.ts");

/**
 * Bundles the worker into dist/sw.js with its precache list; returns its size in bytes. With
 * `off` (offline reading turned off: OFFLINE_SWITCH) dist/sw.js is the kill switch, keeping nothing.
 */
export async function buildServiceWorker(
  root: string,
  dist: string,
  titleSuffix: string,
  { off = false }: { off?: boolean } = {},
): Promise<{ bytes: number; precache: PrecacheEntry[] }> {
  const precache = off ? [] : precacheList(dist);
  const code = off
    ? await killSwitchCode(root)
    : await bundleWorker(root, "src/features/offline/worker.ts", {
        __PRECACHE__: JSON.stringify(precache),
        __TITLE_SUFFIX__: JSON.stringify(titleSuffix),
        // Where the worker posts a kept contact message: this build's endpoint, as the pages do.
        __OUTBOX_CONTACT_ENDPOINT__: JSON.stringify(
          contactEndpointOf(process.env.PUBLIC_CONTACT_ENDPOINT),
        ),
      });
  writeFileSync(join(dist, SERVICE_WORKER_URL), code);
  return { bytes: Buffer.byteLength(code), precache };
}
