/**
 * The site's switches (src/site/site.ts siteFeatures) as a page's script sees them: constants the
 * build folds in (tools/lib/site-settings.mjs featureDefines), so that a script's code behind a
 * switch that is off is left out of its bundle. A page's HTML asks siteFeatures itself. Outside a
 * build (the unit tests) every switch reads as on.
 */
/** The footer's newsletter sign-up. */
export const newsletterOn: boolean = process.env.SITE_FEATURE_NEWSLETTER !== "off";
