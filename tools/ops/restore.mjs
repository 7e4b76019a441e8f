// `npm run restore -- --project <id> --from <backup folder> [--overwrite] [--hash-config <file>]`:
// puts a folder written by `npm run backup` back into the project's (default) database and
// Authentication. Refuses a project that already has data unless --overwrite (tools/ops/backup-files.mjs;
// docs/deploying.md, "Backups"). A demo-* project is the running emulators'.
import "../dev/dev-backend.mjs";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { connect, restore } from "./backup-files.mjs";

const USAGE =
  "Usage: npm run restore -- --project <firebase project id> --from <backup folder> [--overwrite] [--hash-config <file>]";
let values;
try {
  ({ values } = parseArgs({
    options: {
      project: { type: "string" },
      from: { type: "string" },
      overwrite: { type: "boolean", default: false },
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
const target = await connect(values.project);
try {
  const result = await restore({
    db: target.db,
    auth: target.auth,
    projectId: values.project,
    dir: values.from,
    overwrite: Boolean(values.overwrite),
    emulator: target.emulator,
    ...(values["hash-config"]
      ? { hashConfig: JSON.parse(readFileSync(values["hash-config"], "utf8")) }
      : {}),
  });
  console.log(
    `Restored ${values.from} into ${values.project}: ${result.documents} documents, ${result.users} accounts` +
      (result.leftAlone
        ? ` (${result.leftAlone} accounts not in the backup were left as they are)`
        : "") +
      ".",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.close();
}
