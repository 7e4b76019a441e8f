// Which PUBLIC_* settings (.env.example) the site is built or served with. Only two commands read
// the owner's real settings: `npm run deploy` and `npm run dev -- --real`. They set
// SITE_REAL_SETTINGS=1, and then the settings are `.env.production` (with `.env`, `.env.local`
// and `.env.production.local`, read as Vite reads them for the production mode) and the
// environment's PUBLIC_* variables, the environment winning. Every other build, dev server and
// test (`npm test`, `npm run build`, `npm run test:*`, the budget, Lighthouse) sees no PUBLIC_*
// setting at all, whatever those files or the environment hold, and so talks to the local backend
// only (src/firebase/settings.ts, src/site/config.ts). astro.config.mjs applies this before
// Vite reads anything, and turns Vite's own .env loading off.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { LOCAL_PROJECT_ID, isDemoProject } from "../../src/site/local-addresses.ts";
import { APP_CHECK_DEBUG_TOKEN } from "../../src/firebase/app-check-debug.ts";
import { siteFeatures } from "../../src/site/site.ts";

/**
 * The site's switches (src/site/site.ts siteFeatures) as the constants the build folds into the
 * pages' scripts, `process.env.SITE_FEATURE_<NAME>` = "on" or "off": a script tests one, and the
 * code behind a switch that is off is left out of the bundle (src/site/features.ts reads them).
 * @param {Record<string, boolean>} [features]
 */
export function featureDefines(features = siteFeatures) {
  return Object.fromEntries(
    Object.entries(features).map(([name, on]) => [
      `process.env.SITE_FEATURE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`,
      JSON.stringify(on ? "on" : "off"),
    ]),
  );
}

/**
 * The separate bundles each switch owns: the pages' scripts import them as `<module>?worker&url`
 * (a URL fetched on demand), which Vite writes to dist/_astro whether or not the call survives.
 */
export const FEATURE_ENTRIES = {
  newsletter: ["src/features/newsletter/newsletter-entry"],
  offlineReading: ["src/features/offline/save-offline-entry"],
};

/**
 * The entry modules of the switches that are off (FEATURE_ENTRIES).
 * @param {Record<string, boolean>} [features]
 * @returns {string[]}
 */
export function switchedOffEntries(features = siteFeatures) {
  return Object.entries(FEATURE_ENTRIES).flatMap(([name, entries]) =>
    features[/** @type {keyof typeof features} */ (name)] === false ? entries : [],
  );
}

/** The module a switched-off entry's URL import is resolved to: an empty URL, no bundle. */
const SWITCHED_OFF = "\0switched-off-entry";

/**
 * A Vite plugin: an import of a switched-off feature's entry (`…/newsletter-entry?worker&url`) is
 * resolved to an empty string instead of a bundle, so the build writes no file for it (the call
 * that would use it is left out by featureDefines).
 * @param {Record<string, boolean>} [features]
 * @returns {import("vite").Plugin}
 */
export function switchedOffEntriesPlugin(features = siteFeatures) {
  const off = switchedOffEntries(features).map((entry) => entry.replace(/^src\//, "/"));
  return {
    name: "switched-off-entries",
    enforce: "pre",
    resolveId(source) {
      const [path, query] = source.split("?");
      if (!query?.includes("worker")) return null;
      const bare = path.replace(/\.ts$/, "");
      return off.some((entry) => bare.endsWith(entry)) ? SWITCHED_OFF : null;
    },
    load(id) {
      return id === SWITCHED_OFF ? 'export default "";' : null;
    },
  };
}

/** The environment variable that opts a build or dev server in to the real settings. */
export const REAL_SETTINGS = "SITE_REAL_SETTINGS";

/**
 * Set by `npm run dev -- --real` alone (tools/dev/dev.mjs): its dev server hands the page App
 * Check's debug token (localhost is not among the reCAPTCHA key's domains). Builds never do.
 */
export const DEV_REAL = "SITE_DEV_REAL";

/** @param {Record<string, string | undefined>} env */
const publicOnly = (env) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("PUBLIC_")));

/**
 * The owner's real settings: the production .env files, the environment winning.
 * @param {string} [cwd]
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 */
export function realSettings(cwd = process.cwd(), env = process.env) {
  return { ...loadEnv("production", cwd, "PUBLIC_"), ...publicOnly(env) };
}

/**
 * App Check's debug token (src/firebase/app-check-debug.ts) for the reads of a real project from
 * outside a visitor's browser: the environment's APP_CHECK_DEBUG_TOKEN (a CI secret), else the
 * line in the production .env files (on her computer, `.env.production`), else null. A secret,
 * never a PUBLIC_* setting: no page's code is built with it.
 * @param {string} [cwd]
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function appCheckDebugToken(cwd = process.cwd(), env = process.env) {
  const token =
    env[APP_CHECK_DEBUG_TOKEN] ??
    loadEnv("production", cwd, APP_CHECK_DEBUG_TOKEN)[APP_CHECK_DEBUG_TOKEN];
  return token?.trim() || null;
}

/**
 * The PUBLIC_* settings a build or dev server uses: the real ones when opted in, else none.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function siteSettings(env = process.env, cwd = process.cwd()) {
  return env[REAL_SETTINGS] === "1" ? realSettings(cwd, env) : {};
}

/**
 * Makes `env` (process.env) hold exactly siteSettings()'s PUBLIC_* variables, and returns them.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function useSiteSettings(env = process.env, cwd = process.cwd()) {
  const settings = siteSettings(env, cwd);
  for (const name of Object.keys(env)) if (name.startsWith("PUBLIC_")) delete env[name];
  Object.assign(env, settings);
  return settings;
}

/**
 * What astro.config.mjs builds or serves with: `env` (process.env) left holding only the site's
 * settings (useSiteSettings), the project they name, and Vite's options: no .env file read by Vite
 * itself, and the local backend's ports (src/site/local-addresses.ts) handed to the site's code. A dev
 * server on the tests' ports (the dev smoke tests) keeps a dependency cache of its own, so it never
 * rewrites the one of a developer's `npm run dev` running beside it.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function siteBuildOptions(env = process.env, cwd = process.cwd()) {
  const settings = useSiteSettings(env, cwd);
  const projectId = settings.PUBLIC_FIREBASE_PROJECT_ID?.trim() || LOCAL_PROJECT_ID;
  const real = !isDemoProject(projectId);
  const localBackend = env.SITE_LOCAL_BACKEND === "dev" ? "dev" : "test";
  // App Check's debug token reaches the browser's code only on `npm run dev -- --real`'s server.
  const debugToken = real && env[DEV_REAL] === "1" ? (appCheckDebugToken(cwd, env) ?? "") : "";
  return {
    projectId,
    real,
    localBackend,
    vite: {
      envDir: /** @type {false} */ (false),
      define: {
        "process.env.SITE_LOCAL_BACKEND": JSON.stringify(localBackend),
        "process.env.SITE_APP_CHECK_DEBUG_TOKEN": JSON.stringify(debugToken),
        ...featureDefines(),
      },
      ...(localBackend === "test" ? { cacheDir: "node_modules/.vite-test" } : {}),
    },
  };
}

/** Where a build records what it was built for (Astro's own folder, never deployed). */
const TARGET_FILE = join(".astro", "build-target.json");

/**
 * Records what a build talks to, for the commands that test dist/ (unusableBuild).
 * @param {string} root
 * @param {{ projectId: string, real: boolean, localBackend: string }} target
 */
export function recordBuildTarget(root, target) {
  mkdirSync(join(root, ".astro"), { recursive: true });
  writeFileSync(join(root, TARGET_FILE), `${JSON.stringify(target)}\n`);
}

/**
 * Why dist/ must not be tested or measured here (null when it may): it was built with real
 * settings (`npm run deploy -- --build-only`), so its pages would sign in, write and post to
 * the owner's live project; or it talks to another set of local ports than this command's
 * (src/site/local-addresses.ts).
 * @param {string} root
 * @param {string} [localBackend] this command's set of local ports
 */
export function unusableBuild(root, localBackend = process.env.SITE_LOCAL_BACKEND) {
  const file = join(root, TARGET_FILE);
  if (!existsSync(file)) return null;
  const target = JSON.parse(readFileSync(file, "utf8"));
  if (target.real)
    return `dist/ was built for the real Firebase project "${target.projectId}" (npm run deploy): tests and measurements use the local backend only. Run \`npm run build\` first.`;
  const mine = localBackend === "dev" ? "dev" : "test";
  if (target.localBackend && target.localBackend !== mine)
    return `dist/ was built for the local backend's "${target.localBackend}" ports, and this command uses the "${mine}" ones (src/site/local-addresses.ts). Run \`npm run build\` first.`;
  return null;
}
