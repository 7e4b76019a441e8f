// `npm run offline -- --off | --on [--project <id>] [--dry-run]`: deploys the site with offline
// reading turned off (the kill switch at /sw.js) or on again; tools/ops/offline-switch.mjs.
import { offlineSwitch } from "./offline-switch.mjs";

process.exitCode = await offlineSwitch();
