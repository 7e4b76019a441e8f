// Two small files under .astro/ (Astro's own folder: ignored by git, never deployed) that carry
// what a rollback needs from one command to the next:
//   deploy-before.json   written by `node tools/ops/deploy-record.mjs` just before `firebase deploy`
//                        (a step of `npm run deploy` and of CI's deploy job): the live site's
//                        Hosting version, the Firestore rules' ruleset and the indexes as they were.
//                        `npm run rollback` that puts this version back live puts these rules and
//                        indexes back with it (tools/ops/rollback-rules.mjs).
//   rollback-check.json  written by `npm run rollback` once a version is back live: the site's
//                        address and the Content-Security-Policy that version sends, which
//                        `npm run smoke -- --after-rollback` expects (CI runs it in a step without
//                        the key; the rollback's own check runs it too).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const RECORD_FILE = join(".astro", "deploy-before.json");
export const CHECK_FILE = join(".astro", "rollback-check.json");

/**
 * What was live before a deploy.
 * @typedef {{ project: string, site: string, time: string, version: string | null,
 *   rulesetName: string | null, indexes: { indexes: unknown[], fieldOverrides?: unknown[] } }} DeployRecord
 */

/**
 * What the smoke check after a rollback expects.
 * @typedef {{ url: string, version: string, policy: string | null }} RollbackCheck
 */

/** @param {string} file @param {unknown} value */
function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** @param {string} file */
function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** @param {string} cwd @param {DeployRecord} record */
export const writeRecord = (cwd, record) => writeJson(join(cwd, RECORD_FILE), record);

/** @param {string} cwd @returns {DeployRecord | null} */
export const readRecord = (cwd) => readJson(join(cwd, RECORD_FILE));

/** @param {string} cwd @param {RollbackCheck} check */
export const writeCheck = (cwd, check) => writeJson(join(cwd, CHECK_FILE), check);

/** @param {string} cwd @returns {RollbackCheck | null} */
export const readCheck = (cwd) => readJson(join(cwd, CHECK_FILE));

/**
 * Whether `record` tells what was live together with `version` of `site`: the rules and indexes a
 * rollback to that version puts back.
 * @param {DeployRecord | null} record
 * @param {{ projectId: string, site: string, version: string }} target
 */
export function recordFor(record, { projectId, site, version }) {
  return Boolean(
    record && record.project === projectId && record.site === site && record.version === version,
  );
}

/** The smoke check's option that reads CHECK_FILE (tools/ops/smoke.mjs). */
export const AFTER_ROLLBACK = "--after-rollback";

/** The command of the smoke check after a rollback. */
export const smokeAfterRollback = {
  cmd: "npm",
  args: ["run", "smoke", "--", AFTER_ROLLBACK],
};
