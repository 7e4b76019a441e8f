// `node tools/ops/deploy-kill-switch-check.mjs --project <id> [--on]`, after the build and before
// `firebase deploy` (a step of `npm run deploy`, and of CI's deploy job and daily featured check):
// refuses, exit code 1, to replace the live site's offline kill switch with the offline-reading
// worker unless --on (`npm run offline -- --on`) asks for it; tools/ops/deploy-kill-switch.mjs.
import { parseArgs } from "node:util";
import { checkKillSwitch } from "./deploy-kill-switch.mjs";

const USAGE = "Usage: node tools/ops/deploy-kill-switch-check.mjs --project <id> [--on]";

let values;
try {
  ({ values } = parseArgs({
    options: { project: { type: "string" }, on: { type: "boolean", default: false } },
  }));
} catch {
  values = {};
}
if (!values.project) {
  console.error(USAGE);
  process.exit(2);
}
const verdict = await checkKillSwitch({ projectId: values.project, on: values.on });
if (!verdict.ok) {
  console.error(verdict.refusal);
  // On GitHub Actions the refusal is also the run's annotation.
  if (process.env.GITHUB_ACTIONS === "true")
    console.log(`::error title=Offline reading is off on the live site::${verdict.refusal}`);
  process.exit(1);
}
console.log(verdict.reason);
