// `npm run rollback`: lists the live site's last releases and puts an earlier one back live
// (tools/ops/rollback.mjs; README, "Deploying", and docs/deploying.md, "Rolling back").
// Releases are read from the Firebase Hosting REST API (sites.channels.releases.list); putting
// one back is the Firebase CLI's `hosting:clone <site>@<version> <site>:live`, which makes a new
// release of that version, as the console's "Rollback" does. A version without /sw.js (from
// before offline reading) is instead released anew with the kill switch added
// (tools/ops/hosting-versions.mjs). When the deploy after that version recorded the Firestore rules
// and indexes live with it (tools/ops/rollback-record.mjs), those go back too
// (tools/ops/rollback-rules.mjs). Then the site is smoke-checked against what that version serves.
// All are passed in, so the tests stub them at the process boundary.
import { parseArgs } from "node:util";
import { LOOPBACK } from "../../src/build/csp.ts";
import { isDemoProject } from "../../src/site/local-addresses.ts";
import { liveSite } from "./deploy-kill-switch.mjs";
import { needsKillSwitch } from "./hosting-versions.mjs";
import { AFTER_ROLLBACK, RECORD_FILE, recordFor } from "./rollback-record.mjs";

export const HOSTING_API = "https://firebasehosting.googleapis.com/v1beta1";
/** How many of the latest releases are listed. */
export const RELEASES_SHOWN = 10;

export const USAGE =
  "Usage: npm run rollback -- [--project <id>] [--site <id>] [--to <version id> | --previous] [--yes] [--no-smoke]\n" +
  "  with no --to or --previous: lists the live site's last releases and changes nothing\n" +
  `  --no-smoke: no smoke check afterwards (CI runs npm run smoke -- ${AFTER_ROLLBACK} in a step without the key)`;

export const rollbackMessages = {
  usage: USAGE,
  missing:
    "Refusing to roll back: no Firebase project. Set PUBLIC_FIREBASE_PROJECT_ID in .env.production or pass --project <id>.",
  demo: (id) =>
    `Refusing to roll back "${id}": a demo-* project exists only in the emulators, which keep no releases.`,
  noCredentials: (detail) =>
    `Could not read the releases: no Google credentials (${detail}). In GitHub Actions the deploy job sets GOOGLE_APPLICATION_CREDENTIALS; on your computer run \`gcloud auth application-default login\` and \`gcloud auth application-default set-quota-project <project>\` once, or point GOOGLE_APPLICATION_CREDENTIALS at the service account's key (docs/deploying.md, "Rolling back").`,
  foreignApi: (address) =>
    `Refusing to send Google credentials to ${address}: SITE_HOSTING_API may name only Google's Hosting API (${HOSTING_API}) or a stand-in on this machine (http://127.0.0.1:<port>/...). Unset it to use Google's.`,
  listing: (site) => `The last releases of ${site} (live channel), newest first:`,
  none: (site) => `${site} has no release on its live channel yet: nothing to roll back to.`,
  noEarlier: (site) => `${site} has no earlier version than the one live: nothing to roll back to.`,
  unknown: (version, site) =>
    `Version ${version} is not among ${site}'s last ${RELEASES_SHOWN} releases (npm run rollback lists them).`,
  already: (version) => `Version ${version} is already live: nothing to do.`,
  confirm: (version, site) =>
    `Would put version ${version} back live on ${site}. Run again with --yes to do it.`,
  done: (version, site) => `Version ${version} is live again on ${site}.`,
  killSwitch: (version) =>
    `Version ${version} has no /sw.js (it is from before offline reading): a rollback by hosting:clone would leave every reader's service worker installed. Its files are released as a new version with the kill switch as /sw.js, which removes the worker and its caches (docs/deploying.md, "Rolling back").`,
  confirmKillSwitch: (version, site) =>
    `Would put version ${version}'s files back live on ${site} as a new version, with the kill switch as /sw.js. Run again with --yes to do it.`,
  doneKillSwitch: (version, site, made) =>
    `Version ${version}'s files are live again on ${site}, with the kill switch as /sw.js (new version ${made}).`,
  killSwitchMessage: (version) => `rollback to ${version} with the offline kill switch`,
  rulesWith: (version) =>
    `Version ${version} was live before the deploy recorded in ${RECORD_FILE}: the Firestore rules and indexes of then go back live with it.`,
  rulesStay: (version) =>
    `The Firestore rules and indexes stay as they are: ${RECORD_FILE} records none that were live with version ${version} (the deploy after it writes that file, on the machine or CI job that deployed). To put them back, revert their change on main.`,
  checking: (url) =>
    `\nSmoke check of ${url} after the rollback (npm run smoke -- ${AFTER_ROLLBACK}):`,
  checkLater: (url) =>
    `Not checked here (--no-smoke): check ${url} with npm run smoke -- ${AFTER_ROLLBACK}.`,
  checkFailed: (url) =>
    `The smoke check of ${url} failed after the rollback too (each problem is above): the release put back is live, but the site is not well. Roll back further (npm run rollback lists the releases) or fix forward.`,
};

/**
 * @param {string[]} argv
 * @returns {{ project?: string, site?: string, to?: string, previous: boolean, yes: boolean,
 *   noSmoke?: boolean } | { error: string }}
 */
export function parseRollbackArgs(argv) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        project: { type: "string" },
        site: { type: "string" },
        to: { type: "string" },
        previous: { type: "boolean", default: false },
        yes: { type: "boolean", default: false },
        "no-smoke": { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.to && values.previous) return { error: USAGE };
    return {
      ...(values.project ? { project: values.project } : {}),
      ...(values.site ? { site: values.site } : {}),
      ...(values.to ? { to: values.to } : {}),
      previous: Boolean(values.previous),
      yes: Boolean(values.yes),
      ...(values["no-smoke"] ? { noSmoke: true } : {}),
    };
  } catch {
    return { error: USAGE };
  }
}

/**
 * The project whose live site is rolled back: --project, or PUBLIC_FIREBASE_PROJECT_ID of the
 * deploy's settings (.env.production, the environment winning). { projectId } or { refusal }.
 * @param {{ project?: string }} args
 * @param {Record<string, string | undefined>} settings
 */
export function rollbackTarget({ project }, settings) {
  const projectId = project?.trim() || (settings.PUBLIC_FIREBASE_PROJECT_ID ?? "").trim();
  if (!projectId) return { refusal: rollbackMessages.missing };
  if (isDemoProject(projectId)) return { refusal: rollbackMessages.demo(projectId) };
  return { projectId };
}

/**
 * Where the releases are read, from SITE_HOSTING_API: Google's Hosting API (the default, asked with
 * the credentials), or a stand-in on this machine (tests/unit/tools/ops/rollback-cli.test.ts), asked without
 * them. Any other address is refused: it would receive the owner's access token.
 * @param {string | undefined} address
 * @returns {{ api: string, standIn: boolean } | { refusal: string }}
 */
export function hostingApi(address) {
  const api = address?.trim() || HOSTING_API;
  if (api === HOSTING_API || api.startsWith(`${HOSTING_API}/`)) return { api, standIn: false };
  if (LOOPBACK.test(api)) return { api, standIn: true };
  return { refusal: rollbackMessages.foreignApi(api) };
}

/**
 * The live channel's releases of `site`, newest first (sites.channels.releases.list). Google's API
 * is asked with the headers `authorize` gives (tools/ops/google-auth.mjs: the token and, with an
 * end user's login, the quota project); a stand-in with none.
 * @param {{ api: string, standIn: boolean, site: string,
 *   authorize: () => Promise<Record<string, string>>, fetch?: typeof fetch }} options
 */
export async function readReleases({ api, standIn, site, authorize, fetch = globalThis.fetch }) {
  let headers = { Authorization: "Bearer owner" };
  if (!standIn) {
    try {
      headers = /** @type {any} */ (await authorize());
    } catch (error) {
      throw new Error(
        rollbackMessages.noCredentials(error instanceof Error ? error.message : error),
      );
    }
  }
  const response = await fetch(
    `${api}/sites/${site}/channels/live/releases?pageSize=${RELEASES_SHOWN}`,
    { headers },
  );
  if (!response.ok)
    throw new Error(
      `Could not read the releases of ${site}: ${response.status} ${await response.text()}`,
    );
  return response.json();
}

/**
 * A release as listed: when, its version's id, what made it and its message.
 * @typedef {{ time: string, version: string, type: string, message: string, live: boolean }} Release
 */

/**
 * The releases of the API's answer, newest first; the first is the one live.
 * @param {{ releases?: { releaseTime?: string, type?: string, message?: string, version?: { name?: string } }[] }} answer
 * @returns {Release[]}
 */
export function releasesOf(answer) {
  return (answer.releases ?? [])
    .filter((release) => release.version?.name)
    .map((release, index) => ({
      time: release.releaseTime ?? "",
      version: String(release.version?.name).split("/").pop() ?? "",
      type: release.type ?? "DEPLOY",
      message: release.message ?? "",
      live: index === 0,
    }));
}

/**
 * The version to put back: `to` when it is one of the releases listed and not the live one, or
 * with `previous` the newest version other than the live one. { version } or { refusal }.
 * @param {Release[]} releases newest first
 * @param {{ to?: string, previous?: boolean }} choice
 * @param {string} site
 */
export function chooseVersion(releases, { to, previous }, site) {
  const m = rollbackMessages;
  const live = releases[0];
  if (!live) return { refusal: m.none(site) };
  if (to) {
    if (to === live.version) return { refusal: m.already(to) };
    if (!releases.some((release) => release.version === to))
      return { refusal: m.unknown(to, site) };
    return { version: to };
  }
  if (previous) {
    const earlier = releases.find((release) => release.version !== live.version);
    return earlier ? { version: earlier.version } : { refusal: m.noEarlier(site) };
  }
  return { refusal: USAGE };
}

/** The table `npm run rollback` prints. @param {Release[]} releases */
export function releaseTable(releases) {
  return releases
    .map(
      (release) =>
        `${release.live ? "live " : "     "}${release.time.replace(/\.\d+Z$/, "Z").padEnd(21)} ${release.version.padEnd(18)} ${release.type.padEnd(10)} ${release.message}`,
    )
    .join("\n");
}

/** The CLI call that puts `version` back live on `site`. */
export function cloneCommand(projectId, site, version) {
  return {
    cmd: "firebase",
    args: [
      "hosting:clone",
      `${site}@${version}`,
      `${site}:live`,
      "--project",
      projectId,
      "--non-interactive",
    ],
  };
}

/**
 * The Hosting half of a rollback: `version` back live by hosting:clone, or released anew with the
 * kill switch when its files have no /sw.js. Resolves to the exit code.
 * @param {RollbackOptions & { version: string, files: { path: string, hash: string }[],
 *   killSwitch: boolean }} what
 */
async function putBackHosting({ projectId, site, version, files, killSwitch, ...options }) {
  const m = rollbackMessages;
  const log = options.log ?? console.log;
  if (killSwitch) {
    const made = await options.releaseWithKillSwitch({
      site,
      version,
      files,
      message: m.killSwitchMessage(version),
    });
    log(m.doneKillSwitch(version, site, made));
    return 0;
  }
  const { cmd, args } = cloneCommand(projectId, site, version);
  log(`$ ${cmd} ${args.join(" ")}`);
  const code = await options.run(cmd, args);
  if (code === 0) log(m.done(version, site));
  return code;
}

/**
 * The smoke check after a rollback: what it expects (the site's address, the policy `version`
 * sends) saved for `npm run smoke -- --after-rollback`, which runs unless `smoke` is null
 * (--no-smoke: CI runs it in a step of its own, without the key). Resolves to the exit code.
 * @param {RollbackOptions & { version: string }} what
 */
async function checkAfter({ site, version, policyOf, saveCheck, smoke, ...options }) {
  const m = rollbackMessages;
  const log = options.log ?? console.log;
  const url = liveSite(site);
  saveCheck({ url, version, policy: await policyOf(site, version) });
  if (!smoke) {
    log(m.checkLater(url));
    return 0;
  }
  log(m.checking(url));
  if ((await smoke()) === 0) return 0;
  (options.error ?? console.error)(m.checkFailed(url));
  return 1;
}

/**
 * What `npm run rollback` is given: the target and choice, and every outside part.
 * @typedef {{
 *   projectId: string, site: string, to?: string, previous?: boolean, yes?: boolean,
 *   listReleases: (site: string) => Promise<unknown>,
 *   listFiles: (site: string, version: string) => Promise<{ path: string, hash: string }[]>,
 *   releaseWithKillSwitch: (what: { site: string, version: string,
 *     files: { path: string, hash: string }[], message: string }) => Promise<string>,
 *   run: (cmd: string, args: string[]) => Promise<number>,
 *   record: import("./rollback-record.mjs").DeployRecord | null,
 *   putBackRules: (record: import("./rollback-record.mjs").DeployRecord) => Promise<void>,
 *   policyOf: (site: string, version: string) => Promise<string | null>,
 *   saveCheck: (check: import("./rollback-record.mjs").RollbackCheck) => void,
 *   smoke: (() => Promise<number>) | null,
 *   log?: (line: string) => void, error?: (line: string) => void,
 * }} RollbackOptions
 */

/**
 * Lists the live releases of `site` and, when asked, puts one back: its Hosting version, the
 * Firestore rules and indexes that were live with it when the deploy after it recorded them
 * (tools/ops/rollback-record.mjs), then smoke-checks the site. Returns the exit code.
 * @param {RollbackOptions} options
 */
export async function rollback(options) {
  const { projectId, site, to, previous = false, yes = false } = options;
  const m = rollbackMessages;
  const log = options.log ?? console.log;
  const error = options.error ?? console.error;
  const releases = releasesOf(/** @type {any} */ (await options.listReleases(site)));
  if (!releases.length) {
    error(m.none(site));
    return 1;
  }
  log(m.listing(site));
  log(releaseTable(releases));
  if (!to && !previous) return 0;
  const { version, refusal } = chooseVersion(releases, { ...(to ? { to } : {}), previous }, site);
  if (!version) {
    error(refusal ?? USAGE);
    return 1;
  }
  // A version from before the worker has no /sw.js, and clone cannot add one (hosting-versions.mjs).
  const files = await options.listFiles(site, version);
  const killSwitch = needsKillSwitch(files);
  if (killSwitch) log(m.killSwitch(version));
  const record = recordFor(options.record, { projectId, site, version }) ? options.record : null;
  log(record ? m.rulesWith(version) : m.rulesStay(version));
  if (!yes) {
    log((killSwitch ? m.confirmKillSwitch : m.confirm)(version, site));
    return 0;
  }
  const code = await putBackHosting({ ...options, version, files, killSwitch });
  if (code !== 0) return code;
  if (record) await options.putBackRules(record);
  return checkAfter({ ...options, version });
}
