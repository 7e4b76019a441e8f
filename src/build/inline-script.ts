/**
 * The inline scripts of every page's <head>, minified as Vite minifies the site's bundles (Oxc):
 * they come with every page's HTML, so every byte counts (`npm run budget`). Each is a
 * self-contained function of src/features/effects/, inlined as its source. Build-time only.
 */
import { minifySync } from "vite";
import { DATA_SAVER_ATTRIBUTE } from "@/site/constants";
import { FONTS_STORAGE_KEY, THEME_STORAGE_KEY } from "@/features/effects/constants";
import { earlyDataSaverScript } from "@/features/effects/data-saver";
import { earlyTheme } from "@/features/effects/theme-script";
import { siteFeatures } from "@/site/site";

/** `code` (one script), minified; a script Oxc cannot parse fails the build. */
export function minifyInlineScript(code: string): string {
  const { code: minified, errors } = minifySync("inline.js", code);
  if (errors.length) throw new Error(`Could not minify an inline script: ${errors[0]!.message}`);
  return minified;
}

/**
 * The one script of every page's <head>, minified as one (one gzip stream, shared names: 0.1 KB
 * less than two): data saver decided before anything is fetched (src/features/effects/data-saver.ts;
 * left out when siteFeatures.dataSaver is off), then the colour scheme before the first paint and
 * the theme toggle (src/features/effects/theme-script.ts), which reads what data saver decided.
 */
export const EARLY_HEAD_SCRIPT = minifyInlineScript(
  (siteFeatures.dataSaver ? earlyDataSaverScript() : "") +
    `(${earlyTheme})(${JSON.stringify({
      key: THEME_STORAGE_KEY,
      fontsKey: FONTS_STORAGE_KEY,
      saver: DATA_SAVER_ATTRIBUTE,
    })});`,
);
