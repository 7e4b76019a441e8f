// `node tools/ops/deploy-record.mjs --project <id> [--site <id>]`, just before `firebase deploy` (a
// step of `npm run deploy`, and of CI's deploy job, with the deploy's credentials): records what is
// live, the Hosting version, the Firestore rules' ruleset and the indexes, in
// .astro/deploy-before.json (tools/ops/rollback-record.mjs), so that `npm run rollback` putting
// that version back also puts back those rules and indexes (tools/ops/rollback-rules.mjs). When it
// cannot read them, it exits 1 and the deploy stops: a deploy is made only with its way back.
// SITE_HOSTING_API and SITE_RULES_API may name stand-ins on this machine, as for the rollback.
import { parseArgs } from "node:util";
import { googleAuth } from "./google-auth.mjs";
import { RECORD_FILE, writeRecord } from "./rollback-record.mjs";
import {
  captureCommand,
  liveIndexes,
  liveRuleset,
  rulesApi,
  rulesClient,
} from "./rollback-rules.mjs";
import { hostingApi, readReleases, releasesOf } from "./rollback-steps.mjs";

const USAGE = "Usage: node tools/ops/deploy-record.mjs --project <id> [--site <id>]";
const messages = {
  kept: (version, ruleset, count) =>
    `Kept for a rollback in ${RECORD_FILE}: Hosting version ${version ?? "(none yet)"}, Firestore rules ${ruleset ?? "(none yet)"}, ${count} indexes.`,
  failed: (detail) =>
    `Could not record what is live (${detail}): the deploy stops, since a rollback could not put the Firestore rules and indexes back.`,
};

let values;
try {
  ({ values } = parseArgs({ options: { project: { type: "string" }, site: { type: "string" } } }));
} catch {
  values = {};
}
if (!values.project) {
  console.error(USAGE);
  process.exit(2);
}
const projectId = values.project;
const site = values.site ?? projectId;
const hosting = hostingApi(process.env.SITE_HOSTING_API);
const rules = rulesApi(process.env.SITE_RULES_API);
for (const where of [hosting, rules])
  if ("refusal" in where) {
    console.error(where.refusal);
    process.exit(1);
  }

const authorize = googleAuth({ projectId });
try {
  const releases = releasesOf(
    /** @type {any} */ (await readReleases({ .../** @type {any} */ (hosting), site, authorize })),
  );
  const version = releases[0]?.version ?? null;
  const rulesetName = await liveRuleset(
    rulesClient({ .../** @type {any} */ (rules), authorize }),
    projectId,
  );
  const indexes = await liveIndexes(projectId, (cmd, args) => captureCommand(cmd, args));
  const time = new Date().toISOString();
  writeRecord(process.cwd(), { project: projectId, site, time, version, rulesetName, indexes });
  console.log(messages.kept(version, rulesetName, indexes.indexes.length));
} catch (error) {
  console.error(messages.failed(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
}
