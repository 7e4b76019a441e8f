// Only `npm run deploy` and `npm run dev -- --real` read the owner's real settings
// (tools/lib/site-settings.mjs): a .env naming a real project changes nothing in what the tests
// and every other build use.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firebaseSettings } from "@/firebase/settings";
import { LOCAL_PROJECT_ID } from "@/site/local-addresses";
import {
  REAL_SETTINGS,
  unusableBuild,
  realSettings,
  recordBuildTarget,
  DEV_REAL,
  appCheckDebugToken,
  featureDefines,
  switchedOffEntries,
  switchedOffEntriesPlugin,
  siteBuildOptions,
  siteSettings,
  useSiteSettings,
} from "../../../../tools/lib/site-settings.mjs";
import { APP_CHECK_DEBUG_TOKEN } from "@/firebase/app-check-debug";

/** A project folder whose every .env file names a real-looking project. */
const dir = mkdtempSync(join(tmpdir(), "site-settings-"));
const REAL = {
  PUBLIC_FIREBASE_PROJECT_ID: "my-real-site",
  PUBLIC_FIREBASE_API_KEY: "AIza-dummy",
  PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/dummy",
  PUBLIC_CLOUDINARY_CLOUD_NAME: "my-real-cloud",
};
const lines = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}\n`)
    .join("");
for (const file of [".env", ".env.local", ".env.production", ".env.development", ".env.test"])
  writeFileSync(join(dir, file), lines(REAL));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the site's settings: the local backend unless real ones are asked for", () => {
  it("none, whatever the .env files and the environment say", () => {
    expect(siteSettings({ ...REAL }, dir)).toEqual({});
    expect(firebaseSettings(siteSettings({ ...REAL }, dir)).options.projectId).toBe(
      LOCAL_PROJECT_ID,
    );
  });

  it("the real ones with SITE_REAL_SETTINGS=1: .env.production, the environment winning", () => {
    expect(siteSettings({ [REAL_SETTINGS]: "1" }, dir)).toEqual(REAL);
    expect(
      siteSettings({ [REAL_SETTINGS]: "1", PUBLIC_FIREBASE_PROJECT_ID: "other" }, dir),
    ).toEqual({ ...REAL, PUBLIC_FIREBASE_PROJECT_ID: "other" });
  });

  it("reads the production files only (not .env.development or .env.test)", () => {
    const only = mkdtempSync(join(tmpdir(), "site-settings-"));
    try {
      writeFileSync(join(only, ".env.development"), lines(REAL));
      writeFileSync(join(only, ".env.test"), lines(REAL));
      expect(realSettings(only, {})).toEqual({});
      writeFileSync(join(only, ".env.production"), lines(REAL));
      expect(realSettings(only, {})).toEqual(REAL);
    } finally {
      rmSync(only, { recursive: true, force: true });
    }
  });

  it("useSiteSettings leaves the environment with exactly those settings", () => {
    const env: Record<string, string | undefined> = { ...REAL, PATH: "/bin", PUBLIC_OTHER: "x" };
    expect(useSiteSettings(env, dir)).toEqual({});
    expect(env).toEqual({ PATH: "/bin" });
    const opted: Record<string, string | undefined> = { [REAL_SETTINGS]: "1", PUBLIC_OTHER: "x" };
    useSiteSettings(opted, dir);
    expect(opted).toEqual({ [REAL_SETTINGS]: "1", PUBLIC_OTHER: "x", ...REAL });
  });
});

describe("what astro.config.mjs builds with, in a folder whose .env files name a real project", () => {
  it("reads no .env file and leaves no PUBLIC_* setting for the build", () => {
    const env: Record<string, string | undefined> = { ...REAL, PATH: "/bin" };
    expect(siteBuildOptions(env, dir)).toEqual({
      projectId: LOCAL_PROJECT_ID,
      real: false,
      localBackend: "test",
      vite: {
        envDir: false,
        define: {
          "process.env.SITE_LOCAL_BACKEND": '"test"',
          "process.env.SITE_APP_CHECK_DEBUG_TOKEN": '""',
          ...featureDefines(),
        },
        cacheDir: "node_modules/.vite-test",
      },
    });
    expect(env).toEqual({ PATH: "/bin" });
  });

  it("npm run dev's ports and cache for its dev server", () => {
    const options = siteBuildOptions({ SITE_LOCAL_BACKEND: "dev" }, dir);
    expect(options.vite).toEqual({
      envDir: false,
      define: {
        "process.env.SITE_LOCAL_BACKEND": '"dev"',
        "process.env.SITE_APP_CHECK_DEBUG_TOKEN": '""',
        ...featureDefines(),
      },
    });
    // Every switch of src/site/site.ts, on as the template ships it.
    expect(featureDefines()).toEqual({
      "process.env.SITE_FEATURE_NEWSLETTER": '"on"',
      "process.env.SITE_FEATURE_WHATS_APP": '"on"',
      "process.env.SITE_FEATURE_OFFLINE_READING": '"on"',
      "process.env.SITE_FEATURE_DATA_SAVER": '"on"',
    });
  });

  it("builds for the real project only under SITE_REAL_SETTINGS=1", () => {
    const env: Record<string, string | undefined> = { [REAL_SETTINGS]: "1" };
    expect(siteBuildOptions(env, dir)).toMatchObject({ projectId: "my-real-site", real: true });
    expect(env).toEqual({ [REAL_SETTINGS]: "1", ...REAL });
  });

  it("App Check's debug token reaches the page's code on `npm run dev -- --real`'s server alone", () => {
    const defined = (env: Record<string, string | undefined>) =>
      siteBuildOptions(env, dir).vite.define["process.env.SITE_APP_CHECK_DEBUG_TOKEN"];
    const token = { [APP_CHECK_DEBUG_TOKEN]: "debug-1" };
    // A deploy's build (real settings, the token in its environment): never in the page's code.
    expect(defined({ [REAL_SETTINGS]: "1", ...token })).toBe('""');
    // The local backend's dev server: none either.
    expect(defined({ [DEV_REAL]: "1", ...token })).toBe('""');
    // npm run dev -- --real: the environment's, else .env.production's.
    expect(defined({ [REAL_SETTINGS]: "1", [DEV_REAL]: "1", ...token })).toBe('"debug-1"');
    const file = mkdtempSync(join(tmpdir(), "site-settings-token-"));
    writeFileSync(
      join(file, ".env.production"),
      `${lines(REAL)}${APP_CHECK_DEBUG_TOKEN}=from-the-file\n`,
    );
    expect(
      siteBuildOptions({ [REAL_SETTINGS]: "1", [DEV_REAL]: "1" }, file).vite.define[
        "process.env.SITE_APP_CHECK_DEBUG_TOKEN"
      ],
    ).toBe('"from-the-file"');
    expect(appCheckDebugToken(file, {})).toBe("from-the-file");
    expect(appCheckDebugToken(dir, {})).toBeNull();
    rmSync(file, { recursive: true, force: true });
  });

  it("astro.config.mjs takes its settings and Vite options from siteBuildOptions", () => {
    const config = readFileSync("astro.config.mjs", "utf8");
    expect(config).toMatch(/const settings = siteBuildOptions\(\);/);
    expect(config).toMatch(/\.\.\.settings\.vite/);
    expect(config).not.toMatch(/loadEnv|import\.meta\.env|envDir/);
  });
});

describe("a build made for a real project (or other ports) is never tested", () => {
  it("is named by unusableBuild; a local build and no record pass", () => {
    const root = mkdtempSync(join(tmpdir(), "site-settings-"));
    try {
      expect(unusableBuild(root, "test")).toBeNull();
      recordBuildTarget(root, { projectId: LOCAL_PROJECT_ID, real: false, localBackend: "test" });
      expect(unusableBuild(root, "test")).toBeNull();
      expect(unusableBuild(root, "dev")).toMatch(/built for the local backend's "test" ports/);
      recordBuildTarget(root, { projectId: "my-real-site", real: true, localBackend: "test" });
      expect(unusableBuild(root, "test")).toMatch(/real Firebase project "my-real-site"/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("featureDefines: the site's switches as the constants a build folds into its scripts", () => {
  it("names each switch on or off, so the code behind one that is off is left out", () => {
    expect(featureDefines({ newsletter: true })).toEqual({
      "process.env.SITE_FEATURE_NEWSLETTER": '"on"',
    });
    expect(featureDefines({ newsletter: false, offlineReading: false })).toEqual({
      "process.env.SITE_FEATURE_NEWSLETTER": '"off"',
      "process.env.SITE_FEATURE_OFFLINE_READING": '"off"',
    });
  });
});

describe("switchedOffEntriesPlugin: a switch that is off leaves its bundles unbuilt", () => {
  const resolve = (features: Record<string, boolean>, source: string) =>
    (switchedOffEntriesPlugin(features).resolveId as (s: string) => string | null)(source);
  const load = (id: string) =>
    (switchedOffEntriesPlugin({ newsletter: false }).load as (i: string) => string | null)(id);

  it("lists the entries of the switches that are off only", () => {
    expect(switchedOffEntries({ newsletter: true })).toEqual([]);
    expect(switchedOffEntries({ newsletter: false })).toEqual([
      "src/features/newsletter/newsletter-entry",
    ]);
    expect(switchedOffEntries({ newsletter: true, offlineReading: false })).toEqual([
      "src/features/offline/save-offline-entry",
    ]);
  });

  it("resolves an off entry's URL import to an empty module, and leaves the rest to Vite", () => {
    const source = "/work/site/src/features/newsletter/newsletter-entry?worker&url";
    const id = resolve({ newsletter: false }, source);
    expect(id).toBeTypeOf("string");
    expect(load(id!)).toBe('export default "";');
    expect(
      resolve({ newsletter: false }, "@/features/newsletter/newsletter-entry.ts?worker&url"),
    ).toBe(id);
    expect(resolve({ newsletter: true }, source)).toBeNull();
    expect(
      resolve({ newsletter: false }, "/work/site/src/features/newsletter/newsletter.ts"),
    ).toBeNull();
    expect(
      resolve({ newsletter: false }, "/work/site/src/features/outbox/outbox-entry?worker&url"),
    ).toBeNull();
  });
});
