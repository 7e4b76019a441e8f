/**
 * Whether a build has offline reading off: switched off in the site's configuration
 * (src/site/site.ts siteFeatures.offlineReading), or by the setting `npm run offline -- --off`
 * deploys with (OFFLINE_SWITCH). Off, /sw.js is the kill switch, the pages register no worker and
 * show no "Save for offline", there is no /offline page and the CSP allows no worker. Build and
 * Node only (a page's script reads src/site/features.ts, offlineReadingOn).
 */
import { siteFeatures, type SiteFeatures } from "../../site/site.ts";
import { OFFLINE_SWITCH } from "./constants.ts";

export function offlineReadingOff(
  env: Record<string, string | undefined | boolean>,
  features: Pick<SiteFeatures, "offlineReading"> = siteFeatures,
): boolean {
  return !features.offlineReading || env[OFFLINE_SWITCH.setting] === OFFLINE_SWITCH.off;
}
