/**
 * Build outputs that are slow to make (the social cards) kept between builds: each is a file
 * named by a hash of everything that decides it, in the folder the build-cache integration names
 * (`build-cache/` in Astro's cacheDir, node_modules/.astro unless set; the deploy workflow keeps
 * it between runs). A build that finds the file reads it instead of making it again; files no
 * build used are removed at its end (`pruneBuildCache`). Without a folder (unit tests), every
 * call makes its output.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The folder, which src/build/build-cache.ts names in the build's environment (the pages
 * are rendered in the build's own process). Unset elsewhere, e.g. in unit tests.
 */
export function buildCacheDir(): string | undefined {
  return process.env.BUILD_CACHE_DIR || undefined;
}

/** A file name for the inputs: sha256 over each part, in order, with a separator. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex").slice(0, 40);
}

/**
 * The cached bytes for `key` under `dir/kind`, or `make()`'s, written there for the next build.
 * A hit's time is set to now, so the end-of-build prune keeps it. Writes go to a temporary name
 * first, so a build stopped halfway never leaves half a file under the real name.
 */
export async function cached(
  dir: string | undefined,
  kind: string,
  key: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!dir) return make();
  const folder = join(dir, kind);
  const file = join(folder, key);
  try {
    const bytes = await readFile(file);
    const now = new Date();
    await utimes(file, now, now);
    return bytes;
  } catch {
    // Not made yet (or unreadable): make it.
  }
  const bytes = await make();
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  return bytes;
}

/**
 * Removes the files under `dir` that no build touched since `since` (ms since the epoch): outputs
 * of inputs that changed or went away. Returns how many were kept and removed.
 */
export async function pruneBuildCache(
  dir: string,
  since: number,
): Promise<{ kept: number; removed: number }> {
  let kept = 0;
  let removed = 0;
  const kinds = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const kind of kinds.filter((entry) => entry.isDirectory())) {
    const folder = join(dir, kind.name);
    for (const name of await readdir(folder)) {
      const file = join(folder, name);
      const { mtimeMs } = await stat(file);
      if (mtimeMs >= since) {
        kept++;
      } else {
        await rm(file, { force: true });
        removed++;
      }
    }
  }
  return { kept, removed };
}
