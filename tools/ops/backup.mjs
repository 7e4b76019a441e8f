// `npm run backup -- --project <id> [--out <folder>]`: every Firestore document of the project's
// (default) database and every Authentication account, in a dated folder
// <out>/<project>-<time>/ (default out: backups/, which git ignores). tools/ops/backup-files.mjs says
// what it holds; docs/deploying.md, "Backups", where it may be kept (it holds visitors' emails).
// A demo-* project is read from the running emulators (`npm run dev` or `npm run emulators`).
import "../dev/dev-backend.mjs";
import { parseArgs } from "node:util";
import { backup, connect } from "./backup-files.mjs";

const USAGE = "Usage: npm run backup -- --project <firebase project id> [--out <folder>]";
let values;
try {
  ({ values } = parseArgs({
    options: { project: { type: "string" }, out: { type: "string", default: "backups" } },
  }));
} catch {
  values = {};
}
if (!values.project) {
  console.error(USAGE);
  process.exit(2);
}
let target;
try {
  target = await connect(values.project);
  const { dir, manifest } = await backup({
    db: target.db,
    auth: target.auth,
    projectId: values.project,
    out: values.out ?? "backups",
    emulator: target.emulator,
  });
  const counts = Object.entries(manifest.collections)
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
  console.log(
    `Backed up ${values.project} into ${dir}: ${manifest.documents} documents (${counts || "none"}), ${manifest.users} accounts.`,
  );
  console.log('It holds visitors\' emails: keep it where docs/deploying.md, "Backups", says.');
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await target?.close();
}
