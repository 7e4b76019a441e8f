/**
 * Builds the service worker (src/build/worker-precache.ts) once Astro has written the site: it needs
 * the offline page's HTML and files for its precache list. With offline reading off
 * (src/features/offline/switch.ts) it is the kill switch instead
 * (src/features/offline/kill-switch.ts), and the offline page is not left in the site.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildServiceWorker } from "./worker-precache.ts";
import { OFFLINE_PAGE } from "../features/offline/constants.ts";
import { offlineReadingOff } from "../features/offline/switch.ts";

export function serviceWorker(titleSuffix: string): AstroIntegration {
  return {
    name: "service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        // Offline reading turned off (siteFeatures, or `npm run offline -- --off`): sw.js is the
        // kill switch, and no worker will show the offline page.
        const off = offlineReadingOff(process.env);
        if (off) rmSync(join(fileURLToPath(dir), OFFLINE_PAGE), { recursive: true, force: true });
        const { bytes, precache } = await buildServiceWorker(
          process.cwd(),
          fileURLToPath(dir),
          titleSuffix,
          { off },
        );
        logger.info(
          off
            ? `sw.js: ${(bytes / 1024).toFixed(1)} KB, the kill switch (offline reading is off)`
            : `sw.js: ${(bytes / 1024).toFixed(1)} KB, keeping ahead ${precache.map((e) => e.url).join(", ")}`,
        );
      },
    },
  };
}
