// The Firestore rules and indexes around a deploy: what is live just before it (recorded by
// tools/ops/deploy-record.mjs into .astro/deploy-before.json: tools/ops/rollback-record.mjs) and,
// when `npm run rollback` puts that deploy's previous Hosting version back, the same rules and
// indexes back live with it (tools/ops/rollback-steps.mjs).
//
// Rules, through the Firebase Rules REST API (v1), as Google documents it (firebase-tools makes the
// same calls): the (default) database's rules are the release `cloud.firestore`, which names a
// ruleset; a deploy makes a new ruleset when the rules changed and points the release at it.
//   projects.releases.get    GET   {api}/projects/{p}/releases/cloud.firestore  -> { rulesetName }
//   projects.releases.patch  PATCH {api}/projects/{p}/releases/cloud.firestore
//                                  { release: { name, rulesetName } }
// Putting the rules back points the release at the ruleset recorded before the deploy.
//
// Indexes, through the Firebase CLI: `firebase firestore:indexes --project <p> --json` lists them in
// firestore.indexes.json's format (`{ result: { indexes, fieldOverrides } }`). Putting them back
// deploys that list from a folder of its own, whose firebase.json names only it:
// `firebase deploy --only firestore:indexes --config <folder>/firebase.json --project <p>
// --non-interactive --force` (with --force the CLI deletes the indexes and field overrides the
// list lacks: those the deploy added).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOOPBACK } from "../../src/build/csp.ts";
import { hostingClient } from "./hosting-versions.mjs";

export const RULES_API = "https://firebaserules.googleapis.com/v1";
/** The release of the (default) database's Firestore rules. */
export const FIRESTORE_RELEASE = "cloud.firestore";
/** The indexes' file in the folder the CLI deploys them from, and that folder's firebase.json. */
const INDEXES_FILE = "firestore.indexes.json";
const INDEXES_CONFIG = { firestore: { indexes: INDEXES_FILE } };

export const rulesMessages = {
  foreignApi: (address) =>
    `Refusing to send Google credentials to ${address}: SITE_RULES_API may name only Google's Firebase Rules API (${RULES_API}) or a stand-in on this machine (http://127.0.0.1:<port>/...). Unset it to use Google's.`,
  rulesBack: (ruleset) =>
    `Firestore rules: ${ruleset} is live again (the rules of before the deploy).`,
  rulesSame: (ruleset) =>
    `Firestore rules: ${ruleset} is live already (the deploy did not change them).`,
  noRulesBefore:
    "Firestore rules: none were live before that deploy, so the rules stay as they are.",
  indexesBack: "Firestore indexes: as they were before the deploy (any index it added is deleted).",
  indexesFailed: (code) =>
    `Putting the Firestore indexes back failed (firebase exited with code ${code}); the rules are back. Run the rollback again, or deploy firestore.indexes.json of the release put back.`,
  unlistable: (detail) => `Could not list the live Firestore indexes: ${detail}`,
};

/**
 * Where the rules are read and released, from SITE_RULES_API: Google's Rules API (the default,
 * asked with the credentials), or a stand-in on this machine (asked without them). Any other
 * address is refused: it would receive the owner's access token.
 * @param {string | undefined} address
 * @returns {{ api: string, standIn: boolean } | { refusal: string }}
 */
export function rulesApi(address) {
  const api = address?.trim() || RULES_API;
  if (api === RULES_API || api.startsWith(`${RULES_API}/`)) return { api, standIn: false };
  if (LOOPBACK.test(api)) return { api, standIn: true };
  return { refusal: rulesMessages.foreignApi(api) };
}

/**
 * The Rules API's client (hostingClient's calls, named for this API).
 * @param {{ api: string, standIn: boolean, authorize: () => Promise<Record<string, string>>,
 *   fetch?: typeof fetch }} where
 */
export const rulesClient = (where) =>
  hostingClient({ ...where, service: "The Firebase Rules API" });

const releaseUrl = (/** @type {string} */ api, /** @type {string} */ projectId) =>
  `${api}/projects/${projectId}/releases/${FIRESTORE_RELEASE}`;

/**
 * The ruleset the Firestore rules' release names now, or null when there is no release yet.
 * @param {ReturnType<typeof rulesClient>} client @param {string} projectId
 * @returns {Promise<string | null>}
 */
export async function liveRuleset({ api, call }, projectId) {
  try {
    const release = await call("GET", releaseUrl(api, projectId), "the Firestore rules' release");
    return release.rulesetName ?? null;
  } catch (error) {
    if (/** @type {{ status?: number }} */ (error).status === 404) return null;
    throw error;
  }
}

/**
 * Points the Firestore rules' release at `rulesetName`.
 * @param {ReturnType<typeof rulesClient>} client @param {string} projectId @param {string} rulesetName
 */
export async function releaseRuleset({ api, call }, projectId, rulesetName) {
  await call("PATCH", releaseUrl(api, projectId), "the Firestore rules' release", {
    release: { name: `projects/${projectId}/releases/${FIRESTORE_RELEASE}`, rulesetName },
  });
}

/** The CLI call that lists the live indexes. @param {string} projectId */
export const listIndexesCommand = (projectId) => ({
  cmd: "firebase",
  args: ["firestore:indexes", "--project", projectId, "--json", "--non-interactive"],
});

/** The CLI call that deploys the indexes of `config`'s folder. @param {string} projectId @param {string} config */
export const deployIndexesCommand = (projectId, config) => ({
  cmd: "firebase",
  args: [
    "deploy",
    "--only",
    "firestore:indexes",
    "--config",
    config,
    "--project",
    projectId,
    "--non-interactive",
    "--force",
  ],
});

/**
 * Runs a command, its output on stdout captured (its errors on this terminal).
 * @param {string} cmd @param {string[]} args @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ code: number, stdout: string }>}
 */
export function captureCommand(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    let stdout = "";
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "inherit"], env });
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, stdout }));
    child.on("error", (error) => resolve({ code: 127, stdout: error.message }));
  });
}

/**
 * The live indexes of `projectId`, in firestore.indexes.json's format.
 * @param {string} projectId
 * @param {(cmd: string, args: string[]) => Promise<{ code: number, stdout: string }>} capture
 */
export async function liveIndexes(projectId, capture) {
  const { cmd, args } = listIndexesCommand(projectId);
  const { code, stdout } = await capture(cmd, args);
  let answer;
  try {
    answer = JSON.parse(stdout);
  } catch {
    answer = null;
  }
  const result = answer?.result;
  if (code !== 0 || !Array.isArray(result?.indexes))
    throw new Error(
      rulesMessages.unlistable(`firebase exited with code ${code}: ${stdout.trim()}`),
    );
  return { indexes: result.indexes, fieldOverrides: result.fieldOverrides ?? [] };
}

/**
 * Deploys `indexes` as the project's whole list of indexes; resolves to the CLI's exit code.
 * @param {{ projectId: string, indexes: unknown, run: (cmd: string, args: string[]) => Promise<number> }} what
 */
export async function putBackIndexes({ projectId, indexes, run }) {
  const folder = mkdtempSync(join(tmpdir(), "indexes-before-"));
  try {
    writeFileSync(join(folder, INDEXES_FILE), `${JSON.stringify(indexes, null, 2)}\n`);
    writeFileSync(join(folder, "firebase.json"), `${JSON.stringify(INDEXES_CONFIG)}\n`);
    const { cmd, args } = deployIndexesCommand(projectId, join(folder, "firebase.json"));
    return await run(cmd, args);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Puts the recorded rules and indexes back live; throws when it cannot.
 * @param {{ client: ReturnType<typeof rulesClient>, projectId: string,
 *   record: import("./rollback-record.mjs").DeployRecord,
 *   run: (cmd: string, args: string[]) => Promise<number>, log?: (line: string) => void }} what
 */
export async function putBackRulesAndIndexes({
  client,
  projectId,
  record,
  run,
  log = console.log,
}) {
  const m = rulesMessages;
  const before = record.rulesetName;
  if (!before) log(m.noRulesBefore);
  else if ((await liveRuleset(client, projectId)) === before) log(m.rulesSame(before));
  else {
    await releaseRuleset(client, projectId, before);
    log(m.rulesBack(before));
  }
  const code = await putBackIndexes({ projectId, indexes: record.indexes, run });
  if (code !== 0) throw new Error(m.indexesFailed(code));
  log(m.indexesBack);
}
