/**
 * After a build, warns (never fails) while the site still has placeholders: links to example
 * addresses in the built pages, and illustrations that stand in for the owner's photos
 * (src/build/placeholders.ts decides what counts as one).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import {
  PLACEHOLDER_MANIFEST,
  placeholderImages,
  placeholderLinks,
  placeholderWarnings,
  type PlaceholderManifest,
} from "./placeholders.ts";

/** Every .html file under a folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Checks a built site in `distDir` against the project in `rootDir`; returns the warnings. */
export function checkPlaceholders(distDir: string, rootDir: string): string[] {
  const links = new Map<string, number>();
  for (const file of htmlFiles(distDir)) {
    for (const key of placeholderLinks(readFileSync(file, "utf8"))) {
      links.set(key, (links.get(key) ?? 0) + 1);
    }
  }
  const manifestPath = join(rootDir, PLACEHOLDER_MANIFEST);
  const manifest: PlaceholderManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as PlaceholderManifest)
    : { images: {} };
  const images = placeholderImages(manifest, (path) => {
    const abs = join(rootDir, path);
    return existsSync(abs) ? readFileSync(abs) : undefined;
  });
  return placeholderWarnings(links, images);
}

export function placeholderCheck(): AstroIntegration {
  let root = process.cwd();
  return {
    name: "placeholder-check",
    hooks: {
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:done": ({ dir, logger }: { dir: URL; logger: AstroIntegrationLogger }) => {
        try {
          for (const warning of checkPlaceholders(fileURLToPath(dir), root)) logger.warn(warning);
        } catch (error) {
          // A report, not a gate: a failure to check must not fail the build.
          logger.warn(`Could not check for placeholders: ${String(error)}`);
        }
      },
    },
  };
}
