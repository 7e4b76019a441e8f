// `npm run rollback -- [--project <id>] [--site <id>] [--to <version id> | --previous] [--yes]`:
// lists the live site's last releases; with --to or --previous (and --yes) puts that version back
// live. Refuses demo-* projects as `npm run deploy` does. The decisions are in
// tools/ops/rollback-steps.mjs; the deploy workflow runs `--previous --yes` when the smoke check of a
// fresh deploy fails (docs/deploying.md, "Rolling back").
import { applicationDefault } from "firebase-admin/app";
import { LOOPBACK } from "../../src/build/csp.ts";
import { buildSettings, runCommand } from "./deploy-steps.mjs";
import {
  HOSTING_API,
  RELEASES_SHOWN,
  parseRollbackArgs,
  rollback,
  rollbackMessages,
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

/**
 * The Hosting API's address: Google's, or a stand-in on this machine that SITE_HOSTING_API names
 * (tests/unit/rollback-cli.test.ts), which is asked without credentials.
 */
const api = process.env.SITE_HOSTING_API || HOSTING_API;
const standIn = LOOPBACK.test(api);

/** The live channel's releases, newest first (Firebase Hosting REST API). */
async function listReleases(site) {
  let token = "owner";
  if (!standIn) {
    try {
      token = (await applicationDefault().getAccessToken()).access_token;
    } catch (error) {
      throw new Error(
        rollbackMessages.noCredentials(error instanceof Error ? error.message : error),
      );
    }
  }
  const response = await fetch(
    `${api}/sites/${site}/channels/live/releases?pageSize=${RELEASES_SHOWN}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (!response.ok)
    throw new Error(
      `Could not read the releases of ${site}: ${response.status} ${await response.text()}`,
    );
  return response.json();
}

try {
  process.exitCode = await rollback({
    projectId: target.projectId,
    site: args.site ?? target.projectId,
    ...(args.to ? { to: args.to } : {}),
    previous: args.previous,
    yes: args.yes,
    listReleases,
    run: (cmd, cmdArgs) => runCommand(cmd, cmdArgs, process.env),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
