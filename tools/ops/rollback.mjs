// `npm run rollback -- [--project <id>] [--site <id>] [--to <version id> | --previous] [--yes]`:
// lists the live site's last releases; with --to or --previous (and --yes) puts that version back
// live (a version without /sw.js, from before offline reading, with the kill switch added:
// tools/ops/hosting-versions.mjs). Refuses demo-* projects as `npm run deploy` does. The decisions are in
// tools/ops/rollback-steps.mjs; the deploy workflow runs `--previous --yes` when the smoke check of a
// fresh deploy fails (docs/deploying.md, "Rolling back").
import { buildSettings, runCommand } from "./deploy-steps.mjs";
import { googleAuth } from "./google-auth.mjs";
import { hostingClient, listVersionFiles, releaseWithKillSwitch } from "./hosting-versions.mjs";
import { killSwitchCode } from "../../src/build/worker-precache.ts";
import {
  hostingApi,
  parseRollbackArgs,
  readReleases,
  rollback,
  rollbackTarget,
} from "./rollback-steps.mjs";

const args = parseRollbackArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(2);
}
const target = rollbackTarget(args, buildSettings());
if (!target.projectId) {
  console.error(target.refusal);
  process.exit(1);
}

const where = hostingApi(process.env.SITE_HOSTING_API);
if ("refusal" in where) {
  console.error(where.refusal);
  process.exit(1);
}
const authorize = googleAuth({ projectId: target.projectId });
const client = hostingClient({ ...where, authorize });

try {
  process.exitCode = await rollback({
    projectId: target.projectId,
    site: args.site ?? target.projectId,
    ...(args.to ? { to: args.to } : {}),
    previous: args.previous,
    yes: args.yes,
    listReleases: (site) => readReleases({ ...where, site, authorize }),
    listFiles: (site, version) => listVersionFiles(client, site, version),
    releaseWithKillSwitch: async (what) =>
      releaseWithKillSwitch(client, { ...what, killSwitch: await killSwitchCode(process.cwd()) }),
    run: (cmd, cmdArgs) => runCommand(cmd, cmdArgs, process.env),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
