/**
 * Builds the service worker (src/build/worker-precache.ts) once Astro has written the site: it needs
 * the offline page's HTML and files for its precache list. With PUBLIC_OFFLINE_READING=off
 * (OFFLINE_SWITCH) it is the kill switch instead (src/features/offline/kill-switch.ts).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildServiceWorker } from "./worker-precache.ts";
import { OFFLINE_SWITCH } from "../features/offline/constants.ts";

export function serviceWorker(titleSuffix: string): AstroIntegration {
  return {
    name: "service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        // Offline reading turned off (`npm run offline -- --off`): sw.js is the kill switch.
        const off = process.env[OFFLINE_SWITCH.setting] === OFFLINE_SWITCH.off;
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
