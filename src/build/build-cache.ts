import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { pruneBuildCache } from "./card-cache.ts";

/**
 * Names the folder that keeps slow build outputs between builds (src/build/card-cache.ts):
 * `build-cache/` in Astro's cacheDir, beside Astro's own cache of optimised images. At the end of
 * a build, removes what that build did not use and says how much it kept.
 */
export function buildCache(): AstroIntegration {
  let dir = "";
  let started = 0;
  return {
    name: "build-cache",
    hooks: {
      "astro:config:setup": ({ config }) => {
        dir = fileURLToPath(new URL("build-cache/", config.cacheDir));
        process.env.BUILD_CACHE_DIR = dir;
      },
      "astro:build:start": () => {
        // A second's margin: some file systems keep times to the second.
        started = Date.now() - 1000;
      },
      "astro:build:done": async ({ logger }) => {
        const { kept, removed } = await pruneBuildCache(dir, started);
        logger.info(`${kept} kept in ${dir}, ${removed} no longer used removed`);
      },
    },
  };
}
