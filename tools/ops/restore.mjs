// `npm run restore -- --project <id> --from <backup folder> [--overwrite] [--overwrite-accounts]
// [--out <folder>] [--from-other-project] [--hash-config <file>]`: puts a folder written by
// `npm run backup` back into the project's (default) database and Authentication. Refuses a
// project that already has data unless --overwrite, which first writes a backup of it into --out
// (default backups/), then every document and the accounts the project lacks (with
// --overwrite-accounts also those that differ), and only then removes what that first backup
// held and the restored one does not; a backup of another project needs --from-other-project
// (tools/ops/restore-files.mjs; docs/deploying.md, "Backups"). A demo-* project is the running
// emulators'; a real one is refused while an emulator's address is exported.
import "../dev/dev-backend.mjs";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { connect } from "./backup-files.mjs";
import { parseHashConfig } from "./hash-config.mjs";
import { restore, restoreMessages } from "./restore-files.mjs";

const USAGE =
  "Usage: npm run restore -- --project <firebase project id> --from <backup folder> [--overwrite] [--overwrite-accounts] [--out <folder for the backup taken first>] [--from-other-project] [--hash-config <file>]";
let values;
try {
  ({ values } = parseArgs({
    options: {
      project: { type: "string" },
      from: { type: "string" },
      overwrite: { type: "boolean", default: false },
      "overwrite-accounts": { type: "boolean", default: false },
      out: { type: "string", default: "backups" },
      "from-other-project": { type: "boolean", default: false },
      "hash-config": { type: "string" },
    },
  }));
} catch {
  values = {};
}
if (!values.project || !values.from) {
  console.error(USAGE);
  process.exit(2);
}
let target;
try {
  const hashConfig = values["hash-config"]
    ? parseHashConfig(readFileSync(values["hash-config"], "utf8"))
    : undefined;
  target = await connect(values.project);
  const result = await restore({
    db: target.db,
    auth: target.auth,
    projectId: values.project,
    dir: values.from,
    overwrite: Boolean(values.overwrite),
    overwriteAccounts: Boolean(values["overwrite-accounts"]),
    fromOtherProject: Boolean(values["from-other-project"]),
    out: values.out ?? "backups",
    emulator: target.emulator,
    ...(hashConfig ? { hashConfig } : {}),
  });
  console.log(restoreMessages.done({ from: values.from, project: values.project, ...result }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target?.close();
}
