/**
 * Builds the full-text search index with Pagefind once Astro has written the site: it reads the
 * built HTML (only the parts marked `data-pagefind-body`: posts and guides) and writes
 * dist/pagefind/, which the search page loads when a visitor starts a search.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { SEARCH_OFFLINE_FILES } from "../features/search/constants.ts";

/** Pagefind's files that a search uses: not its UI bundles, nor its other languages' code. */
export function searchFiles(paths: readonly string[]): string[] {
  return paths
    .filter((path) => !/\/pagefind-(component-ui|modular-ui|ui|highlight)\.[a-z]+$/.test(path))
    .filter((path) => !/\/wasm\.(?!en\.)[^/]+\.pagefind$/.test(path))
    .filter((path) => path !== SEARCH_OFFLINE_FILES)
    .sort();
}

/**
 * Writes the list of Pagefind's files a search uses (SEARCH_OFFLINE_FILES), which the search page
 * fetches for the service worker to keep (src/features/search/offline.ts). Returns how many.
 */
export function writeSearchFileList(site: string): number {
  const folder = join(site, "pagefind");
  const paths = (
    readdirSync(folder, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[]
  )
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(site, join(entry.parentPath, entry.name)).split("\\").join("/")}`);
  const files = searchFiles(paths);
  writeFileSync(join(site, SEARCH_OFFLINE_FILES), `${JSON.stringify({ files })}\n`);
  return files.length;
}

export function searchIndex(): AstroIntegration {
  return {
    name: "search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const started = performance.now();
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
          if (!index) throw new Error(errors.join("\n"));
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(added.errors.join("\n"));
          const written = await index.writeFiles({ outputPath: join(site, "pagefind") });
          if (written.errors.length) throw new Error(written.errors.join("\n"));
          const kept = writeSearchFileList(site);
          logger.info(
            `Indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms (${kept} files for offline search)`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
