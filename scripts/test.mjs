// `npm test`: every check and test suite, in order, with one summary at the end.
//   1. static checks: astro check (types), eslint, prettier
//   2. the local backend: Firebase emulators (Firestore with firestore.rules, which must compile;
//      Auth), as `npm run dev` starts them (scripts/lib/local-backend.mjs)
//   3. Vitest: unit tests, the firestore.rules matrix (on an emulator of its own) and the auth
//      store against the emulators
//   4. build, then the JS/CSS budget check on the built site
//   5. browser tests (Playwright, Chromium) against the built site and the emulators
// A Chromium is found or installed first (scripts/lib/chromium.ts). Every step runs even when
// an earlier one fails (but the budget and browser tests need a build), so one run shows all that
// is wrong. The last line is "N passed, N failed": test cases of both suites plus one per check.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { chromiumVersion, ensureChromium } from "./lib/chromium.ts";
import { startLocalBackend } from "./lib/local-backend.mjs";

const RESULTS = "test-results";
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows = []; // [name, passed, failed, note]

// Asynchronous, so this process keeps reading the emulators' output while a step runs.
async function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const status = await new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", (error) => {
      console.error(
        `Could not run ${cmd}: ${error.message} (run it through npm, e.g. \`npm test\`)`,
      );
      resolve(1);
    });
  });
  console.log(
    `=== ${title}: ${status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}

async function check(name, cmd, args) {
  const ok = await step(name, cmd, args);
  rows.push([name, ok ? 1 : 0, ok ? 0 : 1, "check"]);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

let chrome;
try {
  chrome = await ensureChromium();
  console.log(`Chromium: ${chrome} (${chromiumVersion(chrome)})`);
  rows.push(["chromium", 1, 0, "check"]);
} catch (error) {
  console.error(String(error.message ?? error));
  rows.push(["chromium", 0, 1, "check"]);
}

await check("types (astro check)", "astro", ["check"]);
await check("lint (eslint)", "eslint", [".", "--max-warnings=0"]);
await check("format (prettier)", "prettier", ["--check", "."]);

console.log("\n=== local backend: Firebase emulators with firestore.rules");
let backend = null;
try {
  backend = await startLocalBackend({ seed: false, standIns: false });
  if (backend.problem) throw new Error(backend.problem);
  rows.push(["local backend (emulators)", 1, 0, "check"]);
  console.log("=== local backend: ok");
} catch (error) {
  console.error(String(error.message ?? error));
  rows.push(["local backend (emulators)", 0, 1, "check"]);
}

const vitestOk = await step("vitest", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_JSON}`,
]);
const vitest = readJson(VITEST_JSON);
if (vitest) {
  rows.push([
    "vitest (unit, rules, backend)",
    vitest.numPassedTests,
    vitest.numFailedTests,
    `${vitest.numTotalTests} tests`,
  ]);
  if (!vitestOk && vitest.numFailedTests === 0)
    rows.push(["unit test run", 0, 1, "exited non-zero"]);
} else {
  rows.push(["vitest (unit, rules, backend)", 0, 1, "no report"]);
}

const built = await check("build", "astro", ["build"]);
if (built) await check("csp (firebase.json)", "node", ["scripts/csp.mjs", "--check"]);
if (built && chrome) {
  await check("budget", "node", ["scripts/budget.mjs"]);
  const e2eOk = await step("browser tests", "playwright", ["test"], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
  });
  const stats = readJson(PLAYWRIGHT_JSON)?.stats;
  if (stats) {
    const note = `${stats.flaky} flaky, ${stats.skipped} skipped`;
    rows.push(["browser tests (playwright)", stats.expected + stats.flaky, stats.unexpected, note]);
    if (!e2eOk && stats.unexpected === 0) rows.push(["browser test run", 0, 1, "exited non-zero"]);
  } else {
    rows.push(["browser tests (playwright)", 0, 1, "no report"]);
  }
} else {
  rows.push(["budget + browser tests", 0, 1, built ? "no Chromium" : "no build"]);
}

await backend?.stop();

const passed = rows.reduce((sum, r) => sum + r[1], 0);
const failed = rows.reduce((sum, r) => sum + r[2], 0);
console.log("\nSummary");
for (const [name, p, f, note] of rows) {
  console.log(
    `  ${f ? "FAIL" : "ok  "}  ${name.padEnd(28)} ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  (${note})`,
  );
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
