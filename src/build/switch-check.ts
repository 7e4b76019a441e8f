/**
 * After a build, fails it when a feature switched off in src/site/site.ts (siteFeatures) left a
 * trace in dist/: off means gone, never simulated. What marks each feature in a built site is
 * listed here, beside its switch; a switch that is on is not checked. A file's trace is its path
 * under dist/ (a page or a bundle of its own); a page's or a script's is a pattern in its text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { DATA_SAVER_IMAGE } from "../features/effects/constants.ts";
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from "../features/offline/constants.ts";
import { whatsAppDigits } from "../shared/whatsapp.ts";
import { site, siteFeatures, type SiteFeatures } from "../site/site.ts";

export interface FeatureTraces {
  /** Paths under dist/ (with "/") that only this feature writes. */
  files: RegExp[];
  /** Patterns that only this feature puts in a page's HTML. */
  html: RegExp[];
  /** Patterns that only this feature puts in a script of dist/_astro/. */
  scripts: RegExp[];
}

const attribute = (name: string) => new RegExp(`\\s${name}(?=[\\s=>])`);

/** What each feature leaves in a built site. */
export function featureTraces(whatsAppNumber: string = site.owner.whatsApp) {
  return {
    newsletter: {
      files: [/^_astro\/newsletter-entry[-.]/],
      html: [attribute("data-newsletter")],
      scripts: [],
    },
    whatsApp: {
      files: [],
      // A link to a chat with her number (a share link has none, and stays; a guide's text may
      // show such an address as an example).
      html: [
        attribute("data-whatsapp-links"),
        new RegExp(`href="https://wa\\.me/${whatsAppDigits(whatsAppNumber)}[?"]`),
      ],
      scripts: [],
    },
    offlineReading: {
      files: [
        new RegExp(`^${OFFLINE_PAGE.slice(1)}/index\\.html$`),
        /^_astro\/save-offline-entry[-.]/,
      ],
      html: [attribute("data-save-offline")],
      // The pages' registration of the worker (src/features/offline/register.ts).
      scripts: [new RegExp(`register\\(\\s*["'\`]${SERVICE_WORKER_URL.replace(".", "\\.")}`)],
    },
    dataSaver: {
      files: [],
      // The footer's switch, the images it sizes, and the early script that reads Save-Data.
      html: [attribute("data-saver-switch"), attribute(DATA_SAVER_IMAGE), /\bsaveData\b/],
      scripts: [],
    },
  } satisfies Record<keyof SiteFeatures, FeatureTraces>;
}

/** A built site: each file's path under dist/ (with "/") and, for pages and scripts, its text. */
export interface BuiltFile {
  path: string;
  text?: string;
}

/** The traces of the switched-off features found in a built site, one line each. */
export function switchedOffTraces(
  files: readonly BuiltFile[],
  features: SiteFeatures = siteFeatures,
  traces: Record<keyof SiteFeatures, FeatureTraces> = featureTraces(),
): string[] {
  const found: string[] = [];
  for (const name of Object.keys(traces) as (keyof SiteFeatures)[]) {
    if (features[name]) continue;
    const { files: paths, html, scripts } = traces[name];
    for (const file of files) {
      const patterns = file.path.endsWith(".html")
        ? html
        : file.path.startsWith("_astro/") && file.path.endsWith(".js")
          ? scripts
          : [];
      const hits = [
        ...paths.filter((pattern) => pattern.test(file.path)).map(() => "the file itself"),
        ...patterns.filter((pattern) => file.text !== undefined && pattern.test(file.text)),
      ];
      for (const hit of hits) found.push(`${name} is off, but dist/${file.path} has ${hit}`);
    }
  }
  return found;
}

/** Every file of a built site; pages and scripts with their text. */
export function builtFiles(dist: string): BuiltFile[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/");
      const readable = path.endsWith(".html") || path.endsWith(".js");
      return readable ? { path, text: readFileSync(join(dist, path), "utf8") } : { path };
    });
}

export function switchCheck(): AstroIntegration {
  return {
    name: "switch-check",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const off = Object.entries(siteFeatures)
          .filter(([, on]) => !on)
          .map(([name]) => name);
        if (!off.length) return;
        const traces = switchedOffTraces(builtFiles(fileURLToPath(dir)));
        if (traces.length) {
          throw new Error(
            `Switched off in src/site/site.ts, yet still in the built site:\n  - ${traces.join("\n  - ")}`,
          );
        }
        logger.info(`Switched off and gone from the built site: ${off.join(", ")}.`);
      },
    },
  };
}
