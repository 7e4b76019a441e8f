// `npm run smoke -- <url>`: the smoke check of a deployed site (tools/ops/smoke-checks.mjs says what it
// checks), e.g. after a deploy or against a pull request's preview channel. It only reads: it
// sends no form and signs nobody in. With no address, it checks the built site (dist/) served
// here as the host serves it (tools/serve/preview.mjs), talking to the local backend, which must
// be running (`npm run emulators`; `npm test` runs it so). With --after-rollback it checks the site
// `npm run rollback` just put a version back on, expecting that version's Content-Security-Policy
// (tools/ops/rollback-record.mjs) and offline reading as its /sw.js has it (the worker, or the
// kill switch: tools/ops/deploy-kill-switch.mjs). Exits 1 and names every problem.
import { startPreview } from "../serve/preview.mjs";
import { ensureStandIns } from "../dev/local-backend.mjs";
import { smokeCheck } from "./smoke-checks.mjs";
import { unusableBuild } from "../lib/site-settings.mjs";
import { AFTER_ROLLBACK, CHECK_FILE, readCheck } from "./rollback-record.mjs";
import { isKillSwitch, readLiveWorker } from "./deploy-kill-switch.mjs";

const USAGE = `Usage: npm run smoke -- [<the site's address, e.g. https://<project>.web.app> | ${AFTER_ROLLBACK}]`;
const argv = process.argv.slice(2);
const rolledBack = argv[0] === AFTER_ROLLBACK ? readCheck(process.cwd()) : undefined;
if (rolledBack === null) {
  console.error(
    `No ${CHECK_FILE} to read: ${AFTER_ROLLBACK} checks the site after npm run rollback.`,
  );
  process.exit(2);
}
const [target, ...rest] = rolledBack ? [rolledBack.url, ...argv.slice(1)] : argv;
if (rest.length || (target && !/^https?:\/\/[^/]+/.test(target))) {
  console.error(USAGE);
  process.exit(2);
}
/** After a rollback: the policy the version put back sends, and its /sw.js's offline reading. */
let expectations = {};
if (rolledBack) {
  const live = await readLiveWorker(rolledBack.url);
  const offlineOff = !("error" in live) && live.status === 200 && isKillSwitch(live.code);
  expectations = { expected: rolledBack.policy ?? "", offlineOff };
  console.log(
    `After the rollback to version ${rolledBack.version}: its Content-Security-Policy, offline reading ${offlineOff ? "off (the kill switch)" : "on"}.`,
  );
}

let server = null;
let stopStandIns = async () => {};
if (!target) {
  const unusable = unusableBuild(process.cwd());
  if (unusable) {
    console.error(unusable);
    process.exit(1);
  }
  server = await startPreview();
  // The built wall's photos come from the Cloudinary stand-in (as a reader's from Cloudinary).
  stopStandIns = await ensureStandIns();
}
const base = target ?? server.url;
console.log(`Smoke check of ${base}${server ? " (dist/, served as the host does)" : ""}`);
let result;
try {
  result = await smokeCheck(base, { ...expectations, log: (line) => console.log(line) });
} finally {
  await server?.stop();
  await stopStandIns();
}
if (result.problems.length) {
  console.error(`\nSmoke check failed on ${base}:`);
  for (const problem of result.problems) console.error(`- ${problem}`);
  // On GitHub Actions each problem is also an annotation of the run.
  if (process.env.GITHUB_ACTIONS === "true")
    for (const problem of result.problems)
      console.log(`::error title=Smoke check of ${base}::${problem.replace(/\r?\n/g, " ")}`);
  process.exit(1);
}
console.log(`\nSmoke check passed: ${result.rows.length} pages of ${base}.`);
