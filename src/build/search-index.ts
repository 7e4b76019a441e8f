/**
 * Builds the full-text search index with Pagefind once Astro has written the site: it reads the
 * built HTML (only the parts marked `data-pagefind-body`: posts and guides) and writes
 * dist/pagefind/, which the search page loads when a visitor starts a search.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";

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
          logger.info(
            `Indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
