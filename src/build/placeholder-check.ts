/**
 * After a build, warns (never fails) while the site still has placeholders: links to example
 * addresses in the built pages, and illustrations that stand in for the owner's photos
 * (src/build/placeholders.ts decides what counts as one); and the template's own values still in
 * place: its figures, the sample testimonials on a page, their avatars in the built site
 * (src/build/template-values.ts). `npm run deploy` prints the same list again at its end
 * (tools/ops/deploy-steps.mjs). A build for her project (a real Firebase project) first leaves the
 * sample avatars out: it shows no sample testimonial (src/features/testimonials/samples.ts).
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
import {
  leaveOutSampleAvatars,
  sampleAvatarsIn,
  showsSampleCard,
  templateFiguresInPlace,
  templateWarnings,
} from "./template-values.ts";
import { showsSamples } from "../features/testimonials/samples.ts";

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
  let samplePages = 0;
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, "utf8");
    for (const key of placeholderLinks(html)) {
      links.set(key, (links.get(key) ?? 0) + 1);
    }
    if (showsSampleCard(html)) samplePages += 1;
  }
  const manifestPath = join(rootDir, PLACEHOLDER_MANIFEST);
  const manifest: PlaceholderManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as PlaceholderManifest)
    : { images: {} };
  const images = placeholderImages(manifest, (path) => {
    const abs = join(rootDir, path);
    return existsSync(abs) ? readFileSync(abs) : undefined;
  });
  return [
    ...placeholderWarnings(links, images),
    ...templateWarnings(templateFiguresInPlace(rootDir), samplePages, sampleAvatarsIn(distDir)),
  ];
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
          // The project the build is for (tools/lib/site-settings.mjs left only its settings).
          if (!showsSamples(process.env.PUBLIC_FIREBASE_PROJECT_ID)) {
            leaveOutSampleAvatars(fileURLToPath(dir));
          }
          for (const warning of checkPlaceholders(fileURLToPath(dir), root)) logger.warn(warning);
        } catch (error) {
          // A report, not a gate: a failure to check must not fail the build.
          logger.warn(`Could not check for placeholders: ${String(error)}`);
        }
      },
    },
  };
}
