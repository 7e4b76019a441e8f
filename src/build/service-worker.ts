/**
 * Builds the service worker (src/build/worker-precache.ts) once Astro has written the site: it needs
 * the offline page's HTML and files for its precache list.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildServiceWorker } from "./worker-precache.ts";

export function serviceWorker(titleSuffix: string): AstroIntegration {
  return {
    name: "service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { bytes, precache } = await buildServiceWorker(
          process.cwd(),
          fileURLToPath(dir),
          titleSuffix,
        );
        logger.info(
          `sw.js: ${(bytes / 1024).toFixed(1)} KB, keeping ahead ${precache.map((e) => e.url).join(", ")}`,
        );
      },
    },
  };
}
