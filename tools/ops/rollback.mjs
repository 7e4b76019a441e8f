// `npm run rollback -- [--project <id>] [--site <id>] [--to <version id> | --previous] [--yes]
// [--no-smoke]`: lists the live site's last releases; with --to or --previous (and --yes) puts that
// version back live (a version without /sw.js, from before offline reading, with the kill switch
// added: tools/ops/hosting-versions.mjs), with the Firestore rules and indexes that were live with
// it when the deploy after it recorded them (tools/ops/rollback-rules.mjs), then smoke-checks the
// site against what that version serves (`npm run smoke -- --after-rollback`, without the
// credentials). Refuses demo-* projects as `npm run deploy` does. The decisions are in
// tools/ops/rollback-steps.mjs; the deploy workflow runs `--previous --yes --no-smoke` when the smoke
// check of a fresh deploy fails, and the smoke check in a step of its own (docs/deploying.md,
// "Rolling back").
import { fileURLToPath } from "node:url";
import { buildSettings, runCommand } from "./deploy-steps.mjs";
import { googleAuth } from "./google-auth.mjs";
import {
  hostingClient,
  listVersionFiles,
  releaseWithKillSwitch,
  versionPolicy,
} from "./hosting-versions.mjs";
import { killSwitchCode } from "../../src/build/worker-precache.ts";
import { readRecord, smokeAfterRollback, writeCheck } from "./rollback-record.mjs";
import { putBackRulesAndIndexes, rulesApi, rulesClient } from "./rollback-rules.mjs";
import {
  hostingApi,
  parseRollbackArgs,
  readReleases,
  rollback,
  rollbackTarget,
} from "./rollback-steps.mjs";

/** The repository, whose kill switch is built (whatever the working directory). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

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
const projectId = target.projectId;

const where = hostingApi(process.env.SITE_HOSTING_API);
const rulesWhere = rulesApi(process.env.SITE_RULES_API);
for (const refused of [where, rulesWhere])
  if ("refusal" in refused) {
    console.error(refused.refusal);
    process.exit(1);
  }
const authorize = googleAuth({ projectId });
const client = hostingClient({ .../** @type {any} */ (where), authorize });
const rules = rulesClient({ .../** @type {any} */ (rulesWhere), authorize });
const run = (/** @type {string} */ cmd, /** @type {string[]} */ cmdArgs) =>
  runCommand(cmd, cmdArgs, process.env);
// The smoke check reads the site as a visitor does: without the credentials.
const visitorEnv = { ...process.env };
delete visitorEnv.GOOGLE_APPLICATION_CREDENTIALS;

try {
  process.exitCode = await rollback({
    projectId,
    site: args.site ?? projectId,
    ...(args.to ? { to: args.to } : {}),
    previous: args.previous,
    yes: args.yes,
    listReleases: (site) => readReleases({ .../** @type {any} */ (where), site, authorize }),
    listFiles: (site, version) => listVersionFiles(client, site, version),
    releaseWithKillSwitch: async (what) =>
      releaseWithKillSwitch(client, { ...what, killSwitch: await killSwitchCode(ROOT) }),
    run,
    record: readRecord(process.cwd()),
    putBackRules: (record) => putBackRulesAndIndexes({ client: rules, projectId, record, run }),
    policyOf: (site, version) => versionPolicy(client, site, version),
    saveCheck: (check) => writeCheck(process.cwd(), check),
    smoke: args.noSmoke
      ? null
      : () => runCommand(smokeAfterRollback.cmd, smokeAfterRollback.args, visitorEnv),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
