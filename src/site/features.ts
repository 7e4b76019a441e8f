/**
 * The site's switches (src/site/site.ts siteFeatures) as a page's script sees them: constants the
 * build folds in (tools/lib/site-settings.mjs featureDefines), so that a script's code behind a
 * switch that is off is left out of its bundle. A page's HTML asks siteFeatures itself. Outside a
 * build (the unit tests) every switch reads as on.
 */
/** The footer's newsletter sign-up. */
export const newsletterOn: boolean = process.env.SITE_FEATURE_NEWSLETTER !== "off";
/**
 * Offline reading: the service worker and "Save for offline". (The setting `npm run offline --
 * --off` deploys with turns it off too: src/features/offline/register.ts reads it.)
 */
export const offlineReadingOn: boolean = process.env.SITE_FEATURE_OFFLINE_READING !== "off";
/** The footer's data saver switch and the browser's Save-Data. */
export const dataSaverFeatureOn: boolean = process.env.SITE_FEATURE_DATA_SAVER !== "off";
